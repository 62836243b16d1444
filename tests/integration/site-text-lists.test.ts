import { describe, expect, it } from "vitest";
import { bootcampFaq } from "~/content/bootcamp";
import { kitComparison, kits } from "~/content/kits";
import { pricingFaq } from "~/content/pricing-page";
import { shippedFigures } from "~/content/reported-results";
import { testimonials } from "~/content/testimonials";
import { checkListForm, checkText, findTextUnit, listFormValues, rowField } from "~/lib/site-texts";
import { createUser } from "~/server/accounts/users.server";
import { recentAudit } from "~/server/platform/audit.server";
import {
  marketingFigures,
  publishText,
  publishedFaq,
  publishedTestimonials,
  restoreTextRevision,
  saveTextDraft,
  studioText,
  textRevisions,
  toolsPageWords,
} from "~/server/platform/site-texts.server";

// The studio's lists (testimonials, the FAQs) and the marketing figures on the site-text mechanism: the posted rows are
// checked, placed by their numbers, removed or ignored when blank; until published the pages
// get today's words; a publish is what they read next, and a restore brings an earlier list back.

const testimonialsUnit = findTextUnit("testimonials")!;
const pricingFaqUnit = findTextUnit("faq.pricing")!;

const owner = {
  id: await createUser({ email: "lists-owner@example.test", password: "secret1", roles: ["super_admin"] }),
  email: "lists-owner@example.test",
};

/** The form as the studio shows it for the published list. */
const formOf = (key: string) => {
  const unit = findTextUnit(key)!;
  return listFormValues(unit.list!, JSON.parse(String(studioText(key).current.entries)));
};

describe("a list form", () => {
  it("places rows by their numbers, drops removed and blank rows, and adds a filled blank row", () => {
    const form = formOf("faq.pricing");
    const last = pricingFaq.length;
    form[rowField(0, "order")] = "99";
    form[rowField(1, "remove")] = "yes";
    form[rowField(last, "question")] = "Do you ship to Canada?";
    form[rowField(last, "answer")] = "Yes, in 5 to 8 working days.";
    form[rowField(last, "order")] = "0";
    const check = checkListForm(pricingFaqUnit, form);
    expect(check.ok).toBe(true);
    const questions = check.ok ? JSON.parse(String(check.value.entries)).map((entry: { question: string }) => entry.question) : [];
    expect(questions).toEqual(["Do you ship to Canada?", ...pricingFaq.slice(2).map((entry) => entry.question), pricingFaq[0]!.question]);
  });

  it("names the refused field by its row, for each row at fault", () => {
    const form = formOf("testimonials");
    form[rowField(1, "quote")] = "";
    form[rowField(2, "video")] = "https://example.com/my-video";
    form[rowField(3, "photo")] = "someone-else";
    form[rowField(4, "order")] = "first";
    const check = checkListForm(testimonialsUnit, form);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.errors).toEqual({
      [rowField(1, "quote")]: "Enter the quote",
      [rowField(2, "video")]: "Paste the video's YouTube or Vimeo address, e.g. https://vimeo.com/912846702",
      [rowField(3, "photo")]: "Choose one of the listed photos",
      [rowField(4, "order")]: "Enter the entry's position as a number, e.g. 3",
    });
  });

  it("takes a story without a video or a photo", () => {
    const form = formOf("testimonials");
    form[rowField(0, "video")] = "";
    form[rowField(0, "photo")] = "";
    const check = checkListForm(testimonialsUnit, form);
    expect(check.ok && JSON.parse(String(check.value.entries))[0]).toMatchObject({ name: "Marcus T.", video: "", photo: "" });
  });
});

