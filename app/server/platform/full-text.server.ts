// Searches in the SQLite FTS5 trigram indexes (user_search, lead_search): every word of what
// an admin types must appear, case ignored, anywhere in one of the searched columns.

/**
 * The words of a search (at most five): those of three letters or more go to the trigram
 * index, the shorter ones (which no trigram can match) to LIKE over the same columns.
 */
export function searchWords(query: string): { indexed: string[]; short: string[] } {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  return { indexed: words.filter((word) => word.length >= 3), short: words.filter((word) => word.length < 3) };
}

/** The indexed words as one MATCH expression, each taken literally (FTS5 syntax such as OR, NEAR or * means nothing in it). */
export function matchAllWords(words: string[]): string {
  return words.map((word) => `"${word.replaceAll('"', '""')}"`).join(" AND ");
}

/** A LIKE pattern (with `escape '\'`) for a short word anywhere in a column, % and _ taken literally. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The distinct trigrams of a word, as the trigram index cuts it. */
const trigramsOf = (word: string) => [...new Set(Array.from({ length: word.length - 2 }, (_, start) => word.slice(start, start + 3)))];

/** How many of a sample's rows hold each trigram (a rough share of the table: enough to tell a rare trigram from a common one). */
export type TrigramSample = Map<string, number>;

/** Counts the trigrams of sampled rows' texts (lower-cased, each counted once per row). */
function sampleTrigrams(texts: Iterable<string>): TrigramSample {
  const sample: TrigramSample = new Map();
  for (const text of texts) for (const trigram of trigramsOf(text.toLowerCase())) sample.set(trigram, (sample.get(trigram) ?? 0) + 1);
  return sample;
}

/** How many of a word's rarest trigrams narrow a search: enough to leave few rows to check, few enough to read only short lists. */
const RARE_TRIGRAMS_PER_WORD = 3;

/**
 * A MATCH expression for rows that hold each word's rarest trigrams (by the sample). It finds
 * every row the full words would, and some more: check the rows found against the words. A
 * trigram search for a whole word reads the list of every trigram in it ("use", "com" name
 * most rows), where a few rare trigrams are short lists.
 */
export function matchRareTrigrams(words: string[], sample: TrigramSample): string {
  return words
    .flatMap((word) =>
      trigramsOf(word)
        .sort((a, b) => (sample.get(a) ?? 0) - (sample.get(b) ?? 0))
        .slice(0, RARE_TRIGRAMS_PER_WORD),
    )
    .map((trigram) => `"${trigram.replaceAll('"', '""')}"`)
    .join(" AND ");
}

/** How many rows' texts a trigram sample reads, and how long it serves before it is read again as the table grows. */
const TRIGRAM_SAMPLE_ROWS = 2000;
const TRIGRAM_SAMPLE_HOURS = 1;

/**
 * An index's trigram sample, read from rows at random keys between 1 and the table's last key
 * (`textsAt` returns the searched texts of the rows found at those keys), and kept for an hour.
 */
export function hourlyTrigramSample(table: { lastKey: () => number; textsAt: (keys: number[]) => string[] }): () => TrigramSample {
  let taken: { at: number; sample: TrigramSample } | null = null;
  return () => {
    if (taken && Date.now() - taken.at < TRIGRAM_SAMPLE_HOURS * 3_600_000) return taken.sample;
    const last = table.lastKey();
    const keys = Array.from({ length: Math.min(TRIGRAM_SAMPLE_ROWS, last) }, () => 1 + Math.floor(Math.random() * last));
    const texts: string[] = [];
    for (let start = 0; start < keys.length; start += 500) texts.push(...table.textsAt(keys.slice(start, start + 500)));
    taken = { at: Date.now(), sample: sampleTrigrams(texts) };
    return taken.sample;
  };
}

/** Up to this many rows holding a search's rare trigrams are checked against its words here; more, and the index is asked for the whole words. */
export const CANDIDATES_CHECKED = 5000;

/** Up to this many rows found by a search are passed on by id; more, and the search itself is the condition. */
export const FOUND_BY_ID = 1000;

/** Whether every word (lower-cased, as searchWords gives them) is inside one of the texts, case ignored: what the whole-word search finds. */
export function holdsEveryWord(texts: (string | null)[], words: string[]): boolean {
  const lowered = texts.map((text) => (text ?? "").toLowerCase());
  return words.every((word) => lowered.some((text) => text.includes(word)));
}
