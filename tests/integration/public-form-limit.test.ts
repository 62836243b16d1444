import { describe, expect, it } from "vitest";
import { answerOf } from "../support/answer";

describe("public form rate limit (real SQLite store)", () => {
  it("refuses an address after its budget and tells it when to come back, without touching others", async () => {
    process.env.RATE_LIMIT_MULTIPLIER = "0.05"; // 60 posts per 10 minutes becomes 3
    const { consumeLimit } = await import("~/server/platform/rate-limit.server");
    for (let post = 0; post < 3; post++) expect((await consumeLimit("publicForm", "198.51.100.1")).allowed).toBe(true);
    const refused = await consumeLimit("publicForm", "198.51.100.1");
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(500);
    expect((await consumeLimit("publicForm", "198.51.100.2")).allowed).toBe(true);
  });
});

describe("the manage-call page's posts", () => {
  it("count against the same per-address budget, and past it the booker is told how to reach us", async () => {
    process.env.RATE_LIMIT_MULTIPLIER = "0.05";
    const { env } = await import("~/server/platform/env.server");
    const { manageBookingLink } = await import("~/server/calls/booking-links.server");
    const { db } = await import("~/server/platform/db.server");
    const route = await import("~/routes/_calls+/my-call.$token");
    const appointmentAt = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
    const { id } = db.$client
      .prepare(
        "insert into bookings (name, email, phone, phone_digits, appointment_at, timezone) values ('Riley', 'riley@example.test', '801-555-0123', '8015550123', ?, 'America/Chicago') returning id",
      )
      .get(appointmentAt.getTime()) as { id: number };
    const token = manageBookingLink({ id, appointmentAt }).split("/my-call/")[1];
    const post = async (clientAddress: string) => {
      const request = new Request(`http://127.0.0.1/my-call/${token}`, {
        method: "POST",
        body: new URLSearchParams({ intent: "move", date: "2001-01-01", datetime: "2001-01-01T15:00:00.000Z" }),
      });
      return answerOf<{ error: string }>(await route.action({ request, params: { token }, context: { clientAddress } }));
    };
    for (let attempt = 0; attempt < 3; attempt++) expect((await post("198.51.100.3")).status).toBe(409);
    const refused = await post("198.51.100.3");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(refused.body.error).toBe(
      `Too many changes from your connection. Please try again in a few minutes, or call us at ${env.SUPPORT_PHONE} or e-mail ${env.SUPPORT_EMAIL}.`,
    );
    expect((await post("198.51.100.4")).status).toBe(409);
  });
});
