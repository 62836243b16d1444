import ICAL from "ical.js";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, describe, expect, it } from "vitest";
import { checkText, findTextUnit } from "~/lib/site-texts";

// The business's name is the studio's company facts' name wherever the site names its sender:
// the text-message consent it records, the call's calendar invite (read by ical.js) and the
// certificate's PDF (read by pdf.js). Until first published it is the name it came with.

const { submitWebinarLead } = await import("~/server/funnel/leads.server");
const { inviteFor } = await import("~/server/calls/call-calendar.server");
const { certificatePdf } = await import("~/server/members/certificates.server");
const sites = await import("~/server/platform/site-texts.server");
const { createUser } = await import("~/server/accounts/users.server");
const { db } = await import("~/server/platform/db.server");

const actor = { id: await createUser({ email: "name-owner@example.test", password: "secret1", roles: ["super_admin"] }), email: "name-owner@example.test" };
const shippedCompany = sites.publishedText("company") as Record<string, string>;

function publishCompany(value: Record<string, string>) {
  const check = checkText(findTextUnit("company")!, value);
  if (!check.ok) throw new Error(JSON.stringify(check.errors));
  sites.saveTextDraft("company", check.value, sites.studioText("company").draft.version, actor);
  expect(sites.publishText("company", actor)).toHaveProperty("revision");
}

afterAll(() => publishCompany(shippedCompany));

const consentTexts = () => db.$client.prepare("select consent_text from text_consents order by id").pluck().all() as string[];

function lead(email: string, phone: string) {
  submitWebinarLead(
    {
      firstName: "Lee",
      email,
      phone,
      smsConsent: "yes",
      experience: "experienced",
      timeAvailable: "5-10-hours",
      investmentCapacity: "under-1000",
      currentIncome: "2000-5000",
      location: "Ogden, UT",
      motivation: "Extra",
    },
    { ip: "203.0.113.10", userAgent: "Test", attribution: {} },
  );
}

function invite() {
  const calendar = new ICAL.Component(
    ICAL.parse(
      inviteFor({ uid: "name-test", start: new Date("2027-03-17T16:00:00Z"), minutes: 60, name: "Lee", email: "lee@example.test", sequence: 0 }).content,
    ),
  );
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    calendarName: calendar.getFirstPropertyValue("x-wr-calname"),
    summary: event.getFirstPropertyValue("summary"),
    organizer: event.getFirstProperty("organizer")!.getParameter("cn"),
  };
}

async function pdfAuthor() {
  const pdf = await certificatePdf({
    serial: "CRA-2027-000001",
    name: "Lee Park",
    course: "Windshield Repair Course",
    completedAt: new Date("2027-03-17T16:00:00Z"),
  });
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const { info } = (await document.getMetadata()) as unknown as { info: { Author: string; Creator: string } };
  return [info.Author, info.Creator];
}

describe("the business's name, as published", () => {
  it("names the sender in the consent a lead gives, the call's invite and the certificate", async () => {
    lead("before@example.test", "801-555-0311");
    expect(invite()).toEqual({ calendarName: "Chip Repair Academy", summary: "Free strategy call with Chip Repair Academy", organizer: "Chip Repair Academy" });
    expect(await pdfAuthor()).toEqual(["Chip Repair Academy", "Chip Repair Academy"]);

    publishCompany({ ...shippedCompany, name: "Windshield Pros" });
    lead("after@example.test", "801-555-0312");
    expect(consentTexts()).toEqual([
      expect.stringMatching(/^Text me: I agree to receive text messages from Chip Repair Academy about my call/),
      expect.stringMatching(/^Text me: I agree to receive text messages from Windshield Pros about my call/),
    ]);
    expect(invite()).toEqual({ calendarName: "Windshield Pros", summary: "Free strategy call with Windshield Pros", organizer: "Windshield Pros" });
    expect(await pdfAuthor()).toEqual(["Windshield Pros", "Windshield Pros"]);
  });
});
