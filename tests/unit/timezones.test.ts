import { describe, expect, it } from "vitest";
import { bookingTimezones, offeredZoneFor } from "~/lib/timezones";

const summer = new Date("2026-07-01T12:00:00Z");
const winter = new Date("2026-01-15T12:00:00Z");

describe("the offered zone for a browser's zone", () => {
  it("is the browser's own zone when it is offered", () => {
    expect(offeredZoneFor("Asia/Tokyo", bookingTimezones, summer)).toBe("Asia/Tokyo");
  });

  it("is the offered zone on the same clock, with the same daylight-saving rule", () => {
    // Boise keeps Mountain Time with daylight saving: Denver, in summer (when Phoenix differs) and in winter (when it does not).
    expect(offeredZoneFor("America/Boise", bookingTimezones, summer)).toBe("America/Denver");
    expect(offeredZoneFor("America/Boise", bookingTimezones, winter)).toBe("America/Denver");
    // Arizona's other zone keeps no daylight saving either: Phoenix, even in winter when Denver shares its clock.
    expect(offeredZoneFor("America/Creston", bookingTimezones, winter)).toBe("America/Phoenix");
    expect(offeredZoneFor("America/Detroit", bookingTimezones, summer)).toBe("America/New_York");
    expect(offeredZoneFor("America/Indiana/Knox", bookingTimezones, winter)).toBe("America/Chicago");
    expect(offeredZoneFor("America/Tijuana", bookingTimezones, summer)).toBe("America/Los_Angeles");
    expect(offeredZoneFor("Europe/Paris", bookingTimezones, summer)).toBe("Europe/Berlin");
    expect(offeredZoneFor("Europe/Lisbon", bookingTimezones, winter)).toBe("Europe/London");
  });

  it("is New York for a zone with no offered match or none the runtime knows", () => {
    expect(offeredZoneFor("Asia/Kolkata", bookingTimezones, summer)).toBe("America/New_York");
    expect(offeredZoneFor("Not/AZone", bookingTimezones, summer)).toBe("America/New_York");
  });
});
