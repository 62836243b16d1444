import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailSequences } from "~/content/email-sequences";
import { startSmtpStandIn, type SmtpStandIn } from "../support/smtp-stand-in";
import { emailBuilders, type Emails } from "../support/email-builders";

// Unsubscribing from marketing mail: the signed link in each marketing e-mail and its
// List-Unsubscribe headers (RFC 8058 one-click), the suppression list every marketing send
// checks, the CRM told through the outbox; transactional mail unaffected. Messages go over
// the real SMTP path to a local server and are read back with a strict MIME parser.

let smtp: SmtpStandIn;

type Modules = {
  unsubscribe: typeof import("~/server/delivery/unsubscribe.server");
  emails: Emails;
  mail: typeof import("~/server/delivery/mail.server");
  leads: typeof import("~/server/funnel/leads.server");
  sequences: typeof import("~/server/funnel/sequence-emails.server");
  route: typeof import("~/routes/_funnel+/unsubscribe.$token");
  db: typeof import("~/server/platform/db.server").db;
};
let modules: Modules;

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  process.env.CRM_WEBHOOK_URL = "http://127.0.0.1:9/crm"; // queued only, never reached here
  modules = {
    unsubscribe: await import("~/server/delivery/unsubscribe.server"),
    emails: await emailBuilders(),
    mail: await import("~/server/delivery/mail.server"),
    leads: await import("~/server/funnel/leads.server"),
    sequences: await import("~/server/funnel/sequence-emails.server"),
    route: await import("~/routes/_funnel+/unsubscribe.$token"),
    db: (await import("~/server/platform/db.server")).db,
  };
});
afterAll(() => smtp.close());

const sql = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => modules.db.$client.prepare(query).all(...params) as T[];
let sequence = 0;
const address = () => `reader-${++sequence}-${Date.now()}@example.test`;
const tokenOf = (email: string) => modules.unsubscribe.unsubscribeLink(email).split("/unsubscribe/")[1];
const context = { clientAddress: "127.0.0.1" };

function post(token: string, body: string, contentType = "application/x-www-form-urlencoded") {
  const request = new Request(`http://127.0.0.1/unsubscribe/${token}`, { method: "POST", body, headers: { "Content-Type": contentType } });
  return modules.route.action({ request, params: { token }, context }) as Promise<Response>;
}
const page = (token: string) => modules.route.loader({ request: new Request(`http://127.0.0.1/unsubscribe/${token}`), params: { token }, context });

describe("the unsubscribe link", () => {
  it("names its address; a forged or altered one is not found", async () => {
    const email = address();
    expect(modules.unsubscribe.addressFromUnsubscribeToken(tokenOf(email))).toBe(email);
    expect(modules.unsubscribe.addressFromUnsubscribeToken(tokenOf(email).replace(/^[\w-]/, "A"))).toBeNull();
    await expect(page("bm90LW1pbmU.not-a-signature")).rejects.toMatchObject({ status: 404 });
  });

  it("opening it changes nothing; its button unsubscribes, once, and tells the CRM once", async () => {
    const email = address();
    const token = tokenOf(email);
    expect(await page(token)).toEqual({ address: email, unsubscribed: false });
    for (let press = 0; press < 2; press++) {
      const answer = await post(token, "");
      expect(answer.status).toBe(303);
      expect(answer.headers.get("Location")).toBe(`/unsubscribe/${token}`);
    }
    expect(await page(token)).toEqual({ address: email, unsubscribed: true });
    const events = sql<{ payload: string }>("select payload from outbox where kind = 'crm' and payload like ?", `%${email}%`);
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0].payload)).toMatchObject({ event: "unsubscribe", body: { email, via: "link" } });
  });

  it("a mail provider's one-click post (RFC 8058) unsubscribes at once, from any origin, url-encoded or multipart", async () => {
    for (const form of ["urlencoded", "multipart"] as const) {
      const email = address();
      const body = new FormData();
      body.set("List-Unsubscribe", "One-Click");
      const answer =
        form === "urlencoded"
          ? await post(tokenOf(email), "List-Unsubscribe=One-Click")
          : ((await modules.route.action({
              request: new Request(`http://127.0.0.1/unsubscribe/${tokenOf(email)}`, { method: "POST", body }),
              params: { token: tokenOf(email) },
              context,
            })) as Response);
      expect(answer.status).toBe(200);
      expect(sql("select email from email_suppressions where email = ?", email)).toEqual([{ email }]);
    }
  });
});

