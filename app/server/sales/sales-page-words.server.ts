import type { ComparisonRow, GuaranteeWords, PageWords } from "~/lib/page-texts/sales";
import { pageEntries, pageWords } from "~/server/platform/site-texts.server";

// The published words of the sales pages (units: lib/page-texts/sales.ts), as each page's loader needs them.

/** The money-back guarantee box shown on the sales and order pages. */
export const guaranteeWords = () => pageWords("page.guarantee") as GuaranteeWords;

const CHECKOUT_FORM_FIELDS = ["submitButton", "submitBusy", "explanation", "cancelled"];

/**
 * The order pages' shared words (page.checkout) the page shows: the checkout form's only while
 * orders are taken (a closed site's pages carry no checkout words at all), and never the answer
 * to a checkout that could not open, which the action sends.
 */
export function checkoutWords(ordersOpen: boolean): PageWords {
  const shown = (field: string) => field !== "unavailable" && (ordersOpen || !CHECKOUT_FORM_FIELDS.includes(field));
  return Object.fromEntries(Object.entries(pageWords("page.checkout")).filter(([field]) => shown(field)));
}

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
