import { describe, expect, it } from "vitest";
import { calculatorScenarios } from "~/content/calculator";
import { founder } from "~/content/founder";
import { shippedFigures } from "~/content/reported-results";
import { callSteps } from "~/content/strategy-call";
import { linesOf } from "~/lib/page-lines";
import { checkListForm, checkText, findTextUnit, listFormValues, rowField } from "~/lib/site-texts";
import { createUser } from "~/server/accounts/users.server";
import { demoWords, landingWords } from "~/server/funnel/page-words.server";
import {
  companyFacts,
  pageWords,
  publishText,
  restoreTextRevision,
  saveTextDraft,
  studioText,
  textRevisions,
  yearsInBusiness,
} from "~/server/platform/site-texts.server";

// The funnel pages' words in the studio (lib/page-texts/funnel.ts): with their first values the
// landing page and /about say what they said when the words were in code, figures and names
// filled; a placeholder the pages cannot fill is refused by its name; a publish is what the
// pages read next, and a restore brings the earlier words back.

const owner = {
  id: await createUser({ email: "funnel-words-owner@example.test", password: "secret1", roles: ["super_admin"] }),
  email: "funnel-words-owner@example.test",
};

/** The studio's form for a unit of named fields, as published. */
const formOf = (key: string) => ({ ...(studioText(key).current as Record<string, string>), version: String(studioText(key).draft.version) });

describe("the landing page's first words", () => {
  const words = landingWords();

  it("fill the figures where the page stated them", () => {
    expect(words.hero.eyebrow).toBe(`Trusted by ${shippedFigures.studentsTrained} trained students`);
    expect(words.hero.repairClaim).toBe(`${shippedFigures.repairPrice.value} for every 15-minute repair`);
    expect(words.hero.dayClaim).toBe(`${shippedFigures.dayRange.value} per day with a few hours of steady work`);
    expect(linesOf(words.hero.claims)).toEqual(["Equipment under $500 and no experience needed", "Get started in 48 hours"]);
    expect(words.knowledgeRows.find((row) => row.topic === "Pricing")!.withTraining).toBe(
      `${shippedFigures.repairPrice.value} (${shippedFigures.repairPrice.basis}), with confidence`,
    );
    expect(linesOf(words.income.fullTimeHighlights)).toEqual([
      "Weekly accounts with dealerships and fleets",
      "Insurance billing on most jobs",
      `${shippedFigures.dayRange.value} (${shippedFigures.dayRange.basis}) days on a steady route`,
    ]);
  });

  it("are each section's headings, cards, lists and buttons as the page showed them", () => {
    expect(words.hero.headline).toBe("Start Your Own Mobile Windshield Chip Repair Business");
    expect([words.hero.videoButton, words.hero.trainingButton]).toEqual(["Watch The Video", "Free Training"]);
    expect(["bridge", "inject", "cure", "pitFill"].map((step) => words.steps[`${step}Name`])).toEqual(["Bridge", "Inject", "Cure", "Pit fill"]);
    expect(words.features.globeTitle).toBe("Your own business website");
    expect(linesOf(words.website.benefits)).toHaveLength(4);
    expect(words.kit.heading).toBe("Professional Equipment for Under $500");
    expect(linesOf(words.kit.highlights)[3]).toBe("Upgrade to the Platinum kit for 300+ repairs when you grow");
    expect(words.knowledgeRows.map((row) => row.topic)).toEqual(["Repair quality", "Pricing", "Getting paid", "Finding customers", "Support"]);
    expect(words.marketStats).toEqual([
      { value: "280M+", label: "Vehicles on US roads" },
      { value: "$4.2B", label: "Windshield repair market" },
      { value: "15%", label: "Yearly industry growth" },
      { value: "90%", label: "Repeat customers" },
    ]);
    expect(["sideHustle", "fullTime", "team"].map((path) => words.income[`${path}Name`])).toEqual(["Side Hustle", "Full-Time Business", "Scaled Enterprise"]);
    expect(words.pricing.strategyCallLink).toBe("Book a free strategy call");
    expect([words.banner.reserveButton, words.banner.joinButton]).toEqual(["Reserve My Spot", "Join the Training"]);
  });
});

