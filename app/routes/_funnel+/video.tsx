import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ActionLink } from "~/components/funnel/ActionLink";
import { CheckList } from "~/components/funnel/CheckList";
import { StatGrid } from "~/components/funnel/StatGrid";
import { VideoFacade } from "~/components/ui/VideoFacade";
import { freeTrainingPage as freeTrainingPageOf, studentStats } from "~/content/free-training";
import { staticPage, pageTitle } from "~/lib/route-handle";
import { publishedVideo } from "~/server/platform/site-texts.server";
import { figuresIn, useFigures } from "~/components/ui/FiguresContext";

export const handle = staticPage;

// The video as published in the studio, from memory: the same for every visitor.
export const loader = () => ({ video: publishedVideo("freeTraining") });

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, `Free Training Video: Earn ${figuresIn(matches).dayRange.value} Per Day Repairing Windshield Chips`) },
  {
    name: "description",
    content: `Watch the free training: how a 15-minute windshield chip repair pays ${figuresIn(matches).repairPrice.value} (as our students report), where to find customers, and how our students got started in 48 hours.`,
  },
];

export default function FreeTrainingVideo() {
  const figures = useFigures();
  const freeTrainingPage = freeTrainingPageOf(figures);
  const { video } = useLoaderData<typeof loader>();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
        <Link to="/" className="inline-flex items-center gap-2 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50">
          <span aria-hidden="true">←</span> Back to Home
        </Link>

        <header className="mt-6 text-center">
          <p className="text-sm font-bold uppercase tracking-wide text-accent-600">{freeTrainingPage.eyebrow}</p>
          <h1 className="mt-2 text-3xl font-extrabold leading-tight text-slate-900 sm:text-4xl">{freeTrainingPage.headline}</h1>
          <p className="mt-2 text-sm text-slate-600" data-testid="headline-basis">
            {freeTrainingPage.headlineBasis}
          </p>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{freeTrainingPage.intro}</p>
        </header>

        <VideoFacade video={video} aboveFold className="mt-8 shadow-xl" />

        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ActionLink to="/booking-survey">Schedule Your Free Strategy Call</ActionLink>
          <ActionLink to="/pricing" variant="secondary">
            See Training Plans &amp; Pricing
          </ActionLink>
        </div>

        <section aria-labelledby="stats-heading" className="mt-12">
          <h2 id="stats-heading" className="sr-only">
            Our students in numbers
          </h2>
          <StatGrid stats={studentStats(figures)} />
        </section>

        <section aria-labelledby="takeaways-heading" className="mt-12 rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          <h2 id="takeaways-heading" className="text-2xl font-bold text-slate-900">
            In this video you'll see
          </h2>
          <CheckList items={freeTrainingPage.takeaways} className="mt-4 text-slate-800" />
        </section>

        <section aria-labelledby="next-step-heading" className="mt-12 rounded-2xl bg-brand-800 p-6 text-center text-white sm:p-10">
          <h2 id="next-step-heading" className="text-2xl font-bold">
            {freeTrainingPage.nextStepTitle}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-50">{freeTrainingPage.nextStepText}</p>
          <ActionLink to="/booking-survey" className="mt-6">
            Book My Free Strategy Call
          </ActionLink>
        </section>
      </div>
    </div>
  );
}
