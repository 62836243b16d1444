import { describe, expect, it } from "vitest";
import { founder } from "~/content/founder";
import { shippedFigures, withBasis } from "~/content/reported-results";
import { checkListForm, checkText, findTextUnit, listFormValues, rowField } from "~/lib/site-texts";
import { loader as orderLoader } from "~/routes/_sales+/order";
import { loader as pricingLoader } from "~/routes/_sales+/pricing";
import { createUser } from "~/server/accounts/users.server";
import { memberPlan } from "~/server/members/member-plan.server";
import { publishText, restoreTextRevision, saveTextDraft, studioText, textRevisions } from "~/server/platform/site-texts.server";
import { bootcampOrderPageWords, bootcampPageWords, checkoutWords, guaranteeWords, trainingOrderPageWords } from "~/server/sales/sales-page-words.server";

// The sales pages' words as studio units (lib/page-texts/sales.ts): their first values are the
// words the pages showed when the words were in code, a bad placeholder is refused by its name,
// and a published edit is what the page's loader returns next.

const owner = {
  id: await createUser({ email: "sales-words-owner@example.test", password: "secret1", roles: ["super_admin"] }),
  email: "sales-words-owner@example.test",
};

const repairPrice = withBasis(shippedFigures.repairPrice);

/** The studio's form for a unit of named fields, as it shows the published words. */
/** /order's loader answer, whether a plain object or a response (an unknown package's 404). */
async function orderPage(search = "") {
  const answer = await orderLoader({ request: new Request(`http://localhost/order${search}`), params: {}, context: { clientAddress: "192.0.2.41" } });
  return (answer instanceof Response ? await answer.json() : answer) as { words: Record<string, string> };
}

const formOfPage = (key: string) => ({ ...(studioText(key).current as Record<string, string>), version: String(studioText(key).draft.version) });

describe("the first values", () => {
  it("are /pricing's words as the page showed them", () => {
    const { words, comparison, guarantee } = pricingLoader();
    expect(words).toMatchObject({
      eyebrow: "Training plans and pricing",
      headline: "Invest in a Business, Not Just a Box of Tools",
      intro: `Every plan includes the full video course, a professional repair kit and the support to land your first paying customers. A 15-minute repair pays ${repairPrice}, so steady work pays back the tuition.`,
      kitsHeading: "The kits that ship with your plan",
      compareHeading: "Compare the plans",
      faqHeading: "Questions before you enroll",
      nextHeading: "Not sure which plan fits?",
      callButton: "Book My Free Strategy Call",
      trainingOnlyButton: "Training Only: I Have My Own Tools",
    });
    expect(comparison).toHaveLength(8);
    expect(comparison[1]).toEqual({ feature: "Repair kits included", complete: "1 Professional kit", premium: "2 kits", ultimate: "5 kits" });
    expect(comparison[4]).toEqual({ feature: "1-on-1 coaching", complete: "no", premium: "12 weeks", ultimate: "A full year" });
    expect(guarantee.title).toBe("30-Day Money-Back Guarantee");
    expect(guarantee.text).toMatch(/^Enroll, start the training and put it to work\. If within 30 days/);
  });

  it("are /bootcamp's words as the page showed them, the figures and the founder's name filled", () => {
    const { words, features } = bootcampPageWords();
    expect(`${words.headline} $47`).toBe("Learn to Repair Windshield Chips and Land Your First Paying Customers, for $47");
    expect(words.intro).toBe(
      `A short, hands-on video course that shows you exactly how a 15-minute chip repair earns ${repairPrice}, which equipment to buy for under $500, and how to find your first customers this week.`,
    );
    expect(words.letterIntro).toBe(`Press play for a short video letter from our founder, ${founder.name}, about why we made the bootcamp, and who it is for.`);
    expect(`${words.buyButton} $47`).toBe("Get the Bootcamp for $47");
    expect(`${words.offerNotice} Friday. ${words.offerNoticeAfter}`).toBe(
      "Limited offer: your $47 price is held for 72 hours from your first visit, until Friday. After that the bootcamp is its normal $297.",
    );
    expect(`${words.offerEnded} Friday. ${words.offerEndedAfter}`).toBe("The 72-hour $47 offer ended on Friday. The bootcamp is $297.");
    expect(features.map((feature) => feature.title)).toEqual([
      "Step-by-step repair videos",
      "The under-$500 tool list",
      "Reading a break",
      "Pricing and insurance basics",
      "Your first customers",
      "Watch on any device",
    ]);
    expect(features[3]!.text).toBe(`Charge ${repairPrice} with confidence, and learn how insurance covers most repairs at no cost to the driver.`);
  });

  it("are /training-order's words as the page showed them", () => {
    const { words, fit, modules } = trainingOrderPageWords();
    expect(words.headline).toBe("Already Have Your Own Tools? Get the Training Without the Kit");
    expect(`${words.priceNote} $2,150.`).toBe("The full course without a kit. Plans with a professional kit start at $2,150.");
    expect(fit).toEqual([
      "You own a bridge-and-injector or vacuum-pressure repair kit and know it works",
      "You want the repair technique, insurance billing and customer-finding that the kit didn't come with",
      "You would rather not pay for a second set of tools",
    ]);
    expect(modules.map((module) => module.title)).toEqual([
      "The full video course",
      "Insurance billing",
      "Business setup",
      "The AI coach",
      "The member community",
    ]);
    expect(modules[2]!.text).toBe(`Registering your business, pricing at ${repairPrice}, and finding steady work at car washes, dealerships and fleets.`);
  });

  it("are the order pages' checkout words and the /tools line as the pages showed them", async () => {
    const { pageWords } = await import("~/server/platform/site-texts.server");
    expect(pageWords("page.checkout")).toMatchObject({
      orderEyebrow: "Your order",
      includedHeading: "What's included",
      backToPlans: "Back to all plans",
      summaryHeading: "Order summary",
      submitButton: "Continue to Secure Checkout",
      nextHeading: "What happens next",
      detailsTitle: "Enter your details",
      payText: "Pay by card on the secure checkout page. You're covered by our 30-day guarantee.",
    });
    expect(checkoutWords(true)).not.toHaveProperty("unavailable");
    expect(checkoutWords(false)).toMatchObject({ summaryHeading: "Order summary", nextHeading: "What happens next" });
    expect(checkoutWords(false)).not.toHaveProperty("submitButton");
    expect(pageWords("page.tools")).toEqual({ trainingOnlyLead: "Already own your tools?", trainingOnlyLink: "See the training-only option" });
  });
});

