import { siteTexts } from "~db/schema";
import { founderStory } from "~/content/about";
import { company } from "~/content/company";
import {
  adminPromotionText,
  bookingCancelledText,
  certificateText,
  manualAccountText,
  passwordResetText,
  purchasePasswordText,
  signInPausedText,
  signUpAttemptText,
  signUpConfirmationText,
  bookingConfirmationText,
  bookingMovedText,
  callReminderText,
  coachingCancelledText,
  coachingConfirmationText,
  coachingMovedText,
  coachingReminderText,
  checkoutReminderText,
  instalmentFailedText,
  instalmentReceiptText,
  kitsShippedText,
  noShowRebookText,
  planPaidInFullText,
  planPausedText,
  purchaseText,
  hostBookingNoticeText,
  hostBookingMovedText,
  hostBookingCancelledText,
  hostAgendaText,
  bookingCeilingAlertText,
  textReplyForwardText,
  existingCallText,
} from "~/content/email-texts";
import { emailSequences } from "~/content/email-sequences";
import { bootcampFaq, discountLabel } from "~/content/bootcamp";
import { isProductId } from "~/lib/offers";
import { formatDollars } from "~/lib/money";
import { publishedOffer } from "~/server/platform/offers.server";
import type { FaqEntry } from "~/content/faq";
import { founder } from "~/content/founder";
import { funnelPageTexts } from "~/content/page-texts/funnel";
import { portalPageTexts } from "~/content/page-texts/portal";
import { salesPageTexts } from "~/content/page-texts/sales";
import { kitComparison, kits, toolsOnlyWarning, toolsPage, type KitCategory, type KitId, type KitWords, type ToolsPageWords } from "~/content/kits";
import { pictures, type Picture } from "~/content/pictures";
import { textMessageTexts } from "~/content/text-messages";
import { pricingFaq } from "~/content/pricing-page";
import { reportedResultNames, shippedFigures, withBasis, type Figures, type ReportedResult } from "~/content/reported-results";
import { testimonials, type Testimonial } from "~/content/testimonials";
import { videoFromUrl, videos, watchUrl, type Video } from "~/content/videos";
import { checkText, entriesOf, findTextUnit, textUnits } from "~/lib/site-texts";
import type { ListEntry, TextUnit, TextValue } from "~/lib/text-units";
import type { Actor } from "~/server/platform/audit.server";
import { type Draft, publishRevision, readDraft, revisionById, revisionsOf, saveDraft, type StaleEdit } from "~/server/platform/content-revisions.server";
import { db, writeTransaction } from "~/server/platform/db.server";
import { env } from "~/server/platform/env.server";
import { formatWeeklySchedule, parseWeeklySchedule, type WeeklyTime } from "~/lib/weekly-schedule";

// The business's words (lib/site-texts.ts) as owner-editable content, on the studio's one
// mechanism: an admin saves a unit's draft (version-checked), a super admin publishes it (a
// row of site_texts, a revision, an audit entry) or restores an earlier revision. Until a unit
// is first published the site shows its default: the text in app/content, and for the
// company's contact details the server's SUPPORT_* settings, so an existing installation
// keeps what it showed. Pages and e-mails read the published values from memory, loaded at
// start and again after each publish, which also empties the page cache.

const SITE_TEXT_KIND = "site-text";

const MINUTES_PER_HOUR = 60;

const storyMarkdown = founderStory.map((section) => [`## ${section.heading}`, ...section.paragraphs].join("\n\n")).join("\n\n");

/** The key of a follow-up series e-mail's text: a series of one has the series' name, a longer one is numbered from 1. */
export function seriesTextKey(sequenceId: string, step: number): string {
  const sequence = emailSequences.find((candidate) => candidate.id === sequenceId);
  return sequence && sequence.emails.length > 1 ? `email.${sequenceId}-${step + 1}` : `email.${sequenceId}`;
}

const listValue = (entries: ListEntry[]): TextValue => ({ entries: JSON.stringify(entries) });

const studentPhotos = Object.entries(pictures.students);

