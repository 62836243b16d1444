import { pageEntries, pageWords } from "~/server/platform/site-texts.server";

// The words of the funnel pages made of several studio units (lib/page-texts/funnel.ts), as
// published, read from memory with their names, figures and prices filled.

/** The landing page's words (page.home.*): each section's words, and the comparison rows and market figures as their lists' entries. */
export const landingWords = () => ({
  banner: pageWords("page.home.banner"),
  hero: pageWords("page.home.hero"),
  steps: pageWords("page.home.steps"),
  features: pageWords("page.home.features"),
  website: pageWords("page.home.website"),
  kit: pageWords("page.home.kit"),
  knowledge: pageWords("page.home.knowledge"),
  knowledgeRows: pageEntries("page.home.knowledge.rows"),
  market: pageWords("page.home.market"),
  marketStats: pageEntries("page.home.market.stats"),
  income: pageWords("page.home.income"),
  testimonials: pageWords("page.home.testimonials"),
  pricing: pageWords("page.home.pricing"),
});

/** A page's words and the labels of the students' figures it shows (page.student-stats, shared by the pages that show them). */
export const wordsWithStudentStats = (key: string) => ({ words: pageWords(key), statsWords: pageWords("page.student-stats") });

/** /chip-repair-demo's words (page.chip-repair-demo) and its sample site's service cards. */
export const demoWords = () => ({ words: pageWords("page.chip-repair-demo"), services: pageEntries("page.chip-repair-demo.services") });
