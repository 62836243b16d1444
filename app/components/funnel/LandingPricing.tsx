import { Link } from "@remix-run/react";
import { PricingPlans } from "~/components/sales/PricingPlans";
import { pricingSection } from "~/content/landing";
import { visiblePlans } from "~/content/plans";
import { useOffers } from "~/components/sales/OffersContext";
import { SectionHeading } from "~/components/funnel/SectionHeading";

/** The public plans; the split-pay card is only offered on /pricing?qualified=true. */
export function LandingPricing() {
  const { plans } = useOffers();
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="pricing-heading" eyebrow="Pricing" title={pricingSection.heading}>
          {pricingSection.intro}
        </SectionHeading>
        <div className="mt-12">
          <PricingPlans plans={visiblePlans(plans, false)} />
        </div>
        <p className="mt-8 text-center text-slate-700">
          {pricingSection.strategyCall}{" "}
          <Link to="/booking-landing" prefetch="intent" className="font-semibold text-brand-700 underline hover:text-brand-800">
            Book a free strategy call
          </Link>
        </p>
      </div>
    </section>
  );
}