function defaults(): Map<string, TextValue> {
  const values = new Map<string, TextValue>([
    [
      "company",
      {
        name: company.name,
        supportEmail: env.SUPPORT_EMAIL,
        supportPhone: env.SUPPORT_PHONE,
        address: env.SUPPORT_ADDRESS,
        hours: company.supportHours.map(({ days, hours }) => `${days}: ${hours}`).join("\n"),
        legalLine: "",
        foundedYear: String(company.foundedYear),
      },
    ],
    ["webinar", { sessions: formatWeeklySchedule(env.WEBINAR_SCHEDULE) }],
    [
      "videos",
      {
        webinar: watchUrl(videos.webinar),
        webinarDuration: videos.webinar.duration,
        freeTraining: watchUrl(videos.freeTraining),
        freeTrainingDuration: videos.freeTraining.duration,
      },
    ],
    [
      "figures",
      {
        studentsTrained: shippedFigures.studentsTrained,
        studentsTrainedFigure: shippedFigures.studentsTrainedFigure,
        ...Object.fromEntries(
          reportedResultNames.flatMap((name) => [
            [name, shippedFigures[name].value],
            [`${name}Basis`, shippedFigures[name].basis],
          ]),
        ),
      },
    ],
    ["founder", { name: founder.name, role: founder.role, introduction: founder.introduction, story: storyMarkdown }],
    [
      "testimonials",
      listValue(
        testimonials.map((testimonial) => ({
          name: testimonial.name,
          location: testimonial.location,
          headline: testimonial.headline,
          quote: testimonial.quote,
          video: testimonial.video ? watchUrl(testimonial.video) : "",
          videoTitle: testimonial.video?.title ?? "",
          duration: testimonial.video?.duration ?? "",
          photo: studentPhotos.find(([, picture]) => picture.slot === testimonial.video?.poster?.slot)?.[0] ?? "",
        })),
      ),
    ],
    ["faq.pricing", listValue(pricingFaq.map(({ question, answer }) => ({ question, answer })))],
    ["faq.bootcamp", listValue(bootcampFaq.map(({ question, answer, whileOfferRuns }) => ({ question, answer, whileOfferRuns: whileOfferRuns ? "yes" : "" })))],
    [
      "tools",
      {
        eyebrow: toolsPage.eyebrow,
        headline: toolsPage.headline,
        intro: toolsPage.intro,
        description: toolsPage.description,
        warning: toolsOnlyWarning,
        compareIntro: toolsPage.compareIntro,
        ...Object.fromEntries(
          Object.values(kits).flatMap((kit) => [
            [`${kit.id}Name`, kit.name],
            [`${kit.id}Summary`, kit.summary],
            [`${kit.id}ResinRepairs`, kit.resinRepairs],
            [`${kit.id}MaxCrackLength`, kit.maxCrackLength],
          ]),
        ),
      },
    ],
    ["tools.comparison", listValue(kitComparison)],
    ...Object.values(kits).map((kit): [string, TextValue] => [
      `tools.${kit.id}`,
      listValue(kit.categories.flatMap((category) => category.items.map((item) => ({ category: category.name, name: item.name, detail: item.detail })))),
    ]),
    ["email.booking-confirmation", bookingConfirmationText],
    ["email.call-reminder", callReminderText],
    ["email.booking-moved", bookingMovedText],
    ["email.booking-cancelled", bookingCancelledText],
    ["email.existing-call", existingCallText],
    ["email.coaching-confirmation", coachingConfirmationText],
    ["email.coaching-reminder", coachingReminderText],
    ["email.coaching-moved", coachingMovedText],
    ["email.coaching-cancelled", coachingCancelledText],
    ["email.no-show-rebook", noShowRebookText],
    ["email.host-booking-notice", hostBookingNoticeText],
    ["email.host-booking-moved", hostBookingMovedText],
    ["email.host-booking-cancelled", hostBookingCancelledText],
    ["email.host-agenda", hostAgendaText],
    ["email.booking-ceiling-alert", bookingCeilingAlertText],
    ["email.text-reply-forward", textReplyForwardText],
    ["email.checkout-reminder", checkoutReminderText],
    ["email.instalment-failed", instalmentFailedText],
    ["email.plan-paused", planPausedText],
    ["email.purchase", purchaseText],
    ["email.kits-shipped", kitsShippedText],
    ["email.instalment-receipt", instalmentReceiptText],
    ["email.plan-paid-in-full", planPaidInFullText],
    ["email.password-reset", passwordResetText],
    ["email.admin-promotion", adminPromotionText],
    ["email.purchase-password", purchasePasswordText],
    ["email.sign-up-confirmation", signUpConfirmationText],
    ["email.sign-up-attempt", signUpAttemptText],
    ["email.sign-in-paused", signInPausedText],
    ["email.manual-account", manualAccountText],
    ["email.certificate", certificateText],
    ["text.booking-confirmation", textMessageTexts.bookingConfirmation],
    ["text.call-reminder", textMessageTexts.callReminder],
    ["text.book-again", textMessageTexts.bookAgain],
    ["text.webinar-starting", textMessageTexts.webinarStarting],
    ...funnelPageTexts,
    ...salesPageTexts,
    ...portalPageTexts,
  ]);
  for (const sequence of emailSequences)
    sequence.emails.forEach((email, step) =>
      values.set(seriesTextKey(sequence.id, step), {
        subject: email.subject,
        body: email.paragraphs.map((paragraph) => paragraph.replaceAll("{firstName}", "{{firstName}}")).join("\n\n"),
        button: email.callToAction.label,
        afterHours: email.afterMinutes / MINUTES_PER_HOUR,
      }),
    );
  return values;
}

