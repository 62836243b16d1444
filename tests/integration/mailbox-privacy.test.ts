import { describe, expect, it } from "vitest";
import { noShippingAddress } from "../support/shipping-address";
import { offeredDates } from "~/lib/calendar-dates";
import { loader as mailboxLoader } from "~/routes/_admin+/admin-dashboard_.mailbox";
import { recentAudit } from "~/server/platform/audit.server";
import { availabilityFor } from "~/server/calls/availability.server";
import { moveBooking } from "~/server/calls/booking-changes.server";
import { manageBookingLink } from "~/server/calls/booking-links.server";
import { createBooking } from "~/server/calls/bookings.server";
import { db } from "~/server/platform/db.server";
import { emailSequences } from "~/content/email-sequences";
import { sequenceEmail } from "~/server/funnel/funnel-emails.server";
import { createManualAccount } from "~/server/members/manual-accounts.server";
import { drainOutbox, enqueue } from "~/server/delivery/outbox.server";
import { requestPasswordReset, resetPassword } from "~/server/accounts/password-reset.server";
import { createSession } from "~/server/accounts/session.server";
import { signUp } from "~/server/accounts/signup.server";
import { createUser } from "~/server/accounts/users.server";

// The built-in mailbox holds every secret the site mails. A super admin reads a message
// holding one only when it is their own; everyone's else shows who, what and when.

const sql = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => db.$client.prepare(query).all(...params) as T[];
let sequence = 0;
const address = (label: string) => `${label}-${++sequence}-${Date.now()}@example.test`;
const anyRequest = new Request("http://127.0.0.1/auth");
const fromVisitor = { clientAddress: "203.0.113.60" };

async function account(label: string, roles: ("admin" | "super_admin")[] = []) {
  const email = address(label);
  const id = await createUser({ email, password: "secret-password", roles, emailConfirmed: true });
  return { id, email };
}

async function mailboxAs(viewer: { id: string }) {
  const cookie = (await createSession(anyRequest, viewer.id)).split(";")[0];
  const request = new Request("http://127.0.0.1/admin-dashboard/mailbox", { headers: { Cookie: cookie } });
  return mailboxLoader({ request, params: {}, context: { clientAddress: "198.51.100.61" } });
}

const mailTo = (email: string) =>
  sql<{ text_body: string; secret: string | null }>("select text_body, secret from mail where to_address = ? order by id", email);

