import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ActionLink } from "~/components/funnel/ActionLink";
import { CheckList } from "~/components/funnel/CheckList";
import { StatGrid } from "~/components/funnel/StatGrid";
import { VideoFacade } from "~/components/ui/VideoFacade";
import { studentStats } from "~/content/free-training";
import { linesOf } from "~/lib/page-lines";
import { staticPage, pageTitle } from "~/lib/route-handle";
import { wordsWithStudentStats } from "~/server/funnel/page-words.server";
import { publishedVideo } from "~/server/platform/site-texts.server";
import { figuresIn, useFigures } from "~/components/ui/FiguresContext";

export const handle = staticPage;

// The video and the words (page.video) as published in the studio, from memory: the same for every visitor.
export const loader = () => ({ video: publishedVideo("freeTraining"), ...wordsWithStudentStats("page.video") });

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, `Free Training Video: Earn ${figuresIn(matches).dayRange.value} Per Day Repairing Windshield Chips`) },
  { name: "description", content: data?.words.description ?? "" },
];

export default function FreeTrainingVideo() {
  const figures = useFigures();
  const { video, words, statsWords } = useLoaderData<typeof loader>();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
        <Link to="/" className="inline-flex items-center gap-2 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50">
          <span aria-hidden="true">←</span> {words.backLink}
        </Link>

        <header className="mt-6 text-center">
          <p className="text-sm font-bold uppercase tracking-wide text-accent-600">{words.eyebrow}</p>
          <h1 className="mt-2 text-3xl font-extrabold leading-tight text-slate-900 sm:text-4xl">{words.headline}</h1>
          <p className="mt-2 text-sm text-slate-600" data-testid="headline-basis">
            {`${figures.dayRange.value} a day: ${figures.dayRange.basis}.`}
          </p>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{words.intro}</p>
        </header>

        <VideoFacade video={video} aboveFold className="mt-8 shadow-xl" />

        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ActionLink to="/booking-survey">{words.callButton}</ActionLink>
          <ActionLink to="/pricing" variant="secondary">
            {words.pricingButton}
          </ActionLink>
        </div>

        <section aria-labelledby="stats-heading" className="mt-12">
          <h2 id="stats-heading" className="sr-only">
            {words.statsHeading}
          </h2>
          <StatGrid stats={studentStats(figures, statsWords)} />
        </section>

        <section aria-labelledby="takeaways-heading" className="mt-12 rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          <h2 id="takeaways-heading" className="text-2xl font-bold text-slate-900">
            {words.takeawaysHeading}
          </h2>
          <CheckList items={linesOf(words.takeaways)} className="mt-4 text-slate-800" />
        </section>

        <section aria-labelledby="next-step-heading" className="mt-12 rounded-2xl bg-brand-800 p-6 text-center text-white sm:p-10">
          <h2 id="next-step-heading" className="text-2xl font-bold">
            {words.nextStepHeading}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-50">{words.nextStepText}</p>
          <ActionLink to="/booking-survey" className="mt-6">
            {words.nextStepButton}
          </ActionLink>
        </section>
      </div>
    </div>
  );
}
