import { Form } from "@remix-run/react";
import { BOOKING_STATUS_LABELS, OUTCOME_STATUSES, type BookingStatus } from "~/lib/booking-status";
import { AnswerList } from "~/components/admin/AnswerList";

type Booking = {
  id: number;
  name: string;
  email: string;
  phone: string;
  status: BookingStatus;
  /** Whether the call's start has passed: only then can it be marked completed or a no-show. */
  started: boolean;
  rebookEmailAt: string | null;
  timezone: string;
  host: string;
  hostTime: string;
  bookerTime: string;
  createdAt: string | null;
  /** What the booker said when they cancelled from their link. */
  cancelReason: string | null;
  /** Texts the booker sent back that were not STOP, START or HELP. */
  textReplies: string[];
  notes: { kind: "answers"; answers: { label: string; answer: string }[] } | { kind: "text"; text: string } | null;
};

const choicesFor = (booking: Booking) =>
  (Object.entries(BOOKING_STATUS_LABELS) as [BookingStatus, string][]).filter(([status]) => booking.started || !OUTCOME_STATUSES.includes(status));

/** Booked strategy calls, newest first; a super admin can change a call's status. */
export function BookedCalls({ bookings, canChange }: { bookings: Booking[]; canChange: boolean }) {
  if (bookings.length === 0) return <p className="mt-3 text-slate-700">No calls booked yet.</p>;
  return (
    <ul className="mt-3 space-y-3">
      {bookings.map((booking) => (
        <li key={booking.id} data-testid="booking-row" className="rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-3">
            {/* Visitors' text may hold long unbroken words: they break rather than widen the page. */}
            <div className="min-w-0 [overflow-wrap:anywhere]">
              <p className="text-base font-bold text-slate-900">{booking.name}</p>
              <p>
                {booking.email} · {booking.phone}
              </p>
              <p className="mt-1">
                <strong>{booking.hostTime}</strong> (host: {booking.host}) · {booking.bookerTime} ({booking.timezone})
              </p>
              <p className="text-slate-600">Booked {booking.createdAt}</p>
              {booking.rebookEmailAt ? <p className="text-slate-600">Book-again e-mail sent {booking.rebookEmailAt}</p> : null}
              {booking.cancelReason ? (
                <p className="mt-1" data-testid="cancel-reason">
                  <strong>Why they cancelled:</strong> “{booking.cancelReason}”
                </p>
              ) : null}
            </div>
            {canChange ? (
              <Form method="post" className="flex items-end gap-2">
                <input type="hidden" name="intent" value="booking-status" />
                <input type="hidden" name="bookingId" value={booking.id} />
                <label className="text-sm font-semibold text-slate-900">
                  Status
                  <select name="status" defaultValue={booking.status} className="ml-2 rounded-md border border-slate-400 px-2 py-1">
                    {choicesFor(booking).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="submit" className="rounded-md bg-brand-700 px-3 py-1 font-semibold text-white" aria-label={`Save status for ${booking.name}`}>
                  Save
                </button>
              </Form>
            ) : (
              <p className="rounded-full bg-slate-100 px-3 py-1 font-semibold">{BOOKING_STATUS_LABELS[booking.status]}</p>
            )}
          </div>
          {booking.notes?.kind === "answers" ? (
            <AnswerList answers={booking.notes.answers} className="mt-3" />
          ) : booking.notes?.kind === "text" ? (
            <p className="mt-3 whitespace-pre-wrap">{booking.notes.text}</p>
          ) : null}
          {booking.textReplies.map((reply, index) => (
            <p key={index} data-testid="text-reply" className="mt-2 break-words rounded-lg bg-amber-50 px-3 py-2 text-sm text-slate-800">
              Texted back: “{reply}”
            </p>
          ))}
        </li>
      ))}
    </ul>
  );
}
