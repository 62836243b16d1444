import type { KitWords, ToolsPageWords } from "~/content/kits";
import type { ComparisonRow, GuaranteeWords, PageWords } from "~/lib/page-texts/sales";
import { pageEntries, pageWords, toolsPageWords } from "~/server/platform/site-texts.server";

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

/** A field the owner writes one item a line, as its items. */
const itemsOf = (text: string) =>
  text
    .split("\n")
    .map((item) => item.trim())
    .filter(Boolean);

/** /pricing's words, with each kit's published name and headline facts as /tools states them. */
export const pricingPageWords = () => ({
  words: pageWords("page.pricing"),
  comparison: pageEntries("page.pricing.comparison") as ComparisonRow[],
  guarantee: guaranteeWords(),
  kits: headlineFacts(toolsPageWords().kits),
});

/** Each kit's name and headline facts, without its items. */
const headlineFacts = (kits: ToolsPageWords["kits"]) => {
  const facts = ({ name, resinRepairs, maxCrackLength }: KitWords) => ({ name, resinRepairs, maxCrackLength });
  return { professional: facts(kits.professional), platinum: facts(kits.platinum) };
};

export const bootcampPageWords = () => ({
  words: pageWords("page.bootcamp"),
  features: pageEntries("page.bootcamp.features") as { title: string; text: string }[],
  guarantee: guaranteeWords(),
});

/** /bootcamp-order's words: the bootcamp page's (its introduction and offer notice) and what the bootcamp includes. */
export const bootcampOrderPageWords = () => {
  const bootcamp = pageWords("page.bootcamp");
  return { bootcamp, includes: itemsOf(bootcamp.includes!) };
};

export const trainingOrderPageWords = () => {
  const words = pageWords("page.training-order");
  return {
    words,
    fit: itemsOf(words.fit!),
    modules: pageEntries("page.training-order.modules") as { title: string; text: string }[],
  };
};
