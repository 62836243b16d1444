import { companyFacts } from "~/server/platform/site-texts.server";
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import fs from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont } from "pdf-lib";
import { memberCourse } from "~/server/members/course-catalog.server";
import { monthDayYearInZone } from "~/lib/calendar-dates";
import { certificates } from "~db/schema";
import { recordAudit, type Actor } from "~/server/platform/audit.server";
import { db, writeTransaction, type AppDatabase } from "~/server/platform/db.server";
import { certificateEmail } from "~/server/members/member-emails.server";
import { env, siteUrl } from "~/server/platform/env.server";
import { enqueue } from "~/server/delivery/outbox.server";
import { courseProgress } from "~/server/members/progress.server";
import { loadCurrentUser } from "~/server/accounts/users.server";

// The certificate of completion: issued once, when a member's whole course is complete
// (every lesson done, every checkpoint quiz passed), as a PDF stored with it and e-mailed
// once; verifiable by anyone at /certificates/<serial>; revocable by a super admin.

export type Certificate = typeof certificates.$inferSelect;

/** The notice after the step that completes the course. */
export const COURSE_COMPLETE = {
  type: "success",
  title: "Course complete!",
  description: "Your certificate of completion is ready on your Welcome page, and on its way by e-mail.",
} as const;

/** CRA-XXXX-XXXX-XXXX-XXXX: 80 random bits in Crockford's base32 (no I, L, O, U), so not guessable and easy to read aloud. */
export function newSerial(): string {
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  const bytes = crypto.randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let text = "";
  for (let index = 0; index < 16; index++) text = alphabet[Number((bits >> BigInt(index * 5)) & 31n)] + text;
  return `CRA-${text.match(/.{4}/g)!.join("-")}`;
}

/** Whether a string looks like a serial at all (anything else is not looked up). */
export const isSerial = (value: string) => /^CRA-(?:[0-9A-HJKMNP-TV-Z]{4}-){3}[0-9A-HJKMNP-TV-Z]{4}$/.test(value);

export const verificationLink = (serial: string) => `${siteUrl}/certificates/${serial}`;