describe("the published lists", () => {
  it("are today's words until the owner publishes", () => {
    expect(publishedTestimonials()).toEqual(testimonials.map((testimonial) => ({ ...testimonial, photo: testimonial.video?.poster })));
    expect(publishedFaq("faq.pricing").map((entry) => entry.question)).toEqual(pricingFaq.map((entry) => entry.question));
    expect(publishedFaq("faq.bootcamp").map((entry) => entry.whileOfferRuns)).toEqual(bootcampFaq.map((entry) => entry.whileOfferRuns === true));
    // The seed questions name their prices as placeholders, filled from the offers: the same words as when the prices were typed in.
    expect(publishedFaq("faq.pricing").map((entry) => entry.answer)).toContain(
      "Yes. Applicants who qualify on their free strategy call can split the Complete Training System into two payments: $997 today and $997 in 30 days.",
    );
    const bootcamp = publishedFaq("faq.bootcamp");
    expect(bootcamp.find((entry) => entry.question === "Why is it only $47?")!.answer).toMatch(
      /^The bootcamp is normally \$297\. We offer it at 84% off for 72 hours/,
    );
    expect(bootcamp.at(-1)!.answer).toBe("You are covered by our 30-day money-back guarantee. Contact support within 30 days and we refund your $47.");
    expect(JSON.stringify([...publishedFaq("faq.pricing"), ...bootcamp])).not.toContain("{{");
    // The tools page: the kits' items in their categories, and the comparison, as in app/content.
    const tools = toolsPageWords();
    for (const kit of Object.values(kits))
      expect(tools.kits[kit.id]).toEqual({
        name: kit.name,
        summary: kit.summary,
        resinRepairs: kit.resinRepairs,
        maxCrackLength: kit.maxCrackLength,
        categories: kit.categories,
      });
    expect(tools.comparison).toEqual(kitComparison);
  });

  it("are what the pages read once published, and a restore brings an earlier one back", () => {
    const form = formOf("testimonials");
    form[rowField(0, "quote")] = "Eleven repairs on my first Saturday.";
    form[rowField(0, "video")] = "";
    const check = checkListForm(testimonialsUnit, form);
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    expect(saveTextDraft("testimonials", check.value, studioText("testimonials").draft.version, owner)).not.toHaveProperty("stale");
    expect(publishedTestimonials()[0]!.quote).toBe(testimonials[0]!.quote);

    expect(publishText("testimonials", owner)).toHaveProperty("revision");
    const [first] = publishedTestimonials();
    expect(first).toMatchObject({ quote: "Eleven repairs on my first Saturday.", video: undefined, photo: testimonials[0]!.video!.poster });
    expect(
      recentAudit(5).some((entry) => entry.action === "content.publish" && entry.details?.includes("Student testimonials: changed the testimonials")),
    ).toBe(true);

    const again = formOf("testimonials");
    again[rowField(0, "remove")] = "yes";
    const removed = checkListForm(testimonialsUnit, again);
    if (!removed.ok) throw new Error(JSON.stringify(removed.errors));
    saveTextDraft("testimonials", removed.value, studioText("testimonials").draft.version, owner);
    publishText("testimonials", owner);
    expect(publishedTestimonials()).toHaveLength(testimonials.length - 1);

    const earlier = textRevisions("testimonials").at(-1)!;
    expect(restoreTextRevision("testimonials", earlier.id, owner)).toHaveProperty("revision");
    expect(publishedTestimonials()).toHaveLength(testimonials.length);
    expect(publishedTestimonials()[0]!.quote).toBe("Eleven repairs on my first Saturday.");
  });
});

describe("the marketing figures", () => {
  it("are the first values until published, then the published ones, each figure with its basis", () => {
    expect(marketingFigures()).toEqual(shippedFigures);
    const unit = findTextUnit("figures")!;
    const form = Object.fromEntries(Object.entries(studioText("figures").current).map(([name, value]) => [name, String(value)]));
    const refused = checkText(unit, { ...form, averageDay: "" });
    expect(!refused.ok && refused.errors).toEqual({ averageDay: "Enter the average day's earnings" });
    const check = checkText(unit, {
      ...form,
      averageDay: "$450",
      averageDayBasis: "average of 212 students who reported, 2026",
      studentsTrained: "over 1,200",
    });
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    saveTextDraft("figures", check.value, studioText("figures").draft.version, owner);
    expect(marketingFigures().averageDay.value).toBe(shippedFigures.averageDay.value);
    publishText("figures", owner);
    expect(marketingFigures()).toEqual({
      ...shippedFigures,
      averageDay: { value: "$450", basis: "average of 212 students who reported, 2026" },
      studentsTrained: "over 1,200",
    });
  });
});

