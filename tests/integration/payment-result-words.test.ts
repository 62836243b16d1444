import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { PaymentResult } from "~/components/sales/PaymentResult";
import type { PaymentOutcome } from "~/lib/order-form";
import { checkText, findTextUnit } from "~/lib/site-texts";
import { createUser } from "~/server/accounts/users.server";
import { pageWords, publishText, saveTextDraft, studioText } from "~/server/platform/site-texts.server";

// The payment's answer on /order/complete and /course-access as studio page words
// (page.payment-result): the first values read as the words did in code, the buyer's product,
// order number and e-mail filled where the words name them; an unknown placeholder is refused
// by its name; a published edit is what the buyer reads next.

const owner = {
  id: await createUser({ email: "payment-words-owner@example.test", password: "secret1", roles: ["super_admin"] }),
  email: "payment-words-owner@example.test",
};

const paid = {
  success: true,
  orderNumber: "CRA-1042",
  productName: "Complete Chip Repair System",
  email: "maria@example.test",
  startPath: "/welcome",
  newUser: null,
  awaitsClaim: false,
  shipment: null,
  testMode: false,
} satisfies PaymentOutcome;

/** The answer's text as the page renders it (tags dropped, spaces collapsed). */
function rendered(outcome: PaymentOutcome, signedIn = false): string {
  const html = renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: ["/order/complete"] },
      createElement(PaymentResult, { outcome, signedIn, words: pageWords("page.payment-result") }),
    ),
  );
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

const formOf = (key: string) => ({ ...(studioText(key).current as Record<string, string>), version: String(studioText(key).draft.version) });

describe("the payment's answer", () => {
  it("reads as it did in code: paid, with a new account's details, for an address that had one, and not verified", () => {
    expect(rendered(paid)).toContain(
      "Payment Successful! Welcome to the Complete Chip Repair System! Order number CRA-1042 Your receipt is on its way to maria@example.test. Sign In to Get Started",
    );
    expect(rendered({ ...paid, newUser: { email: "maria@example.test", temporaryPassword: "K7P-2QX" } }, true)).toContain(
      "Account Created! Write these down now: the password is shown only this once. You will choose your own password when you first sign in. Login e-mail maria@example.test Temporary password K7P-2QX Start Now",
    );
    expect(rendered({ ...paid, awaitsClaim: true })).toContain(
      "maria@example.test already has an account. To add this purchase to it, open the link we have e-mailed to that address and choose your password. Your receipt is on its way too.",
    );
    expect(rendered({ success: false, support: { email: "help@example.test", phone: "555-0100" } })).toContain(
      "Payment Verification Failed Please contact support if you completed the payment. Support: help@example.test , 555-0100",
    );
    expect(pageWords("page.payment-result").accountToast).toBe("Account Created!");
  });

  it("refuses an unknown placeholder by its name", () => {
    const check = checkText(findTextUnit("page.payment-result")!, {
      ...formOf("page.payment-result"),
      receiptText: "Sent to {{email}}, password {{password}}",
    });
    expect(check.ok).toBe(false);
    expect(!check.ok && check.errors.receiptText).toMatch(
      /^Unknown placeholder \{\{password\}\}: page words may name \{\{productName\}\}, \{\{orderNumber\}\}, \{\{email\}\}, /,
    );
  });

  it("is the published words once published, the buyer's values filled", () => {
    const check = checkText(findTextUnit("page.payment-result")!, {
      ...formOf("page.payment-result"),
      paidHeading: "Thank you!",
      welcomeText: "{{businessName}} welcomes you to the {{productName}} (order {{orderNumber}}).",
    });
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    saveTextDraft("page.payment-result", check.value, studioText("page.payment-result").draft.version, owner);
    publishText("page.payment-result", owner);
    expect(rendered(paid)).toContain("Thank you! Chip Repair Academy welcomes you to the Complete Chip Repair System (order CRA-1042).");
  });
});