// DejaVu (Latin, Greek and Cyrillic letters with their accents, Vietnamese), embedded as the
// subset a certificate uses: a member's name prints as it is on /account.
const fontFile = (name: string) => fs.readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`));
let fonts: { serif: Buffer; serifBold: Buffer; sans: Buffer } | undefined;
const fontFiles = () => (fonts ??= { serif: fontFile("DejaVuSerif"), serifBold: fontFile("DejaVuSerif-Bold"), sans: fontFile("DejaVuSans") });

/** Text as the font can draw it: a letter it lacks (a Chinese character, say) becomes "?". */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((character) => (known.has(character.codePointAt(0)!) ? character : "?")).join("");
}

/** The certificate as a one-page landscape PDF with a text layer and a document title. */
export async function certificatePdf(certificate: { serial: string; name: string; course: string; completedAt: Date }): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const title = `Certificate of Completion: ${certificate.course}`;
  pdf.setTitle(title, { showInWindowTitleBar: true });
  const issuer = companyFacts().name;
  pdf.setAuthor(issuer);
  pdf.setSubject(`${certificate.name}, ${certificate.serial}`);
  pdf.setCreator(issuer);
  pdf.setProducer(issuer);
  pdf.setCreationDate(certificate.completedAt);
  pdf.setModificationDate(certificate.completedAt);
  const page = pdf.addPage([792, 612]);
  pdf.registerFontkit(fontkit);
  const files = fontFiles();
  const serif = await pdf.embedFont(files.serif, { subset: true });
  const bold = await pdf.embedFont(files.serifBold, { subset: true });
  const sans = await pdf.embedFont(files.sans, { subset: true });
  const navy = rgb(0.11, 0.2, 0.45);
  page.drawRectangle({ x: 24, y: 24, width: 744, height: 564, borderColor: navy, borderWidth: 3 });
  page.drawRectangle({ x: 34, y: 34, width: 724, height: 544, borderColor: navy, borderWidth: 0.75 });
  const centred = (text: string, y: number, font: PDFFont, size: number, color = rgb(0.1, 0.1, 0.1)) => {
    const shown = drawable(font, text);
    let fitted = size;
    while (font.widthOfTextAtSize(shown, fitted) > 660 && fitted > 10) fitted -= 1;
    page.drawText(shown, { x: (792 - font.widthOfTextAtSize(shown, fitted)) / 2, y, size: fitted, font, color });
  };
  centred("CHIP REPAIR ACADEMY", 520, sans, 14, navy);
  centred("Certificate of Completion", 460, bold, 36, navy);
  centred("This certifies that", 400, serif, 18);
  centred(certificate.name, 345, bold, 34);
  centred("has completed the course", 295, serif, 18);
  centred(certificate.course, 255, bold, 24, navy);
  centred(`on ${monthDayYearInZone(certificate.completedAt, env.HOST_TIMEZONE)}`, 215, serif, 18);
  centred(`Certificate number ${certificate.serial}`, 110, sans, 12);
  centred(`Verify it at ${verificationLink(certificate.serial)}`, 90, sans, 11, navy);
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** The name a certificate carries: the member's first and last name as on /account. */
function nameOf(user: { firstName: string | null; lastName: string | null; displayName: string | null; email: string }): string {
  return (
    [user.firstName, user.lastName]
      .filter((part) => part?.trim())
      .join(" ")
      .trim() ||
    user.displayName?.trim() ||
    user.email
  );
}

export function certificateOf(database: Pick<AppDatabase, "select">, userId: string): Certificate | undefined {
  return database.select().from(certificates).where(eq(certificates.userId, userId)).get();
}

/**
 * Issue a certificate to a member whose course is complete: the PDF is made first, then one
 * transaction stores it and queues its e-mail (so it is sent once).
 */
async function issueCertificate(userId: string, now: Date): Promise<Certificate | null> {
  const user = loadCurrentUser(userId);
  if (!user) return null;
  const draft = { serial: newSerial(), userId, name: nameOf(user), course: memberCourse().title, completedAt: now };
  const pdf = await certificatePdf(draft);
  return writeTransaction((tx) => {
    // Another request may have issued it while the PDF was made: theirs stands.
    if (certificateOf(tx, userId)) return null;
    const certificate = tx
      .insert(certificates)
      .values({ ...draft, pdf })
      .returning()
      .get();
    enqueue(
      {
        kind: "email",
        payload: certificateEmail({
          to: user.email,
          name: draft.name,
          course: draft.course,
          serial: draft.serial,
          verifyLink: verificationLink(draft.serial),
          pdf,
        }),
      },
      now,
    );
    return certificate;
  });
}

/** Issue the member's certificate if their course is now complete and they have none. */
export async function issueCertificateIfComplete(userId: string, now = new Date()): Promise<Certificate | null> {
  if (certificateOf(db, userId) || courseProgress(userId).percent < 100) return null;
  return issueCertificate(userId, now);
}

/**
 * What the public verification page shows of a serial, typed in any case: name, course and
 * date, and whether it was revoked.
 */
export function verifyCertificate(typed: string) {
  const serial = typed.trim().toUpperCase();
  if (!isSerial(serial)) return null;
  const certificate = db.select().from(certificates).where(eq(certificates.serial, serial)).get();
  if (!certificate) return null;
  return {
    serial: certificate.serial,
    name: certificate.name,
    course: certificate.course,
    completedOn: monthDayYearInZone(certificate.completedAt, env.HOST_TIMEZONE),
    revokedOn: certificate.revokedAt ? monthDayYearInZone(certificate.revokedAt, env.HOST_TIMEZONE) : null,
  };
}

/** Revoke a certificate (a super admin's decision), written to the audit log; revoking twice changes nothing. */
export function revokeCertificate(actor: Actor, userId: string, now = new Date()): boolean {
  return writeTransaction((tx) => {
    const certificate = certificateOf(tx, userId);
    if (!certificate || certificate.revokedAt) return false;
    tx.update(certificates).set({ revokedAt: now }).where(eq(certificates.serial, certificate.serial)).run();
    recordAudit(tx, actor, "revoke certificate", `${certificate.serial} (${certificate.name})`);
    return true;
  });
}

/**
 * The certificate as its member sees it on /welcome and /account: issued (issuing it now if
 * the course is complete and none exists yet), or how far along the course is and the name
 * it will carry.
 */
export async function memberCertificate(userId: string) {
  let certificate = certificateOf(db, userId);
  const progress = certificate ? null : courseProgress(userId);
  if (progress?.percent === 100) certificate = (await issueCertificate(userId, new Date())) ?? certificateOf(db, userId);
  if (certificate) {
    return {
      issued: true as const,
      serial: certificate.serial,
      completedOn: monthDayYearInZone(certificate.completedAt, env.HOST_TIMEZONE),
      revokedOn: certificate.revokedAt ? monthDayYearInZone(certificate.revokedAt, env.HOST_TIMEZONE) : null,
      verifyUrl: verificationLink(certificate.serial),
    };
  }
  const user = loadCurrentUser(userId);
  return { issued: false as const, progress: progress!, name: user ? nameOf(user) : "" };
}
