import { sendDueCallReminders } from "~/server/calls/call-reminders.server";
import { sendHostAgendas } from "~/server/calls/host-agenda.server";
import { periodicWork } from "~/server/platform/periodic.server";

/** Each job runs whatever the other does; their failures are reported together. */
function runEach(jobs: (() => unknown)[]): void {
  const failures: unknown[] = [];
  for (const job of jobs) {
    try {
      job();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures.length === 1 ? failures[0] : new AggregateError(failures, "call reminders and the host's agenda both failed");
}

/**
 * The in-process worker for booked calls: every 5 seconds it sends the reminders that are due
 * and, once its hour has come, the host's agenda for the day. The schedule lives in SQLite.
 */
export const callReminderWorker = periodicWork("call-reminders", () => runEach([() => sendDueCallReminders(), () => sendHostAgendas()]), 5_000);
