import { doIUseEmail } from "@jsx-email/doiuse-email";
import { render } from "@react-email/render";
import { simpleParser } from "mailparser";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEmailHtml } from "../support/email-html";
import { emailSamples, type EmailSample } from "../support/email-samples";
import { startSmtpStandIn, type SmtpStandIn } from "../support/smtp-stand-in";
import { leavesOf, parseStrictMime } from "../support/strict-mime";
import { emailBuilders } from "../support/email-builders";

// Every e-mail the site sends, as a mail client gets it: sent through the production SMTP path
// (nodemailer) to a stand-in server and read back by a strict MIME reader and by mailparser;
// its HTML part checked against what mail clients support (caniemail's data, through
// doiuse-email); the parts the law asks for on every message and on marketing mail; and what
// every receipt states.

let smtp: SmtpStandIn;
let samples: EmailSample[];
let siteUrl: string;
let unsubscribeLink: (email: string) => string;
let mail: typeof import("~/server/delivery/mail.server");
let layout: typeof import("~/server/delivery/email-layout.server");
let body: typeof import("~/server/delivery/email-body.server");

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  ({ siteUrl } = await import("~/server/platform/env.server"));
  ({ unsubscribeLink } = await import("~/server/delivery/unsubscribe.server"));
  mail = await import("~/server/delivery/mail.server");
  layout = await import("~/server/delivery/email-layout.server");
  body = await import("~/server/delivery/email-body.server");
  samples = emailSamples(await emailBuilders(), { siteUrl, unsubscribeLink });
});
afterAll(() => smtp.close());

const ADDRESS = "350 S 400 W, Lindon, UT 84042";

describe("every e-mail over SMTP", () => {
  it("is well-formed MIME with the text part and the HTML part as composed, and mailparser reads the same", async () => {
    for (const sample of samples) {
      const message = sample.build();
      await mail.sendOverSmtp(smtp.url, message);
      const raw = smtp.messages.at(-1)!.raw;
      const leaves = leavesOf(parseStrictMime(raw));
      expect(leaves.map((part) => part.type).slice(0, 2), sample.name).toEqual(["text/plain", "text/html"]);
      expect(
        leaves.slice(2).map((part) => part.type),
        sample.name,
      ).toEqual((message.attachments ?? []).map((attachment) => attachment.contentType));
      expect(leaves[0].body.replace(/\r\n/g, "\n"), sample.name).toBe(message.text);
      expect(leaves[1].body.replace(/\r\n/g, "\n"), sample.name).toBe(message.html);

      const parsed = await simpleParser(raw);
      expect(parsed.subject, sample.name).toBe(message.subject);
      expect(parsed.text?.trim(), sample.name).toBe(message.text.trim());
      expect(parsed.html, sample.name).toBe(message.html);
    }
  }, 60_000);
});

// Features the layout uses knowing that some mail clients ignore them, and what a reader of
// such a client gets instead. Anything else a client does not support fails the check.
const IGNORED_WHERE_UNSUPPORTED: Record<string, string> = {
  "<body> element": "clients that drop <body> keep React Email's inner table, which carries the page colour and font",
  "target attribute": "links open the client's own way",
  "role attribute": "the tables are read as tables rather than as layout",
  "lang attribute": "the text's language is guessed",
  "width attribute": "the tables' width is also set in CSS",
  "border-radius": "the card and the buttons have square corners",
  "word-break": "a very long unbroken word (an address) may widen the message",
  "text-decoration-line": "React Email's links set it to none; the text-decoration after it underlines them",
  "text-decoration": "links are told apart by their colour alone",
};
const MAIL_CLIENTS = [
  "apple-mail.*",
  "gmail.*",
  "outlook.*",
  "yahoo.*",
  "aol.*",
  "samsung-email.android",
  "fastmail.desktop-webmail",
  "protonmail.*",
  "hey.desktop-webmail",
  "orange.*",
  "sfr.*",
  "mail-ru.desktop-webmail",
  "laposte.desktop-webmail",
];

