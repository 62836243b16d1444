import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CheckList } from "~/components/funnel/CheckList";
import { StatGrid } from "~/components/funnel/StatGrid";
import { HoneypotInputs } from "~/components/ui/HoneypotInputs";
import { PictureImage } from "~/components/ui/PictureImage";
import { VideoFacade } from "~/components/ui/VideoFacade";
import { studentStats } from "~/content/free-training";
import { pictures } from "~/content/pictures";
import { linesOf } from "~/lib/page-lines";
import { sharedPage, type RouteHandle, pageTitle } from "~/lib/route-handle";
import { currentOrNextSession, sessionWhen } from "~/server/funnel/webinar.server";
import { wordsWithStudentStats } from "~/server/funnel/page-words.server";
import { founderFacts, publishedVideo } from "~/server/platform/site-texts.server";
import { useFigures } from "~/components/ui/FiguresContext";

export const handle: RouteHandle = { ...sharedPage, hydrate: "the video opens in place" };

// The recording plays any time; the next live session comes from the schedule. No "watching
// now" figure: the recording plays in each visitor's own player, so there is no audience to count.
// The words are the studio's (page.webinar).
export const loader = () => {
  const { name, role, introduction } = founderFacts();
  return {
    nextLive: sessionWhen(currentOrNextSession()),
    host: { name, role, introduction },
    video: publishedVideo("webinar"),
    ...wordsWithStudentStats("page.webinar"),
  };
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, "Live Webinar: Start Your Mobile Windshield Repair Business") },
  { name: "description", content: data?.words.description ?? "" },
];

export default function Webinar() {
  const figures = useFigures();
  const { nextLive, host, video, words, statsWords } = useLoaderData<typeof loader>();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
        <div className="flex flex-wrap items-center justify-center gap-3 text-sm">
          {/* A recorded training: it says so, rather than "live" over a video with a running time. */}
          <span className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-3 py-1 font-bold uppercase tracking-wide text-white">{words.badge}</span>
          <span className="text-slate-700" data-testid="next-live-session">
            {words.nextLive} <strong>{nextLive}</strong>
          </span>
        </div>

        <header className="mt-6 text-center">
          <h1 className="text-3xl font-extrabold leading-tight text-slate-900 sm:text-4xl">{words.headline}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{words.intro}</p>
        </header>

        <VideoFacade video={video} className="mt-8 shadow-xl" />

        <section aria-labelledby="learn-heading" className="mt-12">
          <h2 id="learn-heading" className="text-center text-2xl font-bold text-slate-900">
            {words.learnHeading}
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            {(["craft", "business"] as const).map((list) => (
              <div key={list} className="rounded-2xl bg-white p-6 shadow-sm">
                <h3 className="text-lg font-bold text-brand-800">{words[`${list}Heading`]}</h3>
                <CheckList items={linesOf(words[`${list}Items`])} className="mt-4 text-slate-800" />
              </div>
            ))}
          </div>
        </section>

        <section aria-labelledby="host-heading" className="mt-12 rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          <h2 id="host-heading" className="text-2xl font-bold text-slate-900">
            {words.hostHeading}
          </h2>
          <div className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-start">
            <PictureImage picture={pictures.founder} sizes="10rem" className="aspect-[4/5] h-auto w-40 shrink-0 rounded-2xl shadow-md" />
            <div>
              <h3 className="text-xl font-bold text-slate-900">{host.name}</h3>
              <p className="font-semibold text-brand-700">{host.role}</p>
              <p className="mt-3 text-slate-700">&ldquo;{host.introduction}&rdquo;</p>
              <CheckList items={linesOf(words.hostBullets)} className="mt-4 text-slate-800" />
            </div>
          </div>
        </section>

        <section aria-labelledby="results-heading" className="mt-12">
          <h2 id="results-heading" className="sr-only">
            {words.statsHeading}
          </h2>
          <StatGrid stats={studentStats(figures, statsWords)} />
        </section>

        <section aria-labelledby="guarantee-heading" className="mt-12 flex gap-4 rounded-2xl border-2 border-green-700 bg-green-50 p-6">
          <svg aria-hidden="true" width="40" height="40" viewBox="0 0 24 24" className="shrink-0 text-green-700" fill="currentColor">
            <path d="M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4z" />
          </svg>
          <div>
            <h2 id="guarantee-heading" className="text-xl font-bold text-slate-900">
              {words.guaranteeHeading}
            </h2>
            <p className="mt-2 text-slate-800">{words.guaranteeText}</p>
          </div>
        </section>

        <section aria-labelledby="schedule-heading" className="mt-12 rounded-2xl bg-brand-800 p-6 text-center text-white sm:p-10">
          <h2 id="schedule-heading" className="text-2xl font-bold">
            {words.callHeading}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-50">{words.callText}</p>
          {/* A plain post: /booking-calendar starts the booking with default survey answers. */}
          <form method="post" action="/booking-calendar" className="mt-6">
            <HoneypotInputs />
            <button
              type="submit"
              name="intent"
              value="schedule-call"
              className="rounded-lg bg-accent-500 px-8 py-3 text-base font-bold text-slate-900 shadow hover:bg-accent-400"
            >
              {words.callButton}
            </button>
          </form>
        </section>
      </div>
    </div>
  );
}
