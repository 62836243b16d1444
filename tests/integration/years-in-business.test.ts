import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { checkText, findTextUnit } from "~/lib/site-texts";
import { milestones } from "~/content/about";
import { shippedFigures } from "~/content/reported-results";
import { siteTexts } from "~db/schema";

// The years in business are the studio's company facts' "Year the business started": the pages
// count them from it ({{yearsInBusiness}}), so with the first value (2011) every page reads as it
// did when the count was a constant of 15 in 2026, a published year reaches /about's title and
// figures, the founder's introduction and /tools, and a year before 1900 or still to come is
// refused beside the field.

const { eq } = await import("drizzle-orm");
const sites = await import("~/server/platform/site-texts.server");
const about = await import("~/routes/_funnel+/about");
const { createUser } = await import("~/server/accounts/users.server");
const { db } = await import("~/server/platform/db.server");

const actor = { id: await createUser({ email: "years-owner@example.test", password: "secret1", roles: ["super_admin"] }), email: "years-owner@example.test" };
const company = findTextUnit("company")!;

beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-28T12:00:00Z"));
});
afterAll(() => vi.useRealTimers());

const companyForm = (foundedYear: string) => ({ ...(sites.studioText("company").current as Record<string, string>), foundedYear });

function publishYear(foundedYear: string) {
  const check = checkText(company, companyForm(foundedYear));
  if (!check.ok) throw new Error(JSON.stringify(check.errors));
  sites.saveTextDraft("company", check.value, sites.studioText("company").draft.version, actor);
  expect(sites.publishText("company", actor)).toHaveProperty("revision");
}

function aboutPage() {
  const data = about.loader();
  const [title] = about.meta({ data, matches: [] } as unknown as Parameters<typeof about.meta>[0]) as { title: string }[];
  return { data, title: title!.title, figures: milestones(data.yearsInBusiness, shippedFigures, data.words) };
}

describe("the years in business", () => {
  it("read as before with the first value: 15 years in 2026", () => {
    expect(sites.studioText("company").current.foundedYear).toBe("2011");
    const page = aboutPage();
    expect(page.title).toBe("About Dave Larsen, Our Founder: 15+ Years in Windshield Repair");
    expect(page.figures[0]).toEqual({ value: "15+ years", label: "Running a mobile windshield repair business" });
    expect(page.data.words.intro).toMatch(/^More than 15 years ago Dave Larsen bought a cheap repair kit/);
    expect(page.data.words.description).toContain("over 15+ years");
    expect(page.data.founder.introduction).toContain("I bought my first repair kit more than 15 years ago");
    expect(sites.founderFacts().introduction).toBe(page.data.founder.introduction);
    expect(sites.toolsPageWords().intro).toBe(
      "Two kits, both built from the tools our founder Dave Larsen has used for 15+ years of paid repairs. Compare them side by side, or open a kit to see every item in the case.",
    );
    expect(sites.pageWords("page.webinar").hostBullets).toMatch(/^15\+ years in the windshield repair business/);
  });

  it("count one more each new year, without a publish", () => {
    vi.setSystemTime(new Date("2027-01-01T12:00:00Z"));
    try {
      expect(aboutPage().title).toBe("About Dave Larsen, Our Founder: 16+ Years in Windshield Repair");
    } finally {
      vi.setSystemTime(new Date("2026-11-28T12:00:00Z"));
    }
  });

  it("follow a published year to /about and the founder's introduction", () => {
    publishYear("2016");
    const page = aboutPage();
    expect(page.title).toBe("About Dave Larsen, Our Founder: 10+ Years in Windshield Repair");
    expect(page.figures[0]!.value).toBe("10+ years");
    expect(page.data.words.description).toContain("over 10+ years");
    expect(page.data.founder.introduction).toContain("more than 10 years ago");
    expect(sites.toolsPageWords().intro).toContain("has used for 10+ years of paid repairs");
    publishYear("2011");
  });

  it("refuse a year before 1900, one still to come, or one that is not a year, beside the field", () => {
    for (const year of ["1700", "2027", "11", "twenty"]) {
      const check = checkText(company, companyForm(year));
      expect(check.ok).toBe(false);
      expect(check.ok ? {} : check.errors).toEqual({ foundedYear: "Enter the year as four digits, from 1900 to 2026" });
    }
    expect(checkText(company, companyForm(" 2026 "))).toMatchObject({ ok: true, value: { foundedYear: "2026" } });
  });

  it("read the first value from company facts published before the field existed", () => {
    const { foundedYear: _, ...older } = sites.publishedText("company");
    db.insert(siteTexts)
      .values({ key: "company", value: older, publishedBy: actor.email, publishedAt: new Date() })
      .onConflictDoUpdate({ target: siteTexts.key, set: { value: older } })
      .run();
    expect(db.select().from(siteTexts).where(eq(siteTexts.key, "company")).get()!.value).not.toHaveProperty("foundedYear");
    // Any publish loads the published values again.
    sites.saveTextDraft("webinar", sites.publishedText("webinar"), sites.studioText("webinar").draft.version, actor);
    sites.publishText("webinar", actor);
    expect(sites.companyFacts().foundedYear).toBe(2011);
    expect(sites.studioText("company").current.foundedYear).toBe("2011");
  });
});
