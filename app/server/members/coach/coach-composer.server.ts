import MiniSearch from "minisearch";
import { coachPassages } from "~/content/coach/index";
import { askedFigures, indexOptions, type Match } from "~/server/members/coach/coach-index.server";
import { publishedKitName } from "~/server/platform/site-texts.server";

// The embedded coach's writing: one answer composed from the passages of every topic a
// question touches, in the notes' own words, so every figure in it is one the notes hold.
// It leads with the sentence of each topic that answers the question, then lists the steps
// and figures around them; the chat adds the lessons to watch.

/** The answer to a question the notes do not cover, naming the kits as they are published. */
const outOfScopeAnswer = () =>
  "That's outside what this course covers, so I can't answer it. What I can help with: chip and crack types, each repair step with the " +
  `${publishedKitName("professional")} or ${publishedKitName("platinum")} kit, tools and resin, pricing and insurance billing, finding customers, and setting your business up. ` +
  "Ask me about one of those!";

/** One sentence of a passage (its id is the passage's, as retrieved); one that introduces a dash list carries its items. */
type Unit = { id: string; passageId: string; order: number; text: string; items: string[] };

// A sentence ends at ., ! or ? (a closing quote may follow) where the next one starts.
const SENTENCE_BREAK = /(?<=[.!?]["”]?)\s+(?=["“]?(?:\*\*)?[A-Z$\d])/;

function unitsOf(passageId: string, markdown: string): Unit[] {
  const units: Unit[] = [];
  for (const paragraph of markdown.split(/\n{2,}/)) {
    if (paragraph.startsWith("- ")) units[units.length - 1].items.push(...paragraph.split("\n").map((line) => line.replace(/^- /, "")));
    else
      for (const text of paragraph.split(SENTENCE_BREAK)) units.push({ id: `${passageId}#${units.length}`, passageId, order: units.length, text, items: [] });
  }
  return units;
}

const render = (unit: Unit) => [unit.text, ...unit.items].join(" ");

const unitsByPassage = new Map(coachPassages.map((passage) => [`passage:${passage.id}`, unitsOf(`passage:${passage.id}`, passage.markdown)]));
const unitsById = new Map([...unitsByPassage.values()].flat().map((unit) => [unit.id, unit]));

const sentences = new MiniSearch<{ id: string; text: string }>({ fields: ["text"], ...indexOptions });
sentences.addAll([...unitsById.values()].map((unit) => ({ id: unit.id, text: render(unit) })));

// The most sentences a topic beyond the first adds to the list, besides its leading one.
const MORE_PER_TOPIC = 2;

/**
 * The answer to a question from the passages it touches (retrievePassages), in their order:
 * the sentence of each that best answers it (one stating the figure asked for first), then,
 * as a list, the rest of the first passage and the next best sentences of the others.
 */
export function composeAnswer(question: string, passages: Match[]): string {
  if (passages.length === 0) return outOfScopeAnswer();
  const figures = askedFigures(question);
  const touched = new Set(passages.map((passage) => passage.id));
  const scores = new Map(
    sentences.search(question, { filter: (result) => touched.has(unitsById.get(result.id)!.passageId) }).map((result) => [result.id, result.score]),
  );
  const statesFigure = (unit: Unit) => figures.some((figure) => figure.test(render(unit)));
  const rank = (a: Unit, b: Unit) =>
    Number(statesFigure(b)) - Number(statesFigure(a)) || (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0) || a.order - b.order;

  const leads: Unit[] = [];
  const more: Unit[] = [];
  passages.forEach((passage, position) => {
    const units = unitsByPassage.get(passage.id)!;
    const [lead, ...rest] = [...units].sort(rank);
    leads.push(lead);
    more.push(...(position === 0 ? rest : rest.slice(0, MORE_PER_TOPIC)).sort((a, b) => a.order - b.order));
  });

  // A leading sentence that introduces a list ends the opening paragraph, its items first in the list below.
  const listed = leads.find((unit) => unit.items.length > 0);
  const opening = [...leads.filter((unit) => unit !== listed).map(render), ...(listed ? [listed.text] : [])].join(" ");
  const bullets = [...(listed?.items ?? []), ...more.map(render)];
  return [opening, bullets.map((bullet) => `- ${bullet}`).join("\n")].filter(Boolean).join("\n\n");
}
