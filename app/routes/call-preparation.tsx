import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AddToCalendar } from "~/components/booking/AddToCalendar";
import { VideoFacade } from "~/components/ui/VideoFacade";
import { longDateLabel, parseIsoDate } from "~/lib/calendar-dates";
import { founder } from "~/content/founder";
import { videos } from "~/content/videos";
import { staticPage } from "~/lib/route-handle";
import { calendarLinksForToken } from "~/server/call-calendar.server";

export const handle = staticPage;

export const meta: MetaFunction = () => [
  { title: "Your Call Is Booked | Chip Repair Academy" },
  { name: "description", content: "How to get the most from your free strategy call." },
];

/**
 * A time as the calendar writes it ("9:00 AM MST", "9:00 AM GMT+5:30") and nothing more: the
 * page is cached and reached from any link, so no other text may ride along in it.
 */
const CLOCK_TIME = /^(1[0-2]|[1-9]):[0-5]\d\s?[AP]M(\s(GMT([+-]\d{1,2}(:\d{2})?)?|UTC|[A-Z]{2,5}))?$/;
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

// Date, time and day are read only when each looks like what it should be. `call` (the
// booking's calendar-file token, which the calendar adds on booking) brings the add-to-calendar
// links; such a page is that booker's alone, so no cache keeps it.
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const date = params.get("date") ?? "";
  const day = params.get("day") ?? "";
  const time = params.get("time") ?? "";
  const call = params.get("call");
  return json(
    {
      date: parseIsoDate(date) ? longDateLabel(date) : null,
      day: WEEKDAYS.includes(day) ? day : null,
      time: CLOCK_TIME.test(time) ? time : null,
      calendar: call ? calendarLinksForToken(call) : null,
    },
    call ? { headers: { "Cache-Control": "no-store" } } : undefined,
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
};

const stats = [
  { value: founder.studentsTrainedFigure, label: "students trained" },
  { value: "$400", label: "average daily earnings" },
  { value: "48hrs", label: "to get started" },
];

const tips = [
  "Block a full hour, and be ready 5 minutes early in a quiet place.",
  "Watch the short video above first; it answers the questions most people ask.",
  "Write down how many hours a week you can give the business and what you could invest.",
  "Note the gas stations, car washes and dealerships near you: we will size your local market together.",
  "If someone shares your finances, invite them to join the call.",
];

export default function CallPreparation() {
  const { date, day, time, calendar } = useLoaderData<typeof loader>();
  const when = date ? `${date}${time ? ` at ${time}` : ""}` : day && time ? `${day} at ${time}` : null;
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <p className="text-sm font-bold uppercase tracking-wide text-green-800">Booking confirmed</p>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900">Your strategy call is booked</h1>
      <p className="mt-3 text-lg text-slate-700" data-testid="call-time">
        {when ? (
          <>
            We will see you on <strong>{when}</strong>.
          </>
        ) : (
          "We will see you at the time you chose."
        )}{" "}
        The confirmation and a calendar invite are in your inbox.
      </p>
      {calendar ? <AddToCalendar links={calendar} className="mt-6" /> : null}

      <div className="mt-8">
        <VideoFacade video={videos.callPreparation} />
      </div>

      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {stats.map((stat) => (
          <li key={stat.label} className="rounded-xl border border-slate-200 p-5 text-center">
            <p className="text-3xl font-extrabold text-brand-700">{stat.value}</p>
            <p className="text-sm text-slate-700">{stat.label}</p>
          </li>
        ))}
      </ul>

      <h2 className="mt-10 text-2xl font-bold text-slate-900">How to prepare</h2>
      <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ol>

      <Link to="/" className="mt-10 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        Return to Home
      </Link>
    </section>
  );
}
