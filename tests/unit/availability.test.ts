import { describe, expect, it } from "vitest";
import { dateInZone, offeredDates } from "~/lib/calendar-dates";
import type { HostSchedule } from "~/lib/host-schedule";
import { datesOffered, slotsForDate, type HostCalendar } from "~/server/calls/availability.server";
import { firstHostSchedule } from "~db/seed";

type Hours = { timeZone: string; hours: number[]; minNoticeHours: number; bufferMinutes: number; maxCallsPerDay: number };
/** A host as the environment used to describe one: whole hours Monday to Friday (the first host's seed). */
const hostOf = (hours: Hours, changes: Partial<HostSchedule> = {}): HostCalendar => ({
  id: 1,
  schedule: { ...firstHostSchedule({ ...hours, changeCutoffHours: 4 }), ...changes },
  busy: [],
});
const denver: Hours = { timeZone: "America/Denver", hours: [9, 10, 11, 14, 15, 16], minNoticeHours: 2, bufferMinutes: 0, maxCallsPerDay: 6 };
const longAgo = new Date("2020-01-01T00:00:00Z");
const none = new Set<number>();
const calls = (booked: ReadonlySet<number>, hostId = 1) => [...booked].map((start) => ({ hostId, start, end: start + 3_600_000 }));
const times = (date: string, zone: string, host: Hours | HostCalendar = denver, now = longAgo, booked: ReadonlySet<number> = none) =>
  slotsForDate(["id" in host ? host : hostOf(host)], date, zone, now, calls(booked)).map((slot) => slot.time);
const instants = (date: string, zone: string, host: Hours = denver) => slotsForDate([hostOf(host)], date, zone, longAgo, []).map((slot) => slot.datetime);

describe("offeredDates", () => {
  it("offers 3 weekdays from tomorrow and 5 weekdays from a week out", () => {
    // Wednesday 2026-11-18, noon in New York
    const dates = offeredDates(new Date("2026-11-18T17:00:00Z"), "America/New_York");
    expect(dates).toEqual([
      "2026-11-19",
      "2026-11-20",
      "2026-11-23", // Thu, Fri, (weekend skipped) Mon
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-30",
      "2026-12-01",
    ]);
  });

  it("counts days in the visitor's zone, not the server's", () => {
    // 2026-11-20 02:00 UTC is still Thursday evening in Los Angeles but Friday in Tokyo
    const now = new Date("2026-11-20T02:00:00Z");
    expect(offeredDates(now, "America/Los_Angeles")[0]).toBe("2026-11-20");
    expect(offeredDates(now, "Asia/Tokyo")[0]).toBe("2026-11-23");
  });

  it("never offers a weekend and always offers 8 dates", () => {
    for (let day = 0; day < 14; day++) {
      const dates = offeredDates(new Date(Date.UTC(2026, 10, 1 + day, 15)), "Europe/London");
      expect(dates).toHaveLength(8);
      for (const date of dates) expect([0, 6]).not.toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
    }
  });
});

