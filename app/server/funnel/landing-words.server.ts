import { pageEntries, pageWords } from "~/server/platform/site-texts.server";

// The landing page's words as published in the studio (its units: page.home.* in
// lib/page-texts/funnel.ts), read from memory with their names, figures and prices filled.

/** Each section's words, and the comparison rows and market figures as their lists' entries. */
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
