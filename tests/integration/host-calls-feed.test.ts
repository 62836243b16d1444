import ICAL from "ical.js";
import { afterAll, describe, expect, it } from "vitest";

// Each host's booked calls as a calendar feed behind a private, revocable address: read back
// by a real RFC 5545 parser (ical.js) under TZ=UTC and another zone, each call at its booked
// instant with the visitor's name, answers and the manage link; a cancelled call leaves the
// feed; a renewed address turns the old one off.

process.env.CALL_BUFFER_MINUTES = "0";

const feed = await import("~/server/calls/host-calls-feed.server");
const hosts = await import("~/server/calls/hosts.server");
const { createBooking } = await import("~/server/calls/bookings.server");
const { cancelBooking } = await import("~/server/calls/booking-changes.server");
const { manageBookingLink } = await import("~/server/calls/booking-links.server");
const { availabilityFor } = await import("~/server/calls/availability.server");
const { offeredDates } = await import("~/lib/calendar-dates");
const { createUser } = await import("~/server/accounts/users.server");

const owner = {
  id: await createUser({ email: "calls-feed-owner@example.test", password: "secret1", roles: ["super_admin"] }),
  email: "calls-feed-owner@example.test",
};
const originalZone = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalZone;
});

const zone = "America/Chicago";
const tokenOf = (link: string) => link.split("/").at(-1)!;

function book(name: string, index: number) {
  const date = offeredDates(new Date(), zone)[3 + index];
  const slot = availabilityFor(date, zone)!.slots[0];
  const result = createBooking(
    { date, datetime: slot.datetime, timezone: zone, name, email: `${name.split(" ")[0].toLowerCase()}@example.test`, phone: `312-555-01${index}0` },
    { experience: "complete-beginner", motivation: "replace-income" },
  );
  if (result.outcome !== "booked") throw new Error(result.outcome);
  return result;
}

describe("the host's own feed of booked calls", () => {
  it("holds each call at its instant, read by ical.js under TZ=UTC and Asia/Kolkata; a cancelled call leaves it; a renewed address turns the old one off", () => {
    const host = hosts.firstHost();
    const kept = book("Casey Kept", 0);
    const cancelled = book("Drew Cancelled", 1);
    const link = feed.hostCallsFeedLink(host);
    expect(link).toMatch(/\/host-calendar\/[\w-]+\.[0-9a-z]+\.[\w-]{43}$/);

    for (const readerZone of ["UTC", "Asia/Kolkata"]) {
      process.env.TZ = readerZone;
      const calendar = new ICAL.Component(ICAL.parse(feed.hostCallsFeed(tokenOf(link))!));
      const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
      expect(events.map((event) => event.summary)).toEqual(["Strategy call: Casey Kept", "Strategy call: Drew Cancelled"]);
      const [first] = events;
      expect(first.startDate.toJSDate().getTime(), readerZone).toBe(kept.appointmentAt.getTime());
      expect(first.endDate.toJSDate().getTime() - first.startDate.toJSDate().getTime()).toBe(60 * 60 * 1000);
      expect(first.description).toContain("casey@example.test");
      expect(first.description).toContain("Replace my current income");
      expect(first.description).toContain(manageBookingLink({ id: kept.bookingId, appointmentAt: kept.appointmentAt }));
    }

    const manage = manageBookingLink({ id: cancelled.bookingId, appointmentAt: cancelled.appointmentAt });
    expect(cancelBooking(tokenOf(manage))).toEqual({ ok: true });
    const afterCancel = new ICAL.Component(ICAL.parse(feed.hostCallsFeed(tokenOf(link))!));
    expect(afterCancel.getAllSubcomponents("vevent").map((component) => component.getFirstPropertyValue("summary"))).toEqual(["Strategy call: Casey Kept"]);

    feed.renewHostCallsFeed(host.id, owner);
    expect(feed.hostCallsFeed(tokenOf(link))).toBeNull();
    const renewed = feed.hostCallsFeedLink(hosts.firstHost());
    expect(renewed).not.toBe(link);
    expect(feed.hostCallsFeed(tokenOf(renewed))).toContain("Casey Kept");
    // A token signed for another host id, or made up, is refused.
    expect(feed.hostCallsFeed(tokenOf(renewed).replace(/^[\w-]+/, Buffer.from(`99.1`).toString("base64url")))).toBeNull();
    expect(feed.hostCallsFeed("made-up")).toBeNull();
  });
});
