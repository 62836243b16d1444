import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FeatureGrid } from "~/components/landing/FeatureGrid";
import { IncomePaths } from "~/components/landing/IncomePaths";
import { KitSection } from "~/components/landing/KitSection";
import { KnowledgeVersusTools } from "~/components/landing/KnowledgeVersusTools";
import { LandingHero } from "~/components/landing/LandingHero";
import { LandingPricing } from "~/components/landing/LandingPricing";
import { MarketOpportunity } from "~/components/landing/MarketOpportunity";
import { RepairSteps } from "~/components/landing/RepairSteps";
import { StudentTestimonials } from "~/components/landing/StudentTestimonials";
import { WebinarBanner } from "~/components/landing/WebinarBanner";
import { WebsiteIncluded } from "~/components/landing/WebsiteIncluded";
import { webinarBanner } from "~/content/landing";
import { reportedResults } from "~/content/reported-results";
import { sharedPage, type RouteHandle } from "~/lib/route-handle";
import { webinarSessionBanner } from "~/server/webinar-banner.server";

export const handle: RouteHandle = { ...sharedPage, hydrate: "video players open in place; the webinar countdown ticks" };

export const meta: MetaFunction = () => [
  { title: "Start Your Mobile Windshield Chip Repair Business | Chip Repair Academy" },
  {
    name: "description",
    content:
      `Learn the 15-minute windshield chip repair that pays ${reportedResults.repairPrice.value} as our students report, with equipment under $500. About 1,000 students trained, on your own schedule.`,
  },
];

// The banner counts down to the next live session; its close link points to /?banner=closed,
// so dismissing works without JavaScript.
export async function loader({ request }: LoaderFunctionArgs) {
  const { name, value } = webinarBanner.dismissQuery;
  return { webinarSession: new URL(request.url).searchParams.get(name) !== value ? webinarSessionBanner() : null };
}

export default function Landing() {
  const { webinarSession } = useLoaderData<typeof loader>();
  return (
    <>
      {webinarSession ? <WebinarBanner session={webinarSession} /> : null}
      <LandingHero />
      <RepairSteps />
      <FeatureGrid />
      <WebsiteIncluded />
      <KitSection />
      <KnowledgeVersusTools />
      <MarketOpportunity />
      <IncomePaths />
      <StudentTestimonials />
      <LandingPricing />
    </>
  );
}
