import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AddToCalendar } from "~/components/calls/AddToCalendar";
import { StatGrid } from "~/components/funnel/StatGrid";
import { VideoFacade } from "~/components/ui/VideoFacade";
import { studentStats } from "~/content/free-training";
import { longDateLabel, parseIsoDate } from "~/lib/calendar-dates";
import { videos } from "~/content/videos";
import { staticPage, pageTitle } from "~/lib/route-handle";
import { linesOf } from "~/lib/page-lines";
import { callMedium } from "~/content/strategy-call";
import { calendarLinksForToken, callMeeting, callMeetingBeforeBooking } from "~/server/calls/call-calendar.server";
import { offeredCallLength } from "~/server/calls/hosts.server";
import { useFigures } from "~/components/ui/FiguresContext";
import { pageWords } from "~/server/platform/site-texts.server";

export const handle = staticPage;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, "Your Strategy Call") },
  { name: "description", content: data?.words.description ?? "" },
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
  const words = pageWords("page.call-preparation");
  const statsWords = pageWords("page.student-stats");
  if (!calendar)
    return json(
      { booked: null, meeting: callMeetingBeforeBooking(), callLength, words, statsWords },
      call ? { headers: { "Cache-Control": "no-store" } } : undefined,
    );
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
      words,
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

/** What to do before the call: blocking the time the calls on offer last ("a full hour"), then the owner's tips, one a line. */
const tips = (callLength: string, words: Record<string, string>) => [`Block ${callLength}, ${words.blockTimeTip}`, ...linesOf(words.tips)];

export default function CallPreparation() {
  const figures = useFigures();
  const { booked, meeting, callLength, words, statsWords } = useLoaderData<typeof loader>();
  const when = booked?.date
    ? `${booked.date}${booked.time ? ` at ${booked.time}` : ""}`
    : booked?.day && booked.time
      ? `${booked.day} at ${booked.time}`
      : null;
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      {booked ? (
        <>
          <p className="text-sm font-bold uppercase tracking-wide text-green-800">{words.bookedEyebrow}</p>
          <h1 className="mt-2 text-3xl font-extrabold text-slate-900">{words.bookedHeading}</h1>
          <p className="mt-3 text-lg text-slate-700" data-testid="call-time">
            {when ? (
              <>
                {words.bookedWhen} <strong>{when}</strong>.
              </>
            ) : (
              words.bookedNoTime
            )}{" "}
            {words.bookedInbox}
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
          <p className="text-sm font-bold uppercase tracking-wide text-brand-700">{words.preparingEyebrow}</p>
          <h1 className="mt-2 text-3xl font-extrabold text-slate-900">{words.preparingHeading}</h1>
          <p className="mt-3 text-lg text-slate-700" data-testid="call-time">
            {words.preparingText}{" "}
            <Link to="/booking-survey" className="font-semibold text-brand-700 underline">
              {words.chooseTimeLink}
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

      <h2 className="mt-10 text-2xl font-bold text-slate-900">{words.tipsHeading}</h2>
      <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700">
        {tips(callLength, words).map((tip, index) => (
          <li key={index}>{tip}</li>
        ))}
      </ol>

      <Link to="/" className="mt-10 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        {words.homeButton}
      </Link>
    </section>
  );
}