describe("marketing and transactional mail", () => {
  it("marketing mail carries the headers and a visible link; transactional mail carries neither", () => {
    const email = address();
    const reminder = modules.emails.checkoutReminderEmail({
      to: email,
      firstName: "Robin",
      productName: "Windshield Repair Bootcamp",
      amount: "$47.00",
      reopenLink: "http://x/checkout/reopen/t",
    });
    const training = modules.emails.sequenceEmail(email, "Robin", emailSequences[0].id, 0)!;
    for (const message of [reminder, training]) {
      expect(message.listUnsubscribe).toEqual({
        url: modules.unsubscribe.unsubscribeLink(email),
        mail: `mailto:support@chiprepairacademy.com?subject=Unsubscribe%20${encodeURIComponent(email)}`,
      });
      expect(message.text).toContain(`Unsubscribe with one click: ${modules.unsubscribe.unsubscribeLink(email)}`);
      expect(message.html).toContain(`href="${modules.unsubscribe.unsubscribeLink(email)}"`);
    }
    const receipt = modules.emails.instalmentReceiptEmail({
      to: email,
      firstName: "Robin",
      orderNumber: "1F2E3D4C-5B6A",
      paidOn: "Saturday, May 1, 2027",
      productName: "Plan",
      payment: "payment 2 of 2",
      amount: "$997.00",
      laterPayments: [],
    });
    expect(receipt.listUnsubscribe).toBeUndefined();
    expect(receipt.text).not.toContain("/unsubscribe/");
  });

  it("over SMTP, a marketing message has List-Unsubscribe (https and mailto) and List-Unsubscribe-Post, and a text and an HTML part", async () => {
    const email = address();
    await modules.mail.sendOverSmtp(smtp.url, modules.emails.sequenceEmail(email, "Robin", emailSequences[0].id, 0)!);
    const parsed = await simpleParser(smtp.messages.at(-1)!.raw);
    // The parser reads the List-* headers into one "list" header.
    expect(parsed.headers.get("list")).toEqual({
      unsubscribe: {
        url: modules.unsubscribe.unsubscribeLink(email),
        mail: `support@chiprepairacademy.com?subject=Unsubscribe%20${encodeURIComponent(email)}`,
      },
      "unsubscribe-post": { name: "List-Unsubscribe=One-Click" },
    });
    expect(parsed.headerLines.find((header) => header.key === "list-unsubscribe-post")?.line).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(parsed.text).toContain("Unsubscribe with one click:");
    expect(parsed.html).toContain(`href="${modules.unsubscribe.unsubscribeLink(email)}"`);
    expect(parsed.html).toContain("Unsubscribe with one click</a>");
    // A transactional message: none of it.
    await modules.mail.sendOverSmtp(
      smtp.url,
      modules.emails.instalmentReceiptEmail({
        to: email,
        firstName: "Robin",
        orderNumber: "1F2E3D4C-5B6A",
        paidOn: "Saturday, May 1, 2027",
        productName: "Plan",
        payment: "payment 2 of 2",
        amount: "$997.00",
        laterPayments: [],
      }),
    );
    const receipt = await simpleParser(smtp.messages.at(-1)!.raw);
    expect(receipt.headers.has("list")).toBe(false);
  });

  it("an unsubscribed address gets no more of its series; its consent stays recorded as given", () => {
    const email = address();
    const lead = {
      firstName: "Sam",
      email,
      phone: "801-555-0142",
      experience: "experienced",
      timeAvailable: "5-10-hours",
      investmentCapacity: "under-1000",
      currentIncome: "2000-5000",
      location: "Ogden, UT",
      motivation: "Extra money",
    };
    modules.leads.submitWebinarLead(lead, { ip: "203.0.113.1", userAgent: "Phone", attribution: {} });
    modules.unsubscribe.unsubscribe(email, "link");
    modules.sequences.sendDueSequenceEmails(new Date(Date.now() + 3 * 86_400_000));
    expect(sql("select status, stopped_because from sequence_emails where email = ?", email)).toEqual(
      [0, 1, 2].map(() => ({ status: "stopped", stopped_because: "unsubscribed" })),
    );
    expect(sql("select id from outbox where kind = 'email' and payload like ?", `%${email}%`)).toEqual([]);
    expect(sql("select c.id from lead_consents c join leads l on l.id = c.lead_id where l.email = ?", email)).toHaveLength(1);
  });
});