describe("slotsForDate", () => {
  it("shows the host's hours in the host's own zone", () => {
    expect(times("2026-12-01", "America/Denver")).toEqual(["9:00 AM MST", "10:00 AM MST", "11:00 AM MST", "2:00 PM MST", "3:00 PM MST", "4:00 PM MST"]);
  });

  it("converts to New York in winter (2 hours ahead of Denver)", () => {
    expect(times("2026-12-01", "America/New_York")[0]).toBe("11:00 AM EST");
  });

  it("walks the US spring-forward change: Denver 9 AM is 16:00 UTC before and 15:00 UTC after", () => {
    expect(instants("2026-03-06", "America/Denver")[0]).toBe("2026-03-06T16:00:00.000Z");
    expect(instants("2026-03-09", "America/Denver")[0]).toBe("2026-03-09T15:00:00.000Z");
  });

  it("walks the US fall-back change", () => {
    expect(instants("2026-10-30", "America/Denver")[0]).toBe("2026-10-30T15:00:00.000Z");
    expect(instants("2026-11-02", "America/Denver")[0]).toBe("2026-11-02T16:00:00.000Z");
  });

  it("handles the weeks when the US and EU clocks disagree (London sees the gap move)", () => {
    // 2026-03-09 to 03-27: US on summer time, UK not yet: Denver 9 AM = 15:00 London
    expect(times("2026-03-10", "Europe/London")[0]).toBe("3:00 PM GMT");
    // After 2026-03-29 the UK is on BST too: 9 AM Denver = 4 PM London
    expect(times("2026-03-30", "Europe/London")[0]).toBe("4:00 PM GMT+1");
    // EU ends summer time 2026-10-25, US on 2026-11-01: one week with a 7-hour gap
    expect(times("2026-10-27", "Europe/Berlin")[0]).toBe("4:00 PM GMT+1");
    // ...and from 11-01 the gap is 8 hours again; Monday's 4 PM Denver slot lands at Tuesday midnight
    expect(times("2026-11-03", "Europe/Berlin")).toEqual([
      "12:00 AM GMT+1",
      "5:00 PM GMT+1",
      "6:00 PM GMT+1",
      "7:00 PM GMT+1",
      "10:00 PM GMT+1",
      "11:00 PM GMT+1",
    ]);
  });

  it("keeps Phoenix, Honolulu and Tokyo steady: they have no daylight saving", () => {
    const phoenixHost: Hours = { ...denver, timeZone: "America/Phoenix" };
    expect(instants("2026-03-06", "America/Phoenix", phoenixHost)[0]).toBe("2026-03-06T16:00:00.000Z");
    expect(instants("2026-03-09", "America/Phoenix", phoenixHost)[0]).toBe("2026-03-09T16:00:00.000Z");
    // From Denver's point of view Phoenix moves by an hour across the change
    expect(times("2026-03-06", "America/Phoenix")[0]).toBe("9:00 AM MST");
    expect(times("2026-03-09", "America/Phoenix")[0]).toBe("8:00 AM MST");
    expect(times("2026-07-07", "Pacific/Honolulu")[0]).toBe("5:00 AM HST");
    expect(times("2026-12-01", "Pacific/Honolulu")[0]).toBe("6:00 AM HST");
  });

  it("moves slots to the next calendar day for Tokyo and Sydney", () => {
    // Denver Monday 9 AM-4 PM (winter) is Tuesday 1 AM-8 AM in Tokyo
    expect(times("2026-12-01", "Asia/Tokyo")).toEqual(["1:00 AM GMT+9", "2:00 AM GMT+9", "3:00 AM GMT+9", "6:00 AM GMT+9", "7:00 AM GMT+9", "8:00 AM GMT+9"]);
    // A Tokyo Monday falls on the host's Sunday: nothing to offer
    expect(times("2026-11-30", "Asia/Tokyo")).toEqual([]);
    for (const slot of instants("2026-12-01", "Australia/Sydney")) expect(dateInZone(new Date(slot), "Australia/Sydney")).toBe("2026-12-01");
  });

  it("leaves out booked slots and slots inside the minimum notice", () => {
    const booked = new Set([Date.parse("2026-12-01T17:00:00Z")]); // 10 AM Denver
    expect(times("2026-12-01", "America/Denver", denver, longAgo, booked)).not.toContain("10:00 AM MST");
    const now = new Date("2026-12-01T17:30:00Z"); // 10:30 AM Denver: 11 AM is inside the 2-hour notice
    expect(times("2026-12-01", "America/Denver", denver, now)).toEqual(["2:00 PM MST", "3:00 PM MST", "4:00 PM MST"]);
  });

  it("keeps the buffer free around every booked call: with 15 minutes, the hour before and after a call are not offered", () => {
    const booked = new Set([Date.parse("2026-12-01T17:00:00Z")]); // 10 AM Denver
    const buffered = { ...denver, bufferMinutes: 15 };
    expect(times("2026-12-01", "America/Denver", buffered, longAgo, booked)).toEqual(["2:00 PM MST", "3:00 PM MST", "4:00 PM MST"]);
    expect(times("2026-12-01", "America/Denver", denver, longAgo, booked)).toEqual([
      "9:00 AM MST",
      "11:00 AM MST",
      "2:00 PM MST",
      "3:00 PM MST",
      "4:00 PM MST",
    ]);
  });

  it("offers nothing more on a host day that has its most calls, also to a visitor whose day it only touches", () => {
    const booked = new Set(["2026-12-01T16:00:00Z", "2026-12-01T21:00:00Z"].map(Date.parse)); // 9 AM and 2 PM Denver
    const twoADay = { ...denver, maxCallsPerDay: 2 };
    expect(times("2026-12-01", "America/Denver", twoADay, longAgo, booked)).toEqual([]);
    expect(times("2026-12-02", "America/Denver", twoADay, longAgo, booked)).toHaveLength(6);
    // Tokyo's Wednesday morning is Denver's Tuesday: nothing of it is offered either.
    expect(times("2026-12-02", "Asia/Tokyo", twoADay, longAgo, booked)).toEqual([]);
    expect(times("2026-12-02", "Asia/Tokyo", denver, longAgo, booked)).toHaveLength(4);
  });
});

