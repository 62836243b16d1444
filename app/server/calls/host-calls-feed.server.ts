import { and, asc, eq, gte, ne, sql } from "drizzle-orm";
import ical from "ical-generator";
import { bookings, hosts as hostRows } from "~db/schema";
import { readBookingNotes } from "~/server/calls/admin-bookings.server";
import { manageBookingLink } from "~/server/calls/booking-links.server";
import { hostById, reloadHosts } from "~/server/calls/hosts.server";
import { recordAudit, type Actor } from "~/server/platform/audit.server";
import { db, writeTransaction } from "~/server/platform/db.server";
import { siteUrl } from "~/server/platform/env.server";
import { signedText, textFromSignedToken } from "~/server/platform/signed-links.server";

// Each host's booked calls as an iCalendar feed that Google, Outlook and Apple subscribe to:
// a private address (signed, for the host and the feed's generation), revoked by raising the
// generation, so a new address replaces every copy of the old one. Cancelled calls leave it.

const DAY_MS = 24 * 60 * 60 * 1000;
/** A subscription address is pasted into a calendar once and kept: it lasts ten years unless revoked. */
const FEED_LINK_DAYS = 3650;
/** Calls shown from this long ago on (what calendars keep of the past is theirs). */
const PAST_DAYS = 30;

/** The host's private feed address. */
export function hostCallsFeedLink(host: { id: number; callFeedGeneration: number }, now = new Date()): string {
  return `${siteUrl}/host-calendar/${signedText("host-calls-feed", `${host.id}.${host.callFeedGeneration}`, new Date(now.getTime() + FEED_LINK_DAYS * DAY_MS))}`;
}

/** The host a feed token stands for, while its signature holds and its generation is the host's current one. */
function hostForToken(token: string, now: Date) {
  const match = /^(\d+)\.(\d+)$/.exec(textFromSignedToken("host-calls-feed", token, now) ?? "");
  if (!match) return null;
  const generation = db
    .select({ generation: hostRows.callFeedGeneration })
    .from(hostRows)
    .where(eq(hostRows.id, Number(match[1])))
    .get()?.generation;
  return generation === Number(match[2]) ? hostById(Number(match[1])) : null;
}

/** The feed's text for a token, or null for a token that is not (or no longer) good. */
export function hostCallsFeed(token: string, now = new Date()): string | null {
  const host = hostForToken(token, now);
  if (!host) return null;
  const calls = db
    .select()
    .from(bookings)
    .where(and(eq(bookings.hostId, host.id), ne(bookings.status, "cancelled"), gte(bookings.appointmentAt, new Date(now.getTime() - PAST_DAYS * DAY_MS))))
    .orderBy(asc(bookings.appointmentAt))
    .all();
  const calendar = ical({ name: `Strategy calls: ${host.schedule.displayName}`, ttl: 15 * 60 });
  for (const call of calls) {
    const notes = readBookingNotes(call.notes);
    const answers = notes?.kind === "answers" ? notes.answers.map(({ label, answer }) => `${label}: ${answer}`) : notes ? [notes.text] : [];
    calendar.createEvent({
      // Not the booker's invite UID: the host's calendar keeps this event apart from the invite if the host is invited too.
      id: `host-${call.uid}@${new URL(siteUrl).hostname}`,
      sequence: call.sequence,
      start: call.appointmentAt,
      end: new Date(call.appointmentAt.getTime() + call.durationMinutes * 60_000),
      summary: `Strategy call: ${call.name}`,
      description: [`${call.name}, ${call.email}, ${call.phone}`, "", ...answers, "", `Manage the call: ${manageBookingLink(call)}`].join("\n"),
    });
  }
  return calendar.toString();
}

/** A new address for the host's feed: every copy of the old one stops working. */
export function renewHostCallsFeed(hostId: number, actor: Actor): void {
  writeTransaction((tx) => {
    tx.update(hostRows)
      .set({ callFeedGeneration: sql`${hostRows.callFeedGeneration} + 1` })
      .where(eq(hostRows.id, hostId))
      .run();
    recordAudit(tx, actor, "host.calls-feed-renewed", `host ${hostId}`);
  });
  reloadHosts();
}