describe("the mailbox a super admin reads", () => {
  it("shows another account's reset link to nobody but its owner, and mail without a secret to every super admin", async () => {
    const owner = await account("owner", ["admin", "super_admin"]);
    const other = await account("second-super-admin", ["admin", "super_admin"]);
    const lead = address("lead");
    requestPasswordReset(owner.email, { ...fromVisitor, signedIn: other });
    requestPasswordReset(other.email, fromVisitor);
    enqueue({ kind: "email", payload: sequenceEmail(lead, "Lee", emailSequences[0].id, 0)! });
    await drainOutbox();

    const page = await mailboxAs(other);
    const toOwner = page.messages.find((message) => message.to === owner.email)!;
    expect(toOwner).toMatchObject({ subject: "Reset your Chip Repair Academy password", body: null, secret: "link" });
    expect(toOwner.at).toEqual(expect.any(String));
    // Nothing in what the page is given (its HTML and its data request alike) holds the owner's link.
    const ownerToken = new URL(/https?:\/\/\S+/.exec(mailTo(owner.email)[0].text_body)![0]).searchParams.get("token")!;
    expect(JSON.stringify(page)).not.toContain(ownerToken);

    const own = page.messages.find((message) => message.to === other.email)!;
    expect(own.body).toContain("/reset-password?token=");
    expect(page.messages.find((message) => message.to === lead)!.body).toContain("Here is part 1 of your free 3-part training");

    // The owner reads their own link, and not the other admin's.
    const ownersPage = await mailboxAs(owner);
    expect(ownersPage.messages.find((message) => message.to === owner.email)!.body).toContain(ownerToken);
    expect(ownersPage.messages.find((message) => message.to === other.email)!.body).toBeNull();
  });

  it("knows every message that carries a secret: reset and confirmation links, manage links, temporary passwords", async () => {
    const actor = await account("actor", ["admin", "super_admin"]);
    const resetFor = await account("reset");
    requestPasswordReset(resetFor.email, fromVisitor);
    const signUpFor = address("signup");
    await signUp({ fullName: "Sam Signup", email: signUpFor, password: "signup-password" });
    const manualFor = address("manual");
    await createManualAccount(actor, {
      firstName: "Max",
      lastName: "Manual",
      email: manualFor,
      tempPassword: "Temp-pass-9",
      courseAccess: "training-only",
      amountPaid: 0,
      notes: "",
      ...noShippingAddress,
    });
    const slots = offeredDates(new Date(), "America/Chicago").flatMap((date) =>
      availabilityFor(date, "America/Chicago")!.slots.map((slot) => ({ date, datetime: slot.datetime })),
    );
    const booker = address("booker");
    const booked = createBooking({ ...slots[0], timezone: "America/Chicago", name: "Bo Booker", email: booker, phone: "801-555-0161" }, {});
    if (booked.outcome !== "booked") throw new Error(`not booked: ${booked.outcome}`);
    expect(moveBooking(manageBookingLink({ id: booked.bookingId, appointmentAt: booked.appointmentAt }).split("/my-call/")[1], slots[1]).ok).toBe(true);
    await drainOutbox();

    expect(mailTo(resetFor.email)).toEqual([{ text_body: expect.stringContaining("/reset-password?token="), secret: "link" }]);
    expect(mailTo(signUpFor)).toEqual([{ text_body: expect.stringContaining("/auth/confirm?token="), secret: "link" }]);
    expect(mailTo(manualFor)).toEqual([{ text_body: expect.stringContaining("Temporary password: Temp-pass-9"), secret: "password" }]);
    expect(mailTo(booker)).toEqual([
      { text_body: expect.stringContaining("/my-call/"), secret: "link" },
      { text_body: expect.stringContaining("/my-call/"), secret: "link" },
    ]);
    // The outbox keeps none of them once delivered.
    for (const to of [resetFor.email, signUpFor, manualFor, booker]) {
      for (const row of sql<{ secret: number; payload: string }>("select secret, payload from outbox where json_extract(payload, '$.to') = ?", to)) {
        expect(row.secret).toBe(1);
        expect(JSON.parse(row.payload)).toEqual({ to, subject: expect.any(String), redacted: true });
      }
    }
  });
});

describe("password resets of admin accounts", () => {
  it("are written to the audit log when asked for and when used, with who and from where, never the link", async () => {
    const owner = await account("audited-owner", ["admin", "super_admin"]);
    const other = await account("audited-other", ["admin", "super_admin"]);
    const admin = await account("audited-admin", ["admin"]);
    const member = await account("audited-member");
    requestPasswordReset(owner.email, { clientAddress: "203.0.113.71", signedIn: other });
    requestPasswordReset(admin.email, { clientAddress: "203.0.113.72" });
    requestPasswordReset(member.email, { clientAddress: "203.0.113.73" });
    await drainOutbox();
    const token = new URL(/https?:\/\/\S+/.exec(mailTo(owner.email)[0].text_body)![0]).searchParams.get("token")!;
    expect(await resetPassword(token, "taken-over-password", { clientAddress: "203.0.113.74" })).toBe(true);

    const entries = recentAudit(20).map((entry) => `${entry.actorEmail} ${entry.action}: ${entry.target} (${entry.details})`);
    expect(entries).toContain(`${other.email} request password reset: ${owner.email} (from 203.0.113.71)`);
    expect(entries).toContain(`a visitor request password reset: ${admin.email} (from 203.0.113.72)`);
    expect(entries).toContain(`${owner.email} reset password: ${owner.email} (with an e-mailed link, from 203.0.113.74)`);
    expect(entries.some((entry) => entry.includes(member.email))).toBe(false);
    expect(JSON.stringify(sql("select * from audit_log"))).not.toContain(token);
  });
});