describe("the order pages' own words", () => {
  it("are /order's plan choice and its search-result descriptions as the page showed them", async () => {
    const { words } = await orderPage();
    expect(words).toEqual({
      description: "Pick the windshield repair training plan you want to order.",
      planDescription: "Your order summary for the",
      headline: "Choose Your Training Plan",
      unknownPackage: "We couldn't find that package. It may have been renamed; please choose one of our current plans below.",
      intro: "Pick a plan to see your order summary. Every plan includes the full course, a repair kit and a 30-day money-back guarantee.",
      plansHeading: "Training plans",
    });
    expect((await orderPage("?package=no-such-plan")).words.headline).toBe("Choose Your Training Plan");
  });

  it("are the order-complete page's words, the business's name filled", async () => {
    const { pageWords } = await import("~/server/platform/site-texts.server");
    expect(pageWords("page.order-complete")).toEqual({
      welcomeHeading: "Welcome to Chip Repair Academy",
      orderHeading: "Your order",
      nextHeading: "What happens next",
      nextText: "Sign in to start the course right away; your receipt is on its way to your inbox.",
      questionsText: "Questions about your plan or your repair kit? Reply to the receipt and our team will help.",
    });
  });

  it("are what the bootcamp includes on /bootcamp-order and the bootcamp pages' search-result descriptions", () => {
    const { bootcamp, includes } = bootcampOrderPageWords();
    expect(includes).toEqual([
      "The complete bootcamp video course, start to finish",
      "The under-$500 equipment shopping list",
      "Pricing guide and customer scripts for car washes and dealerships",
      "Insurance billing basics",
      "Your own member account with a dedicated bootcamp area",
      "30-day money-back guarantee",
    ]);
    expect(bootcamp.description).toBe("A hands-on video bootcamp: repair windshield chips and land your first paying customers.");
    expect(bootcamp.orderDescription).toBe("Your order summary for the Windshield Repair Bootcamp.");
  });

  it("are the member's plan lines for what opens in the portal", () => {
    const { inclusions } = memberPlan(owner.id);
    expect(inclusions.map(({ kind, text, link }) => [kind, text, link?.label])).toEqual([
      ["course", "Every lesson, your progress and the checkpoint quizzes.", "Open the course"],
      ["coach", "Answers about repairs, tools, pricing and customers, any time.", "Ask the coach"],
      ["resources", "Templates, insurance forms and sales tools.", "Open the resources"],
    ]);
  });

  it("are the loaders' once published", async () => {
    const publish = (key: string, changes: Record<string, string>) => {
      const check = checkText(findTextUnit(key)!, { ...formOfPage(key), ...changes });
      if (!check.ok) throw new Error(JSON.stringify(check.errors));
      saveTextDraft(key, check.value, studioText(key).draft.version, owner);
      publishText(key, owner);
    };
    publish("page.order", { headline: "Pick the Plan That Fits", unknownPackage: "That plan is gone; {{businessName}} has these." });
    expect((await orderPage()).words.headline).toBe("Pick the Plan That Fits");
    expect((await orderPage("?package=no-such-plan")).words.unknownPackage).toBe("That plan is gone; Chip Repair Academy has these.");
    publish("page.member-plan", { resourcesText: "Forms and scripts from {{businessName}}." });
    expect(memberPlan(owner.id).inclusions.find((inclusion) => inclusion.kind === "resources")!.text).toBe("Forms and scripts from Chip Repair Academy.");
    publish("page.bootcamp", { includes: "The course\n\n  The shopping list  " });
    expect(bootcampOrderPageWords().includes).toEqual(["The course", "The shopping list"]);
  });
});

