import { and, asc, eq, lte, ne } from "drizzle-orm";
import { emailSequences, type SequenceTrigger } from "~/content/email-sequences";
import { bookings, orders, sequenceEmails } from "~db/schema";
import { db, writeTransaction, type AppDatabase } from "~/server/platform/db.server";
import { sequenceEmail, sequenceStepDelayMinutes } from "~/server/funnel/funnel-emails.server";
import { enqueue } from "~/server/delivery/outbox.server";
import { periodicWork } from "~/server/platform/periodic.server";
import { isSuppressed } from "~/server/delivery/unsubscribe.server";

// The follow-up series a lead is put on (app/content/email-sequences.ts). Every e-mail of a
// series is a row with a due time, scheduled in the transaction that stores the lead; the
// worker decides each due one and queues it in the one write transaction that marks it, so
// it goes out once whatever number of processes run and wherever one is stopped. A series
// stops for an address that has booked a call (not cancelled), bought, or unsubscribed.

const MINUTE_MS = 60 * 1000;
const BATCH_SIZE = 100;

/** Put a new lead on every series its survey starts, in the lead's transaction; an address already on a series stays as it is. */
export function startSequences(tx: AppDatabase, trigger: SequenceTrigger, lead: { email: string; firstName: string }, now: Date): void {
  for (const sequence of emailSequences.filter((candidate) => candidate.startsWith === trigger)) {
    sequence.emails.forEach((_, step) => {
      tx.insert(sequenceEmails)
        .values({
          sequenceId: sequence.id,
          step,
          email: lead.email,
          firstName: lead.firstName,
          dueAt: new Date(now.getTime() + sequenceStepDelayMinutes(sequence.id, step) * MINUTE_MS),
        })
        .onConflictDoNothing()
        .run();
    });
  }
}

type Stop = "booked" | "bought" | "unsubscribed";

function reasonToStop(tx: AppDatabase, email: string): Stop | null {
  if (
    tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.kind, "strategy"), eq(bookings.email, email), ne(bookings.status, "cancelled")))
      .get()
  )
    return "booked";
  if (
    tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.buyerEmail, email), ne(orders.status, "pending")))
      .get()
  )
    return "bought";
  return isSuppressed(tx, email) ? "unsubscribed" : null;
}

const dueCondition = (now: Date) => and(eq(sequenceEmails.status, "scheduled"), lte(sequenceEmails.dueAt, now));

export type SequenceRun = { sent: number; stopped: number };

/** Send the series e-mails that are due (a plain read first: most runs find nothing). */
export function sendDueSequenceEmails(now = new Date()): SequenceRun {
  if (!db.select({ id: sequenceEmails.id }).from(sequenceEmails).where(dueCondition(now)).limit(1).get()) return { sent: 0, stopped: 0 };
  return writeTransaction((tx) => {
    const run: SequenceRun = { sent: 0, stopped: 0 };
    const due = tx.select().from(sequenceEmails).where(dueCondition(now)).orderBy(asc(sequenceEmails.dueAt)).limit(BATCH_SIZE).all();
    for (const row of due) {
      const message = sequenceEmail(row.email, row.firstName, row.sequenceId, row.step);
      const stop = message ? reasonToStop(tx, row.email) : null;
      if (!message || stop) {
        // A series or step taken out of the content since is stopped like one that is no longer wanted.
        tx.update(sequenceEmails).set({ status: "stopped", stoppedBecause: stop }).where(eq(sequenceEmails.id, row.id)).run();
        run.stopped++;
        continue;
      }
      tx.update(sequenceEmails).set({ status: "sent", sentAt: now }).where(eq(sequenceEmails.id, row.id)).run();
      enqueue({ kind: "email", payload: message }, now);
      run.sent++;
    }
    return run;
  });
}

/** The in-process worker: looks for due series e-mails every 5 seconds; the schedule lives in SQLite. */
export const sequenceEmailWorker = periodicWork("sequence-emails", () => sendDueSequenceEmails(), 5_000);
