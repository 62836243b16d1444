import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { callMedium } from "~/content/strategy-call";

// How the strategy call happens is one setting (MEETING_LINK: a video call at that link, else
// by phone), said in the same words on the booking pages, the confirmation page, the e-mail
// and the invite. This file runs with MEETING_LINK set; the browser tests run without it.

const MEETING_LINK = "https://meet.example/j/77";
const now = new Date("2027-03-10T15:00:00Z");

let modules: {
  bookings: typeof import("~/server/calls/bookings.server");
  availability: typeof import("~/server/calls/availability.server");
  links: typeof import("~/server/calls/booking-links.server");
  callPreparation: typeof import("~/routes/_calls+/call-preparation");
  bookingLanding: typeof import("~/routes/_funnel+/booking-landing");
  db: typeof import("~/server/platform/db.server").db;
};

beforeAll(async () => {
  process.env.MEETING_LINK = MEETING_LINK;
  modules = {
    bookings: await import("~/server/calls/bookings.server"),
    availability: await import("~/server/calls/availability.server"),
    links: await import("~/server/calls/booking-links.server"),
    callPreparation: await import("~/routes/_calls+/call-preparation"),
    bookingLanding: await import("~/routes/_funnel+/booking-landing"),
    db: (await import("~/server/platform/db.server")).db,
  };
});

describe("with MEETING_LINK set, the call is a video call in every place that describes it", () => {
  it("the booking page says video and that the link comes with the confirmation, without showing it", () => {
    expect(modules.bookingLanding.loader()).toMatchObject({ meeting: `${callMedium.video} ${callMedium.videoLinkLater}` });
  });

  it("the confirmation page, the e-mail and the invite say the same and give the link", async () => {
    const date = "2027-03-15";
    const slot = modules.availability.availabilityFor(date, "America/New_York", now)!.slots[0];
    const email = "video-call@example.test";
    const result = modules.bookings.createBooking(
      { date, datetime: slot.datetime, timezone: "America/New_York", name: "Vic Video", email, phone: "801-555-0770" },
      {},
      now,
    );
    if (result.outcome !== "booked") throw new Error(`not booked: ${result.outcome}`);

    const page = (await modules.callPreparation.loader({
      request: new Request(
        `http://localhost/call-preparation?call=${modules.links.calendarFileToken({ id: result.bookingId, appointmentAt: result.appointmentAt })}`,
      ),
      params: {},
      context: { clientAddress: "127.0.0.1" },
    })) as Response;
    expect((await page.json()).booked.meeting).toEqual({ medium: "video", text: callMedium.video, link: MEETING_LINK });

    const [confirmation] = modules.db.$client
      .prepare("select payload from outbox where kind = 'email' and json_extract(payload, '$.to') = ? order by id")
      .all(email)
      .map((row) => JSON.parse((row as { payload: string }).payload) as { text: string; attachments: { content: string }[] });
    expect(confirmation.text).toContain(`${callMedium.video}\n\n${callMedium.joinLabel} ${MEETING_LINK}`);
    const event = new ICAL.Component(ICAL.parse(confirmation.attachments[0].content)).getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("description")).toContain(`${callMedium.video}\n\n${callMedium.joinLabel} ${MEETING_LINK}`);
    expect(event.getFirstPropertyValue("location")).toBe(MEETING_LINK);
  });
});
