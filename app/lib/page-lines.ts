/** A page-words field written one item per line (a bullet list), as its items: blank lines dropped. */
export const linesOf = (words: string): string[] =>
  words
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
