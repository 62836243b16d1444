import { Link } from "@remix-run/react";
import { PricingPlans } from "~/components/sales/PricingPlans";
import { visiblePlans } from "~/content/plans";
import { useOffers } from "~/components/sales/OffersContext";
import { SectionHeading } from "~/components/funnel/SectionHeading";

/** The public plans; the split-pay card is only offered on /pricing?qualified=true. */
export function LandingPricing({ words }: { words: Record<string, string> }) {
  const { plans } = useOffers();
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="pricing-heading" eyebrow={words.eyebrow} title={words.heading}>
          {words.intro}
        </SectionHeading>
        <div className="mt-12">
          <PricingPlans plans={visiblePlans(plans, false)} />
        </div>
        <p className="mt-8 text-center text-slate-700">
          {words.strategyCall}{" "}
          <Link to="/booking-landing" prefetch="intent" className="font-semibold text-brand-700 underline hover:text-brand-800">
            {words.strategyCallLink}
          </Link>
        </p>
      </div>
    </section>
  );
}
