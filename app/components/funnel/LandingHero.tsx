import { ActionLink } from "~/components/funnel/ActionLink";
import { CheckList } from "~/components/funnel/CheckList";
import { useFigures } from "~/components/ui/FiguresContext";
import { VideoFacade } from "~/components/ui/VideoFacade";
import { videos } from "~/content/videos";
import { linesOf } from "~/lib/page-lines";

/** The opening: the page's words (page.home.hero), the first two claims each followed by the basis of its figure. */
export function LandingHero({ words }: { words: Record<string, string> }) {
  const { repairPrice, dayRange } = useFigures();
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-br from-brand-900 to-brand-800 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-8 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="text-sm font-bold uppercase tracking-wide text-accent-400">{words.eyebrow}</p>
          <h1 id="hero-heading" className="mt-3 text-[1.75rem] font-extrabold leading-tight sm:text-5xl">
            {words.headline}
          </h1>
          <p className="mt-4 text-base text-brand-50 sm:text-lg">{words.intro}</p>
          <CheckList
            items={[{ text: words.repairClaim, basis: repairPrice.basis }, { text: words.dayClaim, basis: dayRange.basis }, ...linesOf(words.claims)]}
            className="mt-6 font-semibold"
            iconClassName="text-accent-400"
          />
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ActionLink to="/booking-landing">{words.videoButton}</ActionLink>
            <ActionLink to="/lead-survey" variant="secondary">
              {words.trainingButton}
            </ActionLink>
          </div>
        </div>
        <VideoFacade video={videos.landingHero} className="shadow-2xl ring-1 ring-white/20" />
      </div>
    </section>
  );
}
