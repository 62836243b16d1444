import { describe, expect, it } from "vitest";

// The calls studio on the real database: a host's hours are a draft the calendar does not
// offer until a super admin publishes them (a revision, in the audit log), a stale form is
// refused, exceptions (a day off, a vacation range) close those days, a booked call the new
// hours no longer hold is kept and listed, and a second host takes the calls that spread the
// week evenly.

process.env.CALL_BUFFER_MINUTES = "0";
process.env.MAX_CALLS_PER_DAY = "24";

const studio = await import("~/server/calls/host-studio.server");
const hosts = await import("~/server/calls/hosts.server");
const { availabilityFor, datesOffered } = await import("~/server/calls/availability.server");
const { createBooking } = await import("~/server/calls/bookings.server");
const { offeredDates } = await import("~/lib/calendar-dates");
const { recentAudit } = await import("~/server/platform/audit.server");
const { createUser } = await import("~/server/accounts/users.server");
const { db } = await import("~/server/platform/db.server");

const owner = { id: await createUser({ email: "hosts-owner@example.test", password: "secret1", roles: ["super_admin"] }), email: "hosts-owner@example.test" };
const editor = { id: await createUser({ email: "hosts-editor@example.test", password: "secret1", roles: ["admin"] }), email: "hosts-editor@example.test" };
await createUser({ email: "second-host@example.test", password: "secret1", roles: ["admin"] });

const zone = "America/Denver";
const sql = (query: string, ...params: unknown[]) => db.$client.prepare(query).all(...params) as Record<string, unknown>[];
const [, , , first, second, third] = offeredDates(new Date(), zone);
const offered = () => datesOffered(new Date(), zone);
const times = (date: string) => availabilityFor(date, zone)!.slots.map((slot) => slot.datetime);
let phone = 1000;
const book = (date: string, datetime: string, name: string) =>
  createBooking({ date, datetime, timezone: zone, name, email: `${name.toLowerCase().replace(/\W/g, "")}@example.test`, phone: `801-555-${phone++}` }, {});

