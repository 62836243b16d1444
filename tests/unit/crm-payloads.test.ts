import { describe, expect, it } from "vitest";
import { bookingCrmPayload, leadCrmPayload } from "~/server/funnel/crm.server";

describe("CRM payloads", () => {
  it("maps a webinar lead to exactly the CRM's fields", () => {
    const payload = leadCrmPayload({
      firstName: "Dana",
      email: "dana@example.test",
      phone: "801-555-0199",
      experience: "some-experience",
      timeframe: "30-plus-hours",
      investment: "5000-plus",
      source: "webinar_survey",
    });
    expect(payload).toEqual({
      firstName: "Dana",
      email: "dana@example.test",
      phone: "801-555-0199",
      experience: "some-experience",
      businessModel: "windshield_repair",
      timeframe: "30-plus-hours",
      investment: "5000-plus",
      source: "webinar_survey",
    });
  });

  it("maps a booking to exactly the CRM's fields", () => {
    const surveyData = { experience: "complete-beginner", timeCommitment: "5-10-hours" };
    const payload = bookingCrmPayload({
      date: "2026-12-01",
      time: "10:00 AM MST",
      day: "Tuesday",
      timezone: "America/Denver",
      datetime: "2026-12-01T17:00:00.000Z",
      name: "Riley",
      email: "riley@example.test",
      phone: "801-555-0123",
      surveyData,
      calendarId: "support@example.test",
    });
    expect(Object.keys(payload).sort()).toEqual(
      ["calendarId", "date", "datetime", "day", "email", "name", "phone", "source", "surveyData", "time", "timezone"].sort(),
    );
    expect(payload.source).toBe("booking_calendar");
    expect(payload.surveyData).toEqual(surveyData);
  });
});
