import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AddToCalendar } from "~/components/calls/AddToCalendar";
import { StatGrid } from "~/components/funnel/StatGrid";
import { VideoFacade } from "~/components/ui/VideoFacade";
import { studentStats } from "~/content/free-training";
import { longDateLabel, parseIsoDate } from "~/lib/calendar-dates";
import { videos } from "~/content/videos";
import { staticPage, pageTitle } from "~/lib/route-handle";
import { callMedium } from "~/content/strategy-call";
import { calendarLinksForToken, callMeeting, callMeetingBeforeBooking } from "~/server/calls/call-calendar.server";
import { offeredCallLength } from "~/server/calls/hosts.server";
import { pageWords } from "~/server/platform/site-texts.server";
import { useFigures } from "~/components/ui/FiguresContext";

export const handle = staticPage;

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Your Strategy Call") },
  { name: "description", content: "How to get the most from your free strategy call." },
];

/**
 * A time as the calendar writes it ("9:00 AM MST", "9:00 AM GMT+5:30") and nothing more: the
 * page is cached and reached from any link, so no other text may ride along in it.
 */
const CLOCK_TIME = /^(1[0-2]|[1-9]):[0-5]\d\s?[AP]M(\s(GMT([+-]\d{1,2}(:\d{2})?)?|UTC|[A-Z]{2,5}))?$/;
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

// The page after booking, and a page anyone may open to prepare. It says the call is booked
// only with `call` (the booking's calendar-file token, which the calendar adds on booking) for
// a call still booked; that page is the booker's alone (its join link, its calendar links), so
// no cache keeps it. Date, time and day are read only when each looks like what it should be.
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const call = params.get("call");
  const calendar = call ? calendarLinksForToken(call) : null;
  const callLength = offeredCallLength();
  const statsWords = pageWords("page.student-stats");
  if (!calendar)
    return json({ booked: null, meeting: callMeetingBeforeBooking(), callLength, statsWords }, call ? { headers: { "Cache-Control": "no-store" } } : undefined);
  const date = params.get("date") ?? "";
  const day = params.get("day") ?? "";
  const time = params.get("time") ?? "";
  return json(
    {
      booked: {
        date: parseIsoDate(date) ? longDateLabel(date) : null,
        day: WEEKDAYS.includes(day) ? day : null,
        time: CLOCK_TIME.test(time) ? time : null,
        calendar,
        meeting: callMeeting(),
      },
      meeting: null,
      callLength,
      statsWords,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
};

/** What to do before the call; `callLength`: how long the calls on offer last, e.g. "a full hour". */
const tips = (callLength: string) => [
  `Block ${callLength}, and be ready 5 minutes early in a quiet place.`,
  "Watch the short video above first; it answers the questions most people ask.",
  "Write down how many hours a week you can give the business and what you could invest.",
  "Note the gas stations, car washes and dealerships near you: we will size your local market together.",
  "If someone shares your finances, invite them to join the call.",
];

export default function CallPreparation() {
  const figures = useFigures();
  const { booked, meeting, callLength, statsWords } = useLoaderData<typeof loader>();
  const when = booked?.date
    ? `${booked.date}${booked.time ? ` at ${booked.time}` : ""}`
    : booked?.day && booked.time
      ? `${booked.day} at ${booked.time}`
      : null;
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      {booked ? (
        <>
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
          <p className="mt-3 text-slate-700" data-testid="call-meeting">
            {booked.meeting.text}
            {booked.meeting.link ? (
              <>
                {" "}
                {callMedium.joinLabel}{" "}
                <a href={booked.meeting.link} className="font-semibold text-brand-700 underline [overflow-wrap:anywhere]">
                  {booked.meeting.link}
                </a>
              </>
            ) : null}
          </p>
          <AddToCalendar links={booked.calendar} className="mt-6" />
        </>
      ) : (
        <>
          <p className="text-sm font-bold uppercase tracking-wide text-brand-700">Your free strategy call</p>
          <h1 className="mt-2 text-3xl font-extrabold text-slate-900">Getting ready for your strategy call</h1>
          <p className="mt-3 text-lg text-slate-700" data-testid="call-time">
            Booked a call? Its time, and a link to move or cancel it, are in your confirmation e-mail. Not booked yet?{" "}
            <Link to="/booking-survey" className="font-semibold text-brand-700 underline">
              Choose a time
            </Link>
            .
          </p>
          <p className="mt-3 text-slate-700" data-testid="call-meeting">
            {meeting}
          </p>
        </>
      )}

      <div className="mt-8">
        <VideoFacade video={videos.callPreparation} />
      </div>

      <div className="mt-8">
        <StatGrid stats={studentStats(figures, statsWords)} />
      </div>

      <h2 className="mt-10 text-2xl font-bold text-slate-900">How to prepare</h2>
      <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700">
        {tips(callLength).map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ol>

      <Link to="/" className="mt-10 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        Return to Home
      </Link>
    </section>
  );
}