describe("/about's first words", () => {
  it("name the published founder and business, and the students trained", () => {
    const words = pageWords("page.about");
    expect(words.intro).toBe(
      `More than ${yearsInBusiness()} years ago ${founder.name} bought a cheap repair kit, drove to a gas station and offered strangers to fix the chip in their windshield. Today ${companyFacts().name} has trained ${shippedFigures.studentsTrained} students across the country.`,
    );
    expect(words.description).toBe(
      `How our founder ${founder.name} built a mobile windshield repair business over ${yearsInBusiness()}+ years, trained ${shippedFigures.studentsTrained} students, and why knowledge beats tools.`,
    );
    expect(words.headline).toBe("From One Repair Kit to a Business That Trains Others");
  });
});

describe("the other funnel pages' first words", () => {
  it("fill the figures, the founder's name and the call's length where /video, /webinar, /booking-landing and /earnings-calculator stated them", () => {
    const video = pageWords("page.video");
    expect(video.headline).toBe(`How Ordinary People Earn ${shippedFigures.dayRange.value} Per Day Repairing Windshield Chips`);
    expect(video.intro).toBe(
      `Watch the full training to see how a 15-minute repair pays ${shippedFigures.repairPrice.value} (${shippedFigures.repairPrice.basis}), where your first customers come from, and why the equipment costs under $500. No experience needed.`,
    );
    expect(linesOf(video.takeaways).at(-1)).toBe(
      `How students go from their first repair to ${shippedFigures.dayRange.value} (${shippedFigures.dayRange.basis}) days`,
    );

    const webinar = pageWords("page.webinar");
    expect(webinar.intro).toBe(
      `In this session ${founder.name} shows you, step by step, how our students turned a small repair kit into ${shippedFigures.dayRange.value} (${shippedFigures.dayRange.basis}) days, and how you can start within 48 hours.`,
    );
    expect(linesOf(webinar.hostBullets)).toEqual([
      `${yearsInBusiness()}+ years in the windshield repair business`,
      `Trained ${shippedFigures.studentsTrained} students`,
      "Still repairs chips every week",
    ]);
    expect(pageWords("page.student-stats")).toEqual({
      studentsLabel: "Students trained",
      averageDayLabel: "Average daily earnings",
      startValue: "48hrs",
      startLabel: "To get started",
    });

    const call = pageWords("page.booking-landing");
    const callLength = "a full hour";
    expect(`${call.introBeforeLength} ${callLength}${call.introAfterLength}`).toBe(
      `Spend ${callLength}, 1-on-1, with a member of our team who has built this business. You'll leave with a clear plan for your area, your schedule and your budget, whether or not you ever buy from us.`,
    );
    expect(callSteps(call, callLength, "We meet by phone.").map((step) => step.title)).toEqual([
      "Answer 6 quick questions",
      "Pick a time that suits you",
      `Meet 1-on-1 for ${callLength}`,
    ]);
    expect(pageWords("page.lead-survey-success").headline).toBe("Success!");

    const calculator = pageWords("page.earnings-calculator");
    expect(
      calculator.intro.startsWith(
        `A chip repair takes about 15 minutes and bills at ${shippedFigures.repairPrice.value} (${shippedFigures.repairPrice.basis}), usually paid`,
      ),
    ).toBe(true);
    expect(calculatorScenarios.map(({ scenario }) => calculator[`${scenario}Link`])).toEqual([
      "Load the side hustle numbers",
      "Load the full-time numbers",
      "Load the scaled enterprise numbers",
    ]);
    expect(linesOf(calculator.assumptions)).toHaveLength(5);
  });

  it("are the calculator's labels, hints, button and results as it showed them, the price's hint with the repair price and its basis", () => {
    const calculator = pageWords("page.earnings-calculator");
    expect(calculator.priceHint).toBe(`Most repairs bill at ${shippedFigures.repairPrice.value} (${shippedFigures.repairPrice.basis}).`);
    expect(["price", "chipsPerDay", "daysPerWeek"].map((field) => [calculator[`${field}Label`], calculator[`${field}Hint`]])).toEqual([
      ["Price per chip repair", calculator.priceHint],
      ["Chips per day", "From 1 to 50 repairs."],
      ["Days per week", "From 1 to 7 working days."],
    ]);
    expect([calculator.formHeading, calculator.calculateButton, calculator.resultsHeading]).toEqual(["Your numbers", "Calculate", "Your estimated income"]);
    expect(`$65 ${calculator.perRepair} × 8 ${calculator.chipsADay} × 5 ${calculator.daysAWeek}`).toBe("$65 per repair × 8 chips a day × 5 days a week");
    expect(["daily", "weekly", "monthly", "yearly"].map((period) => calculator[`${period}Label`])).toEqual([
      "Daily income",
      "Weekly income",
      "Monthly income",
      "Yearly income",
    ]);
    expect(calculator.fixPrompt).toBe("Fix the highlighted field above to see your estimate.");
  });

  it("give the landing page a description with the repair price and the students trained inside its sentences", () => {
    expect(landingWords().hero.description).toBe(
      `Learn the 15-minute windshield chip repair that pays ${shippedFigures.repairPrice.value} as our students report, with equipment under $500. We have trained ${shippedFigures.studentsTrained} students, each on their own schedule.`,
    );
  });
});