describe("shortDateTimeInZone (admin lists)", () => {
  it("prints the instant in the zone, with the zone's name when asked", async () => {
    const { shortDateTimeInZone } = await import("~/lib/calendar-dates");
    const instant = new Date("2026-12-01T17:00:00Z");
    expect(shortDateTimeInZone(instant, "America/Denver")).toBe("Dec 1, 2026, 10:00 AM");
    expect(shortDateTimeInZone(instant, "America/New_York", true)).toBe("Dec 1, 2026, 12:00 PM EST");
  });
});

describe("weekly hours, exceptions and several hosts", () => {
  const weekdays = hostOf(denver);
  const schedule = weekdays.schedule;

  it("a day off on one date (an exception with no hours) offers nothing that day, the next day as usual", () => {
    const host = hostOf(denver, { exceptions: [{ from: "2026-12-01", to: "2026-12-01", ranges: [] }] });
    expect(times("2026-12-01", "America/Denver", host)).toEqual([]);
    expect(times("2026-12-02", "America/Denver", host)).toHaveLength(6);
  });

  it("a vacation range blocks every day from–to in one entry; different hours on one date inside it win when added later", () => {
    const host = hostOf(denver, {
      exceptions: [
        { from: "2026-12-07", to: "2026-12-11", ranges: [] },
        { from: "2026-12-09", to: "2026-12-09", ranges: [{ start: "13:00", end: "14:30" }] },
      ],
    });
    for (const date of ["2026-12-07", "2026-12-08", "2026-12-10", "2026-12-11"]) expect(times(date, "America/Denver", host)).toEqual([]);
    expect(times("2026-12-09", "America/Denver", host)).toEqual(["1:00 PM MST"]);
    expect(times("2026-12-14", "America/Denver", host)).toHaveLength(6);
  });

  it("ranges are cut into calls of the host's length; a weekend day with hours is offered", () => {
    const host = hostOf(denver, {
      callMinutes: 45,
      weekly: { ...schedule.weekly, sat: [{ start: "10:00", end: "12:00" }] },
    });
    expect(times("2026-12-05", "America/Denver", host)).toEqual(["10:00 AM MST", "10:45 AM MST"]);
  });

  it("an exception's hours follow the host's clock across a daylight-saving change", () => {
    const host = hostOf(denver, {
      exceptions: [
        { from: "2026-03-06", to: "2026-03-06", ranges: [{ start: "08:30", end: "09:30" }] },
        { from: "2026-03-09", to: "2026-03-09", ranges: [{ start: "08:30", end: "09:30" }] },
      ],
    });
    expect(slotsForDate([host], "2026-03-06", "UTC", longAgo, []).map((slot) => slot.datetime)).toEqual(["2026-03-06T15:30:00.000Z"]);
    expect(slotsForDate([host], "2026-03-09", "UTC", longAgo, []).map((slot) => slot.datetime)).toEqual(["2026-03-09T14:30:00.000Z"]);
  });

  it("two hosts: the visitor sees the union; a slot stays offered while either host is free", () => {
    const morning = hostOf(denver, { weekly: { ...schedule.weekly, tue: [{ start: "09:00", end: "11:00" }] } });
    const afternoon = {
      ...hostOf({ ...denver, timeZone: "America/New_York" }, { weekly: { ...schedule.weekly, tue: [{ start: "12:00", end: "14:00" }] } }),
      id: 2,
    };
    // New York noon and 1 PM are Denver 10 and 11 AM.
    expect(slotsForDate([morning, afternoon], "2026-12-01", "America/Denver", longAgo, []).map((slot) => slot.time)).toEqual([
      "9:00 AM MST",
      "10:00 AM MST",
      "11:00 AM MST",
    ]);
    const tenAm = Date.parse("2026-12-01T17:00:00Z");
    const oneBooked = [{ hostId: 1, start: tenAm, end: tenAm + 3_600_000 }];
    expect(slotsForDate([morning, afternoon], "2026-12-01", "America/Denver", longAgo, oneBooked).map((slot) => slot.time)).toEqual([
      "9:00 AM MST",
      "10:00 AM MST",
      "11:00 AM MST",
    ]);
    const bothBooked = [...oneBooked, { hostId: 2, start: tenAm, end: tenAm + 3_600_000 }];
    expect(slotsForDate([morning, afternoon], "2026-12-01", "America/Denver", longAgo, bothBooked).map((slot) => slot.time)).toEqual([
      "9:00 AM MST",
      "11:00 AM MST",
    ]);
  });

  it("a busy time of the host's own calendar removes every slot it overlaps, and only those", () => {
    const host = { ...weekdays, busy: [{ start: Date.parse("2026-12-01T17:30:00Z"), end: Date.parse("2026-12-01T18:15:00Z") }] };
    expect(times("2026-12-01", "America/Denver", host)).toEqual(["9:00 AM MST", "2:00 PM MST", "3:00 PM MST", "4:00 PM MST"]);
  });

  it("the host's buffer keeps a call clear of a busy time of their own calendar too", () => {
    // Busy 1:00-1:50 PM Denver: the 2:00 PM call would start 10 minutes after it.
    const busy = [{ start: Date.parse("2026-12-01T20:00:00Z"), end: Date.parse("2026-12-01T20:50:00Z") }];
    expect(times("2026-12-01", "America/Denver", { ...weekdays, busy })).toContain("2:00 PM MST");
    const buffered = { ...hostOf({ ...denver, bufferMinutes: 15 }), busy };
    expect(times("2026-12-01", "America/Denver", buffered)).toEqual(["9:00 AM MST", "10:00 AM MST", "11:00 AM MST", "3:00 PM MST", "4:00 PM MST"]);
  });
});

