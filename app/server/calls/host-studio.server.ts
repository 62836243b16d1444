import { TZDate } from "@date-fns/tz";
import { and, asc, eq, gte } from "drizzle-orm";
import { dateInZone, shortDateTimeInZone } from "~/lib/calendar-dates";
import { hostScheduleSchema, minutesOf, rangesOn, type HostSchedule, type ScheduleException } from "~/lib/host-schedule";
import { bookings, hosts as hostRows, users } from "~db/schema";
import { allHosts, firstHost, hostById, reloadHosts, type Host } from "~/server/calls/hosts.server";
import { recordAudit, type Actor } from "~/server/platform/audit.server";
import {
  type Draft,
  publishRevision,
  readDraft,
  recordRevision,
  revisionById,
  revisionsOf,
  saveDraft,
  type StaleEdit,
} from "~/server/platform/content-revisions.server";
import { db, isUniqueViolation, writeTransaction } from "~/server/platform/db.server";
import { processUpload } from "~/server/platform/picture-uploads.server";

// The calls studio: each host's schedule as owner-editable content. Any admin edits a host's
// draft (the settings form, and exceptions added or removed one at a time); a super admin
// publishes it (the hosts row, a revision, an audit entry) or restores an earlier revision.
// A publish changes the times offered from then on; calls already booked stay where they are,
// and the studio lists those that now fall outside the host's hours.

const HOST_SCHEDULE_KIND = "host-schedule";

export type StudioFailure = { error: string } | StaleEdit;

function requireHost(hostId: number): Host {
  const host = hostById(hostId);
  if (!host) throw new Response("No such host", { status: 404 });
  return host;
}

/** A booked call that the host's published hours no longer hold. */
export type CallOutsideHours = { id: number; name: string; when: string };

/**
 * The host's scheduled calls from `now` on that no longer fit inside one of the host's time
 * ranges on their day (an exception or a changed week took the time away): kept, and listed
 * for the admin to sort out with the booker.
 */
export function callsOutsideHours(host: Host, now = new Date()): CallOutsideHours[] {
  const { schedule } = host;
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.hostId, host.id), eq(bookings.status, "scheduled"), gte(bookings.appointmentAt, now)))
    .orderBy(asc(bookings.appointmentAt))
    .all()
    .filter((call) => {
      const wallClock = new TZDate(call.appointmentAt.getTime(), schedule.timeZone);
      const start = wallClock.getHours() * 60 + wallClock.getMinutes();
      const end = start + call.durationMinutes;
      const hostDate = dateInZone(call.appointmentAt, schedule.timeZone);
      return !rangesOn(schedule, hostDate).some((range) => minutesOf(range.start) <= start && end <= minutesOf(range.end));
    })
    .map((call) => ({ id: call.id, name: call.name, when: shortDateTimeInZone(call.appointmentAt, schedule.timeZone, true) }));
}

export type StudioHost = { host: Host; published: HostSchedule; current: HostSchedule; draft: Draft<HostSchedule> };

/** One host as the studio shows it: published, drafted, and the version a form must send back. */
export function studioHost(hostId: number): StudioHost {
  const host = requireHost(hostId);
  const draft = readDraft<HostSchedule>(HOST_SCHEDULE_KIND, String(host.id));
  return { host, published: host.schedule, current: draft.body ? hostScheduleSchema.parse(draft.body) : host.schedule, draft };
}

/** Every host with whether a draft waits, first added first. */
export const studioHosts = () => allHosts().map((host) => ({ host, draftWaiting: readDraft(HOST_SCHEDULE_KIND, String(host.id)).body !== null }));

function saveScheduleDraft(hostId: number, change: (current: HostSchedule) => HostSchedule, openedAtVersion: number, actor: Actor) {
  const { current } = studioHost(hostId);
  const schedule = hostScheduleSchema.parse(change(current));
  return writeTransaction((tx) => saveDraft(tx, HOST_SCHEDULE_KIND, String(hostId), schedule, openedAtVersion, actor));
}

/** The settings form's save: everything but the exceptions and the photo, which are kept as drafted. */
export const saveHostSettings = (hostId: number, schedule: HostSchedule, openedAtVersion: number, actor: Actor) =>
  saveScheduleDraft(hostId, (current) => ({ ...schedule, exceptions: current.exceptions, photo: current.photo ?? null }), openedAtVersion, actor);

/** The booking page's photo of the host, made into the site's photo files, as a draft (no file: no photo). */
export async function draftHostPhoto(hostId: number, file: Buffer | null, openedAtVersion: number, actor: Actor) {
  requireHost(hostId);
  const photo = file ? await processUpload(file) : null;
  if (photo && "error" in photo) return photo;
  return saveScheduleDraft(hostId, (current) => ({ ...current, photo }), openedAtVersion, actor);
}