let published: Map<string, TextValue> | null = null;

function load(): Map<string, TextValue> {
  const loaded = defaults();
  for (const row of db.select().from(siteTexts).all()) {
    const unit = findTextUnit(row.key);
    // A unit the code no longer has is left in the table, unread.
    // A field the unit gained since the value was published shows its first value.
    if (unit) loaded.set(row.key, checkedValue(unit, { ...loaded.get(row.key), ...row.value }));
  }
  return loaded;
}

/** A stored value passed through the unit's checks again: one the checks refuse stops the start, loudly. */
function checkedValue(unit: TextUnit, value: TextValue): TextValue {
  const check = checkText(unit, Object.fromEntries(Object.entries(value).map(([name, field]) => [name, String(field)])));
  if (!check.ok) throw new Error(`The published ${unit.key} is refused by its checks: ${JSON.stringify(check.errors)}`);
  return check.value;
}

/** A unit's published value (or its default): what the pages and e-mails use, from memory. */
export function publishedText(key: string): TextValue {
  published ??= load();
  const value = published.get(key);
  if (!value) throw new Error(`No site text ${key}`);
  return value;
}

const text = (value: TextValue, field: string) => String(value[field] ?? "");

export type CompanyFacts = {
  name: string;
  supportEmail: string;
  supportPhone: string;
  address: string;
  hours: { days: string; hours: string }[];
  legalLine: string;
  foundedYear: number;
};

/** A view of a published value, made once per value: a publish replaces the value, never changes it. */
function madeOnce<View>(make: (value: TextValue) => View): (value: TextValue) => View {
  const made = new WeakMap<TextValue, View>();
  return (value) => {
    if (!made.has(value)) made.set(value, make(value));
    return made.get(value)!;
  };
}

const publishedCompanyFacts = madeOnce((value) => companyFactsOf(value));

/** The business's facts as published. */
export const companyFacts = () => publishedCompanyFacts(publishedText("company"));

/** How members reach support, as the support panels show it. */
export function supportContact() {
  const { supportEmail, supportPhone, hours } = companyFacts();
  return { email: supportEmail, phone: supportPhone, hours };
}