describe("prices in the questions", () => {
  it("refuses a price of an unknown product, or an unknown placeholder, by its name", () => {
    const form = formOf("faq.pricing");
    form[rowField(0, "answer")] = "It costs {{price:gold-plan}} in full.";
    form[rowField(1, "question")] = "Is it {{cost:complete}}?";
    const check = checkListForm(pricingFaqUnit, form);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.errors[rowField(0, "answer")]).toMatch(
      /^Unknown product gold-plan in \{\{price:gold-plan\}\}: the products are bootcamp, training-only, complete/,
    );
    expect(!check.ok && check.errors[rowField(1, "question")]).toMatch(/^Unknown placeholder \{\{cost:complete\}\}/);
  });

  it("shows the offer's published price, so a price change reaches the questions without touching them", async () => {
    const offers = await import("~/server/platform/offers.server");
    const form = formOf("faq.pricing");
    form[rowField(0, "answer")] = "The Complete Training System is {{price:complete}}, or {{price:qualified-split}} twice.";
    const check = checkListForm(pricingFaqUnit, form);
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    saveTextDraft("faq.pricing", check.value, studioText("faq.pricing").draft.version, owner);
    publishText("faq.pricing", owner);
    expect(publishedFaq("faq.pricing")[0]!.answer).toBe("The Complete Training System is $1,997, or $997 twice.");

    const studio = offers.studioOffer("complete");
    const values = offers.offerFormValues(studio.current, studio.draft.version);
    expect(offers.saveOfferDraft("complete", { ...values, price: "2150" }, owner)).toHaveProperty("version");
    expect(offers.publishOffer("complete", owner)).toHaveProperty("revision");
    expect(publishedFaq("faq.pricing")[0]!.answer).toBe("The Complete Training System is $2,150, or $997 twice.");
  });
});

describe("a page's words", () => {
  const thankYou = findTextUnit("page.thank-you")!;
  const formOfPage = () => ({
    ...(studioText("page.thank-you").current as Record<string, string>),
    version: String(studioText("page.thank-you").draft.version),
  });

  it("refuses an unknown name, figure or product by its name", () => {
    const refused = (headline: string) => {
      const check = checkText(thankYou, { ...formOfPage(), headline });
      return !check.ok && check.errors.headline;
    };
    expect(refused("Welcome to {{companyName}}")).toMatch(
      /^Unknown placeholder \{\{companyName\}\}: page words may name \{\{businessName\}\}, \{\{founderName\}\}/,
    );
    expect(refused("Earn {{figure:dailyPay}}")).toMatch(/^Unknown figure dailyPay in \{\{figure:dailyPay\}\}: the figures are studentsTrained,/);
    expect(refused("Only {{price:gold-plan}}")).toMatch(/^Unknown product gold-plan in \{\{price:gold-plan\}\}/);
    expect(refused("Welcome to {{businessName")).toBe("A placeholder is not closed: write it as {{businessName}}.");
  });

  it("are the page's first words until published, then the published ones with the names, figures and prices filled", async () => {
    const { pageWords, companyFacts, founderFacts } = await import("~/server/platform/site-texts.server");
    expect(pageWords("page.thank-you").headline).toBe("You're In!");
    const form = {
      ...formOfPage(),
      headline: "Welcome to {{businessName}}, {{founderName}} says hi",
      message: "Students report {{figure:repairPrice}}; the headline figure alone: {{figureValue:repairPrice}}; {{figure:studentsTrained}} trained.",
      watchPrompt: "The full system is {{price:complete}}.",
    };
    const check = checkText(thankYou, form);
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    saveTextDraft("page.thank-you", check.value, studioText("page.thank-you").draft.version, owner);
    expect(pageWords("page.thank-you").headline).toBe("You're In!");
    publishText("page.thank-you", owner);
    const words = pageWords("page.thank-you");
    expect(words.headline).toBe(`Welcome to ${companyFacts().name}, ${founderFacts().name} says hi`);
    expect(words.message).toBe(
      `Students report ${shippedFigures.repairPrice.value} (${shippedFigures.repairPrice.basis}); the headline figure alone: ${shippedFigures.repairPrice.value}; ${marketingFigures().studentsTrained} trained.`,
    );
    expect(words.watchPrompt).toMatch(/^The full system is \$[\d,]+\.$/);
  });
});
