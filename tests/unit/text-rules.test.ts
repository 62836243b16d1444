import { describe, expect, it } from "vitest";
import { businessSettingRules } from "~/server/platform/business-setting-rules.server";
import { countryForLocation, textableNumber, zoneOfNumber } from "~/server/delivery/phone-numbers.server";
import { isQuietHour, lastMinuteBeforeQuietHours, placeOutsideQuietHours, quietHoursEnd } from "~/server/delivery/quiet-hours.server";
import { keywordOf } from "~/server/delivery/text-replies.server";

// The rules of texting that need no clock but the test's: which replies are keywords, when
// quiet hours hold on the recipient's clock (daylight saving included), and which numbers
// can take a text, in E.164.

describe("keywords", () => {
  it("the opt-out, opt-in and help words, whatever their case and spacing", () => {
    for (const word of ["STOP", "stop", " Stop ", "s t o p", "STOPALL", "unsubscribe", "Cancel", "END", "quit\n"])
      expect(keywordOf(word), word).toBe("opt-out");
    for (const word of ["START", "start", "Unstop", "UN STOP"]) expect(keywordOf(word), word).toBe("opt-in");
    for (const word of ["HELP", "help", " Help "]) expect(keywordOf(word), word).toBe("help");
  });

  it("a sentence holding a keyword is a reply for a person, not a keyword", () => {
    for (const reply of ["Please stop calling at 9", "Can I start later?", "I need help choosing a time", "STOP!", "stopp", ""])
      expect(keywordOf(reply), reply).toBeNull();
  });
});

describe("quiet hours", () => {
  const at = (iso: string) => new Date(iso);

  it("hold from 21:00 to 8:00 on the recipient's clock, not the server's", () => {
    // 02:30 UTC: 21:30 the evening before in New York (EST), 18:30 in Los Angeles, 12:30 in Sydney (AEDT).
    const instant = at("2027-01-15T02:30:00Z");
    expect(isQuietHour(instant, "America/New_York")).toBe(true);
    expect(isQuietHour(instant, "America/Los_Angeles")).toBe(false);
    expect(isQuietHour(instant, "Australia/Sydney")).toBe(false);
    expect(isQuietHour(at("2027-01-15T12:59:00Z"), "America/New_York")).toBe(true); // 07:59
    expect(isQuietHour(at("2027-01-15T13:00:00Z"), "America/New_York")).toBe(false); // 08:00
    expect(isQuietHour(at("2027-01-16T01:59:00Z"), "America/New_York")).toBe(false); // 20:59
    expect(isQuietHour(at("2027-01-16T02:00:00Z"), "America/New_York")).toBe(true); // 21:00
  });

  it("end at 8:00 by the local clock across a change to daylight saving time, and begin at 21:00 across the change back", () => {
    // New York springs forward at 2:00 on March 14, 2027: 8:00 that morning is 12:00 UTC (EDT), not 13:00.
    expect(quietHoursEnd(at("2027-03-14T05:00:00Z"), "America/New_York")).toEqual(at("2027-03-14T12:00:00Z"));
    // The evening before (EST), quiet hours run to 8:00 EDT the next morning.
    expect(quietHoursEnd(at("2027-03-14T03:00:00Z"), "America/New_York")).toEqual(at("2027-03-14T12:00:00Z"));
    // Back to standard time on November 7, 2027: 20:59 that evening is 01:59 UTC the next day.
    expect(lastMinuteBeforeQuietHours(at("2027-11-08T03:00:00Z"), "America/New_York")).toEqual(at("2027-11-08T01:59:00Z"));
    // Sydney's clocks go back on April 4, 2027 (AEDT to AEST): 8:00 on April 5 is 22:00 UTC on the 4th.
    expect(quietHoursEnd(at("2027-04-04T12:00:00Z"), "Australia/Sydney")).toEqual(at("2027-04-04T22:00:00Z"));
  });

  it("a text due in them waits for 8:00, or goes at 20:59 the evening before when 8:00 is too late, or not at all", () => {
    const now = at("2027-01-14T15:00:00Z");
    // Due 05:00 in New York for a call at 11:00: held until 08:00.
    expect(placeOutsideQuietHours(at("2027-01-15T10:00:00Z"), "America/New_York", { deadline: at("2027-01-15T16:00:00Z"), now })).toEqual({
      at: at("2027-01-15T13:00:00Z"),
      moved: "deferred",
    });
    // Due 04:00 in Honolulu for a call at 06:00: 08:00 is after the call, so 20:59 the evening before.
    expect(placeOutsideQuietHours(at("2027-01-15T14:00:00Z"), "Pacific/Honolulu", { deadline: at("2027-01-15T16:00:00Z"), now })).toEqual({
      at: at("2027-01-15T06:59:00Z"),
      moved: "early",
    });
    // The same, but the evening before has passed already: not sent.
    expect(
      placeOutsideQuietHours(at("2027-01-15T14:00:00Z"), "Pacific/Honolulu", { deadline: at("2027-01-15T16:00:00Z"), now: at("2027-01-15T08:00:00Z") }),
    ).toEqual({ skip: "quiet hours last until after it starts" });
    // Outside quiet hours: as due.
    expect(placeOutsideQuietHours(at("2027-01-15T15:00:00Z"), "America/New_York", { deadline: null, now })).toEqual({
      at: at("2027-01-15T15:00:00Z"),
      moved: null,
    });
  });
});

