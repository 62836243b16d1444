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
