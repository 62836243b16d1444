import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FeatureGrid } from "~/components/funnel/FeatureGrid";
import { IncomePaths } from "~/components/funnel/IncomePaths";
import { KitSection } from "~/components/funnel/KitSection";
import { KnowledgeVersusTools } from "~/components/funnel/KnowledgeVersusTools";
import { LandingHero } from "~/components/funnel/LandingHero";
import { LandingPricing } from "~/components/funnel/LandingPricing";
import { MarketOpportunity } from "~/components/funnel/MarketOpportunity";
import { RepairSteps } from "~/components/funnel/RepairSteps";
import { StudentTestimonials } from "~/components/funnel/StudentTestimonials";
import { WebinarBanner } from "~/components/funnel/WebinarBanner";
import { WebsiteIncluded } from "~/components/funnel/WebsiteIncluded";
import { webinarBanner } from "~/content/landing";
import { sharedPage, type RouteHandle, pageTitle } from "~/lib/route-handle";
import { landingWords } from "~/server/funnel/page-words.server";
import { webinarSessionBanner } from "~/server/funnel/webinar-banner.server";
import { publishedTestimonials } from "~/server/platform/site-texts.server";

export const handle: RouteHandle = { ...sharedPage, hydrate: "video players open in place; the webinar countdown ticks" };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, "Start Your Mobile Windshield Chip Repair Business") },
  { name: "description", content: data?.words.hero.description ?? "" },
];

// The banner counts down to the next live session; its close link points to /?banner=closed,
// so dismissing works without JavaScript. The words are the studio's (page.home.*).
export async function loader({ request }: LoaderFunctionArgs) {
  const { name, value } = webinarBanner.dismissQuery;
  return {
    webinarSession: new URL(request.url).searchParams.get(name) !== value ? webinarSessionBanner() : null,
    testimonials: publishedTestimonials(),
    words: landingWords(),
  };
}

export default function Landing() {
  const { webinarSession, testimonials, words } = useLoaderData<typeof loader>();
  return (
    <>
      {webinarSession ? <WebinarBanner session={webinarSession} words={words.banner} /> : null}
      <LandingHero words={words.hero} />
      <RepairSteps words={words.steps} />
      <FeatureGrid words={words.features} />
      <WebsiteIncluded words={words.website} />
      <KitSection words={words.kit} />
      <KnowledgeVersusTools words={words.knowledge} rows={words.knowledgeRows} />
      <MarketOpportunity words={words.market} stats={words.marketStats} />
      <IncomePaths words={words.income} />
      <StudentTestimonials words={words.testimonials} testimonials={testimonials} />
      <LandingPricing words={words.pricing} />
    </>
  );
}
