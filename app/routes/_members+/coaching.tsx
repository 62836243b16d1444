import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Breadcrumb } from "~/components/members/Breadcrumb";
import { FormField } from "~/components/ui/FormField";
import { FreeTimes } from "~/components/calls/FreeTimes";
import { FormAlert, submitButtonClass } from "~/components/accounts/AccountCard";
import { callLengthWords } from "~/lib/call-length";
import { coachingBookingByPhoneSchema, coachingBookingFields, coachingBookingSchema } from "~/lib/coaching-form";
import { PHONE_MAX_LENGTH } from "~/lib/field-rules";
import { firstErrorPerField } from "~/lib/form-errors";
import { formValues } from "~/lib/form-values";
import { privatePageHeaders } from "~/lib/private-page";
import { htmlOnlyPage, pageTitle } from "~/lib/route-handle";
import type { DayAvailability } from "~/lib/booking-form";
import { bookCoaching, coachingCalendar, coachingOverview, ONE_A_WEEK_MESSAGE, sessionPhoneCall } from "~/server/members/coaching.server";
import { requireMember } from "~/server/members/member-access.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";
import { pageWords } from "~/server/platform/site-texts.server";

export const handle = htmlOnlyPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Your Coaching Sessions") }];

// A member's 1-on-1 coaching: sessions used and left, the coming ones with their manage links
// (move or cancel, within the host's cut-off), and a new booking from the coaches' free times.
// Plain HTML: the time zone and day are GET parameters, the times radios, the booking a post.
export async function loader({ request }: LoaderFunctionArgs) {
  const member = await requireMember(request);
  const overview = coachingOverview(member.id);
  return {
    ...overview,
    calendar: overview.left > 0 ? coachingCalendar(request) : null,
    phoneCall: sessionPhoneCall(member.id),
    words: pageWords("page.coaching"),
  };
}

type Answer = {
  errors: Partial<Record<(typeof coachingBookingFields)[number], string>>;
  formError?: string;
  availability?: DayAvailability;
  /** The number as typed and the time picked, kept when the form comes back. */
  phone?: string;
  chosen?: string;
};

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const member = await requireMember(request);
  const values = formValues(await readForm(request), coachingBookingFields);
  const parsed = (sessionPhoneCall(member.id) ? coachingBookingByPhoneSchema : coachingBookingSchema).safeParse(values);
  if (!parsed.success) return json<Answer>({ errors: firstErrorPerField(parsed.error.issues), phone: values.phone, chosen: values.datetime }, { status: 400 });
  const result = bookCoaching(member, parsed.data);
  switch (result.outcome) {
    case "booked":
      // Back to the page in the zone the member booked in.
      return redirectWithFlash(request, `/coaching?tz=${encodeURIComponent(parsed.data.timezone)}`, {
        type: "success",
        title: "Your coaching session is booked",
        description: "We have e-mailed you the calendar invite and a link to move or cancel it.",
      });
    case "invalid-timezone":
      return json<Answer>({ errors: { timezone: "Please choose a time zone from the list" } }, { status: 400 });
    case "none-left":
      return json<Answer>({ errors: {}, formError: "You have no coaching sessions left to book." }, { status: 409 });
    case "same-week":
      return json<Answer>({ errors: { datetime: ONE_A_WEEK_MESSAGE }, phone: values.phone }, { status: 409 });
    case "invalid-date":
      return json<Answer>({ errors: { date: "Please choose a day from the list" } }, { status: 400 });
    case "taken":
      return json<Answer>(
        { errors: { datetime: "Sorry, that time was just booked. Please choose another." }, availability: result.availability, phone: values.phone },
        { status: 409 },
      );
  }
}

const STATUS_LABELS = { scheduled: "Booked", completed: "Held", no_show: "Missed", cancelled: "Cancelled" } as const;

