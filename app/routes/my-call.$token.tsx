import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AccountCard, FormAlert, submitButtonClass } from "~/components/account/AccountCard";
import { AddToCalendar } from "~/components/booking/AddToCalendar";
import { longDateLabel } from "~/lib/calendar-dates";
import { cancelBooking, manageView, moveBooking, requireBookingForToken } from "~/server/booking-changes.server";
import { env } from "~/server/env.server";
import { redirectWithFlash } from "~/server/flash.server";
import { consumeLimit } from "~/server/rate-limit.server";
import { readForm, requireSameOrigin } from "~/server/request.server";
import { privatePageHeaders } from "~/lib/private-page";

export const headers = privatePageHeaders;

export const meta: MetaFunction = () => [{ title: "Your Strategy Call | Chip Repair Academy" }, { name: "robots", content: "noindex" }];

// The signed link from a booking's confirmation e-mail: see the call, cancel it, or move it.
// Dates are links and times are radio buttons, so it all works without JavaScript.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const booking = requireBookingForToken(params.token ?? "");
  const view = manageView(booking, new URL(request.url).searchParams.get("date"));
  return { ...view, dates: view.dates.map((date) => ({ date, label: longDateLabel(date) })) };
}

const tooManyPosts = () =>
  `Too many changes from your connection. Please try again in a few minutes, or call us at ${env.SUPPORT_PHONE} or e-mail ${env.SUPPORT_EMAIL}.`;

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const token = params.token ?? "";
  const form = await readForm(request);
  const limit = await consumeLimit("publicForm", context.clientAddress);
  if (!limit.allowed) return json({ error: tooManyPosts() }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  requireBookingForToken(token);
  const result =
    form.get("intent") === "cancel"
      ? cancelBooking(token)
      : moveBooking(token, { date: String(form.get("date") ?? ""), datetime: String(form.get("datetime") ?? "") });
  if (!result.ok) return json({ error: result.reason }, { status: result.status });
  const done = form.get("intent") === "cancel" ? "Your call is cancelled" : "Your call has a new time";
  return redirectWithFlash(request, `/my-call/${token}`, { type: "success", title: done, description: "We have e-mailed you the updated calendar invite." });
}

export default function ManageCall() {
  const call = useLoaderData<typeof loader>();
  const error = useActionData<typeof action>()?.error;
  const busy = useNavigation().state !== "idle";
  return (
    <AccountCard title="Your Strategy Call" intro={<>Hi {call.name}.</>}>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <p data-testid="call-status" className="text-lg font-semibold text-slate-900">
        {call.status === "cancelled" ? `Cancelled: ${call.when}` : call.when}
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
          <Form method="post" className="mt-2">
            <button type="submit" name="intent" value="cancel" disabled={busy} className="w-full rounded-md border border-red-700 px-5 py-3 font-semibold text-red-800">
              Cancel My Call
            </button>
          </Form>
        </>
      ) : call.cutOff ? (
        <p data-testid="change-rule" className="mt-4 text-slate-700">
          {call.cutOff}
        </p>
      ) : (
        <p className="mt-4 text-slate-700">
          This call can no longer be changed. Want a new one?{" "}
          <Link to="/booking-survey" className="font-semibold text-brand-700 underline">
            Book a call
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
      <input type="hidden" name="date" value={availability.date} />
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Free times on {longDateLabel(availability.date)}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {availability.slots.map((slot) => (
            <label key={slot.datetime} className="flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2">
              <input type="radio" name="datetime" value={slot.datetime} required />
              {slot.time}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" name="intent" value="move" disabled={busy} className={submitButtonClass}>
        Move My Call
      </button>
    </Form>
  );
}
