import { beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../support/answer";

// What visitors see when something underneath fails: their answers are never lost.

const lead = {
  name__confirm: "",
  step: "4",
  intent: "submit",
  firstName: "Dana",
  email: "dana@example.test",
  phone: "801-555-0199",
  experience: "experienced",
  timeAvailable: "5-10-hours",
  investmentCapacity: "under-1000",
  currentIncome: "2000-5000",
  location: "Provo, UT",
  motivation: "Freedom",
};

function post(path: string, fields: Record<string, string>) {
  return new Request(`http://127.0.0.1${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

type Modules = {
  db: typeof import("~/server/platform/db.server").db;
  leadSurvey: typeof import("~/routes/_funnel+/lead-survey");
  bookings: typeof import("~/server/calls/bookings.server");
  availability: typeof import("~/server/calls/availability.server");
  dates: typeof import("~/lib/calendar-dates");
};
let modules: Modules;

beforeAll(async () => {
  process.env.CRM_WEBHOOK_URL = "http://127.0.0.1:9/crm"; // never reached in these tests
  modules = {
    db: (await import("~/server/platform/db.server")).db,
    leadSurvey: await import("~/routes/_funnel+/lead-survey"),
    bookings: await import("~/server/calls/bookings.server"),
    availability: await import("~/server/calls/availability.server"),
    dates: await import("~/lib/calendar-dates"),
  };
});

describe("when storage fails", () => {
  it("the webinar survey answers 'Submission Error' with every answer kept", async () => {
    modules.db.$client.exec("CREATE TRIGGER refuse_leads BEFORE INSERT ON leads BEGIN SELECT RAISE(ABORT, 'disk full'); END;");
    try {
      const result = await answerOf<{ formError: string; state: { step: number; answers: Record<string, string> } }>(
        await modules.leadSurvey.action({ request: post("/lead-survey", lead), params: {}, context: { clientAddress: "198.51.100.5" } }),
      );
      expect(result.status).toBe(500);
      expect(result.body.formError).toBe("There was an issue submitting your information. Please try again.");
      expect(result.body.state.step).toBe(4);
      const { step: _step, intent: _intent, name__confirm: _honeypot, ...answers } = lead;
      expect(result.body.state.answers).toEqual(answers);
    } finally {
      modules.db.$client.exec("DROP TRIGGER refuse_leads");
    }
  });

  it("a booking still succeeds when its CRM delivery cannot be queued, and says so", () => {
    modules.db.$client.exec("CREATE TRIGGER refuse_crm BEFORE INSERT ON outbox WHEN NEW.kind = 'crm' BEGIN SELECT RAISE(ABORT, 'outbox unavailable'); END;");
    try {
      const timezone = "America/Chicago";
      const date = modules.dates.offeredDates(new Date(), timezone)[4];
      const slot = modules.availability.availabilityFor(date, timezone)!.slots[0];
      const result = modules.bookings.createBooking(
        { date, datetime: slot.datetime, timezone, name: "Riley", email: "riley@example.test", phone: "801-555-0123" },
        {},
      );
      expect(result).toMatchObject({ outcome: "booked", crmQueued: false });
      const rows = modules.db.$client.prepare("select kind from outbox").all() as { kind: string }[];
      expect(rows.map((row) => row.kind)).toEqual(["email", "email"]);
    } finally {
      modules.db.$client.exec("DROP TRIGGER refuse_crm");
    }
  });
});
