import { companyFacts } from "~/server/platform/site-texts.server";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AccountCard, FormAlert, submitButtonClass } from "~/components/accounts/AccountCard";
import { AddToCalendar } from "~/components/calls/AddToCalendar";
import { FreeTimes } from "~/components/calls/FreeTimes";
import { HostName } from "~/components/calls/HostName";
import { longDateLabel } from "~/lib/calendar-dates";
import { cancelBooking, manageView, moveBooking, requireBookingForToken } from "~/server/calls/booking-changes.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { consumeLimit } from "~/server/platform/rate-limit.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";
import { CANCEL_REASON_MAX_LENGTH } from "~/lib/field-limits";
import { privatePageHeaders } from "~/lib/private-page";
import { pageTitle } from "~/lib/route-handle";

export const headers = privatePageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, data?.kind === "coaching" ? "Your Coaching Session" : "Your Strategy Call") },
  { name: "robots", content: "noindex" },
];

// The signed link from a booking's confirmation e-mail: see the call, cancel it, or move it.
// Dates are links and times are radio buttons, so it all works without JavaScript. Cancelling
// asks once (?cancel=confirm, a page of its own) and takes an optional reason for the admin.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const booking = requireBookingForToken(params.token ?? "");
  const query = new URL(request.url).searchParams;
  const view = manageView(booking, query.get("date"));
  return {
    ...view,
    dates: view.dates.map((date) => ({ date, label: longDateLabel(date) })),
    confirmingCancel: view.changeable && query.get("cancel") === "confirm",
  };
}

const tooManyPosts = () =>
  `Too many changes from your connection. Please try again in a few minutes, or call us at ${companyFacts().supportPhone} or e-mail ${companyFacts().supportEmail}.`;

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const token = params.token ?? "";
  const form = await readForm(request);
  const limit = await consumeLimit("publicForm", context.clientAddress);
  if (!limit.allowed) return json({ error: tooManyPosts() }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  requireBookingForToken(token);
  const cancelling = form.get("intent") === "cancel";
  const reason = cancelling ? cancelReasonFrom(form) : null;
  if (reason && reason.length > CANCEL_REASON_MAX_LENGTH) {
    return json({ error: null, reasonError: `Please keep the reason under ${CANCEL_REASON_MAX_LENGTH} characters`, reason }, { status: 400 });
  }
  const result = cancelling
    ? cancelBooking(token, new Date(), reason)
    : moveBooking(token, { date: String(form.get("date") ?? ""), datetime: String(form.get("datetime") ?? "") });
  if (!result.ok) return json({ error: result.reason }, { status: result.status });
  const done = form.get("intent") === "cancel" ? "Your call is cancelled" : "Your call has a new time";
  return redirectWithFlash(request, `/my-call/${token}`, { type: "success", title: done, description: "We have e-mailed you the updated calendar invite." });
}

/** The booker's reason as typed, without control characters; empty means none. */
function cancelReasonFrom(form: FormData): string | null {
  const reason = String(form.get("reason") ?? "")
    .replace(/\p{Cc}/gu, " ")
    .trim();
  return reason || null;
}

export default function ManageCall() {
  const call = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const error = answer?.error;
  const busy = useNavigation().state !== "idle";
  if (call.confirmingCancel) {
    return (
      <AccountCard title={call.kind === "coaching" ? "Cancel Your Coaching Session?" : "Cancel Your Strategy Call?"} intro={<>Hi {call.name}.</>}>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <p data-testid="call-status" className="text-lg font-semibold text-slate-900">
          {call.when}
        </p>
        <p className="mt-2 text-slate-700">Once cancelled, this time goes back on the calendar for someone else. You can book a new call whenever you like.</p>
        <Form method="post" action="?cancel=confirm" className="mt-6 space-y-4">
          <div>
            <label htmlFor="reason" className="block font-semibold text-slate-900">
              Why are you cancelling? <span className="font-normal text-slate-600">(optional)</span>
            </label>
            <textarea
              id="reason"
              name="reason"
              rows={3}
              maxLength={CANCEL_REASON_MAX_LENGTH}
              defaultValue={answer && "reason" in answer ? answer.reason : ""}
              aria-invalid={answer && "reasonError" in answer ? true : undefined}
              aria-describedby={answer && "reasonError" in answer ? "reason-error" : undefined}
              className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
            />
            {answer && "reasonError" in answer ? (
              <p id="reason-error" data-testid="reason-error" className="mt-1 text-sm font-semibold text-red-800">
                {answer.reasonError}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            name="intent"
            value="cancel"
            disabled={busy}
            className="w-full rounded-md bg-red-700 px-5 py-3 font-semibold text-white hover:bg-red-800"
          >
            Yes, Cancel My Call
          </button>
        </Form>
        <Link to="." className="mt-4 block text-center font-semibold text-brand-700 underline">
          No, keep my call
        </Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={call.kind === "coaching" ? "Your Coaching Session" : "Your Strategy Call"} intro={<>Hi {call.name}.</>}>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <p data-testid="call-status" className="text-lg font-semibold text-slate-900">
        {call.status === "cancelled" ? `Cancelled: ${call.when}` : call.when}
      </p>
      <p data-testid="call-host" className="mt-1 text-slate-700">
        <HostName name={call.host.name} photo={call.host.photo} />
      </p>
      {call.calendar ? <AddToCalendar links={call.calendar} className="mt-4" /> : null}
      {call.changeable ? (
        <>
          <p data-testid="change-rule" className="mt-2 text-slate-700">
            You can move or cancel this call here until {call.changesCloseAt}.
          </p>
          <h2 className="mt-6 font-bold text-slate-900">Pick another time</h2>
          <ul aria-label="Days with free times" className="mt-2 flex flex-wrap gap-2">
            {call.dates.map((date) => (
              <li key={date.date}>
                <Link
                  to={`?date=${date.date}`}
                  preventScrollReset
                  aria-current={call.availability?.date === date.date ? "true" : undefined}
                  className="inline-block rounded-md border border-slate-400 px-3 py-1 text-sm aria-[current=true]:border-brand-700 aria-[current=true]:bg-brand-50"
                >
                  {date.label}
                </Link>
              </li>
            ))}
          </ul>
          {call.availability ? <MoveForm availability={call.availability} busy={busy} /> : null}
          <h2 className="mt-8 font-bold text-slate-900">Can't make it?</h2>
          <Link to="?cancel=confirm" className="mt-2 block w-full rounded-md border border-red-700 px-5 py-3 text-center font-semibold text-red-800">
            Cancel My Call
          </Link>
        </>
      ) : call.cutOff ? (
        <p data-testid="change-rule" className="mt-4 text-slate-700">
          {call.cutOff}
        </p>
      ) : (
        <p className="mt-4 text-slate-700">
          This call can no longer be changed. Want a new one?{" "}
          <Link to={call.kind === "coaching" ? "/coaching" : "/booking-survey"} className="font-semibold text-brand-700 underline">
            {call.kind === "coaching" ? "Book a coaching session" : "Book a call"}
          </Link>
        </p>
      )}
    </AccountCard>
  );
}

function MoveForm({ availability, busy }: { availability: { date: string; slots: { time: string; datetime: string }[] }; busy: boolean }) {
  if (availability.slots.length === 0) return <p className="mt-3 text-slate-700">No free times that day. Please pick another day.</p>;
  return (
    <Form method="post" className="mt-3 space-y-3">
      <FreeTimes availability={availability} />
      <button type="submit" name="intent" value="move" disabled={busy} className={submitButtonClass}>
        Move My Call
      </button>
    </Form>
  );
}