describe("the dates offered follow the hosts' hours", () => {
  const weekdays = hostOf(denver);
  const schedule = weekdays.schedule;
  // Wednesday 2026-11-18, noon in Denver.
  const now = new Date("2026-11-18T19:00:00Z");

  it("weekday hours give the 3 + 5 weekdays of the booking page", () => {
    expect(datesOffered(now, "America/Denver", [weekdays])).toEqual(offeredDates(now, "America/Denver"));
  });

  it("a host's Saturday hours make Saturdays bookable", () => {
    const saturdays = hostOf(denver, { weekly: { ...schedule.weekly, sat: [{ start: "10:00", end: "12:00" }] } });
    expect(datesOffered(now, "America/Denver", [saturdays])).toEqual([
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-30",
    ]);
  });

  it("a visitor far ahead of the host is offered the day the host's afternoon falls on, a Saturday in Tokyo", () => {
    // Friday 4 PM in Denver is Saturday 8 AM in Tokyo.
    expect(datesOffered(now, "Asia/Tokyo", [weekdays])).toContain("2026-11-21");
    expect(datesOffered(now, "Asia/Tokyo", [weekdays])).not.toContain("2026-11-22");
  });

  it("a week every host is away is skipped, and with no hours at all nothing is offered", () => {
    const away = hostOf(denver, { exceptions: [{ from: "2026-11-25", to: "2026-12-01", ranges: [] }] });
    expect(datesOffered(now, "America/Denver", [away]).slice(3)).toEqual(["2026-12-02", "2026-12-03", "2026-12-04", "2026-12-07", "2026-12-08"]);
    const never = hostOf(denver, { weekly: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] } });
    expect(datesOffered(now, "America/Denver", [never])).toEqual([]);
  });
});
