import { kitShipping } from "~/content/shipping";
import type { ScheduledPayment } from "~/lib/instalments";
import type { OrderShipment } from "~/lib/order-form";
import { button, fact, facts, heading, link, type EmailBody, type EmailFacts } from "~/server/delivery/email-body.server";
import { businessIdentity, marketingEmail, transactionalEmail } from "~/server/delivery/email-layout.server";
import { siteUrl } from "~/server/platform/env.server";
import type { MailMessage } from "~/server/delivery/mail.server";
import { mailSafeName, termsLink } from "~/server/delivery/emails.server";
import { emailFromText } from "~/server/delivery/email-texts.server";
import { publishedText } from "~/server/platform/site-texts.server";
import type { TextValue } from "~/lib/text-units";

// The e-mails about an order: receipts, the kits' tracking, the unpaid checkout's reminder,
// instalments: each one's subject and body (delivery/emails.server.ts says how a body is written and sent).

/** What every receipt states: the order, the date, what was bought and paid, who sold it, and on what terms. */
function receiptFacts(receipt: { orderNumber: string; paidOn: string; item: string[]; amount: string }): EmailFacts {
  const seller = businessIdentity();
  return facts(
    fact("Order number", receipt.orderNumber),
    fact("Date", receipt.paidOn),
    fact("Item", ...receipt.item),
    fact("Amount paid", receipt.amount),
    fact("Seller", seller.name, seller.address),
    fact("Terms", [termsLink()]),
  );
}

/** The later charges of a plan: each payment, its amount and its date, and the card they go to. */
function laterChargesBody(laterPayments: ScheduledPayment[]): EmailBody {
  if (laterPayments.length === 0) return [];
  return [
    heading("Your later payments"),
    facts(
      ...laterPayments.map(({ payment, amount, dueOn }) =>
        fact(
          payment.replace(/^./, (first) => first.toUpperCase()),
          `${amount} on ${dueOn}`,
        ),
      ),
    ),
    "We charge each one to the card you paid with, on the date shown, and e-mail a receipt for it.",
  ];
}

export type PurchaseEmailDetails = {
  to: string;
  firstName: string;
  /** The order's number as the buyer quotes it (`orderNumber`). */
  orderNumber: string;
  /** The date of the payment, e.g. "Friday, April 1, 2026". */
  paidOn: string;
  productName: string;
  amount: string;
  /** A plan in instalments: the later payments. */
  laterPayments: ScheduledPayment[];
  /** The bootcamp course area, or the member welcome page. */
  accessPath: string;
  newAccount: boolean;
  /** The kits the order ships, and where. */
  shipment: OrderShipment | null;
};

/** The receipt's subject and body, in the owner's words (the studio's text, or a draft being previewed). */
export function purchaseContent(details: PurchaseEmailDetails, text: TextValue) {
  const shipment = details.shipment;
  const receipt: EmailBody = [
    heading("Your receipt"),
    receiptFacts({
      orderNumber: details.orderNumber,
      paidOn: details.paidOn,
      item: [details.productName, ...(shipment ? [`with ${shipment.kits}`] : [])],
      amount: details.amount,
    }),
    ...laterChargesBody(details.laterPayments),
    ...(shipment
      ? [
          heading("Your repair kit"),
          `We ship ${shipment.kits} ${kitShipping.shipsWithin} to:`,
          mailSafeName(shipment.recipient),
          ...shipment.address,
          "",
          `The courier may call you at ${shipment.phone} about the delivery. Wrong address? Reply to this e-mail before it ships.`,
        ]
      : []),
  ];
  const gettingIn: EmailBody = [
    heading("Getting in"),
    ...(details.newAccount
      ? [
          `We made an account for you: sign in with ${details.to} and the temporary password shown on the page after your payment. You will choose your own password right after.`,
          ["Closed that page before noting the password? ", link(`${siteUrl}/forgot-password`, "Set a password")],
        ]
      : ["This address already has an account: we have e-mailed you a link to choose your password, which adds this purchase to it."]),
    button("Start here", `${siteUrl}${details.accessPath}`),
  ];
  return emailFromText(text, { firstName: mailSafeName(details.firstName), product: details.productName, amount: details.amount }, { receipt, gettingIn });
}

/** The receipt, and how to get in: never the password itself (mail is not a safe place for it). */
export function purchaseEmail(details: PurchaseEmailDetails): MailMessage {
  const { subject, body } = purchaseContent(details, publishedText("email.purchase"));
  return transactionalEmail({ to: details.to, subject }, body);
}

