import MiniSearch from "minisearch";
import { coachPassages } from "~/content/coach";
import { curriculum } from "~/content/curriculum";
import { lessonKey, lessonsInOrder } from "~/lib/curriculum";

// One full-text index (minisearch) over the coach's knowledge base and the curriculum: the
// coach retrieves from it and the dashboard's course search reads it.

type Indexed = { id: string; kind: "passage" | "lesson"; title: string; text: string; lessons: string[] };

// Words that say nothing about the question; without them "how do I" would match everything.
const STOP_WORDS = new Set(
  ("a about after again all am an and any are as at be because been before being between both but by can could did do does doing " +
    "down during each few for from further get got had has have having he her here hers him his how i if in into is it its itself " +
    "just me more most my no nor not now of off on once only or other our out over own same she should so some such than that the " +
    "their them then there these they this those through to too under until up very was we were what when where which while who whom " +
    "why will with would you your yours im ive id whats hows dont cant good great best").split(" "),
);

const documents: Indexed[] = [
  ...coachPassages.map((passage) => ({ id: `passage:${passage.id}`, kind: "passage" as const, title: passage.title, text: passage.markdown, lessons: passage.lessons })),
  ...lessonsInOrder(curriculum).map((placed) => ({
    id: `lesson:${lessonKey(placed)}`,
    kind: "lesson" as const,
    title: placed.lesson.title,
    text: `${placed.module.title}. ${placed.lesson.description}`,
    lessons: [lessonKey(placed)],
  })),
];

const byId = new Map(documents.map((document) => [document.id, document]));

function processTerm(term: string): string | null {
  const word = term.toLowerCase().replace(/['’]/g, "");
  return STOP_WORDS.has(word) || word.length < 2 ? null : word;
}

const words = (text: string) => text.split(/[^\p{L}\p{N}'’]+/u).flatMap((term) => processTerm(term) ?? []);

// What the course is about: the words of its module, lesson and passage titles and the
// terms passages set in bold. A question must share one of them to be a course question;
// "good", "place" or "tonight" alone match some passage, but say nothing about repair.
const courseVocabulary = new Set<string>(
  [
    ...curriculum.flatMap((module) => [module.title, ...module.lessons.map((lesson) => lesson.title)]),
    ...coachPassages.flatMap((passage) => [passage.title, ...[...passage.markdown.matchAll(/\*\*(.+?)\*\*/g)].map((match) => match[1])]),
  ].flatMap(words),
);

const vocabularyList = [...courseVocabulary];

function isCourseQuestion(question: string): boolean {
  const related = (word: string, known: string) => word.length > 3 && known.length > 3 && (known.startsWith(word) || word.startsWith(known));
  return words(question).some((word) => courseVocabulary.has(word) || vocabularyList.some((known) => related(word, known)));
}

const index = new MiniSearch<Indexed>({
  fields: ["title", "text"],
  storeFields: [],
  processTerm,
  searchOptions: { boost: { title: 2 }, prefix: (term) => term.length > 3, fuzzy: (term) => (term.length > 5 ? 0.2 : false) },
});
index.addAll(documents);

export type Match = Indexed & { score: number; terms: string[] };

function search(query: string, kind?: Indexed["kind"]): Match[] {
  return index
    .search(query, kind ? { filter: (result) => byId.get(result.id)?.kind === kind } : undefined)
    .map((result) => ({ ...byId.get(result.id)!, score: result.score, terms: result.terms }));
}

/**
 * The passages that answer a question best. A question that shares no real word with the
 * course (the weather, a recipe) finds nothing, and the coach says what it can help with.
 */
export function retrievePassages(question: string, limit = 3): Match[] {
  if (!isCourseQuestion(question)) return [];
  const matches = search(question, "passage");
  const best = matches[0]?.score ?? 0;
  // Keep the passages that are nearly as good as the best one, never a long tail.
  return matches.filter((match) => match.score >= best * 0.6).slice(0, limit);
}

export type SearchResult = { title: string; lessons: string[]; kind: Indexed["kind"]; excerpt: { text: string; match: boolean }[] };

/** The dashboard's course search: lessons and passages with the matched words marked. */
export function searchCourse(query: string, limit = 12): SearchResult[] {
  return search(query.slice(0, 200))
    .slice(0, limit)
    .map((match) => ({ title: match.title, lessons: match.lessons, kind: match.kind, excerpt: markMatches(plainText(match.text), match.terms) }));
}

function plainText(markdown: string): string {
  return markdown.replace(/\*\*|__|[*_`]/g, "").replace(/^\s*-\s+/gm, "").replace(/\s+/g, " ").trim();
}

/** Split text around the matched words (as plain segments: the page escapes them). */
function markMatches(text: string, terms: string[], maxLength = 240): { text: string; match: boolean }[] {
  const pattern = terms.length ? new RegExp(`\\b(${terms.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})\\w*`, "gi") : null;
  const first = pattern ? text.search(pattern) : -1;
  const start = first > 80 ? text.lastIndexOf(" ", first - 60) + 1 : 0;
  const excerpt = `${start > 0 ? "… " : ""}${text.slice(start, start + maxLength)}${start + maxLength < text.length ? " …" : ""}`;
  if (!pattern) return [{ text: excerpt, match: false }];
  const segments: { text: string; match: boolean }[] = [];
  let last = 0;
  for (const found of excerpt.matchAll(pattern)) {
    if (found.index > last) segments.push({ text: excerpt.slice(last, found.index), match: false });
    segments.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < excerpt.length) segments.push({ text: excerpt.slice(last), match: false });
  return segments;
}
