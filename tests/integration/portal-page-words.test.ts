import { describe, expect, it } from "vitest";
import { portalPageTexts } from "~/content/page-texts/portal";
import { checkListForm, checkText, findTextUnit, listFormValues, rowField } from "~/lib/site-texts";
import { linesOf } from "~/lib/page-lines";
import { createUser } from "~/server/accounts/users.server";
import { offeredCallLength } from "~/server/calls/hosts.server";
import { calendarPageWords } from "~/server/calls/booking-calendar.server";
import { businessResourcesPage } from "~/server/members/business-resources.server";
import { trainingAccessPage } from "~/server/members/training-access.server";
import { companyFacts, pageWords, publishText, restoreTextRevision, saveTextDraft, studioText, textRevisions } from "~/server/platform/site-texts.server";

// The portal pages' words (the strategy call's pages, the members' pages) as studio page words:
// until the owner publishes, each page reads the words it showed when they were in code; an
// unknown placeholder is refused by its name; a publish is what the page's loader returns next.

const owner = {
  id: await createUser({ email: "portal-words-owner@example.test", password: "secret1", roles: ["super_admin"] }),
  email: "portal-words-owner@example.test",
};

/** The studio's form for a page unit, as published. */
const formOf = (key: string) => ({ ...(studioText(key).current as Record<string, string>), version: String(studioText(key).draft.version) });

/** Saves `changes` to a page unit's draft and publishes it. */
function publishWords(key: string, changes: Record<string, string>) {
  const check = checkText(findTextUnit(key)!, { ...formOf(key), ...changes });
  if (!check.ok) throw new Error(JSON.stringify(check.errors));
  saveTextDraft(key, check.value, studioText(key).draft.version, owner);
  publishText(key, owner);
}

const callPreparation = async (query = "") => {
  const { loader } = await import("~/routes/_calls+/call-preparation");
  const response = await loader({ request: new Request(`http://localhost/call-preparation${query}`), params: {}, context: {} } as never);
  return (await response.json()) as { words: Record<string, string> };
};

describe("the first words", () => {
  it("declare a unit for every key given first words, and first words for every portal page unit", () => {
    const keys = portalPageTexts.map(([key]) => key);
    expect(keys).toEqual([
      "page.call-preparation",
      "page.booking-calendar",
      "page.booking-calendar.expect",
      "page.welcome",
      "page.no-access",
      "page.course-access",
      "page.training-access",
      "page.dashboard",
      "page.coaching",
      "page.business-resources",
      "page.business-resources.marketing",
      "page.business-resources.insurance-processing",
      "page.business-resources.sales-tools",
      "page.inclusions",
    ]);
    for (const [key, words] of portalPageTexts) {
      const unit = findTextUnit(key)!;
      expect(unit.group, key).toBe("page");
      // Every field has its first words, and they pass the studio's own check.
      if (unit.list) expect(checkListForm(unit, listFormValues(unit.list, JSON.parse(words.entries!))).ok, key).toBe(true);
      else expect(checkText(unit, { ...words, version: "0" }).ok, key).toBe(true);
    }
  });

  it("are the words /call-preparation showed, before and after booking, with the call's length the system's", async () => {
    const { words } = await callPreparation();
    expect(words.preparingHeading).toBe("Getting ready for your strategy call");
    expect(words.bookedHeading).toBe("Your strategy call is booked");
    expect(words.preparingText).toBe("Booked a call? Its time, and a link to move or cancel it, are in your confirmation e-mail. Not booked yet?");
    expect(words.tipsHeading).toBe("How to prepare");
    expect([`Block ${offeredCallLength()}, ${words.blockTimeTip}`, ...linesOf(words.tips)]).toEqual([
      `Block ${offeredCallLength()}, and be ready 5 minutes early in a quiet place.`,
      "Watch the short video above first; it answers the questions most people ask.",
      "Write down how many hours a week you can give the business and what you could invest.",
      "Note the gas stations, car washes and dealerships near you: we will size your local market together.",
      "If someone shares your finances, invite them to join the call.",
    ]);
    expect(words.homeButton).toBe("Return to Home");
  });

  it("are the words /booking-calendar showed", async () => {
    const { words, expectPoints } = calendarPageWords();
    expect(words.heading).toBe("Choose a time for your free strategy call");
    expect(`A full hour, ${words.intro}`).toBe("A full hour, one-on-one, about starting your windshield repair business.");
    expect([words.dateStep, words.timeStep, words.detailsStep, words.bookButton]).toEqual([
      "1. Pick a date",
      "2. Pick a time",
      "3. Your details",
      "Confirm Booking",
    ]);
    expect(words.expectHeading).toBe("What to Expect");
    expect(expectPoints.map((point) => `${point.lead} ${point.text}`)).toEqual([
      "Please be ready 5 minutes early in a quiet place with a pen and paper.",
      "Your local market: where the repairs are in your area (gas stations, car washes, dealerships) and what they pay.",
      "A plan that fits your hours and budget, with the tools and training you would actually need.",
      "No pressure. If it is not a fit, we will tell you.",
    ]);
  });

  it("are the words of the members' pages, the business's published name filled in", () => {
    const resources = businessResourcesPage();
    expect(resources.title).toBe("Business Resources");
    expect(resources.groups.map((group) => group.title)).toEqual(["Marketing", "Insurance Processing", "Sales Tools"]);
    expect(resources.groups[1]!.cards.find((card) => card.id === "new-shop-form")).toEqual({
      id: "new-shop-form",
      href: "/resources/new-shop-registration-form.pdf",
      title: "Shop Registration Form",
      description: "A printable new-shop form that gathers the business, tax and insurance details claim networks ask for when you register.",
      buttonLabel: "Print the new-shop form (PDF)",
    });
    const ownTools = trainingAccessPage({ ships: null, productId: "training-only" } as never);
    expect(ownTools.heading).toBe("Your Training Is Ready");
    expect(ownTools.intro).toHaveLength(2);
    expect(ownTools.focus.heading).toBe("The modules that matter most with your own kit");
    expect(ownTools.links.map((link) => `${link.label} ${link.to}`)).toEqual([
      "Go to your dashboard /dashboard",
      "Start with the welcome lesson /lesson/welcome/welcome",
      "Business resources /business-resources",
    ]);
    const withKits = trainingAccessPage({ ships: { kit: "platinum", quantity: 2, name: "Platinum Tools" }, productId: "ultimate" } as never);
    expect(withKits.intro).toEqual([
      "Your plan comes with 2 Platinum Tools kits. Until they arrive, start with the lessons: by the time the parcel is at your door you will know every step of the repair.",
      "Below is where each part of your plan stands, and the module that teaches the kit you are getting.",
    ]);
    expect(withKits.focus).toMatchObject({ heading: "The module for your kit", intro: null, modules: [{ moduleId: "platinum-kit" }] });
    expect(withKits.nextSteps.steps[1]).toEqual({
      title: "Work through the business foundation",
      text: expect.stringMatching(/^Next comes the intro module/),
      link: { to: "/dashboard", label: "Open your course dashboard" },
    });
    expect(pageWords("page.welcome").courseCardTitle).toBe("Access Course");
    expect(pageWords("page.dashboard")).toMatchObject({
      heading: "Your Windshield Repair Course",
      modulesTab: "Course Modules",
      progressLabel: "Overall Progress",
    });
    expect(pageWords("page.coaching")).toMatchObject({ heading: "Your 1-on-1 Coaching", bookHeading: "Book a session" });
    expect(pageWords("page.no-access")["refunded-title"]).toBe("Your order was refunded");
    expect(pageWords("page.course-access").paidHeading).toBe(`Welcome to ${companyFacts().name}`);
  });
});

