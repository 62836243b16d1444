import { describe, expect, it } from "vitest";
import { checkText, textUnits } from "~/lib/site-texts";
import { callReminderEmail } from "~/server/calls/call-emails.server";
import { companyFacts, publishedText } from "~/server/platform/site-texts.server";
import { sampleEmail } from "~/server/shell/email-previews.server";

// The texts as shipped: every default passes the checks a save makes (else the studio could not
// save it back unchanged), every e-mail text makes a message with samples, and the e-mails in
// their default words read as they did before the texts were editable.

const asForm = (value: Record<string, string | number>) => ({
  ...Object.fromEntries(Object.entries(value).map(([name, field]) => [name, String(field)])),
  version: "0",
});

describe("the shipped texts", () => {
  for (const unit of textUnits)
    it(`${unit.key}: its default passes its own checks`, () => {
      expect(checkText(unit, asForm(publishedText(unit.key)))).toMatchObject({ ok: true });
    });

  for (const unit of textUnits.filter((candidate) => candidate.group === "email"))
    it(`${unit.key}: the sample message has the postal address, the unsubscribe parts if marketing, and no placeholder left`, () => {
      const message = sampleEmail(unit, publishedText(unit.key), "owner@example.test");
      expect(`${message.subject}\n${message.text}\n${message.html}`).not.toMatch(/\{\{|\}\}/);
      expect(message.text).toContain(companyFacts().address);
      expect(Boolean(message.listUnsubscribe)).toBe(unit.marketing === true);
    });

  it("the call reminder in its default words, with the host's call length", () => {
    const message = callReminderEmail({
      to: "robin@example.test",
      name: "Robin Quill",
      startsIn: "in 1 hour",
      whenForVisitor: "Wednesday, March 17, 2027 at 12:00 PM EDT (New York)",
      hostName: "Dave",
      callMinutes: 45,
      instructions: "Join from a quiet place.",
      manageLink: "https://chip.example/my-call/x",
    });
    expect(message.subject).toBe("Reminder: your strategy call is in 1 hour");
    expect(message.text).toMatch(
      /^Hi Robin Quill,\n\nA reminder: your free strategy call with Chip Repair Academy starts in 1 hour, on Wednesday, March 17, 2027 at 12:00 PM EDT \(New York\)\.\nIt lasts 45 minutes; please be ready 5 minutes early\.\n\n.*\nJoin from a quiet place\.\n\nCan't make it\? Cancel or pick another time: https:\/\/chip\.example\/my-call\/x\n\nThe Chip Repair Academy team\n/,
    );
  });
});
