import { describe, expect, it } from "vitest";
import { funnel, listLeads, retryCrmDelivery } from "~/server/funnel/admin-leads.server";
import { recentAudit } from "~/server/platform/audit.server";
import { db } from "~/server/platform/db.server";
import { submitWebinarLead } from "~/server/funnel/leads.server";
import { createUser } from "~/server/accounts/users.server";

const sql = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => db.$client.prepare(query).all(...params) as T[];

describe("the funnel", () => {
  it("counts drafts per answered step, drop-off, and booking-survey-to-call conversion within the period", () => {
    const before = funnel(7);
    const insertDraft = db.$client.prepare("insert into survey_responses (id, survey, step, answers, completed_at, created_at) values (?, ?, ?, ?, ?, ?)");
    const now = Date.now();
    const experienceOnly = JSON.stringify({ experience: "complete-beginner" });
    const twoSteps = JSON.stringify({ experience: "complete-beginner", timeCommitment: "5-10-hours" });
    insertDraft.run(crypto.randomUUID(), "booking", 2, experienceOnly, null, now);
    insertDraft.run(crypto.randomUUID(), "booking", 3, twoSteps, null, now);
    insertDraft.run(crypto.randomUUID(), "booking", 6, twoSteps, now, now);
    insertDraft.run(crypto.randomUUID(), "booking", 3, twoSteps, null, now - 8 * 86_400_000); // outside 7 days
    const after = funnel(7);
    expect(after.booking[0].answered - before.booking[0].answered).toBe(3);
    expect(after.booking[1].answered - before.booking[1].answered).toBe(2);
    expect(after.booking[1].reached).toBe(after.booking[0].answered);
    expect(after.booking[0].reached).toBeNull();
    expect(after.completedBookingSurveys - before.completedBookingSurveys).toBe(1);
    expect(funnel(30).booking[1].answered - funnel(7).booking[1].answered).toBeGreaterThanOrEqual(1);
    const fresh = funnel(7, new Date(now + 365 * 86_400_000));
    expect(fresh.booking.every((step) => step.answered === 0)).toBe(true);
    expect(fresh.conversionPercent).toBeNull();
  });
});

describe("leads for the admin", () => {
  it("lists a lead with its consent record, and retries a failed CRM delivery (audited)", async () => {
    const email = `lead-${Date.now()}@example.test`;
    submitWebinarLead(
      {
        firstName: "Lee",
        email,
        phone: "801-555-0199",
        experience: "complete-beginner",
        timeAvailable: "5-10-hours",
        investmentCapacity: "1000-5000",
        currentIncome: "under-30k",
        motivation: "extra-income",
        location: "Provo, UT",
      },
      { ip: "203.0.113.7", userAgent: "Phone", attribution: { utmSource: "facebook" } },
    );
    db.$client
      .prepare(
        "insert into outbox (kind, payload, idempotency_key, status, attempts, last_error, next_attempt_at) values ('crm', ?, ?, 'failed', 20, 'CRM answered 400', 0)",
      )
      .run(JSON.stringify({ event: "lead", body: { email } }), crypto.randomUUID());
    const lead = listLeads().find((candidate) => candidate.email === email)!;
    expect(lead).toMatchObject({ utmSource: "facebook", consent: { ip: "203.0.113.7" }, crm: { status: "failed", lastError: "CRM answered 400" } });
    const actor = {
      id: await createUser({ email: `retry-${Date.now()}@example.test`, password: "secret1", roles: ["super_admin"] }),
      email: "retry@example.test",
    };
    expect(retryCrmDelivery(actor, lead.crm!.id)).toBe(true);
    expect(sql("select status, attempts from outbox where id = ?", lead.crm!.id)[0]).toMatchObject({ attempts: 0 });
    expect(retryCrmDelivery(actor, lead.crm!.id)).toBe(false); // not failed any more
    expect(recentAudit(3).map((entry) => entry.action)).toContain("retry CRM delivery");
  });
});

describe("the leads CSV at scale", () => {
  it("lists more leads than SQLite takes parameters in one query (32,766)", () => {
    const insert = db.$client.prepare("insert into leads (first_name, email, phone, source) values ('Many', ?, '801-555-0100', 'webinar_survey')");
    db.$client.transaction(() => {
      for (let index = 0; index < 33_000; index++) insert.run(`many-${index}@example.test`);
    })();
    expect(listLeads(100_000).length).toBeGreaterThanOrEqual(33_000);
    // 33,000 inserts, each indexed for the lead search by its trigger: seconds on a busy machine.
  }, 30_000);
});
