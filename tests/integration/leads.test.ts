import { beforeAll, describe, expect, it } from "vitest";

// Leads are contact records (one per e-mail, latest answers); every submission's consent
// is its own row that nothing overwrites.

type Modules = {
  leads: typeof import("~/server/funnel/leads.server");
  bookingSurvey: typeof import("~/routes/_funnel+/booking-survey");
  db: typeof import("~/server/platform/db.server").db;
};
let modules: Modules;

beforeAll(async () => {
  process.env.CRM_WEBHOOK_URL = "http://127.0.0.1:9/crm"; // queued only, never reached here
  modules = {
    leads: await import("~/server/funnel/leads.server"),
    bookingSurvey: await import("~/routes/_funnel+/booking-survey"),
    db: (await import("~/server/platform/db.server")).db,
  };
});

const sql = (query: string, ...params: unknown[]) => modules.db.$client.prepare(query).all(...params) as Record<string, unknown>[];
const webinar = {
  firstName: "Sam",
  email: "sam@example.test",
  phone: "801-555-0142",
  experience: "experienced",
  timeAvailable: "5-10-hours",
  investmentCapacity: "under-1000",
  currentIncome: "2000-5000",
  location: "Ogden, UT",
  motivation: "Extra money",
};

describe("webinar leads", () => {
  it("keep each submission's consent as it was, and the lead's latest answers", () => {
    modules.leads.submitWebinarLead(webinar, { ip: "203.0.113.1", userAgent: "Phone A", attribution: { utmSource: "newsletter" } });
    modules.leads.submitWebinarLead(
      { ...webinar, email: "SAM@example.test", firstName: "Samuel", location: "Provo, UT" },
      { ip: "203.0.113.2", userAgent: "Laptop B", attribution: { utmSource: "google" } },
    );
    const [lead] = sql("select * from leads where email = 'sam@example.test'");
    expect(lead).toMatchObject({ first_name: "Samuel", location: "Provo, UT", utm_source: "newsletter", source: "webinar_survey" });
    expect(lead).toMatchObject({
      phone: "801-555-0142",
      experience: "experienced",
      time_available: "5-10-hours",
      investment_capacity: "under-1000",
      current_income: "2000-5000",
      motivation: "Extra money",
      utm_medium: null,
      referrer: null,
    });
    const consents = sql("select * from lead_consents where lead_id = ? order by id", lead.id);
    expect(consents.map((row) => [row.ip, row.user_agent, row.page])).toEqual([
      ["203.0.113.1", "Phone A", "/lead-survey"],
      ["203.0.113.2", "Laptop B", "/lead-survey"],
    ]);
    expect(JSON.parse(String(consents[0].answers))).toMatchObject({ firstName: "Sam", location: "Ogden, UT" });
    expect(String(consents[0].consent_text)).toContain("Reply STOP to unsubscribe");
  });

  it("are never merged on a shared phone number", () => {
    modules.leads.submitWebinarLead(
      { ...webinar, email: "alex@example.test", firstName: "Alex", phone: "801-555-0300" },
      { ip: "203.0.113.3", userAgent: null, attribution: {} },
    );
    modules.leads.submitWebinarLead(
      { ...webinar, email: "jamie@example.test", firstName: "Jamie", phone: "(801) 555-0300" },
      { ip: "203.0.113.3", userAgent: null, attribution: {} },
    );
    expect(sql("select first_name from leads where email in ('alex@example.test', 'jamie@example.test') order by id")).toEqual([
      { first_name: "Alex" },
      { first_name: "Jamie" },
    ]);
  });
});

describe("the booking survey's contact step", () => {
  it("makes a lead with its consent and its CRM call, before any time is picked", async () => {
    const answers = {
      name__confirm: "",
      step: "6",
      intent: "submit",
      experience: "complete-beginner",
      timeCommitment: "20-30-hours",
      investment: "1000-5000",
      location: "usa-canada",
      motivation: "freedom",
      name: "Morgan Lee Smith",
      email: "morgan@example.test",
      phone: "801-555-0456",
    };
    const request = new Request("http://127.0.0.1/booking-survey", {
      method: "POST",
      headers: { "user-agent": "Tablet C" },
      body: new URLSearchParams(answers),
    });
    const answer = (await modules.bookingSurvey.action({ request, params: {}, context: { clientAddress: "203.0.113.4" } })) as Response;
    expect(answer.headers.get("location")).toBe("/booking-calendar");
    const [lead] = sql("select * from leads where email = 'morgan@example.test'");
    expect(lead).toMatchObject({
      first_name: "Morgan",
      last_name: "Lee Smith",
      phone: "801-555-0456",
      source: "booking_survey",
      time_available: "20-30-hours",
      investment_capacity: "1000-5000",
    });
    // What this survey does not ask is stored as empty, not made up.
    expect(lead).toMatchObject({ current_income: null, utm_source: null, referrer: null, motivation: "freedom", location: "usa-canada" });
    expect(sql("select ip, user_agent, page, source from lead_consents where lead_id = ?", lead.id)).toEqual([
      { ip: "203.0.113.4", user_agent: "Tablet C", page: "/booking-survey", source: "booking_survey" },
    ]);
    const [crm] = sql("select payload from outbox where kind = 'crm' and json_extract(payload, '$.body.email') = 'morgan@example.test'");
    expect(JSON.parse(String(crm.payload)).body).toEqual({
      firstName: "Morgan",
      email: "morgan@example.test",
      phone: "801-555-0456",
      experience: "complete-beginner",
      businessModel: "windshield_repair",
      timeframe: "20-30-hours",
      investment: "1000-5000",
      source: "booking_survey",
    });
    // No free-training e-mail for booking-survey leads
    expect(sql("select id from outbox where kind = 'email' and json_extract(payload, '$.to') = 'morgan@example.test'")).toHaveLength(0);
  });
});
