import { eq } from "drizzle-orm";
import { fulfilmentActions, inclusionTitles, nextSteps, portalInclusions, type HandDeliveredKind, type Inclusion } from "~/content/inclusions";
import { isProductId } from "~/lib/offers";
import type { ProductId } from "~/content/products";
import { inclusionsOf } from "~/server/platform/offers.server";
import type { InclusionView } from "~/lib/plan-inclusions";
import { orderFulfilments } from "~db/schema";
import { db } from "~/server/platform/db.server";
import { memberOrders, type MemberOrder } from "~/server/members/member-access.server";
import { doneOn, tracking, type FulfilmentRow } from "~/server/sales/fulfilment.server";
import { sessionCount } from "~/server/members/coaching-allowance.server";

// What each plan sells, as its member sees it: every inclusion of their plan with its state
// (open in the portal, done by the team with when, or the next step and when to expect it).

const PORTAL_LINKS = {
  course: { text: "Every lesson, your progress and the checkpoint quizzes.", link: { to: "/dashboard", label: "Open the course" } },
  coach: { text: "Answers about repairs, tools, pricing and customers, any time.", link: { to: "/dashboard?tab=coach", label: "Ask the coach" } },
  resources: { text: "Templates, insurance forms and sales tools.", link: { to: "/business-resources", label: "Open the resources" } },
} as const;

function inclusionView(
  inclusion: Inclusion,
  order: MemberOrder | null,
  done: FulfilmentRow | undefined,
  sessions?: { used: number; allowance: number },
): InclusionView {
  const base = { kind: inclusion.kind, title: inclusionTitles[inclusion.kind], link: null, trackingUrl: null };
  if (inclusion.kind === "course" || inclusion.kind === "coach" || inclusion.kind === "resources")
    return { ...base, state: "open", ...PORTAL_LINKS[inclusion.kind] };
  if (inclusion.kind === "coaching")
    return {
      ...base,
      state: "open",
      text: `${sessions?.used ?? 0} of ${sessions?.allowance ?? inclusion.sessions} sessions used (one a week over ${inclusion.over}).`,
      link: { to: "/coaching", label: "Book a coaching session" },
    };
  const kind: HandDeliveredKind = inclusion.kind;
  const title =
    inclusion.kind === "kits" && order?.shipment
      ? `Your repair kits: ${order.shipment.kits}`
      : inclusion.kind === "hosting"
        ? `${base.title}: ${inclusion.months} months`
        : base.title;
  if (!done) return { ...base, title, state: "next", text: nextSteps[kind] };
  const parcel = tracking(done);
  if (parcel)
    return {
      ...base,
      title,
      state: "done",
      text: `Shipped ${doneOn(done)} with ${parcel.carrier}, tracking number ${parcel.number}.`,
      trackingUrl: parcel.url,
    };
  const said = `${fulfilmentActions[kind].done} ${doneOn(done)}.`;
  return { ...base, title, state: "done", text: `${said}${done.detail ? ` ${done.detail}` : ""}` };
}

/**
 * The member's plan order (the newest paid, unrefunded order of a product that includes
 * anything, whoever recorded it) and what it includes, or null (access given by hand, staff).
 * Every reader of a member's inclusions goes through here.
 */
function planOrder(userId: string): { order: MemberOrder; productId: ProductId; inclusions: Inclusion[] } | null {
  for (const order of memberOrders(userId)) {
    if (order.standing !== "in-force" && order.standing !== "plan-lapsed") continue;
    if (!isProductId(order.productId)) continue;
    const inclusions = inclusionsOf(order.productId);
    if (inclusions.length > 0) return { order, productId: order.productId, inclusions };
  }
  return null;
}

/** The coaching the member's plan includes (sessions and over how long), or null. */
export function planCoaching(userId: string): Extract<Inclusion, { kind: "coaching" }> | null {
  const coaching = planOrder(userId)?.inclusions.find((inclusion) => inclusion.kind === "coaching");
  return coaching?.kind === "coaching" ? coaching : null;
}

/**
 * The member's plan and each of its inclusions with its state. Without a plan order (access
 * given by hand, staff), the portal's own inclusions.
 */
export function memberPlan(userId: string): { productId: ProductId | null; name: string | null; inclusions: InclusionView[] } {
  const plan = planOrder(userId);
  if (!plan) return { productId: null, name: null, inclusions: portalInclusions.map((inclusion) => inclusionView(inclusion, null, undefined)) };
  const { order, productId } = plan;
  const done = new Map(
    db
      .select()
      .from(orderFulfilments)
      .where(eq(orderFulfilments.orderId, order.id))
      .all()
      .map((row) => [row.inclusion, row]),
  );
  const coaching = plan.inclusions.find((inclusion) => inclusion.kind === "coaching");
  const sessions = sessionCount(db, userId, coaching?.kind === "coaching" ? coaching.sessions : 0);
  return {
    productId,
    name: order.productName,
    inclusions: plan.inclusions.map((inclusion) => inclusionView(inclusion, order, done.get(inclusion.kind as HandDeliveredKind), sessions)),
  };
}
