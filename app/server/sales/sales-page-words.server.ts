import type { ComparisonRow, GuaranteeWords } from "~/lib/page-texts/sales";
import { pageEntries, pageWords } from "~/server/platform/site-texts.server";

// The published words of the sales pages (units: lib/page-texts/sales.ts), as each page's loader needs them.

/** The money-back guarantee box shown on the sales and order pages. */
export const guaranteeWords = () => pageWords("page.guarantee") as GuaranteeWords;

export const pricingPageWords = () => ({
  words: pageWords("page.pricing"),
  comparison: pageEntries("page.pricing.comparison") as ComparisonRow[],
  guarantee: guaranteeWords(),
});

export const bootcampPageWords = () => ({
  words: pageWords("page.bootcamp"),
  features: pageEntries("page.bootcamp.features") as { title: string; text: string }[],
  guarantee: guaranteeWords(),
});

export const trainingOrderPageWords = () => {
  const words = pageWords("page.training-order");
  return {
    words,
    fit: words
      .fit!.split("\n")
      .map((reason) => reason.trim())
      .filter(Boolean),
    modules: pageEntries("page.training-order.modules") as { title: string; text: string }[],
  };
};
