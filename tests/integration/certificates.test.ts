import { simpleParser } from "mailparser";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, describe, expect, it } from "vitest";
import { startSmtpStandIn } from "../support/smtp-stand-in";
import { parseStrictMime } from "../support/strict-mime";

// The certificate of completion: issued once the whole course is complete (every lesson and
// every checkpoint quiz), stored as a PDF that a real PDF reader (pdf.js) reads back, e-mailed
// once, the same file on every download, checked publicly by its serial, revocable.

const smtp = await startSmtpStandIn();
afterAll(() => smtp.close());

const { curriculum } = await import("~/content/curriculum");
const { quizzes } = await import("~/content/quizzes");
const { completeLesson, completedLessons } = await import("~/server/members/progress.server");
const { quizPage, submitQuiz } = await import("~/server/members/quizzes.server");
const certificates = await import("~/server/members/certificates.server");
const { createUser, updateProfile } = await import("~/server/accounts/users.server");
const { recentAudit } = await import("~/server/platform/audit.server");
const { sendOverSmtp } = await import("~/server/delivery/mail.server");
const { db } = await import("~/server/platform/db.server");
const verifyRoute = await import("~/routes/_members+/certificates.$serial");

const sql = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => db.$client.prepare(query).all(...params) as T[];
const context = { clientAddress: "127.0.0.1" };

/** A member with every lesson complete and every quiz passed but `leaveQuiz`'s. */
async function graduate(name: { firstName: string; lastName: string }, leaveQuiz?: string) {
  const email = `graduate-${Math.random()}@example.test`;
  const userId = await createUser({ email, password: "secret1", ...name });
  for (const module of curriculum) for (const lesson of module.lessons) completeLesson(userId, { moduleId: module.id, lessonId: lesson.id }, null);
  for (const quiz of quizzes) {
    if (quiz.moduleId === leaveQuiz) continue;
    const page = quizPage(userId, completedLessons(userId), quiz.moduleId, null)!;
    const form = new FormData();
    form.set("attempt", String(page.form!.attempt));
    for (const question of page.form!.questions) {
      const content = quiz.questions.find((candidate) => candidate.id === question.id)!;
      const right = content.choices.find((choice) => choice.id === content.answer)!.text;
      form.set(`question-${question.id}`, question.choices.find((choice) => choice.text === right)!.value);
    }
    expect(submitQuiz(userId, completedLessons(userId), quiz.moduleId, form)).toMatchObject({ outcome: "graded", passed: true });
  }
  return { userId, email };
}

async function pdfText(pdf: Uint8Array) {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const page = await document.getPage(1);
  const text = (await page.getTextContent()).items.map((item) => ("str" in item ? item.str : "")).join("\n");
  return { pages: document.numPages, text, info: (await document.getMetadata()).info as Record<string, unknown> };
}

