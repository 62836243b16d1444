import MiniSearch from "minisearch";
import { coachPassages } from "~/content/coach/index";
import type { CoachPassage } from "~/content/coach/types";
import type { CourseModule } from "~/lib/course-content";
import { lessonKey, lessonsInOrder } from "~/lib/curriculum";
import { memberCourse } from "~/server/members/course-catalog.server";
import { transcriptText } from "~/server/members/transcripts.server";

// One full-text index (minisearch) over the coach's knowledge base and the published member
// course: the coach retrieves from it and the dashboard's course search reads it. A publish
// builds it again in the background (rebuildCoachIndex); until then the last one answers.

type Indexed = { id: string; kind: "passage" | "lesson"; title: string; text: string; lessons: string[] };

// Words that say nothing about the question; without them "how do I" would match everything.
const STOP_WORDS = new Set(
  (
    "a about after again all am an and any are as at be because been before being between both but by can could did do does doing " +
    "down during each few for from further get got had has have having he her here hers him his how i if in into is it its itself " +
    "just me more most my no nor not now of off on once only or other our out over own same she should so some such than that the " +
    "their them then there these they this those through to too under until up very was we were what when where which while who whom " +
    "why will with would you your yours im ive id whats hows dont cant good great best need needs use using want one many much long"
  ).split(" "),
);

const passageDocuments: Indexed[] = coachPassages.map((passage) => ({
  id: `passage:${passage.id}`,
  kind: "passage" as const,
  title: passage.title,
  text: passage.markdown,
  lessons: passage.lessons,
}));

const lessonDocuments = (modules: readonly CourseModule[]): Indexed[] =>
  lessonsInOrder(modules).map((placed) => ({
    id: `lesson:${lessonKey(placed)}`,
    kind: "lesson" as const,
    title: placed.lesson.title,
    text: [`${placed.module.title}. ${placed.lesson.description}`, placed.lesson.transcript ? transcriptText(placed.lesson.transcript) : ""].join(" "),
    lessons: [lessonKey(placed)],
  }));

// Plural and verb endings come off, so "store" finds "storing" and "leg" finds "legs"; a
// stem keeps at least three letters, and a double s stays ("glass", "business").
const ENDINGS: [string, string][] = [
  ["ies", "y"],
  ["ing", ""],
  ["ed", ""],
  ["es", ""],
  ["s", ""],
  ["e", ""],
];

function stem(word: string): string {
  for (const [ending, replacement] of ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= 3 && !(ending === "s" && word.endsWith("ss")))
      return word.slice(0, -ending.length) + replacement;
  }
  return word;
}