describe("the HTML part of every e-mail", () => {
  it("uses nothing the major mail clients lack (caniemail), beyond the features listed that degrade gracefully", () => {
    for (const sample of samples) {
      const result = doIUseEmail(sample.build().html!, { emailClients: MAIL_CLIENTS });
      const feature = (error: string) => /^`(.*?)` is not supported/.exec(error)?.[1] ?? error;
      const unsupported = (result.success ? [] : result.errors).filter((error) => !(feature(error) in IGNORED_WHERE_UNSUPPORTED));
      expect(unsupported, sample.name).toEqual([]);
    }
  });

  it("is what React Email's own asynchronous render() makes of the same layout", async () => {
    const props = {
      subject: "Every kind of part",
      body: [
        "Hi Kim,",
        "",
        "Two lines",
        ["of one paragraph, with ", body.link("https://example.test/a", "a link")],
        body.button("A button", "https://example.test/b"),
        body.heading("A heading"),
        body.facts(body.fact("A fact", "one line", "and another"), body.fact("A linked fact", [body.link("https://example.test/c", "its words")])),
      ],
      footer: { sender: "Chip Repair Academy", address: ADDRESS, unsubscribeUrl: "https://example.test/unsubscribe" },
    };
    // The streamed render leaves React's marks in comments (its Suspense boundary, and where
    // two texts meet); the page is the same.
    const streamed = (await render(createElement(layout.EmailLayout, props))).replace(/<!--(\$|\/\$| )-->/g, "");
    expect(layout.emailHtml(props)).toBe(streamed);
  });
});

describe("what the sender adds to every message", () => {
  it("names the business and its postal address on every e-mail; marketing mail alone has the unsubscribe link and headers", () => {
    const marketing = new Set<string>();
    for (const sample of samples) {
      const message = sample.build();
      const html = readEmailHtml(message.html!);
      for (const part of [message.text, html.text]) expect(part, sample.name).toContain(`Chip Repair Academy, ${ADDRESS}`);
      const unsubscribe = unsubscribeLink(message.to);
      if (message.listUnsubscribe) {
        marketing.add(sample.builder);
        expect(message.listUnsubscribe.url, sample.name).toBe(unsubscribe);
        expect(message.text, sample.name).toContain(`Unsubscribe with one click: ${unsubscribe}`);
        expect(html.links.at(-1), sample.name).toMatchObject({ href: unsubscribe, text: "Unsubscribe with one click" });
      } else {
        expect(message.text, sample.name).not.toContain("/unsubscribe/");
        expect(html.links.map((link) => link.href).join(" "), sample.name).not.toContain("/unsubscribe/");
      }
    }
    expect([...marketing].sort()).toEqual(["checkoutReminderEmail", "noShowRebookEmail", "sequenceEmail"]);
  });
});

describe("every receipt", () => {
  it("states the order number, the date, what was bought, the amount, the seller's name and address, the terms, and the payments still to come", () => {
    const receipts = samples.filter((sample) => sample.receipt);
    expect(receipts.map((sample) => sample.builder).sort()).toEqual(["instalmentReceiptEmail", "instalmentReceiptEmail", "purchaseEmail", "purchaseEmail"]);
    for (const sample of receipts) {
      const message = sample.build();
      const html = readEmailHtml(message.html!);
      for (const line of [
        "Order number: 1F2E3D4C-5B6A",
        "Date: ",
        "Item: ",
        "Amount paid: $",
        `Seller: Chip Repair Academy\n  ${ADDRESS}`,
        `Terms: ${siteUrl}/terms`,
      ]) {
        expect(message.text, sample.name).toContain(line);
      }
      for (const words of ["Order number 1F2E3D4C-5B6A", "Date ", "Item ", "Amount paid $", `Seller Chip Repair Academy ${ADDRESS}`, "Terms Terms of Use"])
        expect(html.text, sample.name).toContain(words);
      expect(html.links, sample.name).toContainEqual(expect.objectContaining({ href: `${siteUrl}/terms`, text: "Terms of Use" }));
    }
    const plan = receipts.find((sample) => sample.name.includes("plan in instalments"))!.build();
    expect(plan.text).toContain("Item: Complete Training System (Split Pay)\n  with 2 Platinum Tools kits\n");
    expect(plan.text).toContain(
      "Your later payments\n\nPayment 2 of 2: $997.00 on Saturday, May 1, 2027\n\nWe charge each one to the card you paid with, on the date shown",
    );
    expect(readEmailHtml(plan.html!).text).toContain("Your later payments Payment 2 of 2 $997.00 on Saturday, May 1, 2027");
    const stillToCome = receipts.find((sample) => sample.name.includes("still to come"))!.build();
    expect(stillToCome.text).toContain("Item: Complete Training System\n  payment 2 of 3\n");
    expect(stillToCome.text).toContain("Payment 3 of 3: $997.00 on Monday, May 31, 2027");
    expect(receipts.find((sample) => sample.name.includes("the last payment"))!.build().text).toContain("Your plan is now paid in full.");
  });
});
