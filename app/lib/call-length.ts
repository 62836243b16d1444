// How long a strategy call lasts, in the words the pages and e-mails use. Each host sets their
// own call length in the calls studio, so nothing says "an hour" unless the hosts' calls are.

/** One call's length: "a full hour", "45 minutes", "90 minutes". */
export const callLengthWords = (minutes: number) => (minutes === 60 ? "a full hour" : `${minutes} minutes`);

/** The lengths of the calls on offer: one length as callLengthWords says it, or a range ("30 to 60 minutes"). */
export function offeredLengthWords(lengths: readonly number[]): string {
  const shortest = Math.min(...lengths);
  const longest = Math.max(...lengths);
  return shortest === longest ? callLengthWords(shortest) : `${shortest} to ${longest} minutes`;
}

/** The same words starting a sentence: "A full hour", "45 minutes". */
export const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