/** Add a day off, other hours on a date, or a from–to range (vacation) to the draft. */
export const addHostException = (hostId: number, exception: ScheduleException, openedAtVersion: number, actor: Actor) =>
  saveScheduleDraft(hostId, (current) => ({ ...current, exceptions: [...current.exceptions, exception] }), openedAtVersion, actor);

/** Take the draft's exception at `index` out. */
export const removeHostException = (hostId: number, index: number, openedAtVersion: number, actor: Actor) =>
  saveScheduleDraft(hostId, (current) => ({ ...current, exceptions: current.exceptions.filter((_, at) => at !== index) }), openedAtVersion, actor);

const describeException = (exception: ScheduleException) =>
  `${exception.from === exception.to ? exception.from : `${exception.from} to ${exception.to}`}: ${
    exception.ranges.length === 0 ? "off" : exception.ranges.map((range) => `${range.start}-${range.end}`).join(", ")
  }`;

/** What a publish changed, in words for the history. */
function summary(before: HostSchedule, after: HostSchedule): string {
  const changed = (Object.keys(after) as (keyof HostSchedule)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  const added = after.exceptions.filter((exception) => !before.exceptions.some((old) => JSON.stringify(old) === JSON.stringify(exception)));
  const parts = changed.filter((key) => key !== "exceptions").map((key) => String(key));
  if (added.length) parts.push(`added ${added.map(describeException).join("; ")}`);
  const removed = before.exceptions.length + added.length - after.exceptions.length;
  if (removed > 0) parts.push(`removed ${removed} exception${removed === 1 ? "" : "s"}`);
  return `${after.displayName}: ${parts.length ? parts.join(", ") : "no change"}`;
}

function publishSchedule(hostId: number, schedule: HostSchedule, describe: (before: HostSchedule) => string, actor: Actor): { revision: number } {
  const checked = hostScheduleSchema.parse(schedule);
  const now = new Date();
  const outcome = writeTransaction((tx) => {
    const before = requireHost(hostId).schedule;
    tx.update(hostRows).set({ schedule: checked, publishedBy: actor.email, publishedAt: now }).where(eq(hostRows.id, hostId)).run();
    return { revision: publishRevision(tx, { kind: HOST_SCHEDULE_KIND, key: String(hostId), before, after: checked, summary: describe(before) }, actor, now) };
  });
  reloadHosts();
  return outcome;
}

/** Publish the host's draft: the calendar offers it from now on. */
export function publishHost(hostId: number, actor: Actor): StudioFailure | { revision: number } {
  const { draft } = studioHost(hostId);
  if (!draft.body) return { error: "There is no draft to publish: save a change first." };
  const schedule = draft.body;
  return publishSchedule(hostId, schedule, (before) => summary(before, schedule), actor);
}

/** Publish a revision's schedule again, as a new revision. */
export function restoreHostRevision(revisionId: number, actor: Actor): StudioFailure | { revision: number } {
  const revision = revisionById(revisionId);
  if (!revision || revision.kind !== HOST_SCHEDULE_KIND) return { error: "That revision does not exist." };
  const schedule = revision.after as HostSchedule;
  return publishSchedule(Number(revision.key), schedule, () => `Restored revision ${revision.id}: ${schedule.displayName}`, actor);
}

/** The host's publishes, newest first. */
export const hostRevisions = (hostId: number) => revisionsOf([HOST_SCHEDULE_KIND], String(hostId)).filter((revision) => revision.key === String(hostId));

/**
 * Make an account a host: the first host's hours and rules as a start, not taking calls until
 * a super admin publishes the new host's schedule with "takes calls" on.
 */
export function addHost(email: string, actor: Actor): { hostId: number } | { error: string } {
  const user = db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, email.trim().toLowerCase())).get();
  if (!user) return { error: "No account has this e-mail address. Create the account first (Users), then make it a host." };
  const schedule = hostScheduleSchema.parse({
    ...firstHost().schedule,
    displayName: user.email.split("@")[0],
    noticeEmail: user.email,
    takesCalls: false,
    exceptions: [],
  });
  try {
    const hostId = writeTransaction((tx) => {
      const now = new Date();
      const { id } = tx.insert(hostRows).values({ userId: user.id, schedule, publishedBy: actor.email, publishedAt: now }).returning({ id: hostRows.id }).get();
      recordAudit(tx, actor, "host.add", `host ${id} (${user.email})`);
      recordRevision(
        tx,
        { kind: HOST_SCHEDULE_KIND, key: String(id), before: null, after: schedule, summary: `${schedule.displayName}: added as a host, not taking calls yet` },
        actor,
        now,
      );
      return id;
    });
    reloadHosts();
    return { hostId };
  } catch (error) {
    if (isUniqueViolation(error)) return { error: "This account is a host already." };
    throw error;
  }
}
