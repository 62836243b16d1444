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
export function sampleTrigrams(texts: Iterable<string>): TrigramSample {
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