describe("issuing", () => {
  it("waits for every quiz: lessons alone are not a complete course", async () => {
    const { userId } = await graduate({ firstName: "Almost", lastName: "There" }, "pro-kit");
    expect(await certificates.issueCertificateIfComplete(userId)).toBeNull();
    expect(await certificates.memberCertificate(userId)).toMatchObject({ issued: false, name: "Almost There" });
  });

  it("issues once, with the name on the account, a PDF a reader opens, and one e-mail", async () => {
    const { userId, email } = await graduate({ firstName: "Jordan", lastName: "Graduate" });
    const completedAt = new Date("2027-02-10T18:30:00Z");
    const certificate = (await certificates.issueCertificateIfComplete(userId, completedAt))!;
    expect(certificate.serial).toMatch(/^CRA-[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(certificate).toMatchObject({ name: "Jordan Graduate", course: "Windshield Chip Repair Business Course", completedAt, revokedAt: null });
    expect(await certificates.issueCertificateIfComplete(userId)).toBeNull();

    const pdf = await pdfText(certificate.pdf);
    expect(pdf.pages).toBe(1);
    for (const words of [
      "Certificate of Completion",
      "Jordan Graduate",
      "Windshield Chip Repair Business Course",
      "on February 10, 2027",
      `Certificate number ${certificate.serial}`,
    ])
      expect(pdf.text).toContain(words);
    expect(pdf.info).toMatchObject({ Title: "Certificate of Completion: Windshield Chip Repair Business Course", Author: "Chip Repair Academy" });

    // A later name change leaves the issued certificate as it was.
    updateProfile(userId, { firstName: "Changed", lastName: "Later", displayName: "" });
    expect(await certificates.memberCertificate(userId)).toMatchObject({
      issued: true,
      serial: certificate.serial,
      completedOn: "February 10, 2027",
      revokedOn: null,
    });
    expect(certificates.certificateOf(db, userId)!.pdf.equals(certificate.pdf)).toBe(true);

    const mails = sql<{ payload: string }>(
      "select payload from outbox where json_extract(payload, '$.to') = ? and json_extract(payload, '$.subject') = 'Your certificate of completion'",
      email,
    );
    expect(mails).toHaveLength(1);
    const message = JSON.parse(mails[0].payload);
    expect(message.text).toContain(`number ${certificate.serial}`);
    expect(message.text).toContain(certificates.verificationLink(certificate.serial));
    expect(Buffer.from(message.attachments[0].content, "base64").equals(certificate.pdf)).toBe(true);

    // Over SMTP: strict MIME, the PDF attached intact.
    await sendOverSmtp(smtp.url, message);
    const raw = smtp.messages.at(-1)!.raw;
    expect(() => parseStrictMime(raw)).not.toThrow();
    const parsed = await simpleParser(raw);
    expect(parsed.attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([
      [`certificate-${certificate.serial}.pdf`, "application/pdf"],
    ]);
    expect(parsed.attachments[0].content.equals(certificate.pdf)).toBe(true);
  });

  it("prints names as written, accents and all (the font is embedded); a letter the font lacks becomes ?", async () => {
    const pdf = await certificates.certificatePdf({
      serial: certificates.newSerial(),
      name: "Łukasz Dvořák-Nguyễn Ζωή 李",
      course: "Windshield Chip Repair Business Course",
      completedAt: new Date(),
    });
    expect((await pdfText(pdf)).text).toContain("Łukasz Dvořák-Nguyễn Ζωή ?");
    // Subset fonts: the file stays small.
    expect(pdf.byteLength).toBeLessThan(120_000);
  });

  it("serials are random and never repeat", () => {
    const serials = Array.from({ length: 20_000 }, () => certificates.newSerial());
    expect(new Set(serials).size).toBe(serials.length);
    expect(serials.every(certificates.isSerial)).toBe(true);
  });
});

describe("the public check and revoking", () => {
  const check = async (serial: string) => {
    try {
      return await verifyRoute
        .loader({ request: new Request(`http://localhost/certificates/${serial}`), params: { serial }, context })
        .then((answer) => (answer as Response).json());
    } catch (thrown) {
      return { status: (thrown as { status?: number }).status ?? (thrown as Response).status };
    }
  };

  it("shows name, course, date and the business that issued it only; an unknown or malformed serial is not found; a revoked one says so, and the revocation is audited", async () => {
    const { userId } = await graduate({ firstName: "Casey", lastName: "Checked" });
    const certificate = (await certificates.issueCertificateIfComplete(userId, new Date("2027-03-01T17:00:00Z")))!;
    expect(await check(certificate.serial)).toEqual({
      serial: certificate.serial,
      name: "Casey Checked",
      course: "Windshield Chip Repair Business Course",
      completedOn: "March 1, 2027",
      revokedOn: null,
      issuer: "Chip Repair Academy",
    });
    // Read aloud or typed from the paper, a serial may come in any case.
    expect(await check(certificate.serial.toLowerCase())).toMatchObject({ serial: certificate.serial, name: "Casey Checked" });
    expect(await check(certificates.newSerial())).toEqual({ status: 404 });
    expect(await check("CRA-' OR 1=1 --")).toEqual({ status: 404 });

    const actor = {
      id: await createUser({ email: `owner-${Math.random()}@example.test`, password: "secret1", roles: ["super_admin"] }),
      email: "owner@example.test",
    };
    expect(certificates.revokeCertificate(actor, userId, new Date("2027-04-02T17:00:00Z"))).toBe(true);
    expect(certificates.revokeCertificate(actor, userId)).toBe(false);
    expect(await check(certificate.serial)).toMatchObject({ name: "Casey Checked", revokedOn: "April 2, 2027" });
    expect(recentAudit(1)[0]).toMatchObject({ action: "revoke certificate", target: `${certificate.serial} (Casey Checked)` });
    expect(await certificates.memberCertificate(userId)).toMatchObject({ issued: true, revokedOn: "April 2, 2027" });
  });
});