describe("the owner's words", () => {
  it("refuse a placeholder the pages do not know, by its name", () => {
    const check = checkText(findTextUnit("page.call-preparation")!, { ...formOf("page.call-preparation"), blockTimeTip: "Block {{callLength}} now." });
    expect(!check.ok && check.errors.blockTimeTip).toMatch(/^Unknown placeholder \{\{callLength\}\}: page words may name \{\{businessName\}\}/);
    const unit = findTextUnit("page.booking-calendar.expect")!;
    const form = listFormValues(unit.list!, calendarPageWords().expectPoints);
    form[rowField(0, "text")] = "Bring {{firstName}}.";
    const listCheck = checkListForm(unit, form);
    expect(!listCheck.ok && listCheck.errors[rowField(0, "text")]).toMatch(/^Unknown placeholder \{\{firstName\}\}/);
  });

  it("once published are what the pages' loaders return, and an earlier revision restores", async () => {
    publishWords("page.call-preparation", {
      preparingHeading: "Before your call with {{founderName}}",
      tips: "Bring your questions.\n\nCost: {{price:complete}}.",
    });
    const { words } = await callPreparation();
    expect(words.preparingHeading).toMatch(/^Before your call with \S/);
    expect(words.preparingHeading).not.toContain("{{");
    expect(linesOf(words.tips)).toEqual(["Bring your questions.", expect.stringMatching(/^Cost: \$[\d,]+\.$/)]);

    publishWords("page.business-resources.marketing", { title: "Get known", "flyer-template-button": "Print it" });
    const marketing = businessResourcesPage().groups[0]!;
    expect(marketing.title).toBe("Get known");
    expect(marketing.cards.find((card) => card.id === "flyer-template")).toMatchObject({ buttonLabel: "Print it", href: "/resources/flyer-template.svg" });

    publishWords("page.call-preparation", { preparingHeading: "A second heading" });
    expect((await callPreparation()).words.preparingHeading).toBe("A second heading");
    const first = textRevisions("page.call-preparation").at(-1)!;
    restoreTextRevision("page.call-preparation", first.id, owner);
    expect((await callPreparation()).words.preparingHeading).toMatch(/^Before your call with/);
  });
});
