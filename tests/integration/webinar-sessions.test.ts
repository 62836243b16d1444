import { beforeAll, describe, expect, it } from "vitest";

// The live webinar's sessions come from a weekly schedule in a named zone (the defaults:
// Tuesday 19:00 and Thursday 12:00, Denver). The banner counts down to the session on now or
// next, and "N registered" counts the webinar leads registered for that session.

type Modules = {
  webinar: typeof import("~/server/funnel/webinar.server") & typeof import("~/server/funnel/webinar-banner.server");
  leads: typeof import("~/server/funnel/leads.server");
  db: typeof import("~/server/platform/db.server").db;
};
let modules: Modules;

beforeAll(async () => {
  delete process.env.WEBINAR_SCHEDULE;
  process.env.HOST_TIMEZONE = "America/Denver";
  modules = {
    webinar: { ...(await import("~/server/funnel/webinar.server")), ...(await import("~/server/funnel/webinar-banner.server")) },
    leads: await import("~/server/funnel/leads.server"),
    db: (await import("~/server/platform/db.server")).db,
  };
});

const at = (iso: string) => new Date(iso);
const lead = (email: string) => ({
  firstName: "Wes",
  email,
  phone: "801-555-0142",
  experience: "experienced",
  timeAvailable: "5-10-hours",
  investmentCapacity: "under-1000",
  currentIncome: "2000-5000",
  location: "Ogden, UT",
  motivation: "Extra money",
});
const submitter = { ip: "203.0.113.9", userAgent: "Test", attribution: {} };

describe("the next webinar session", () => {
  it("is the next scheduled time in the schedule's zone, the same instant on every load", () => {
    // Monday 8 June 2026, noon in Denver (MDT, UTC-6): next is Tuesday 19:00 MDT.
    const monday = at("2026-06-08T18:00:00Z");
    expect(modules.webinar.currentOrNextSession(monday).startsAt.toISOString()).toBe("2026-06-10T01:00:00.000Z");
    expect(modules.webinar.currentOrNextSession(at("2026-06-08T18:30:00Z")).startsAt.toISOString()).toBe("2026-06-10T01:00:00.000Z");
    expect(modules.webinar.webinarSessionBanner(monday)).toMatchObject({
      startsAt: "2026-06-10T01:00:00.000Z",
      when: "Tue, Jun 9, 7:00 PM MDT",
      secondsLeft: 31 * 3600,
    });
  });

  it("stays on a session while it runs (an hour), then moves to the next", () => {
    const during = at("2026-06-10T01:30:00Z");
    expect(modules.webinar.currentOrNextSession(during).startsAt.toISOString()).toBe("2026-06-10T01:00:00.000Z");
    expect(modules.webinar.webinarSessionBanner(during).secondsLeft).toBe(0);
    // Thursday 12:00 MDT.
    expect(modules.webinar.currentOrNextSession(at("2026-06-10T02:00:00Z")).startsAt.toISOString()).toBe("2026-06-11T18:00:00.000Z");
  });

  it("keeps the wall-clock time across a clock change", () => {
    // Saturday 31 October 2026; Denver leaves daylight time on Sunday: Tuesday 19:00 MST is 02:00 UTC.
    expect(modules.webinar.currentOrNextSession(at("2026-10-31T18:00:00Z")).startsAt.toISOString()).toBe("2026-11-04T02:00:00.000Z");
    expect(modules.webinar.webinarSessionBanner(at("2026-10-31T18:00:00Z")).when).toBe("Tue, Nov 3, 7:00 PM MST");
    expect(modules.webinar.sessionWhen(modules.webinar.currentOrNextSession(at("2026-10-31T18:00:00Z")))).toBe("Tuesday, November 3, 2026 at 7:00 PM MST");
  });
});

describe("registered for a session", () => {
  it("counts the webinar leads registered for that session, each address once", () => {
    const monday = at("2027-03-01T18:00:00Z");
    const before = modules.webinar.webinarSessionBanner(monday).registered;
    modules.leads.submitWebinarLead(lead("wes-1@example.test"), submitter, monday);
    modules.leads.submitWebinarLead(lead("wes-2@example.test"), submitter, at("2027-03-02T10:00:00Z"));
    // The same address again for the same session is one person.
    modules.leads.submitWebinarLead(lead("WES-1@example.test"), submitter, at("2027-03-02T11:00:00Z"));
    expect(modules.webinar.webinarSessionBanner(monday).registered - before).toBe(2);
    // After that session a registration counts for the next one.
    const thursday = at("2027-03-03T10:00:00Z");
    const next = modules.webinar.webinarSessionBanner(thursday);
    expect(next.startsAt).toBe("2027-03-04T19:00:00.000Z");
    modules.leads.submitWebinarLead(lead("wes-3@example.test"), submitter, thursday);
    expect(modules.webinar.webinarSessionBanner(thursday).registered).toBe(next.registered + 1);
    const [row] = modules.db.$client.prepare("select webinar_session_at from leads where email = 'wes-3@example.test'").all() as {
      webinar_session_at: number;
    }[];
    expect(new Date(row.webinar_session_at).toISOString()).toBe("2027-03-04T19:00:00.000Z");
  });
});