describe("an edit", () => {
  it("refuses an unknown placeholder by its name, in a page unit and in a comparison row", () => {
    const check = checkText(findTextUnit("page.pricing")!, { ...formOfPage("page.pricing"), headline: "Plans at {{planPrice}}" });
    expect(!check.ok && check.errors.headline).toMatch(/^Unknown placeholder \{\{planPrice\}\}/);
    const unit = findTextUnit("page.pricing.comparison")!;
    const form = listFormValues(unit.list!, JSON.parse(String(studioText("page.pricing.comparison").current.entries)));
    form[rowField(0, "premium")] = "{{figure:dailyPay}}";
    const rows = checkListForm(unit, form);
    expect(rows.ok).toBe(false);
    expect(JSON.stringify(rows.ok ? null : rows.errors)).toContain("Unknown figure dailyPay in {{figure:dailyPay}}");
  });

  it("is the page's once published, with its placeholders filled, and a restore brings an earlier publish back", () => {
    const check = checkText(findTextUnit("page.pricing")!, {
      ...formOfPage("page.pricing"),
      headline: "Build a Business With {{businessName}}",
      nextText: "The full system is {{price:complete}}.",
    });
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    saveTextDraft("page.pricing", check.value, studioText("page.pricing").draft.version, owner);
    expect(pricingLoader().words.headline).toBe("Invest in a Business, Not Just a Box of Tools");
    publishText("page.pricing", owner);
    const { words } = pricingLoader();
    expect(words.headline).toMatch(/^Build a Business With \S/);
    expect(words.headline).not.toContain("{{");
    expect(words.nextText).toMatch(/^The full system is \$[\d,]+\.$/);

    const guarantee = checkText(findTextUnit("page.guarantee")!, { ...formOfPage("page.guarantee"), title: "60-Day Money-Back Guarantee" });
    if (!guarantee.ok) throw new Error(JSON.stringify(guarantee.errors));
    saveTextDraft("page.guarantee", guarantee.value, studioText("page.guarantee").draft.version, owner);
    publishText("page.guarantee", owner);
    expect(guaranteeWords().title).toBe("60-Day Money-Back Guarantee");
    expect(pricingLoader().guarantee.title).toBe("60-Day Money-Back Guarantee");

    const again = checkText(findTextUnit("page.pricing")!, { ...formOfPage("page.pricing"), headline: "Plans for Every Budget" });
    if (!again.ok) throw new Error(JSON.stringify(again.errors));
    saveTextDraft("page.pricing", again.value, studioText("page.pricing").draft.version, owner);
    publishText("page.pricing", owner);
    expect(pricingLoader().words.headline).toBe("Plans for Every Budget");
    expect(restoreTextRevision("page.pricing", textRevisions("page.pricing").at(-1)!.id, owner)).toHaveProperty("revision");
    expect(pricingLoader().words.headline).toBe(words.headline);
  });
});

describe("the offers' terms in the questions", () => {
  it("are filled from the published offers: the bootcamp's offer hours and the split plan's days between payments", async () => {
    const offers = await import("~/server/platform/offers.server");
    const { publishedFaq } = await import("~/server/platform/site-texts.server");
    const instalmentsQuestion = () => publishedFaq("faq.pricing").find((entry) => entry.question === "Can I pay in installments?")!.answer;
    const whyQuestion = () => publishedFaq("faq.bootcamp").find((entry) => entry.whileOfferRuns)!.answer;
    expect(instalmentsQuestion()).toMatch(/ today and \$[\d,]+ in 30 days\.$/);
    expect(whyQuestion()).toContain(" for 72 hours from your first visit ");

    for (const [id, changes] of [
      ["qualified-split", { instalmentEveryDays: "45" }],
      ["bootcamp", { offerHours: "48" }],
    ] as const) {
      const { current, draft } = offers.studioOffer(id);
      const form = { ...offers.offerFormValues(current, draft.version), ...changes };
      expect(offers.saveOfferDraft(id, form, owner)).toHaveProperty("version");
      expect(offers.publishOffer(id, owner)).toHaveProperty("revision");
    }
    expect(instalmentsQuestion()).toMatch(/ in 45 days\.$/);
    expect(whyQuestion()).toContain(" for 48 hours from your first visit ");
  });

  it("are refused for an offer without them", () => {
    const refused = (headline: string) => {
      const check = checkText(findTextUnit("page.pricing")!, { ...formOfPage("page.pricing"), headline });
      return !check.ok && check.errors.headline;
    };
    expect(refused("Held {{offerHours:complete}} hours")).toBe("Only the bootcamp has a limited offer: write {{offerHours:bootcamp}}.");
    expect(refused("Every {{everyDays:bootcamp}} days")).toBe("Only a plan is paid in instalments: write {{everyDays:qualified-split}}.");
    expect(refused("Every {{weeks:complete}}")).toMatch(/^Unknown placeholder \{\{weeks:complete\}\}/);
  });
});
