// The first values of the sales pages' words (their units: lib/page-texts/sales.ts), by unit key.
export const salesPageTexts: [key: string, words: Record<string, string>][] = [];