export default function Coaching() {
  const data = useLoaderData<typeof loader>();
  const calendar = data.calendar;
  const answer = useActionData<typeof action>();
  const availability = answer?.availability ?? calendar?.availability ?? null;
  const upcoming = data.sessions.filter((session) => session.upcoming);
  const past = data.sessions.filter((session) => !session.upcoming);
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumb trail={[{ label: "Welcome", to: "/welcome" }, { label: "Coaching" }]} />
      <h1 className="mt-4 text-3xl font-extrabold text-slate-900">{data.words.heading}</h1>
      {data.allowance === 0 ? (
        <div data-testid="coaching-not-included" className="mt-4 rounded-2xl bg-slate-50 p-5 text-slate-800">
          <p>{data.words.notIncluded}</p>
          <Link to="/pricing" className="mt-2 inline-block font-semibold text-brand-700 underline">
            {data.words.compareLink}
          </Link>
        </div>
      ) : (
        <p data-testid="coaching-count" className="mt-3 text-lg font-semibold text-slate-900">
          {data.used} of {data.allowance} sessions used · {data.left} left
        </p>
      )}
      {data.over ? <p className="mt-1 text-slate-700">One session a week, Monday to Sunday, over {data.over}.</p> : null}

      {upcoming.length > 0 ? (
        <section aria-labelledby="upcoming-heading" className="mt-8">
          <h2 id="upcoming-heading" className="text-xl font-bold text-slate-900">
            {data.words.upcomingHeading}
          </h2>
          <ul className="mt-2 space-y-2">
            {upcoming.map((session) => (
              <li key={session.id} data-testid="coaching-session" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{session.when}</p>
                {session.host ? <p className="text-sm text-slate-700">With {session.host}</p> : null}
                {session.manageLink ? (
                  <a href={session.manageLink} className="mt-1 inline-block font-semibold text-brand-700 underline">
                    Move or cancel this session
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {calendar ? (
        <section aria-labelledby="book-heading" className="mt-8">
          <h2 id="book-heading" className="text-xl font-bold text-slate-900">
            {data.words.bookHeading}
          </h2>
          {calendar.minutes ? <p className="mt-1 text-slate-700">Each session lasts {callLengthWords(calendar.minutes)}.</p> : null}
          {answer?.formError ? <FormAlert>{answer.formError}</FormAlert> : null}
          <Form method="get" className="mt-3 flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor="tz" className="block text-sm font-semibold text-slate-900">
                Your time zone
              </label>
              <select key={calendar.timezone} id="tz" name="tz" defaultValue={calendar.timezone} className="mt-1 rounded-md border border-slate-400 px-3 py-2">
                {calendar.timezones.map((zone) => (
                  <option key={zone.id} value={zone.id}>
                    {zone.label}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="rounded-md border border-slate-400 px-4 py-2 font-semibold text-slate-800">
              Show times
            </button>
          </Form>
          <h3 className="mt-4 font-semibold text-slate-900">Pick a day</h3>
          {answer?.errors.date ? (
            <p id="date-error" className="mt-1 text-sm font-semibold text-red-800">
              {answer.errors.date}
            </p>
          ) : null}
          <ul aria-label="Days with free times" className="mt-2 flex flex-wrap gap-2">
            {calendar.dates.map((day) => (
              <li key={day.date}>
                <Link
                  to={`?tz=${encodeURIComponent(calendar.timezone)}&date=${day.date}`}
                  preventScrollReset
                  aria-current={availability?.date === day.date ? "true" : undefined}
                  className="inline-block rounded-md border border-slate-400 px-3 py-1 text-sm aria-[current=true]:border-brand-700 aria-[current=true]:bg-brand-50"
                >
                  {day.label}
                </Link>
              </li>
            ))}
          </ul>
          {availability ? (
            <TimeForm
              availability={availability}
              timezone={calendar.timezone}
              error={answer?.errors.datetime ?? answer?.errors.timezone}
              chosen={answer?.chosen}
              phone={data.phoneCall ? { value: answer?.phone ?? data.phoneCall.phone, error: answer?.errors.phone } : null}
            />
          ) : null}
        </section>
      ) : null}

      {past.length > 0 ? (
        <section aria-labelledby="past-heading" className="mt-8">
          <h2 id="past-heading" className="text-xl font-bold text-slate-900">
            {data.words.pastHeading}
          </h2>
          <ul className="mt-2 divide-y divide-slate-100">
            {past.map((session) => (
              <li key={session.id} data-testid="coaching-past-session" className="py-2 text-slate-800 [overflow-wrap:anywhere]">
                {session.when} · {STATUS_LABELS[session.status]}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

type TimeFormProps = {
  availability: DayAvailability;
  timezone: string;
  error: string | undefined;
  chosen: string | undefined;
  /** Sessions by phone: the number field, with what it holds. */
  phone: { value: string; error: string | undefined } | null;
};

function TimeForm({ availability, timezone, error, chosen, phone }: TimeFormProps) {
  if (availability.slots.length === 0) return <p className="mt-3 text-slate-700">No free times that day. Please pick another day.</p>;
  return (
    <Form method="post" noValidate className="mt-4 space-y-3">
      <input type="hidden" name="timezone" value={timezone} />
      <FreeTimes availability={availability} error={error} chosen={chosen} />
      {phone ? (
        <FormField
          name="phone"
          label="Your phone number"
          hint="Your coach calls you on it at the session's time."
          type="tel"
          autoComplete="tel"
          maxLength={PHONE_MAX_LENGTH}
          defaultValue={phone.value}
          error={phone.error}
        />
      ) : null}
      <button type="submit" className={submitButtonClass}>
        Book This Session
      </button>
    </Form>
  );
}
