import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import type { CheckoutAnswer, PaymentOutcome } from "~/lib/order-form";
import * as bootcampOrderRoute from "~/routes/_sales+/bootcamp-order";
import * as orderRoute from "~/routes/_sales+/order";
import * as orderCompleteRoute from "~/routes/_sales+/order_.complete";
import * as testCheckoutRoute from "~/routes/_sales+/test-checkout.$sessionId";
import { accessOverview } from "~/server/members/member-access.server";
import { db } from "~/server/platform/db.server";
import { findUserByEmail, loadCurrentUser } from "~/server/accounts/users.server";

// A plan that ships repair kits, ordered the way the browser does it: the order page's form
// post, the built-in test checkout's Pay button, the return page. The address and phone
// travel with the order through the payment, into the receipt and the admin's view.

const sql = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => db.$client.prepare(query).all(...params) as T[];
const context = { clientAddress: "203.0.113.40" };
let buyers = 0;

const kitOrder = (overrides: Record<string, string> = {}) => ({
  [HONEYPOT_FIELD]: "",
  firstName: "Dana",
  lastName: "Kits",
  email: `kit-buyer-${++buyers}-${Date.now()}@example.test`,
  street: "1200 W Center St",
  street2: "Suite 4",
  city: "Orem",
  state: "UT",
  zip: "84057",
  phone: "+1 (801) 555-0199",
  ...overrides,
});

const post = (url: string, form: Record<string, string>) => new Request(url, { method: "POST", body: new URLSearchParams(form) });

async function orderPlan(plan: string, form: Record<string, string>) {
  return (await orderRoute.action({ request: post(`http://127.0.0.1/order?package=${plan}`, form), params: {}, context })) as Response;
}

/** Pay on the test checkout the order page sent the buyer to; returns where the buyer lands. */
async function payOnTestCheckout(checkoutPath: string): Promise<string> {
  const sessionId = checkoutPath.split("/test-checkout/")[1];
  const paid = (await testCheckoutRoute.action({ request: post(`http://127.0.0.1${checkoutPath}`, {}), params: { sessionId }, context })) as Response;
  expect(paid.status).toBe(302);
  return paid.headers.get("Location")!;
}

describe("ordering a plan that ships kits, on the test checkout", () => {
  it("keeps the address and phone with the order through the payment; the return page, the receipt and the admin all show them", async () => {
    const form = kitOrder();
    const ordered = await orderPlan("premium", form);
    expect(ordered.status).toBe(302);
    const checkoutPath = ordered.headers.get("Location")!;
    expect(checkoutPath).toMatch(/^\/test-checkout\/cs_test_[\w-]+$/);
    expect(
      sql(
        "select status, shipping_kit, shipping_kit_quantity, shipping_street, shipping_street2, shipping_city, shipping_state, shipping_zip, buyer_phone from orders where buyer_email = ?",
        form.email,
      ),
    ).toEqual([
      {
        status: "pending",
        shipping_kit: "platinum",
        shipping_kit_quantity: 2,
        shipping_street: "1200 W Center St",
        shipping_street2: "Suite 4",
        shipping_city: "Orem",
        shipping_state: "UT",
        shipping_zip: "84057",
        buyer_phone: "+1 (801) 555-0199",
      },
    ]);

    const returnPath = await payOnTestCheckout(checkoutPath);
    expect(returnPath).toMatch(/^\/order\/complete\?session_id=cs_test_/);
    const page = (await orderCompleteRoute.loader({ request: new Request(`http://127.0.0.1${returnPath}`), params: {}, context })) as {
      payment: PaymentOutcome;
    };
    expect(page.payment).toMatchObject({
      success: true,
      shipment: {
        kits: "2 Platinum Tools kits",
        recipient: "Dana Kits",
        address: ["1200 W Center St", "Suite 4", "Orem, UT 84057", "United States"],
        phone: "+1 (801) 555-0199",
      },
    });
    expect(sql("select status, shipping_street, buyer_phone from orders where buyer_email = ?", form.email)).toEqual([
      { status: "paid", shipping_street: "1200 W Center St", buyer_phone: "+1 (801) 555-0199" },
    ]);

    const [receipt] = sql<{ payload: string }>("select payload from outbox where kind = 'email' and payload like ?", `%${form.email}%`);
    const { text } = JSON.parse(receipt.payload) as { text: string };
    expect(text).toContain("Item: Premium Coaching Program\n  with 2 Platinum Tools kits\n");
    expect(text).toContain(
      "Your repair kit\n\nWe ship 2 Platinum Tools kits within 2 business days to:\nDana Kits\n1200 W Center St\nSuite 4\nOrem, UT 84057\nUnited States\n",
    );
    expect(text).toContain("The courier may call you at +1 (801) 555-0199 about the delivery.");

    const buyer = loadCurrentUser(findUserByEmail(form.email)!.id)!;
    expect(accessOverview(buyer).orders).toMatchObject([
      { productName: "Premium Coaching Program", status: "paid", shipment: page.payment.success ? page.payment.shipment : null },
    ]);
  });

  it("refuses an empty street and a bad ZIP with a message for each, keeps every answer, and stores nothing", async () => {
    const form = kitOrder({ street: "  ", zip: "8405" });
    const refused = await orderPlan("ultimate", form);
    expect(refused.status).toBe(400);
    const answer = (await refused.json()) as CheckoutAnswer;
    expect(answer.errors).toEqual({ street: "Please enter your street address", zip: "Please enter a 5-digit ZIP code, like 84042" });
    const { [HONEYPOT_FIELD]: _trap, ...typed } = form;
    expect(answer.values).toEqual({ ...typed, marketingConsent: "" });
    expect(sql("select id from orders where buyer_email = ?", form.email)).toEqual([]);
  });

  it.each([
    [{ state: "" }, { state: "Please choose your state" }],
    [{ state: "ZZ" }, { state: "Please choose your state" }],
    [{ city: "" }, { city: "Please enter your city" }],
    [{ phone: "" }, { phone: "Please enter your phone number" }],
    [{ phone: "555" }, { phone: "Please enter a full phone number, with area code" }],
    [{ street: `<a href="https://spam.example">1 Main</a>` }, { street: "Please use only letters, numbers, spaces and . , # ' - / & ( ) here" }],
    [{ zip: "84057-12" }, { zip: "Please enter a 5-digit ZIP code, like 84042" }],
  ])("refuses %o with %o", async (overrides, errors) => {
    const refused = await orderPlan("complete", kitOrder(overrides));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as CheckoutAnswer).errors).toEqual(errors);
  });

  it("a product that ships nothing takes no address, whatever is posted", async () => {
    const form = kitOrder();
    const ordered = (await bootcampOrderRoute.action({ request: post("http://127.0.0.1/bootcamp-order", form), params: {}, context })) as Response;
    expect(ordered.status).toBe(302);
    expect(sql("select shipping_kit, shipping_street, buyer_phone from orders where buyer_email = ?", form.email)).toEqual([
      { shipping_kit: null, shipping_street: null, buyer_phone: null },
    ]);
  });
});
