import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ActionLink } from "~/components/funnel/ActionLink";
import { PictureImage } from "~/components/ui/PictureImage";
import { milestones } from "~/content/about";
import { FounderStory } from "~/components/funnel/FounderStory";
import { StatGrid } from "~/components/funnel/StatGrid";
import { founder } from "~/content/founder";
import { pictures } from "~/content/pictures";
import { staticPage, pageTitle } from "~/lib/route-handle";
import { founderFacts, pageWords, yearsInBusiness } from "~/server/platform/site-texts.server";
import { useFigures } from "~/components/ui/FiguresContext";

export const handle = staticPage;

// The founder, the years in business and the page's words (page.about) as published in the studio, from memory: the same for every visitor, so the page stays cached until a publish.
export const loader = () => ({ founder: founderFacts(), yearsInBusiness: yearsInBusiness(), words: pageWords("page.about") });

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, `About ${data?.founder.name ?? founder.name}, Our Founder: ${data?.yearsInBusiness ?? ""}+ Years in Windshield Repair`) },
  { name: "description", content: data?.words.description ?? "" },
];

export default function About() {
  const figures = useFigures();
  const { founder: published, yearsInBusiness, words } = useLoaderData<typeof loader>();
  return (
    <div className="bg-slate-50">
      <header className="bg-brand-900 text-white">
        <div className="mx-auto grid max-w-5xl items-center gap-8 px-4 py-12 text-center sm:py-20 md:grid-cols-[1fr_16rem] md:text-left">
          <div>
            <p className="text-sm font-bold uppercase tracking-wide text-accent-400">{words.eyebrow}</p>
            <h1 className="mt-3 text-3xl font-extrabold leading-tight sm:text-5xl">{words.headline}</h1>
            <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-50 md:mx-0">{words.intro}</p>
          </div>
          <figure className="order-first flex flex-col items-center gap-3 md:order-none md:block">
            <PictureImage
              picture={pictures.founder}
              aboveFold
              sizes="(min-width: 768px) 16rem, 7rem"
              className="aspect-[4/5] h-auto w-28 rounded-xl shadow-xl ring-4 ring-white/15 md:w-full md:rounded-2xl"
            />
            <figcaption className="text-sm text-brand-50 md:mt-3">
              <span className="block font-semibold text-white">{published.name}</span>
              {published.role}
            </figcaption>
          </figure>
        </div>
      </header>

      <div className="mx-auto max-w-3xl px-4 py-12">
        <StatGrid stats={milestones(yearsInBusiness, figures, words)} />

        <FounderStory founder={published} />

        <section aria-labelledby="next-steps-heading" className="mt-14 rounded-2xl bg-white p-6 text-center shadow-sm sm:p-10">
          <h2 id="next-steps-heading" className="text-2xl font-bold text-slate-900">
            {words.nextStepsHeading}
          </h2>
          <p className="mt-3 text-slate-700">{words.nextStepsText}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <ActionLink to="/booking-landing">{words.callButton}</ActionLink>
            <ActionLink to="/earnings-calculator" variant="secondary">
              {words.calculatorButton}
            </ActionLink>
          </div>
        </section>
      </div>
    </div>
  );
}
