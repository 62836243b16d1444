import { afterEach, describe, expect, it } from "vitest";
import { dateInZone, whenInZone } from "~/lib/calendar-dates";
import { checkText, findTextUnit } from "~/lib/site-texts";
import { yearLike } from "../support/calendar-year";

// The words of the texts about a call and the webinar are the owner's (the studio's text
// units): the sender reads the published words, starts them with the published business name
// and ends them with the system's link. On a machine without Twilio every text lands in the
// built-in text outbox (the text_messages log), which is what these tests read.

process.env.HOST_HOURS = "0,9,10,11,14,15,16";
process.env.CALL_BUFFER_MINUTES = "0";
process.env.MAX_CALLS_PER_DAY = "24";
process.env.BOOKINGS_PER_HOUR = "100";

const { createBooking } = await import("~/server/calls/bookings.server");
const { manageBookingLink } = await import("~/server/calls/booking-links.server");
const { handleInboundText } = await import("~/server/delivery/text-replies.server");
const { sampleTextMessage, sendTestText, textSegments } = await import("~/server/delivery/text-wording.server");
const sites = await import("~/server/platform/site-texts.server");
const { createUser } = await import("~/server/accounts/users.server");
const { db } = await import("~/server/platform/db.server");

const YEAR = yearLike(2027);
const START = new Date(`${YEAR}-03-17T16:00:00Z`);
const NOW = new Date(`${YEAR}-03-10T15:00:00Z`);
const sql = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => db.$client.prepare(query).all(...params) as T[];
const textsTo = (phone: string) => sql<{ kind: string; body: string }>("select kind, body from text_messages where to_phone = ? order by id", phone);
const actor = { id: await createUser({ email: "texts-owner@example.test", password: "secret1", roles: ["super_admin"] }), email: "texts-owner@example.test" };

let serial = 0;
function bookWithTexts(phone: string) {
  serial++;
  const result = createBooking(
    {
      date: dateInZone(START, "America/New_York"),
      datetime: START.toISOString(),
      timezone: "America/New_York",
      name: `Texter ${serial}`,
      email: `texter${serial}@example.test`,
      phone,
    },
    { experience: "complete-beginner", location: "usa-canada" },
    NOW,
    null,
    { ticked: true, ip: "203.0.113.9", userAgent: "Test" },
  );
  if (result.outcome !== "booked") throw new Error(`not booked: ${result.outcome}`);
  return result.bookingId;
}

function publish(key: string, value: Record<string, string>) {
  const check = checkText(findTextUnit(key)!, { ...(sites.publishedText(key) as Record<string, string>), ...value });
  if (!check.ok) throw new Error(JSON.stringify(check.errors));
  sites.saveTextDraft(key, check.value, sites.studioText(key).draft.version, actor);
  expect(sites.publishText(key, actor)).toHaveProperty("revision");
}

const publishedBefore = new Map(["company", "text.booking-confirmation"].map((key) => [key, sites.publishedText(key) as Record<string, string>]));

afterEach(() => {
  for (const [key, value] of publishedBefore) if (JSON.stringify(sites.publishedText(key)) !== JSON.stringify(value)) publish(key, value);
  db.$client.exec(
    "delete from scheduled_texts; delete from text_messages; delete from text_consents; delete from text_replies; delete from outbox; delete from mail; delete from call_reminders; delete from bookings",
  );
});

