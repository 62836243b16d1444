// The first values of the portal pages' words (their units: lib/page-texts/portal.ts), by unit key.
export const portalPageTexts: [key: string, words: Record<string, string>][] = [];