export type KitsShipped = { to: string; firstName: string; kits: string; address: string[]; carrier: string; trackingNumber: string; trackingUrl: string };

/** The shipping notice's subject and body, in the owner's words (the studio's text, or a draft being previewed). */
export function kitsShippedContent(details: Omit<KitsShipped, "to">, text: TextValue) {
  return emailFromText(
    text,
    {
      firstName: mailSafeName(details.firstName),
      kits: details.kits,
      isOrAre: details.kits.startsWith("1 ") ? "is" : "are",
      carrier: details.carrier,
      address: details.address.join("\n"),
    },
    {
      tracking: [facts(fact("Tracking number", details.trackingNumber)), button("Follow your parcel", details.trackingUrl)],
    },
  );
}

/** To the buyer when their kits leave: the carrier, the tracking number and the carrier's tracking page. */
export function kitsShippedEmail(details: KitsShipped): MailMessage {
  const { subject, body } = kitsShippedContent(details, publishedText("email.kits-shipped"));
  return transactionalEmail({ to: details.to, subject }, body);
}

export type CheckoutReminderDetails = { to: string; firstName: string; productName: string; amount: string; reopenLink: string };

/** The checkout reminder's subject and body, in the owner's words (the studio's text, or a draft being previewed). */
export function checkoutReminderContent(details: Omit<CheckoutReminderDetails, "to">, text: TextValue) {
  return emailFromText(
    text,
    { firstName: mailSafeName(details.firstName), product: details.productName, amount: details.amount },
    { finishOrderButton: [button(String(text.button), details.reopenLink)] },
  );
}

/** The one reminder to a buyer who left checkout without paying: the link reopens it at the same price. */
export function checkoutReminderEmail(details: CheckoutReminderDetails): MailMessage {
  const { subject, body } = checkoutReminderContent(details, publishedText("email.checkout-reminder"));
  return marketingEmail({ to: details.to, subject, secret: "link" }, body);
}

export type InstalmentEmailDetails = {
  to: string;
  firstName: string;
  productName: string;
  /** e.g. "payment 2 of 2" */
  payment: string;
  amount: string;
};

export type InstalmentReceipt = InstalmentEmailDetails & { orderNumber: string; paidOn: string; laterPayments: ScheduledPayment[] };

/** A later payment's receipt, in the owner's words: the text for a payment with more to come, or for the last one. */
export function instalmentReceiptContent(details: Omit<InstalmentReceipt, "to">, text: TextValue) {
  return emailFromText(
    text,
    { firstName: mailSafeName(details.firstName), product: details.productName, amount: details.amount, payment: details.payment },
    {
      receipt: [
        heading("Your receipt"),
        receiptFacts({ orderNumber: details.orderNumber, paidOn: details.paidOn, item: [details.productName, details.payment], amount: details.amount }),
        ...laterChargesBody(details.laterPayments),
        button("Your orders and payments", `${siteUrl}/account`),
      ],
    },
  );
}

/** The receipt for a later payment of a plan, with the payments still to come. */
export function instalmentReceiptEmail(details: InstalmentReceipt): MailMessage {
  const key = details.laterPayments.length === 0 ? "email.plan-paid-in-full" : "email.instalment-receipt";
  const { subject, body } = instalmentReceiptContent(details, publishedText(key));
  return transactionalEmail({ to: details.to, subject }, body);
}

export type InstalmentFailure = InstalmentEmailDetails & { reason: string; retryOn: string | null; payLink: string };

/** The failed payment's subject and body, in the owner's words: the text for a retry, or for a paused plan when none is left. */
export function instalmentFailedContent(details: Omit<InstalmentFailure, "to">, text: TextValue) {
  return emailFromText(
    text,
    {
      firstName: mailSafeName(details.firstName),
      product: details.productName,
      amount: details.amount,
      payment: details.payment,
      reason: details.reason,
      retryOn: details.retryOn ?? "",
    },
    { payNowButton: [button(String(text.button), details.payLink)] },
  );
}

/**
 * A later payment of a plan did not go through: when it is tried again, or that the plan is
 * paused, and the link that pays it now (with this card or another).
 */
export function instalmentFailedEmail(details: InstalmentFailure): MailMessage {
  const { subject, body } = instalmentFailedContent(details, publishedText(details.retryOn ? "email.instalment-failed" : "email.plan-paused"));
  // The pay link settles the buyer's own payment: for their eyes only.
  return transactionalEmail({ to: details.to, subject, secret: "link" }, body);
}