describe("/chip-repair-demo's first words", () => {
  it("are the sample site's, the insurance checker's and the booking form's words as the page showed them, the business's name filled", () => {
    const { words, services } = demoWords();
    expect(words.description).toBe(
      `Try a working demo of the customer website ${companyFacts().name} students get: an insurance checker that shows drivers their repair is usually free, and an online booking form.`,
    );
    expect([words.badge, words.headline, words.demoName]).toEqual(["Demo site", "See the website you get as a student", "Summit Mobile Chip Repair"]);
    expect(words.servicesNote).toBe(
      "A repair takes about 15 minutes, right where your car is parked. Without insurance it costs $65, a fraction of the price of a new windshield.",
    );
    expect(services.map((service) => service.name)).toEqual(["Rock chip repair", "Mobile service", "Insurance billing"]);
    expect(linesOf(words.steps)[2]).toBe("We arrive, repair the chip in about 15 minutes and bill your insurer directly.");
    expect([words.providerLabel, words.providerChoose, words.coverageLabel, words.checkButton]).toEqual([
      "Insurance provider",
      "Choose your insurer",
      "Coverage type",
      "Check Eligibility",
    ]);
    expect([words.coverageComprehensive, words.coverageLiability, words.coverageUnsure]).toEqual([
      "Comprehensive",
      "Liability only",
      "Full coverage / not sure",
    ]);
    expect(["firstName", "lastName", "phone", "email"].map((field) => words[`${field}Label`])).toEqual(["First name", "Last name", "Phone", "E-mail"]);
    expect(`${words.thanksGreeting} Dana! ${words.thanksHeading}`).toBe("Thanks, Dana! Your repair request is in.");
    expect(linesOf(words.studentFeatures)).toHaveLength(4);
    expect([words.pricingButton, words.calculatorButton]).toEqual(["Compare Training Plans", "Estimate Your Income"]);
  });
});