describe("the texts' words", () => {
  it("until the owner publishes words, the confirmation says what it always said", () => {
    const id = bookWithTexts("(212) 555-0141");
    expect(textsTo("+12125550141")).toEqual([
      {
        kind: "confirmation",
        body: `Chip Repair Academy: your free strategy call is booked for ${whenInZone(START, "America/New_York")}. Move or cancel: ${manageBookingLink({ id, appointmentAt: START })} Reply STOP to opt out.`,
      },
    ]);
  });

  it("the published words and business name are what the next booker gets; the link and the opt-out line stay the system's", () => {
    publish("text.booking-confirmation", { body: "we'll talk on {{callTime}}.\nNeed another time? Tap:" });
    publish("company", { name: "Windshield Pros" });
    const id = bookWithTexts("(212) 555-0142");
    expect(textsTo("+12125550142")[0]!.body).toBe(
      `Windshield Pros: we'll talk on ${whenInZone(START, "America/New_York")}. Need another time? Tap: ${manageBookingLink({ id, appointmentAt: START })} Reply STOP to opt out.`,
    );
  });

  it("a placeholder the text does not know is refused by name, and a text's words have a length limit", () => {
    const unit = findTextUnit("text.call-reminder")!;
    expect(checkText(unit, { body: "see you {{callDate}}" })).toEqual({
      ok: false,
      errors: { body: "Unknown placeholder {{callDate}}: this message knows {{startsIn}}, {{callTime}}." },
    });
    expect(checkText(unit, { body: "x".repeat(301) })).toMatchObject({ ok: false, errors: { body: "Keep it under 300 characters" } });
    expect(checkText(findTextUnit("text.book-again")!, { body: "pick a time, {{firstName}}:" })).toMatchObject({
      ok: false,
      errors: { body: "Unknown placeholder {{firstName}}: this text takes no placeholders." },
    });
  });

  it("HELP, STOP and START are answered in the carriers' terms, with the business's name and contact as published", () => {
    publish("company", { name: "Windshield Pros", supportEmail: "help@windshield.example", supportPhone: "(801) 555-0100" });
    handleInboundText({ from: "+12125550143", body: "help", sid: "SM-help-1" }, NOW);
    expect(textsTo("+12125550143")).toEqual([
      {
        kind: "help",
        body: "Windshield Pros: help with your training or call: e-mail help@windshield.example or call (801) 555-0100. Msg & data rates may apply. Reply STOP to opt out.",
      },
    ]);
  });
});

describe("the studio's preview and test", () => {
  it("the preview fills the sample values and a sample link, and counts the messages a text is sent as", () => {
    const text = sampleTextMessage("text.call-reminder", sites.publishedText("text.call-reminder"));
    expect(text).toMatch(
      /^Chip Repair Academy: reminder, your strategy call starts in 1 hour \(Tuesday, December 1, 2026 at 10:00 AM EST\)\. Can't make it\? http.*\/my-call\/sample-link$/,
    );
    expect(textSegments("a".repeat(160))).toEqual({ characters: 160, segments: 1, plain: true });
    expect(textSegments("a".repeat(161))).toEqual({ characters: 161, segments: 2, plain: true });
    expect(textSegments(`${"a".repeat(158)}€`)).toEqual({ characters: 160, segments: 1, plain: true });
    expect(textSegments("we’ll talk")).toEqual({ characters: 10, segments: 1, plain: false });
    expect(textSegments(`${"a".repeat(70)}’`)).toEqual({ characters: 71, segments: 2, plain: false });
  });

  it("send me a test: a number that cannot take texts is refused with why; the admin's own mobile gets the sample, marked, with no consent asked", () => {
    expect(sendTestText("text.book-again", sites.publishedText("text.book-again"), "555")).toEqual({
      ok: false,
      error: "That is not a valid phone number in US: enter your mobile number, e.g. +1 801 555 0134",
    });
    expect(sendTestText("text.book-again", sites.publishedText("text.book-again"), "(212) 555-0144")).toEqual({ ok: true, to: "+12125550144" });
    expect(textsTo("+12125550144")).toEqual([
      {
        kind: "test",
        body: expect.stringMatching(
          /^\[Test\] Chip Repair Academy: sorry we missed you on your strategy call\. Pick a new time here: http.*\/book-again\/sample-link Reply STOP to opt out\.$/,
        ),
      },
    ]);
  });
});