/** A company value's facts, its hours as rows (a draft's, for the preview, or the published one). */
export function companyFactsOf(value: TextValue): CompanyFacts {
  return {
    name: text(value, "name"),
    supportEmail: text(value, "supportEmail"),
    supportPhone: text(value, "supportPhone"),
    address: text(value, "address"),
    hours: text(value, "hours")
      .split("\n")
      .map((row) => row.trim())
      .filter(Boolean)
      .map((row) => {
        // "Monday-Friday: 8:00 AM-6:00 PM": the days end at the first colon followed by a space.
        const split = row.indexOf(": ");
        return split > 0 ? { days: row.slice(0, split), hours: row.slice(split + 2) } : { days: row, hours: "" };
      }),
    legalLine: text(value, "legalLine"),
    foundedYear: Number(value.foundedYear),
  };
}

/** The years since the business started, as published: one more each new year, without a publish. */
export const yearsInBusiness = () => new Date().getFullYear() - companyFacts().foundedYear;

/** A founder value's facts (a draft's, for the preview, or the published one): his introduction's placeholders filled, his story as sections of a heading and paragraphs. */
export const founderFactsOf = (value: TextValue) => ({
  name: text(value, "name"),
  role: text(value, "role"),
  introduction: fillPageWords(text(value, "introduction")),
  story: storySections(text(value, "story")),
});

/** The founder as published. */
export const founderFacts = () => founderFactsOf(publishedText("founder"));

/** The marketing figures as published. */
export const marketingFigures = (): Figures => figuresOf(publishedText("figures"));

const figuresOf = madeOnce((value): Figures => {
  return {
    studentsTrained: text(value, "studentsTrained"),
    studentsTrainedFigure: text(value, "studentsTrainedFigure"),
    ...(Object.fromEntries(reportedResultNames.map((name) => [name, { value: text(value, name), basis: text(value, `${name}Basis`) }])) as Pick<
      Figures,
      (typeof reportedResultNames)[number]
    >),
  };
});

/** The webinar's weekly live sessions as published. */
export const webinarSchedule = (): WeeklyTime[] => parseWeeklySchedule(text(publishedText("webinar"), "sessions"))!;

/** The webinar's or the free training's video as published: its address and running time, with the title and poster the site gives it. */
export function publishedVideo(name: "webinar" | "freeTraining"): Video {
  const value = publishedText("videos");
  const shipped = videos[name];
  return { ...shipped, ...videoFromUrl(text(value, name), shipped.title)!, duration: text(value, `${name}Duration`) };
}

/** A testimonials value's stories (a draft's, for the preview, or the published one): the video, when there is one, under the chosen photo. */
export function testimonialsOf(value: TextValue): Testimonial[] {
  return entriesOf(value).map((entry) => {
    const photo: Picture | undefined = pictures.students[entry.photo as keyof typeof pictures.students];
    const title = entry.videoTitle || `${entry.name}: ${entry.headline}`;
    const video = entry.video ? videoFromUrl(entry.video, title) : null;
    return {
      name: entry.name!,
      location: entry.location!,
      headline: entry.headline!,
      quote: entry.quote!,
      photo,
      video: video ? { ...video, duration: entry.duration || undefined, poster: photo } : undefined,
    };
  });
}

/** The students' stories as published. */
export const publishedTestimonials = () => testimonialsOf(publishedText("testimonials"));

export type PublishedFaq = FaqEntry & { whileOfferRuns: boolean };

/** Page words (lib/site-texts.ts, pageWordsProblem) with their placeholders filled: the published business's and founder's names, its years in business, each {{figure:…}} (a student result with its basis), and each {{price:<product>}}, {{listPrice:…}} and {{discount:…}} as the published offers say it. */
export function fillPageWords(text: string): string {
  if (!text.includes("{{")) return text;
  return text.replace(/\{\{(.*?)\}\}/g, (whole, name: string) => {
    if (name === "businessName") return companyFacts().name;
    if (name === "founderName") return String(publishedText("founder").name);
    if (name === "yearsInBusiness") return String(yearsInBusiness());
    const [kind, subject] = name.split(":").map((part) => part.trim());
    if (kind === "figure" || kind === "figureValue") return figureWords(subject ?? "", kind === "figure") ?? whole;
    if (subject === undefined || !isProductId(subject)) return whole;
    const offer = publishedOffer(subject);
    const listPrice = offer.listPrice ?? offer.price;
    if (kind === "price") return formatDollars(offer.price);
    if (kind === "listPrice") return formatDollars(listPrice);
    if (kind === "discount") return discountLabel(offer.price, listPrice).toLowerCase();
    if (kind === "offerHours" && offer.offerHours !== null) return String(offer.offerHours);
    if (kind === "everyDays" && offer.instalments) return String(offer.instalments.everyDays);
    return whole;
  });
}

