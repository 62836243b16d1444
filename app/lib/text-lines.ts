/** A multiline page field written one item a line (tips, benefits) as its items: each line trimmed, blank lines left out. */
export const linesOf = (text: string | undefined): string[] =>
  (text ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
