import { PricingPlans } from "~/components/sales/PricingPlans";
import { visiblePlans } from "~/content/plans";
import { useOffers } from "~/components/sales/OffersContext";
import { GuaranteeNote } from "~/components/sales/GuaranteeNote";
import type { GuaranteeWords, PageWords } from "~/lib/page-texts/sales";
import { TermsNote } from "~/components/sales/TermsNote";

/** /order without a known package: the public plans to choose from, in the words of page.order. */
export function PlanChoice({ unknownPackage, words, guarantee }: { unknownPackage: boolean; words: PageWords; guarantee: GuaranteeWords }) {
  const { plans } = useOffers();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <header className="text-center">
          <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{words.headline}</h1>
          {unknownPackage ? (
            <p role="alert" className="mx-auto mt-4 max-w-2xl rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
              {words.unknownPackage}
            </p>
          ) : null}
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{words.intro}</p>
        </header>
        <section aria-labelledby="choice-heading" className="mt-12">
          <h2 id="choice-heading" className="sr-only">
            {words.plansHeading}
          </h2>
          <PricingPlans plans={visiblePlans(plans, false)} linkFor={(plan) => `/order?package=${plan.id}`} />
        </section>
        <GuaranteeNote words={guarantee} className="mx-auto mt-12 max-w-3xl" />
        <TermsNote className="mx-auto mt-4 max-w-3xl text-center" />
      </div>
    </div>
  );
}