function plainWord(term: string): string | null {
  const word = term.toLowerCase().replace(/['’]/g, "");
  return STOP_WORDS.has(word) || word.length < 2 ? null : word;
}

const processTerm = (term: string) => {
  const word = plainWord(term);
  return word && stem(word);
};

const plainWords = (text: string) => text.split(/[^\p{L}\p{N}'’]+/u).flatMap((term) => plainWord(term) ?? []);
const words = (text: string) => plainWords(text).map(stem);

// One word relates to another when they are equal, or, both longer than three letters, one begins the other.
const related = (word: string, known: string) => word === known || (word.length > 3 && known.length > 3 && (known.startsWith(word) || word.startsWith(known)));

// What a passage is about: the words of its title and of the terms it sets in bold.
const aboutWords = (passage: CoachPassage) => [passage.title, ...[...passage.markdown.matchAll(/\*\*(.+?)\*\*/g)].map((match) => match[1])];

// What the course is about: the words of its module and lesson titles and what its passages
// are about. A question must share one of them (as written, unstemmed) to be a course
// question; "good", "place" or "tonight" alone match some passage, but say nothing about repair.
const vocabularyOf = (modules: readonly CourseModule[]) => [
  ...new Set(
    [...modules.flatMap((module) => [module.title, ...module.lessons.map((lesson) => lesson.title)]), ...coachPassages.flatMap(aboutWords)].flatMap(plainWords),
  ),
];

// Course words that a question about something else shares too ("my car's engine", "taxes
// for my business"): on their own they do not make a course question.
const GENERAL_STEMS = new Set(["car", "business", "repair"]);

const isCourseQuestion = (question: string) =>
  plainWords(question).some((word) => !GENERAL_STEMS.has(stem(word)) && built.vocabulary.some((known) => related(word, known)));

/** MiniSearch's options for the coach's indexes: stop words dropped, words stemmed, prefix and fuzzy matching for longer words. */
export const indexOptions = {
  processTerm,
  searchOptions: { prefix: (term: string) => term.length > 3, fuzzy: (term: string) => (term.length > 5 ? 0.2 : false) },
};

function buildIndex(modules: readonly CourseModule[]) {
  const documents = [...passageDocuments, ...lessonDocuments(modules)];
  const index = new MiniSearch<Indexed>({
    fields: ["title", "text"],
    storeFields: [],
    ...indexOptions,
    searchOptions: { ...indexOptions.searchOptions, boost: { title: 2 } },
  });
  index.addAll(documents);
  return { index, byId: new Map(documents.map((document) => [document.id, document])), vocabulary: vocabularyOf(modules) };
}

let built = buildIndex(memberCourse().modules);

/** Index the published course again (after a publish). */
export function rebuildCoachIndex(): void {
  built = buildIndex(memberCourse().modules);
}

export type Match = Indexed & { score: number; terms: string[]; queryTerms: string[] };

function search(query: string, kind?: Indexed["kind"]): Match[] {
  const { index, byId } = built;
  return index
    .search(query, kind ? { filter: (result) => byId.get(result.id)?.kind === kind } : undefined)
    .map((result) => ({ ...byId.get(result.id)!, score: result.score, terms: result.terms, queryTerms: result.queryTerms }));
}

// The figures a question can ask for, and how a note states each: a price, a time, a count.
const FIGURES = [
  { asked: /\b(charg\w*|pric\w*|costs?|fees?|commissions?|earn\w*|income|money)\b|\bhow much\b.*\bmake\b/i, stated: /\$\d/ },
  { asked: /\bhow long\b|\bhow much time\b|\b(minutes?|hours?)\b/i, stated: /\d[^.;]*\b(minutes?|hours?)\b/ },
  { asked: /\bhow many\b/i, stated: /\d|\b(two|three|four|five|six|ten)\b/i },
];

/** The kinds of figure a question asks for, each as the pattern a note states it with. */
export function askedFigures(question: string): RegExp[] {
  return FIGURES.filter((figure) => figure.asked.test(question)).map((figure) => figure.stated);
}

const aboutStems = new Map(coachPassages.map((passage) => [`passage:${passage.id}`, aboutWords(passage).flatMap(words)]));

// A word found in more than a sixth of the passages (resin, chip, glass) names no topic of its own.
const passagesWith = new Map<string, number>();
for (const passage of coachPassages) for (const word of new Set(words(passage.markdown))) passagesWith.set(word, (passagesWith.get(word) ?? 0) + 1);
const namesTopic = (term: string) => !GENERAL_STEMS.has(term) && (passagesWith.get(term) ?? 0) <= coachPassages.length / 6;

const MAX_TOPICS = 3;
// A further topic must score at least this share of the best passage, so a word that only
// brushes a passage does not pull it in.
const TOPIC_MIN_SHARE = 0.1;

/**
 * The passages a question touches, one per topic, in the order the question names them:
 * the best passage, then the best one about a word of the question still unanswered ("a
 * bullseye at a car wash": the price, then the car wash), and, when the question asks for a
 * figure (a price, a time) none of them states, the best passage that states it. A question
 * that shares no course word (the weather, a recipe, a car's engine) touches nothing, and
 * the coach says what it can help with.
 */
export function retrievePassages(question: string): Match[] {
  if (!isCourseQuestion(question)) return [];
  const asked = words(question);
  const figures = askedFigures(question);
  const matches = search(question, "passage");
  const topics: Match[] = [];
  const answered = new Set<string>();
  for (const match of matches) {
    if (topics.length === MAX_TOPICS || match.score < matches[0].score * TOPIC_MIN_SHARE) break;
    const about = aboutStems.get(match.id)!;
    const opensTopic = match.queryTerms.some((term) => !answered.has(term) && namesTopic(term) && about.includes(term));
    const stated = figures.filter((figure) => figure.test(match.text));
    const addsFigure = stated.some((figure) => !topics.some((topic) => figure.test(topic.text)));
    // After a figure, a further topic must state one: the price at a car wash, not what a bullseye is.
    const joins = figures.length > 0 ? stated.length > 0 && (opensTopic || addsFigure) : opensTopic;
    if (topics.length > 0 && !joins) continue;
    topics.push(match);
    for (const term of match.queryTerms) answered.add(term);
  }
  // Where the question first names a topic: by a word that names one, else by any of its words.
  const firstMention = (match: Match) => {
    const naming = match.queryTerms.filter(namesTopic);
    return Math.min(...(naming.length ? naming : match.queryTerms).map((term) => asked.indexOf(term)));
  };
  return topics.sort((a, b) => firstMention(a) - firstMention(b));
}

export type SearchResult = { title: string; lessons: string[]; kind: Indexed["kind"]; excerpt: { text: string; match: boolean }[] };

/** The dashboard's course search: lessons and passages with the matched words marked. */
export function searchCourse(query: string, limit = 12): SearchResult[] {
  return search(query.slice(0, 200))
    .slice(0, limit)
    .map((match) => ({ title: match.title, lessons: match.lessons, kind: match.kind, excerpt: markMatches(plainText(match.text), match.terms) }));
}

function plainText(markdown: string): string {
  return markdown
    .replace(/\*\*|__|[*_`]/g, "")
    .replace(/^\s*-\s+/gm, "")
    .replace(/\s+/g, " ")
    .trim();
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
