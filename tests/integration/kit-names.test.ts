import { simpleParser } from "mailparser";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import type { PaymentOutcome } from "~/lib/order-form";
import { startSmtpStandIn } from "../support/smtp-stand-in";
import { parseStrictMime } from "../support/strict-mime";

// A kit's name is the owner's studio word (the Tools page words): renaming it changes the pages
// that sell the kit and the orders opened after, while an order opened before keeps the name it
// was sold under, in its receipt, its kits-shipped e-mail, the fulfilment queue and the member's plan.

const smtp = await startSmtpStandIn();
afterAll(() => smtp.close());

const { checkText, findTextUnit } = await import("~/lib/site-texts");
const orderRoute = await import("~/routes/_sales+/order");
const orderCompleteRoute = await import("~/routes/_sales+/order_.complete");
const testCheckoutRoute = await import("~/routes/_sales+/test-checkout.$sessionId");
const toolsRoute = await import("~/routes/_funnel+/tools");
const pricingRoute = await import("~/routes/_sales+/pricing");
const { createUser, findUserByEmail } = await import("~/server/accounts/users.server");
const { sendOverSmtp } = await import("~/server/delivery/mail.server");
const { memberPlan } = await import("~/server/members/member-plan.server");
const { db } = await import("~/server/platform/db.server");
const { publishedKitName, publishText, restoreTextRevision, saveTextDraft, studioText, textRevisions } = await import("~/server/platform/site-texts.server");
const { fulfilmentQueue, markFulfilled } = await import("~/server/sales/fulfilment.server");
const { siteTexts } = await import("~db/schema");

const sql = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => db.$client.prepare(query).all(...params) as T[];
const context = { clientAddress: "203.0.113.41" };
const post = (url: string, form: Record<string, string>) => new Request(url, { method: "POST", body: new URLSearchParams(form) });

const owner = {
  id: await createUser({ email: "kit-names-owner@example.test", password: "secret1", roles: ["super_admin"] }),
  email: "kit-names-owner@example.test",
};

/** Publish the Tools page words with `changes`, as the studio's form would. */
function publishToolsWords(changes: Record<string, string>) {
  const check = checkText(findTextUnit("tools")!, { ...(studioText("tools").current as Record<string, string>), ...changes });
  if (!check.ok) throw new Error(JSON.stringify(check.errors));
  saveTextDraft("tools", check.value, studioText("tools").draft.version, owner);
  publishText("tools", owner);
}

/** Open a Premium order (2 Platinum kits) on the order page's form; returns the buyer's e-mail and the test checkout's path. */
async function openPremiumOrder(name: string) {
  const email = `${name.toLowerCase()}-${Date.now()}@example.test`;
  const form = {
    [HONEYPOT_FIELD]: "",
    firstName: name,
    lastName: "Kits",
    email,
    street: "1200 W Center St",
    street2: "",
    city: "Orem",
    state: "UT",
    zip: "84057",
    phone: "+1 (801) 555-0199",
  };
  const ordered = (await orderRoute.action({ request: post("http://127.0.0.1/order?package=premium", form), params: {}, context })) as Response;
  expect(ordered.status).toBe(302);
  return { email, checkoutPath: ordered.headers.get("Location")! };
}

/** Pay on the test checkout and land on /order/complete; returns the kits that page says it ships. */
async function pay(checkoutPath: string) {
  const sessionId = checkoutPath.split("/test-checkout/")[1];
  const paid = (await testCheckoutRoute.action({ request: post(`http://127.0.0.1${checkoutPath}`, {}), params: { sessionId }, context })) as Response;
  expect(paid.status).toBe(302);
  const page = (await orderCompleteRoute.loader({ request: new Request(`http://127.0.0.1${paid.headers.get("Location")!}`), params: {}, context })) as {
    payment: PaymentOutcome;
  };
  return page.payment.success ? page.payment.shipment?.kits : null;
}

const orderOf = (email: string) => sql<{ id: string; shipping_kit_name: string }>("select id, shipping_kit_name from orders where buyer_email = ?", email)[0]!;

/** The buyer's mail with `subject`, sent over SMTP and read back by a strict MIME parser and mailparser. */
async function mailOverSmtp(email: string, subject: string) {
  const [row] = sql<{ payload: string }>(
    "select payload from outbox where json_extract(payload, '$.to') = ? and json_extract(payload, '$.subject') like ?",
    email,
    `%${subject}%`,
  );
  await sendOverSmtp(smtp.url, JSON.parse(row!.payload));
  const raw = smtp.messages.at(-1)!.raw;
  expect(() => parseStrictMime(raw)).not.toThrow();
  return (await simpleParser(raw)).text ?? "";
}