describe("the calls studio", () => {
  it("seeds the first host from the environment: Monday to Friday 9-12 and 14-17 in Denver, the 15-minute buffer unless told", () => {
    const host = hosts.firstHost();
    expect(host.schedule).toMatchObject({
      timeZone: zone,
      weekly: {
        mon: [
          { start: "09:00", end: "12:00" },
          { start: "14:00", end: "17:00" },
        ],
        sat: [],
        sun: [],
      },
      callMinutes: 60,
      bufferMinutes: 0,
      takesCalls: true,
    });
  });

  it("drafts, refuses a stale form, publishes a day off and a vacation range, lists the booked call they leave outside, and restores", () => {
    const hostId = hosts.firstHost().id;
    const booked = book(first, times(first)[0], "Kept Caller");
    expect(booked.outcome).toBe("booked");
    const before = times(first).length;
    expect(before).toBeGreaterThan(0);

    expect(studio.addHostException(hostId, { from: first, to: first, ranges: [] }, 0, editor)).toEqual({ version: 1 });
    expect(studio.addHostException(hostId, { from: second, to: third, ranges: [] }, 0, owner)).toMatchObject({ stale: true, by: editor.email });
    expect(studio.addHostException(hostId, { from: second, to: third, ranges: [] }, 1, editor)).toEqual({ version: 2 });
    // A draft: still offered.
    expect(times(first)).toHaveLength(before);

    const published = studio.publishHost(hostId, owner);
    expect(published).toEqual({ revision: expect.any(Number) });
    // Days no host works are not offered at all.
    expect(offered()).not.toContain(first);
    expect(offered()).not.toContain(second);
    expect(offered()).not.toContain(third);
    expect(availabilityFor(first, zone)).toBeNull();
    expect(recentAudit(5).some((entry) => entry.action === "content.publish" && entry.target === `host-schedule ${hostId}`)).toBe(true);

    // The call booked before stays booked, and the studio shows it as outside the hours.
    expect(sql("select status from bookings where name = 'Kept Caller'")).toEqual([{ status: "scheduled" }]);
    expect(studio.callsOutsideHours(hosts.firstHost()).map((call) => call.name)).toEqual(["Kept Caller"]);

    const [latest, earlier] = studio.hostRevisions(hostId);
    expect(latest.summary).toContain(`added ${first}: off; ${second} to ${third}: off`);
    expect(earlier).toBeUndefined();
    // Removing the exceptions again, then restoring the publish that had them.
    expect(studio.removeHostException(hostId, 0, 3, editor)).toEqual({ version: 4 });
    expect(studio.removeHostException(hostId, 0, 4, editor)).toEqual({ version: 5 });
    studio.publishHost(hostId, owner);
    expect(times(first).length).toBeGreaterThan(0);
    expect(studio.callsOutsideHours(hosts.firstHost())).toEqual([]);
    studio.restoreHostRevision(latest.id, owner);
    expect(offered()).not.toContain(second);
    studio.restoreHostRevision(studio.hostRevisions(hostId)[1].id, owner);
    expect(times(second).length).toBeGreaterThan(0);
  });

  it("adds a second host, not taking calls until published; then a time both are free for goes to the one with fewer calls that week, a tie to the first added", () => {
    db.$client.exec("delete from bookings");
    const added = studio.addHost("Second-Host@example.test", owner);
    expect(added).toEqual({ hostId: expect.any(Number) });
    const secondId = (added as { hostId: number }).hostId;
    expect(studio.addHost("second-host@example.test", owner)).toEqual({ error: "This account is a host already." });
    expect(studio.addHost("nobody@example.test", owner)).toMatchObject({ error: expect.stringContaining("No account") });
    expect(hosts.offeredHosts().map((host) => host.id)).toEqual([hosts.firstHost().id]);

    const { current, draft } = studio.studioHost(secondId);
    expect(studio.saveHostSettings(secondId, { ...current, displayName: "Sam Second", takesCalls: true }, draft.version, editor)).toEqual({
      version: draft.version + 1,
    });
    studio.publishHost(secondId, owner);
    expect(hosts.offeredHosts().map((host) => host.schedule.displayName)).toEqual(["Your host", "Sam Second"]);

    // Both free: a tie (no calls this week) goes to the first host; the next time to the second, who has fewer.
    const [nine, ten] = times(second);
    expect(book(second, nine, "Tie Caller").outcome).toBe("booked");
    expect(book(second, ten, "Spread Caller").outcome).toBe("booked");
    // The same hour again: the first host is booked then, the second host is free.
    expect(book(second, nine, "Same Hour").outcome).toBe("booked");
    // A third time for nine o'clock: both hosts are busy.
    expect(book(second, nine, "Too Late")).toMatchObject({ outcome: "taken" });
    const byName = Object.fromEntries(sql("select name, host_id from bookings").map((row) => [row.name, row.host_id]));
    expect(byName).toEqual({ "Tie Caller": hosts.firstHost().id, "Spread Caller": secondId, "Same Hour": secondId });
    // Still offered while one host is free at that hour.
    expect(times(second)).not.toContain(nine);
  });
});

describe("the host's photo", () => {
  it("is drafted from an upload, shows beside the host's name on the booking page's times once published, and survives a settings save", async () => {
    const sharp = (await import("sharp")).default;
    const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#446688" } })
      .jpeg()
      .toBuffer();
    const hostId = hosts.firstHost().id;
    const { draft } = studio.studioHost(hostId);
    expect(await studio.draftHostPhoto(hostId, Buffer.from("<html>not a photo</html>"), draft.version, editor)).toMatchObject({ error: expect.any(String) });
    expect(await studio.draftHostPhoto(hostId, photo, draft.version, editor)).toEqual({ version: draft.version + 1 });
    const { current } = studio.studioHost(hostId);
    expect(studio.saveHostSettings(hostId, { ...current, photo: null, displayName: "Dave" }, draft.version + 1, editor)).toEqual({
      version: draft.version + 2,
    });
    studio.publishHost(hostId, owner);
    const [slot] = availabilityFor(third, zone)!.slots;
    expect(slot.host).toBe("Dave");
    expect(slot.hostPhoto).toMatch(/^\/uploads\/[0-9a-f]{16}-\d+w\.jpg$/);
  });
});
