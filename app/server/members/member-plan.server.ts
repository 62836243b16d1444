import { eq } from "drizzle-orm";
import { fulfilmentActions, portalInclusions, type HandDeliveredKind, type Inclusion } from "~/content/inclusions";
import type { SoldKits } from "~/content/kits";
import type { ProductId } from "~/content/products";
import type { InclusionView } from "~/lib/plan-inclusions";
import { orderFulfilments } from "~db/schema";
import { db } from "~/server/platform/db.server";
import { pageWords } from "~/server/platform/site-texts.server";
import { memberOrders, type MemberOrder } from "~/server/members/member-access.server";
import { doneOn, tracking, type FulfilmentRow } from "~/server/sales/fulfilment.server";
import { inclusionWords, type InclusionWords } from "~/server/sales/inclusion-words.server";
import { sessionCount } from "~/server/members/coaching-allowance.server";

// What the member's plan order includes, as they see it: every inclusion it was sold with and
// its state (open in the portal, done by the team with when, or the next step and when to expect it).

/** Where each inclusion the portal opens leads; its line and link's words are the studio's page.member-plan. */
const PORTAL_LINKS = { course: "/dashboard", coach: "/dashboard?tab=coach", resources: "/business-resources" } as const;

function portalView(kind: keyof typeof PORTAL_LINKS) {
  const words = pageWords("page.member-plan");
  return { text: words[`${kind}Text`]!, link: { to: PORTAL_LINKS[kind], label: words[`${kind}Link`]! } };
}

function inclusionView(
  inclusion: Inclusion,
  order: MemberOrder | null,
  done: FulfilmentRow | undefined,
  words: InclusionWords,
  sessions?: { used: number; allowance: number },
): InclusionView {
  const base = { kind: inclusion.kind, title: words.titles[inclusion.kind], link: null, trackingUrl: null };
  if (inclusion.kind === "course" || inclusion.kind === "coach" || inclusion.kind === "resources")
    return { ...base, state: "open", ...portalView(inclusion.kind) };
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
  if (!done) return { ...base, title, state: "next", text: words.nextSteps[kind] };
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
 * The member's plan order: the newest paid, unrefunded order that includes anything, whoever
 * recorded it, with the inclusions it was sold with (`order.inclusions`, whatever its offer
 * says now); null without one (access given by hand, staff). Everything the plan gives the
 * member (kits, coaching calls, hosting) is read from here.
 */
export function memberPlanOrder(userId: string): MemberOrder | null {
  return memberOrders(userId).find((order) => (order.standing === "in-force" || order.standing === "plan-lapsed") && order.inclusions.length > 0) ?? null;
}

/** The coaching the member's plan order was sold with (sessions and over how long), or null. */
export function planCoaching(userId: string): Extract<Inclusion, { kind: "coaching" }> | null {
  const coaching = memberPlanOrder(userId)?.inclusions.find((inclusion) => inclusion.kind === "coaching");
  return coaching?.kind === "coaching" ? coaching : null;
}

/** The member's plan, the kits it ships, and each of its inclusions with its state; without a plan order, the portal's own inclusions. */
export function memberPlan(userId: string): { productId: ProductId | null; name: string | null; ships: SoldKits | null; inclusions: InclusionView[] } {
  const order = memberPlanOrder(userId);
  const words = inclusionWords();
  if (!order)
    return { productId: null, name: null, ships: null, inclusions: portalInclusions.map((inclusion) => inclusionView(inclusion, null, undefined, words)) };
  const done = new Map(
    db
      .select()
      .from(orderFulfilments)
      .where(eq(orderFulfilments.orderId, order.id))
      .all()
      .map((row) => [row.inclusion, row]),
  );
  const coaching = order.inclusions.find((inclusion) => inclusion.kind === "coaching");
  const sessions = sessionCount(db, userId, coaching?.kind === "coaching" ? coaching.sessions : 0);
  return {
    productId: order.productId as ProductId,
    name: order.productName,
    ships: order.kitShipment,
    inclusions: order.inclusions.map((inclusion) => inclusionView(inclusion, order, done.get(inclusion.kind as HandDeliveredKind), words, sessions)),
  };
}