/** A page unit's words as published (or its `draft`, for the studio's preview), each field's placeholders filled. */
export function pageWords(key: string, draft?: TextValue): Record<string, string> {
  return Object.fromEntries(Object.entries(draft ?? publishedText(key)).map(([name, field]) => [name, fillPageWords(String(field))]));
}

/** A page list unit's entries as published, each field's placeholders filled. */
export const pageEntries = (key: string): ListEntry[] =>
  entriesOf(publishedText(key)).map((entry) => Object.fromEntries(Object.entries(entry).map(([name, field]) => [name, fillPageWords(field)])));

/** A figure as page words show it: the students trained as written; a student result with its basis beside it, or alone where the page states its basis nearby. */
function figureWords(name: string, basis: boolean): string | null {
  const figures = marketingFigures();
  if (name === "studentsTrained" || name === "studentsTrainedFigure") return figures[name];
  const figure = (figures as Record<string, Figures[ReportedResult] | string>)[name];
  if (typeof figure !== "object") return null;
  return basis ? withBasis(figure) : figure.value;
}

/** An FAQ value's questions (a draft's or the published one), their prices the published offers'. */
export const faqOf = (value: TextValue): PublishedFaq[] =>
  entriesOf(value).map((entry) => ({
    question: fillPageWords(entry.question!),
    answer: fillPageWords(entry.answer!),
    whileOfferRuns: entry.whileOfferRuns === "yes",
  }));

/** A page's questions as published. */
export const publishedFaq = (key: "faq.pricing" | "faq.bootcamp") => faqOf(publishedText(key));

/** A kit's name as the pages that sell it show it now (an order keeps the name it was sold with). */
export const publishedKitName = (id: KitId): string => text(publishedText("tools"), `${id}Name`);

/** A kit's items as categories, in the order of each category's first item. */
function kitCategoriesOf(value: TextValue): KitCategory[] {
  const categories = new Map<string, KitCategory>();
  for (const entry of entriesOf(value)) {
    const name = entry.category!;
    if (!categories.has(name)) categories.set(name, { name, items: [] });
    categories.get(name)!.items.push({ name: entry.name!, detail: entry.detail! });
  }
  return [...categories.values()];
}

/** The words of /tools as published (or `drafts` in their place, for the studio's preview). */
export function toolsPageWords(drafts: Record<string, TextValue> = {}): ToolsPageWords {
  const value = (key: string) => drafts[key] ?? publishedText(key);
  const words = value("tools");
  const kitWords = (id: KitId): KitWords => ({
    name: text(words, `${id}Name`),
    summary: text(words, `${id}Summary`),
    resinRepairs: text(words, `${id}ResinRepairs`),
    maxCrackLength: text(words, `${id}MaxCrackLength`),
    categories: kitCategoriesOf(value(`tools.${id}`)),
  });
  return {
    eyebrow: text(words, "eyebrow"),
    headline: text(words, "headline"),
    intro: fillPageWords(text(words, "intro")),
    description: text(words, "description"),
    warning: text(words, "warning"),
    compareIntro: text(words, "compareIntro"),
    comparison: entriesOf(value("tools.comparison")).map((row) => ({ feature: row.feature!, professional: row.professional!, platinum: row.platinum! })),
    kits: { professional: kitWords("professional"), platinum: kitWords("platinum") },
  };
}

export type StorySection = { heading: string; paragraphs: string[] };

