import { createCookie } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { COOKIE_NAMES } from "~/lib/cookie-names";
import { fullDateInZone, timeLabel } from "~/lib/calendar-dates";
import { leads } from "~db/schema";
import { cookieSecurity } from "~/server/platform/cookies.server";
import { writeTransaction, type AppDatabase } from "~/server/platform/db.server";
import { env } from "~/server/platform/env.server";
import { secrets } from "~/server/platform/secrets.server";
import { publishedOffer } from "~/server/platform/offers.server";

// The bootcamp's limited offer, real for each visitor: the offer price holds for
// the published offer's hours from their first visit to the bootcamp's pages, then the price
// rises to the list price. The first visit is kept in a signed cookie and, once we know who
// the visitor is (a survey, an order), on their lead, where the earliest start wins: clearing
// cookies does not start the offer again for a known address.

const offerCookie = createCookie(COOKIE_NAMES.bootcampOffer, {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secrets: [secrets.sessionSecret],
  maxAge: 60 * 60 * 24 * 365,
});

/** The offer as a page shows it: the price now (and the list price), and while the offer runs, until when. */
export type BootcampOfferView = { active: boolean; priceDollars: number; listPriceDollars: number; endsAt: string; endsOn: string; hoursLeft: number };

function viewOf(startedAt: Date, now: Date): BootcampOfferView {
  const bootcamp = publishedOffer("bootcamp");
  const listPrice = bootcamp.listPrice ?? bootcamp.price;
  const endsAt = new Date(startedAt.getTime() + (bootcamp.offerHours ?? 0) * 3_600_000);
  const active = endsAt > now;
  return {
    active,
    priceDollars: active ? bootcamp.price : listPrice,
    listPriceDollars: listPrice,
    endsAt: endsAt.toISOString(),
    endsOn: `${fullDateInZone(endsAt, env.HOST_TIMEZONE)} at ${timeLabel(endsAt, env.HOST_TIMEZONE)}`,
    hoursLeft: Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / 3_600_000)),
  };
}

/** When this visitor's offer started (their signed cookie), or null on a first visit (or a cookie not ours). */
export async function offerStartedAt(request: Request): Promise<Date | null> {
  const value = await offerCookie.parse(request.headers.get("Cookie"));
  return typeof value === "number" && Number.isFinite(value) ? new Date(value) : null;
}

const offerHeaders = async (request: Request, startedAt: Date) => ({ "Set-Cookie": await offerCookie.serialize(startedAt.getTime(), cookieSecurity(request)) });

/** The Cookie header value of a visitor whose offer started at `startedAt` (what the browser sends back). */
export async function offerCookieFor(startedAt: Date): Promise<string> {
  return (await offerCookie.serialize(startedAt.getTime())).split(";")[0];
}

/** The bootcamp pages' offer for this visitor; a first visit starts it (the answer's cookie). */
export async function bootcampOfferFor(request: Request, now = new Date()): Promise<{ offer: BootcampOfferView; headers: Record<string, string> | undefined }> {
  const startedAt = await offerStartedAt(request);
  if (startedAt) return { offer: viewOf(startedAt, now), headers: undefined };
  return { offer: viewOf(now, now), headers: await offerHeaders(request, now) };
}

/**
 * Keep a known visitor's offer start on their lead (the earlier of the two wins), in the
 * caller's transaction. Returns the start that holds for them.
 */
export function holdOfferOnLead(writer: Pick<AppDatabase, "select" | "update">, email: string, startedAt: Date): Date {
  const lead = writer.select({ id: leads.id, startedAt: leads.bootcampOfferStartedAt }).from(leads).where(eq(leads.email, email.toLowerCase())).get();
  if (!lead) return startedAt;
  if (lead.startedAt && lead.startedAt <= startedAt) return lead.startedAt;
  writer.update(leads).set({ bootcampOfferStartedAt: startedAt }).where(eq(leads.id, lead.id)).run();
  return startedAt;
}

export type BootcampPrice = { priceCents: number; offer: BootcampOfferView; headers: Record<string, string> | undefined; changed: boolean };

/**
 * What an order of the bootcamp costs this buyer: the offer price while the offer that holds
 * for them (their cookie's, or their lead's when that started earlier) runs, else the list
 * price. `changed`: their lead's earlier start ended the offer the page showed; the answer's
 * cookie then carries that start, so the page shows the price that holds.
 */
export async function bootcampPriceFor(request: Request, email: string, now = new Date()): Promise<BootcampPrice> {
  const fromCookie = (await offerStartedAt(request)) ?? now;
  const holds = writeTransaction((tx) => holdOfferOnLead(tx, email, fromCookie));
  const offer = viewOf(holds, now);
  const shown = viewOf(fromCookie, now);
  return {
    priceCents: offer.priceDollars * 100,
    offer,
    headers: holds.getTime() !== fromCookie.getTime() ? await offerHeaders(request, holds) : undefined,
    changed: offer.priceDollars !== shown.priceDollars,
  };
}