describe("phone numbers", () => {
  it("are made E.164 in the country of the survey's location, however they were typed", () => {
    expect(textableNumber("(801) 555-0142", "US")).toEqual({ ok: true, e164: "+18015550142" });
    expect(textableNumber("801.555.0142", "US")).toEqual({ ok: true, e164: "+18015550142" });
    expect(textableNumber("+1 416 555 1234", "GB")).toEqual({ ok: true, e164: "+14165551234" });
    expect(textableNumber("0412 345 678", countryForLocation("australia"))).toEqual({ ok: true, e164: "+61412345678" });
    expect(textableNumber("07400 123456", countryForLocation("uk-europe"))).toEqual({ ok: true, e164: "+447400123456" });
    expect(countryForLocation("Phoenix, AZ")).toBe("US");
    expect(countryForLocation("usa-canada")).toBe("US");
  });

  it("a number that cannot take texts is refused with why", () => {
    expect(textableNumber("020 7946 0958", "GB")).toEqual({ ok: false, reason: "not a mobile number: a landline" });
    expect(textableNumber("800-555-1234", "US")).toEqual({ ok: false, reason: "not a mobile number: a toll-free number" });
    expect(textableNumber("555-0142", "US")).toEqual({ ok: false, reason: "not a valid phone number in US" });
    expect(textableNumber("+44 7700 900", "US")).toEqual({ ok: false, reason: "not a valid phone number" });
  });

  it("an area code names a time zone when its clocks agree, else none", async () => {
    expect(await zoneOfNumber("+18015550142")).toBe("America/Denver");
    expect(await zoneOfNumber("+12125551234")).toBe("America/New_York");
    expect(await zoneOfNumber("+447400123456")).toMatch(/^Europe\//);
    expect(await zoneOfNumber("+18005551234")).toBeNull(); // toll-free: the whole continent
  });
});

describe("the text box in a survey's post", () => {
  it("ticked posts yes; unticked posts nothing, which is an answer of its own and replaces an earlier yes", async () => {
    const { pickAnswers } = await import("~/lib/survey-definition");
    const { webinarSurvey } = await import("~/lib/webinar-survey");
    const ticked = new FormData();
    ticked.set("phone", "801-555-0142");
    ticked.set("smsConsent", "yes");
    expect(pickAnswers(webinarSurvey, ticked)).toMatchObject({ phone: "801-555-0142", smsConsent: "yes" });
    const unticked = new FormData();
    unticked.set("phone", "801-555-0142");
    expect(pickAnswers(webinarSurvey, unticked)).toMatchObject({ smsConsent: "" });
    // A draft's answers (not a post) keep what they hold.
    expect(pickAnswers(webinarSurvey, { phone: "801-555-0142" })).not.toHaveProperty("smsConsent");
  });
});

describe("settings", () => {
  it("Twilio is all three settings or none, and the text reminder is whole hours or none", async () => {
    const { parseEnv } = await import("~/server/platform/env.server");
    const account = { TWILIO_ACCOUNT_SID: `AC${"0".repeat(32)}`, TWILIO_AUTH_TOKEN: "0123456789abcdef0123", TWILIO_FROM: "+15005550006" };
    expect(parseEnv(account)).toMatchObject(account);
    expect(parseEnv({ ...account, TWILIO_FROM: undefined, TWILIO_MESSAGING_SERVICE_SID: `MG${"0".repeat(32)}` })).toMatchObject({
      TWILIO_MESSAGING_SERVICE_SID: `MG${"0".repeat(32)}`,
    });
    expect(() => parseEnv({ TWILIO_ACCOUNT_SID: account.TWILIO_ACCOUNT_SID })).toThrow(/TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and a sender .* go together/);
    expect(() => parseEnv({ ...account, TWILIO_FROM: "801-555-0142" })).toThrow(/TWILIO_FROM: must be your Twilio number in E\.164/);
    const textReminder = businessSettingRules.CALL_TEXT_REMINDER_HOURS;
    expect(textReminder.rule.parse(textReminder.defaultValue)).toBe(2);
    expect(textReminder.rule.parse("none")).toBeNull();
    expect(() => parseEnv({ CALL_TEXT_REMINDER_HOURS: "0" })).toThrow(/CALL_TEXT_REMINDER_HOURS/);
  });
});
