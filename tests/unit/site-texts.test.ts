import { describe, expect, it } from "vitest";
import { checkText, findTextUnit, placeholderProblem } from "~/lib/site-texts";
import { emailText } from "~/server/delivery/email-body.server";
import { emailFromText, markdownBody } from "~/server/delivery/email-texts.server";
import { siteUrl } from "~/server/platform/env.server";

const confirmation = findTextUnit("email.booking-confirmation")!;
const training = findTextUnit("email.free-training-1")!;

const confirmationForm = (body: string, subject = "Booked for {{callTime}}") => ({ subject, body, version: "0" });

describe("placeholders are checked on save", () => {
  it("refuses an unknown placeholder, naming it and the ones the message knows", () => {
    const check = checkText(confirmation, confirmationForm("Hi {{firstName}}, see you {{callDate}}.\n\n{{callDetails}}"));
    expect(check.ok).toBe(false);
    expect(!check.ok && check.errors.body).toBe(
      "Unknown placeholder {{callDate}}: this message knows {{firstName}}, {{name}}, {{callTime}}, {{hostName}}, {{callLength}}, {{callDetails}}.",
    );
  });

  it("checks the subject too, where a block is not known", () => {
    const check = checkText(confirmation, confirmationForm("{{callDetails}}", "Your call {{callDetails}}"));
    expect(!check.ok && check.errors.subject).toContain("Unknown placeholder {{callDetails}}");
  });

  it("requires the call details block, once and on a line of its own", () => {
    expect(placeholderProblem(confirmation, "body", "Hi {{firstName}}")).toContain("needs {{callDetails}} on a line of its own");
    expect(placeholderProblem(confirmation, "body", "Details: {{callDetails}}")).toContain("goes once, on a line of its own");
    expect(placeholderProblem(confirmation, "body", "{{callDetails}}\n\n{{callDetails}}")).toContain("goes once");
    expect(placeholderProblem(confirmation, "body", "Hi {{ firstName }},\n\n{{callDetails}}")).toBeNull();
  });

  it("refuses a placeholder left open", () => {
    expect(placeholderProblem(training, "body", "Hi {{firstName,")).toBe("A placeholder is not closed: write it as {{name}}.");
  });

  it("checks the delay as whole hours", () => {
    const base = { subject: "Part 1", body: "Hi {{firstName}}", button: "Watch", version: "0" };
    expect(checkText(training, { ...base, afterHours: "24" })).toEqual({
      ok: true,
      value: { subject: "Part 1", body: "Hi {{firstName}}", button: "Watch", afterHours: 24 },
    });
    const refused = checkText(training, { ...base, afterHours: "1.5" });
    expect(!refused.ok && refused.errors.afterHours).toBe("Enter a whole number of hours, from 0 to 720");
  });

  it("keeps the company's e-mail an address", () => {
    const company = findTextUnit("company")!;
    const check = checkText(company, {
      name: "X",
      supportEmail: "not an address",
      supportPhone: "1",
      address: "Here",
      hours: "Mon: 9-5",
      legalLine: "",
      version: "0",
    });
    expect(!check.ok && check.errors.supportEmail).toContain("valid e-mail address");
  });
});

describe("an e-mail text becomes the layout's body", () => {
  it("makes paragraphs, headings, lists and the owner's links; a value stays text", () => {
    const body = markdownBody("Hi {{firstName}},\nwelcome.\n\n## Next\n\n- one\n- [the calendar](/booking-calendar)\n\nSee [us](javascript:alert(1)).", {
      firstName: "[x](https://evil.example) **bold**",
    });
    expect(body).toEqual([
      "Hi [x](https://evil.example) **bold**,",
      "welcome.",
      "",
      { kind: "heading", text: "Next" },
      "• one",
      ["• ", { kind: "link", href: `${siteUrl}/booking-calendar`, label: "the calendar" }],
      "",
      ["See ", "us", "."],
    ]);
  });

  it("puts the system's parts where the block stands, and fills the subject", () => {
    const { subject, body } = emailFromText(
      { subject: "Booked: {{callTime}}", body: "Hi {{firstName}}\n\n{{callDetails}}\n\nBye" },
      { firstName: "Ann", callTime: "Monday" },
      {
        callDetails: [{ kind: "button", href: "https://meet.example/x", label: "Join" }],
      },
    );
    expect(subject).toBe("Booked: Monday");
    expect(emailText(body)).toBe("Hi Ann\n\nJoin: https://meet.example/x\n\nBye");
  });
});
