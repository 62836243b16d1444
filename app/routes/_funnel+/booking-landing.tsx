import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ActionLink } from "~/components/funnel/ActionLink";
import { CheckList } from "~/components/funnel/CheckList";
import { VideoFacade } from "~/components/ui/VideoFacade";
import { staticPage } from "~/lib/route-handle";
import { linesOf } from "~/lib/text-lines";
import { callMeetingBeforeBooking } from "~/server/calls/call-calendar.server";
import { offeredCallLength } from "~/server/calls/hosts.server";
import { pageWords, publishedVideo } from "~/server/platform/site-texts.server";

// Where Get Started, Watch The Video and the pricing buttons lead: the free training video
// first, then the strategy call it leads to.
export const handle = staticPage;

export const loader = () => ({
  meeting: callMeetingBeforeBooking(),
  video: publishedVideo("freeTraining"),
  callLength: offeredCallLength(),
  words: pageWords("page.booking-landing"),
});

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: "Free Training Video and 1-on-1 Strategy Call | Chip Repair Academy" },
  { name: "description", content: data?.words.description ?? "" },
];

export default function BookingLanding() {
  const { meeting, video, callLength, words } = useLoaderData<typeof loader>();
  // The steps to a call: its length and how it happens are the system's, the rest the owner's words.
  const steps = [
    { title: words.step1Title, text: words.step1Text },
    { title: words.step2Title, text: words.step2Text },
    { title: `${words.step3Title} ${callLength}`, text: `${meeting} ${words.step3Text}` },
  ];
  return (
    <div className="bg-slate-50">
      <section aria-labelledby="video-heading" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-4xl px-4 py-10 text-center sm:py-14">
          <p className="text-sm font-bold uppercase tracking-wide text-accent-400">{words.videoEyebrow}</p>
          <h1 id="video-heading" className="mt-3 text-3xl font-extrabold leading-tight sm:text-5xl">
            {words.videoHeadline}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{words.videoIntro}</p>
          <VideoFacade video={video} aboveFold className="mt-8 shadow-2xl ring-1 ring-white/20" />
        </div>
      </section>

      <section aria-labelledby="call-heading" className="mx-auto max-w-3xl px-4 py-12 text-center">
        <p className="text-sm font-bold uppercase tracking-wide text-brand-700">{words.eyebrow}</p>
        <h2 id="call-heading" className="mt-3 text-3xl font-extrabold leading-tight text-slate-900 sm:text-4xl">
          {words.headline}
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">
          Spend {callLength}, {words.intro}
        </p>
        <ActionLink to="/booking-survey" className="mt-8">
          {words.bookButton}
        </ActionLink>
        <p className="mt-4 text-sm font-semibold text-slate-700">{words.cost}</p>
      </section>

      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 md:grid-cols-2">
        <section aria-labelledby="benefits-heading" className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          <h2 id="benefits-heading" className="text-2xl font-bold text-slate-900">
            {words.benefitsHeading} {callLength}
          </h2>
          <CheckList items={linesOf(words.benefits)} className="mt-5 text-slate-800" />
        </section>

        <section aria-labelledby="steps-heading" className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          <h2 id="steps-heading" className="text-2xl font-bold text-slate-900">
            {words.stepsHeading}
          </h2>
          <ol className="mt-5 space-y-5">
            {steps.map((step, index) => (
              <li key={index} className="flex gap-4">
                <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-bold text-slate-900">{step.title}</h3>
                  <p className="mt-1 text-slate-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>

      <section aria-labelledby="start-heading" className="mx-auto max-w-3xl px-4 pb-4 text-center">
        <h2 id="start-heading" className="text-2xl font-bold text-slate-900">
          {words.startHeading}
        </h2>
        <p className="mt-3 text-slate-700">{words.startText}</p>
        <ActionLink to="/booking-survey" variant="brand" className="mt-6">
          {words.startButton}
        </ActionLink>
      </section>
    </div>
  );
}
