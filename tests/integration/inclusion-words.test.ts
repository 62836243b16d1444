import { describe, expect, it } from "vitest";

// What each inclusion is called and the next step a member is told, as studio page words
// (page.inclusions): the first values are the words that were in code, the business days the
// system's delivery time; an unknown placeholder is refused by its name; a published edit is what
// the member's plan page, the fulfilment queue and an order's description show next.

const { HAND_DELIVERY_BUSINESS_DAYS } = await import("~/content/inclusions");
const { checkText, findTextUnit } = await import("~/lib/site-texts");
const { createUser } = await import("~/server/accounts/users.server");
const { db } = await import("~/server/platform/db.server");
const { publishText, saveTextDraft, studioText } = await import("~/server/platform/site-texts.server");
const { completeTestCheckout } = await import("~/server/sales/payments.server");
const { startCheckout, verifyCheckout } = await import("~/server/sales/purchases.server");
const { fulfilmentQueue } = await import("~/server/sales/fulfilment.server");
const { describeInclusion, inclusionWords } = await import("~/server/sales/inclusion-words.server");
const { memberPlan } = await import("~/server/members/member-plan.server");
const { testShippingAddress } = await import("../support/shipping-address");

const owner = {
  id: await createUser({ email: "inclusion-words-owner@example.test", password: "secret1", roles: ["super_admin"] }),
  email: "inclusion-words-owner@example.test",
};

/** A member who bought Premium on the test checkout: their account and order. */
async function premiumMember() {
  const email = `inclusion-words-${Date.now()}@example.test`;
  const userId = await createUser({ email, password: "secret1" });
  const url = await startCheckout("premium", { firstName: "Robin", lastName: "Member", email, marketingConsent: "" }, testShippingAddress, {
    buyerAccountId: userId,
  });
  const sessionId = url.split("/test-checkout/")[1]!;
  completeTestCheckout(sessionId);
  expect((await verifyCheckout(sessionId)).success).toBe(true);
  const { id } = db.$client.prepare("select id from orders where provider_session_id = ?").get(sessionId) as { id: string };
  return { userId, orderId: id };
}

const planOf = (userId: string) => Object.fromEntries(memberPlan(userId).inclusions.map((inclusion) => [inclusion.kind, inclusion]));
const queueTitles = (orderId: string) =>
  fulfilmentQueue("open", Infinity)
    .find((order) => order.id === orderId)!
    .items.map((item) => item.title);

const formOf = () => ({ ...(studioText("page.inclusions").current as Record<string, string>), version: String(studioText("page.inclusions").draft.version) });

describe("the inclusions' words", () => {
  it("are the titles and next steps that were in code, the business days the system's delivery time", async () => {
    expect(HAND_DELIVERY_BUSINESS_DAYS).toBe(2);
    expect(inclusionWords()).toEqual({
      titles: {
        course: "The full video course",
        coach: "The on-demand AI coach",
        resources: "Business launch templates and resources",
        kits: "Your repair kits",
        coaching: "1-on-1 coaching sessions",
        hosting: "Your business website, hosted",
        "marketing-plan": "Your done-with-you local marketing plan",
        community: "The member community",
        playbooks: "Hiring, training and dealership-contract playbooks",
      },
      nextSteps: {
        kits: "We send them within 2 business days of your payment and e-mail you the tracking link.",
        hosting: "We'll e-mail you within 2 business days to set up your website.",
        "marketing-plan": "We'll e-mail you within 2 business days to plan it with you.",
        community: "We'll e-mail you an invitation within 2 business days.",
        playbooks: "We'll e-mail them to you within 2 business days.",
      },
    });
    const { userId, orderId } = await premiumMember();
    const plan = planOf(userId);
    expect(plan.course!.title).toBe("The full video course");
    expect(plan.hosting!.title).toBe("Your business website, hosted: 6 months");
    expect(plan.community!.text).toBe("We'll e-mail you an invitation within 2 business days.");
    expect(queueTitles(orderId)).toEqual([
      "Your repair kits",
      "Your done-with-you local marketing plan",
      "Your business website, hosted",
      "The member community",
    ]);
    expect(describeInclusion({ kind: "coaching", sessions: 12, over: "12 weeks" })).toBe("1-on-1 coaching sessions (12 over 12 weeks)");
    expect(describeInclusion({ kind: "hosting", months: 6 })).toBe("Your business website, hosted (6 months)");
  });

  it("refuse an unknown placeholder by its name", () => {
    const check = checkText(findTextUnit("page.inclusions")!, { ...formOf(), kitsNext: "We send them within {{days}} days." });
    expect(check.ok).toBe(false);
    expect(!check.ok && check.errors.kitsNext).toMatch(/^Unknown placeholder \{\{days\}\}: page words may name \{\{deliveryDays\}\}, /);
  });

  it("are what the member's plan, the queue and an order show once published", async () => {
    const { userId, orderId } = await premiumMember();
    const check = checkText(findTextUnit("page.inclusions")!, {
      ...formOf(),
      hostingTitle: "Your own website",
      communityNext: "Look for {{businessName}}'s invitation within {{deliveryDays}} working days.",
    });
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    saveTextDraft("page.inclusions", check.value, studioText("page.inclusions").draft.version, owner);
    publishText("page.inclusions", owner);
    const plan = planOf(userId);
    expect(plan.hosting!.title).toBe("Your own website: 6 months");
    expect(plan.community!.text).toBe("Look for Chip Repair Academy's invitation within 2 working days.");
    expect(queueTitles(orderId)).toContain("Your own website");
    expect(describeInclusion({ kind: "hosting", months: 12 })).toBe("Your own website (12 months)");
  });
});