describe("a kit's name", () => {
  it("is the first value until the owner publishes another, on /tools, /pricing and the order summary", async () => {
    expect(publishedKitName("platinum")).toBe("Platinum Tools");
    expect(toolsRoute.loader().kits.platinum.name).toBe("Platinum Tools");
    expect(pricingRoute.loader().kits.professional.name).toBe("Professional Tools");
    const page = (await orderRoute.loader({ request: new Request("http://127.0.0.1/order?package=premium"), params: {}, context })) as {
      shippedKits: string;
      shippedKit: { name: string };
    };
    expect(page).toMatchObject({ shippedKits: "2 Platinum Tools kits", shippedKit: { name: "Platinum Tools" } });
  });

  it("renamed in the studio sells under the new name, while an order opened before keeps the old one in its receipt, kits-shipped e-mail, the queue and the member's plan", async () => {
    const before = await openPremiumOrder("Before");
    expect(orderOf(before.email).shipping_kit_name).toBe("Platinum Tools");

    publishToolsWords({ platinumName: "Diamond Tools" });
    expect(toolsRoute.loader().kits.platinum.name).toBe("Diamond Tools");
    expect(pricingRoute.loader().kits.platinum.name).toBe("Diamond Tools");
    const summary = (await orderRoute.loader({ request: new Request("http://127.0.0.1/order?package=premium"), params: {}, context })) as {
      shippedKits: string;
    };
    expect(summary.shippedKits).toBe("2 Diamond Tools kits");

    const after = await openPremiumOrder("After");
    expect(orderOf(after.email).shipping_kit_name).toBe("Diamond Tools");

    // The older order is paid after the rename: its receipt still names the kit it was sold as.
    expect(await pay(before.checkoutPath)).toBe("2 Platinum Tools kits");
    expect(await pay(after.checkoutPath)).toBe("2 Diamond Tools kits");
    const oldReceipt = await mailOverSmtp(before.email, "Your order");
    expect(oldReceipt).toContain("2 Platinum Tools kits");
    expect(oldReceipt).not.toContain("Diamond");
    expect(await mailOverSmtp(after.email, "Your order")).toContain("2 Diamond Tools kits");

    const queue = fulfilmentQueue("open", Infinity);
    expect(queue.find((order) => order.email === before.email)?.shipment?.kits).toBe("2 Platinum Tools kits");
    expect(queue.find((order) => order.email === after.email)?.shipment?.kits).toBe("2 Diamond Tools kits");

    const buyer = findUserByEmail(before.email)!;
    const plan = memberPlan(buyer.id);
    expect(plan.ships).toEqual({ kit: "platinum", quantity: 2, name: "Platinum Tools" });
    expect(plan.inclusions.find((inclusion) => inclusion.kind === "kits")?.title).toBe("Your repair kits: 2 Platinum Tools kits");

    const shipped = markFulfilled(owner, {
      orderId: orderOf(before.email).id,
      inclusion: "kits",
      carrier: "ups",
      trackingNumber: "1Z999AA10123456784",
      detail: "",
    });
    expect(shipped.ok).toBe(true);
    const kitsShipped = await mailOverSmtp(before.email, "on the way");
    expect(kitsShipped).toContain("Platinum Tools");
    expect(kitsShipped).not.toContain("Diamond");
  });

  it("keeps its first value when the published Tools page words are from before kits had names, and its published one when such a revision is restored", () => {
    const dropNames = (value: Record<string, string | number>): Record<string, string | number> =>
      Object.fromEntries(Object.entries(value).filter(([name]) => !name.endsWith("Name")));
    db.update(siteTexts)
      .set({ value: dropNames(studioText("tools").published) })
      .where(eq(siteTexts.key, "tools"))
      .run();
    // Any publish reloads every published text from the table.
    const comparison = checkText(findTextUnit("tools.comparison")!, { entries: String(studioText("tools.comparison").published.entries) });
    if (!comparison.ok) throw new Error(JSON.stringify(comparison.errors));
    saveTextDraft("tools.comparison", comparison.value, studioText("tools.comparison").draft.version, owner);
    publishText("tools.comparison", owner);
    expect([publishedKitName("professional"), publishedKitName("platinum")]).toEqual(["Professional Tools", "Platinum Tools"]);

    publishToolsWords({ platinumName: "Diamond Tools" });
    const [oldest] = textRevisions("tools").slice(-1);
    db.$client.prepare("update content_revisions set after = ? where id = ?").run(JSON.stringify(dropNames(studioText("tools").published)), oldest!.id);
    expect(restoreTextRevision("tools", oldest!.id, owner)).toMatchObject({ revision: expect.any(Number) });
    expect([publishedKitName("professional"), publishedKitName("platinum")]).toEqual(["Professional Tools", "Diamond Tools"]);
  });
});
