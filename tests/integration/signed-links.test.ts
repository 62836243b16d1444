import { describe, expect, it, vi } from "vitest";

// Links e-mailed to act on one record without signing in: each kind lives as long as it is of
// use, and each kind has a key of its own, derived from SESSION_SECRET with HKDF, so raising one
// kind's generation (LINK_KEY_GENERATIONS) revokes that kind's links alone.

const DAY_MS = 24 * 60 * 60 * 1000;
const call = { id: 7, appointmentAt: new Date("2031-05-06T15:00:00Z") };
const tokenIn = (link: string, prefix: string) => link.split(prefix)[1];

describe("signed links", () => {
  it("each kind expires when it is of no more use", async () => {
    const links = await import("~/server/calls/booking-links.server");
    const { instalmentIdFromToken, instalmentPayPath, lapseDeadline } = await import("~/server/sales/instalment-schedule.server");
    const { addressFromUnsubscribeToken, unsubscribeLink } = await import("~/server/delivery/unsubscribe.server");
    const before = (date: Date) => new Date(date.getTime() - 1000);
    const after = (date: Date) => new Date(date.getTime() + 1000);

    // Managing a call: until it starts.
    const manage = tokenIn(links.manageBookingLink(call), "/my-call/");
    expect(links.bookingIdFromToken(manage, before(call.appointmentAt))).toBe(7);
    expect(links.bookingIdFromToken(manage, after(call.appointmentAt))).toBeNull();
    // Its calendar file: until the day after it.
    const calendar = links.calendarFileToken(call);
    const dayAfter = new Date(call.appointmentAt.getTime() + DAY_MS);
    expect(links.bookingIdFromCalendarFileToken(calendar, before(dayAfter))).toBe(7);
    expect(links.bookingIdFromCalendarFileToken(calendar, after(dayAfter))).toBeNull();
    // Booking again after missing it: 30 days.
    const again = tokenIn(links.bookAgainLink(call), "/book-again/");
    const month = new Date(call.appointmentAt.getTime() + 30 * DAY_MS);
    expect(links.bookingIdFromBookAgainToken(again, before(month))).toBe(7);
    expect(links.bookingIdFromBookAgainToken(again, after(month))).toBeNull();
    // Paying an instalment: until 90 days after the plan's lapse deadline.
    const dueAt = new Date("2031-05-01T00:00:00Z");
    const pay = tokenIn(instalmentPayPath({ id: 9, dueAt }), "/pay/");
    const payEnd = new Date(lapseDeadline(dueAt).getTime() + 90 * DAY_MS);
    expect(instalmentIdFromToken(pay, before(payEnd))).toBe(9);
    expect(instalmentIdFromToken(pay, after(payEnd))).toBeNull();
    // Unsubscribing: two years, in whole months from the month it was sent.
    const sentAt = new Date("2031-05-20T12:00:00Z");
    const unsubscribe = tokenIn(unsubscribeLink("Someone@Example.test", sentAt), "/unsubscribe/");
    expect(unsubscribeLink("someone@example.test", new Date("2031-05-01T00:00:00Z"))).toBe(unsubscribeLink("someone@example.test", sentAt));
    expect(addressFromUnsubscribeToken(unsubscribe, new Date("2033-05-31T23:59:00Z"))).toBe("someone@example.test");
    expect(addressFromUnsubscribeToken(unsubscribe, new Date("2033-06-01T00:00:01Z"))).toBeNull();
    // A kind's token is no other kind's.
    expect(links.bookingIdFromBookAgainToken(manage, before(call.appointmentAt))).toBeNull();
    expect(instalmentIdFromToken(manage, before(call.appointmentAt))).toBeNull();
  });

  it("raising one kind's key generation revokes that kind only; sessions stay", async () => {
    const now = new Date("2031-05-01T00:00:00Z");
    const { createUser } = await import("~/server/accounts/users.server");
    const { createSession } = await import("~/server/accounts/session.server");
    const userId = await createUser({ email: `links-${Date.now()}@example.test`, password: "links-password-1" });
    const cookie = (await createSession(new Request("http://127.0.0.1/"), userId)).split(";")[0];
    const first = await import("~/server/calls/booking-links.server");
    const manage = tokenIn(first.manageBookingLink(call), "/my-call/");
    const calendar = first.calendarFileToken(call);

    process.env.LINK_KEY_GENERATIONS = "manage-booking=2";
    vi.resetModules();
    try {
      const rotated = await import("~/server/calls/booking-links.server");
      expect(rotated.bookingIdFromToken(manage, now)).toBeNull();
      expect(rotated.bookingIdFromToken(tokenIn(rotated.manageBookingLink(call), "/my-call/"), now)).toBe(7);
      expect(rotated.bookingIdFromCalendarFileToken(calendar, now)).toBe(7);
      const session = await import("~/server/accounts/session.server");
      expect(await session.sessionUserId(new Request("http://127.0.0.1/", { headers: { Cookie: cookie } }))).toMatchObject({ userId });
    } finally {
      delete process.env.LINK_KEY_GENERATIONS;
      vi.resetModules();
    }
  });

  it("LINK_KEY_GENERATIONS names known kinds with whole numbers", async () => {
    const { parseEnv } = await import("~/server/platform/env.server");
    expect(parseEnv({ LINK_KEY_GENERATIONS: "manage-booking=2, unsubscribe=3" }).LINK_KEY_GENERATIONS).toEqual({ "manage-booking": 2, unsubscribe: 3 });
    expect(() => parseEnv({ LINK_KEY_GENERATIONS: "sessions=2" })).toThrow(/LINK_KEY_GENERATIONS:/);
  });
});
