// The shape of an owner-editable text unit (see lib/site-texts.ts for the mechanism): its
// fields, how each is checked, and the helpers that declare them. The pages' own words are
// declared per area in lib/page-texts/ with these helpers.

export type TextField = {
  name: string;
  label: string;
  hint?: string;
  /** A text area rather than one line. */
  multiline?: boolean;
  maxLength: number;
  /**
   * How the value is checked: any text (the default), an e-mail address, whole hours, a weekly
   * schedule ("Tue 19:00, Thu 12:00"), a YouTube or Vimeo address, one of its choices, a tick box,
   * page words that may name the offers' prices, the marketing figures, the business's and
   * founder's names and its years in business (see pageWordsProblem in lib/site-texts.ts), or a past year.
   */
  kind?: "text" | "email" | "hours" | "weekly" | "video" | "choice" | "flag" | "page" | "year";
  /** May be left empty. */
  optional?: boolean;
  /** A "choice" field's values with their labels (empty: none chosen, when optional). */
  choices?: { value: string; label: string }[];
};

/** A list unit's shape: what one entry is called, its fields, how many entries it holds at most and how many blank rows its form offers. */
export type ListShape = { item: string; fields: TextField[]; max: number; blankRows: number };

export type ListEntry = Record<string, string>;

export type Placeholder = { description: string; sample: string };

export type TextUnit = {
  key: string;
  label: string;
  /** Where the studio lists it: the business's facts, a page's words, an e-mail or a text message. */
  group: "business" | "page" | "email" | "text";
  /** What the unit is for, on its studio page. */
  about: string;
  fields: TextField[];
  /** E-mails: the words the text may name in {{ }}, with what they stand for and a sample for the preview. */
  placeholders?: Record<string, Placeholder>;
  /** E-mails: parts the system fills in, each on a line of its own in the body. */
  blocks?: Record<string, string>;
  /** E-mails: marketing mail carries the unsubscribe link and headers (added by the system). */
  marketing?: boolean;
  /** A list of entries (its one field is "entries"). */
  list?: ListShape;
  /** Text messages: the link the system ends the text with. */
  link?: string;
};

export type TextValue = Record<string, string | number>;

export const line = (name: string, label: string, maxLength: number, extra: Partial<TextField> = {}): TextField => ({ name, label, maxLength, ...extra });

const ENTRIES = line("entries", "Entries", 200_000);

export const listUnit = (key: string, label: string, about: string, list: ListShape, group: TextUnit["group"] = "business"): TextUnit => ({
  key,
  label,
  group,
  about,
  fields: [ENTRIES],
  list,
});

/** What page words may name, shown once on the studio page of a unit with page words. */
export const PAGE_WORDS_HINT =
  "{{businessName}} and {{founderName}} show the published names; {{figure:repairPrice}} a marketing figure, with its basis when it is a student result ({{figureValue:repairPrice}}: the figure alone, where the page states its basis nearby); {{price:complete}} an offer's published price, {{listPrice:bootcamp}} and {{discount:bootcamp}} its price after the limited offer and the discount off it; {{offerHours:bootcamp}} the hours the limited offer runs, {{everyDays:qualified-split}} the days between a split plan's payments; {{yearsInBusiness}} the years since the business started (Company facts), counted anew each year.";

/** A field of a page's words: plain text that may name the published prices, figures and names. */
export const pageLine = (name: string, label: string, maxLength: number, extra: Partial<TextField> = {}): TextField =>
  line(name, label, maxLength, { ...extra, kind: "page" });

/** A page's words: one unit of named fields in the studio's "Pages" group; `placeholders`: the values of this page its words may name besides the site's ones, filled where the page shows them. */
export const pageUnit = (key: string, label: string, about: string, fields: TextField[], placeholders?: Record<string, Placeholder>): TextUnit => ({
  key,
  label,
  group: "page",
  about,
  fields,
  ...(placeholders ? { placeholders } : {}),
});

/** A text with each {{name}} of `values` filled in (a name it does not hold is left as written). */
export const fillValues = (text: string, values: Record<string, string>): string =>
  text.replace(/\{\{(.*?)\}\}/g, (whole, name: string) => values[name.trim()] ?? whole);