/** A story's text as sections: "## " starts one, an empty line ends a paragraph; text before the first heading is a section without one. */
export function storySections(story: string): StorySection[] {
  const sections: StorySection[] = [];
  for (const block of story.split(/\r?\n\s*\r?\n/).map((part) => part.trim())) {
    if (!block) continue;
    if (block.startsWith("## ")) {
      const [heading, ...rest] = block.split(/\r?\n/);
      sections.push({ heading: heading!.slice(3).trim(), paragraphs: rest.length > 0 ? [rest.join(" ").trim()] : [] });
    } else {
      if (sections.length === 0) sections.push({ heading: "", paragraphs: [] });
      sections.at(-1)!.paragraphs.push(block.replace(/\s*\r?\n\s*/g, " "));
    }
  }
  return sections;
}

// ---------------------------------------------------------------- the studio

export type StudioText = { unit: TextUnit; published: TextValue; current: TextValue; draft: Draft<TextValue> };

function requireUnit(key: string): TextUnit {
  const unit = findTextUnit(key);
  if (!unit) throw new Response("No such text", { status: 404 });
  return unit;
}

/** One unit as the studio shows it: published, drafted (current: what publishing would show), and the version a form must send back. */
export function studioText(key: string): StudioText {
  const unit = requireUnit(key);
  const draft = readDraft<TextValue>(SITE_TEXT_KIND, key);
  const value = publishedText(key);
  // A draft saved before the unit gained a field shows (and publishes) the published value of it.
  return { unit, published: value, current: draft.body ? { ...value, ...draft.body } : value, draft };
}

export const studioTexts = () => textUnits.map((unit) => studioText(unit.key));

export type TextFailure = { error: string } | StaleEdit;

/** Save a checked value as the unit's draft, if the unit is still at `openedAtVersion`. */
export function saveTextDraft(key: string, value: TextValue, openedAtVersion: number, actor: Actor) {
  const unit = requireUnit(key);
  const checked = checkedValue(unit, value);
  return writeTransaction((tx) => saveDraft(tx, SITE_TEXT_KIND, key, checked, openedAtVersion, actor));
}

function changedFields(unit: TextUnit, before: TextValue, after: TextValue): string {
  if (unit.list) return before.entries === after.entries ? "nothing changed" : `the ${unit.list.item.toLowerCase()}s`;
  const changed = unit.fields.filter((field) => String(before[field.name] ?? "") !== String(after[field.name] ?? "")).map((field) => field.label.toLowerCase());
  return changed.length > 0 ? changed.join(", ") : "nothing changed";
}

function publishValue(unit: TextUnit, value: TextValue, summary: (before: TextValue) => string, actor: Actor): { revision: number } {
  // A field the unit gained since the draft or revision was written keeps its published words.
  const checked = checkedValue(unit, { ...publishedText(unit.key), ...value });
  const now = new Date();
  const outcome = writeTransaction((tx) => {
    const before = publishedText(unit.key);
    tx.insert(siteTexts)
      .values({ key: unit.key, value: checked, publishedBy: actor.email, publishedAt: now })
      .onConflictDoUpdate({ target: siteTexts.key, set: { value: checked, publishedBy: actor.email, publishedAt: now } })
      .run();
    return { revision: publishRevision(tx, { kind: SITE_TEXT_KIND, key: unit.key, before, after: checked, summary: summary(before) }, actor, now) };
  });
  published = load();
  return outcome;
}

/** Publish the unit's draft. */
export function publishText(key: string, actor: Actor): TextFailure | { revision: number } {
  const { unit, draft } = studioText(key);
  if (!draft.body) return { error: "There is no draft to publish: save a change first." };
  const value = draft.body;
  return publishValue(unit, value, (before) => `${unit.label}: changed ${changedFields(unit, before, value)}`, actor);
}

/** Publish a revision's value again, as a new revision. */
export function restoreTextRevision(key: string, revisionId: number, actor: Actor): TextFailure | { revision: number } {
  const unit = requireUnit(key);
  const revision = revisionById(revisionId);
  if (!revision || revision.kind !== SITE_TEXT_KIND || revision.key !== key) return { error: "That revision does not exist." };
  return publishValue(unit, revision.after as TextValue, () => `Restored revision ${revision.id}`, actor);
}

/** The unit's publishes, newest first. */
export const textRevisions = (key: string) => revisionsOf([SITE_TEXT_KIND], key).filter((revision) => revision.key === key);