describe("editing the funnel's words", () => {
  it("refuses a placeholder the pages cannot fill, by its name", () => {
    const hero = findTextUnit("page.home.hero")!;
    const check = checkText(hero, { ...formOf("page.home.hero"), repairClaim: "{{figureValue:hourlyPay}} for every repair", intro: "Join {{company}}" });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.repairClaim).toMatch(/^Unknown figure hourlyPay in \{\{figureValue:hourlyPay\}\}/);
    expect(check.errors.intro).toMatch(/^Unknown placeholder \{\{company\}\}/);

    const rows = findTextUnit("page.home.knowledge.rows")!;
    const form = listFormValues(rows.list!, JSON.parse(String(studioText("page.home.knowledge.rows").current.entries)));
    form[rowField(1, "withTraining")] = "Charge {{price:gold}}";
    const listCheck = checkListForm(rows, form);
    expect(listCheck.ok).toBe(false);
    expect(JSON.stringify(listCheck.ok ? {} : listCheck.errors)).toMatch(/Unknown product gold in \{\{price:gold\}\}/);
  });

  it("serves a published edit to the landing page and /about, and a restore brings the earlier words back", () => {
    const publishHeadline = (headline: string) => {
      const hero = checkText(findTextUnit("page.home.hero")!, { ...formOf("page.home.hero"), headline });
      if (!hero.ok) throw new Error(JSON.stringify(hero.errors));
      saveTextDraft("page.home.hero", hero.value, studioText("page.home.hero").draft.version, owner);
      expect(landingWords().hero.headline).not.toBe(headline);
      publishText("page.home.hero", owner);
    };
    expect(landingWords().hero.headline).toBe("Start Your Own Mobile Windshield Chip Repair Business");
    publishHeadline("Fix Chips With {{businessName}}");
    expect(landingWords().hero.headline).toBe(`Fix Chips With ${companyFacts().name}`);
    publishHeadline("A Second Headline");
    expect(landingWords().hero.headline).toBe("A Second Headline");
    expect(landingWords().hero.intro).toBe(pageWords("page.home.hero").intro);

    const first = textRevisions("page.home.hero").at(-1)!;
    expect(restoreTextRevision("page.home.hero", first.id, owner)).toHaveProperty("revision");
    expect(landingWords().hero.headline).toBe(`Fix Chips With ${companyFacts().name}`);

    const about = checkText(findTextUnit("page.about")!, { ...formOf("page.about"), studentsLabel: "Graduates running a business" });
    if (!about.ok) throw new Error(JSON.stringify(about.errors));
    saveTextDraft("page.about", about.value, studioText("page.about").draft.version, owner);
    publishText("page.about", owner);
    expect(pageWords("page.about").studentsLabel).toBe("Graduates running a business");
    expect(pageWords("page.about").headline).toBe("From One Repair Kit to a Business That Trains Others");
  });

  it("refuses a demo card naming a placeholder the page cannot fill, and serves a published edit of the demo's words", () => {
    const services = findTextUnit("page.chip-repair-demo.services")!;
    const form = listFormValues(services.list!, JSON.parse(String(studioText("page.chip-repair-demo.services").current.entries)));
    form[rowField(0, "description")] = "Sealed by {{technician}}";
    const check = checkListForm(services, form);
    expect(check.ok).toBe(false);
    expect(JSON.stringify(check.ok ? {} : check.errors)).toMatch(/Unknown placeholder \{\{technician\}\}/);

    const demo = checkText(findTextUnit("page.chip-repair-demo")!, { ...formOf("page.chip-repair-demo"), checkButton: "Am I Covered?" });
    if (!demo.ok) throw new Error(JSON.stringify(demo.errors));
    saveTextDraft("page.chip-repair-demo", demo.value, studioText("page.chip-repair-demo").draft.version, owner);
    expect(demoWords().words.checkButton).toBe("Check Eligibility");
    publishText("page.chip-repair-demo", owner);
    expect(demoWords().words.checkButton).toBe("Am I Covered?");
  });

  it("serves a published edit of the calculator's words to /earnings-calculator", () => {
    const calculator = checkText(findTextUnit("page.earnings-calculator")!, {
      ...formOf("page.earnings-calculator"),
      calculateButton: "Work It Out",
      priceHint: "Our students charge {{figureValue:repairPrice}}.",
    });
    if (!calculator.ok) throw new Error(JSON.stringify(calculator.errors));
    saveTextDraft("page.earnings-calculator", calculator.value, studioText("page.earnings-calculator").draft.version, owner);
    expect(pageWords("page.earnings-calculator").calculateButton).toBe("Calculate");
    publishText("page.earnings-calculator", owner);
    expect(pageWords("page.earnings-calculator").calculateButton).toBe("Work It Out");
    expect(pageWords("page.earnings-calculator").priceHint).toBe(`Our students charge ${shippedFigures.repairPrice.value}.`);
  });
});
