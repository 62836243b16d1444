import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { ActionLink } from "~/components/funnel/ActionLink";
import { PricingPlans } from "~/components/sales/PricingPlans";
import { FaqList } from "~/components/sales/FaqList";
import { GuaranteeNote } from "~/components/sales/GuaranteeNote";
import { PlanComparisonTable } from "~/components/sales/PlanComparisonTable";
import { PictureImage } from "~/components/ui/PictureImage";
import { kits } from "~/content/kits";
import { visiblePlans } from "~/content/plans";
import { useOffers } from "~/components/sales/OffersContext";
import { type OffersView } from "~/lib/offers";
import { formatDollars, priceNote } from "~/lib/money";
import { pricingPage } from "~/content/pricing-page";
import { staticPage, pageTitle } from "~/lib/route-handle";
import { publishedFaq } from "~/server/platform/site-texts.server";
import { pricingPageWords } from "~/server/sales/sales-page-words.server";

export const handle = staticPage;

export const loader = () => ({ ...pricingPageWords(), faq: publishedFaq("faq.pricing") });

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const offers = (matches.find((match) => match.id === "root")?.data as { offers?: OffersView } | undefined)?.offers;
  const listed = visiblePlans(offers?.plans ?? [], false).map((plan) => `${plan.name} (${formatDollars(plan.price)})`);
  return [
    { title: pageTitle(matches, "Pricing: Windshield Repair Training, Kits and Coaching") },
    {
      name: "description",
      content: `Compare the ${[listed.slice(0, -1).join(", "), listed.at(-1)].filter(Boolean).join(" and ")}. ${data?.words.description ?? ""}`,
    },
  ];
};

export default function Pricing() {
  // Visitors who qualified on their strategy call arrive with ?qualified=true and also see split pay.
  const [searchParams] = useSearchParams();
  const { words, comparison, guarantee, faq, kits: kitWords } = useLoaderData<typeof loader>();
  const qualified = searchParams.get("qualified") === "true";
  const shown = visiblePlans(useOffers().plans, qualified);
  const splitPay = qualified ? shown.find((plan) => plan.isQualified) : undefined;

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <header className="text-center">
          <p className="text-sm font-bold uppercase tracking-wide text-accent-600">{words.eyebrow}</p>
          <h1 className="mt-2 text-3xl font-extrabold leading-tight text-slate-900 sm:text-4xl">{words.headline}</h1>
          <p className="mx-auto mt-4 max-w-3xl text-lg text-slate-700">{words.intro}</p>
        </header>

        <section aria-labelledby="plans-heading" className="mt-12">
          <h2 id="plans-heading" className="sr-only">
            {words.plansHeading}
          </h2>
          {splitPay ? (
            <p className="mb-8 rounded-xl border border-accent-500 bg-white p-4 text-center font-medium text-slate-800">
              {pricingPage.qualifiedNotice(splitPay.name, formatDollars(splitPay.price), priceNote(splitPay) ?? "today")}
            </p>
          ) : null}
          <PricingPlans plans={shown} />
        </section>

        <GuaranteeNote words={guarantee} className="mx-auto mt-12 max-w-3xl" />

        <section aria-labelledby="kits-heading" className="mt-16">
          <h2 id="kits-heading" className="text-2xl font-bold text-slate-900">
            {words.kitsHeading}
          </h2>
          <p className="mt-2 text-slate-700">{words.kitsIntro}</p>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {Object.values(kits).map((kit) => (
              <li key={kit.id} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
                <PictureImage picture={kit.picture} className="aspect-[4/3] h-auto w-full rounded-xl sm:w-48" />
                <div>
                  <h3 className="text-lg font-bold text-slate-900">{kitWords[kit.id].name}</h3>
                  <p className="mt-1 text-slate-700">
                    Resin for {kitWords[kit.id].resinRepairs} repairs; cracks up to {kitWords[kit.id].maxCrackLength}.
                  </p>
                  <Link to={`/tools?tab=${kit.id}`} className="mt-2 inline-block font-semibold text-brand-700 underline hover:text-brand-800">
                    {words.kitLink} {kitWords[kit.id].name}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="compare-plans-heading" className="mt-16">
          <h2 id="compare-plans-heading" className="text-2xl font-bold text-slate-900">
            {words.compareHeading}
          </h2>
          <p className="mt-2 text-slate-700">
            {words.compareLead}{" "}
            <Link to="/tools" className="font-semibold text-brand-700 underline hover:text-brand-800">
              {words.compareLink}
            </Link>
            .
          </p>
          <div className="mt-6">
            <PlanComparisonTable rows={comparison} caption={words.compareCaption} firstColumn={words.compareColumn} />
          </div>
        </section>

        <section aria-labelledby="pricing-faq-heading" className="mx-auto mt-16 max-w-3xl">
          <h2 id="pricing-faq-heading" className="text-2xl font-bold text-slate-900">
            {words.faqHeading}
          </h2>
          <div className="mt-6">
            <FaqList entries={faq} />
          </div>
        </section>

        <section aria-labelledby="pricing-next-heading" className="mt-16 rounded-2xl bg-brand-800 p-6 text-center text-white sm:p-10">
          <h2 id="pricing-next-heading" className="text-2xl font-bold">
            {words.nextHeading}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-50">{words.nextText}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <ActionLink to="/booking-survey">{words.callButton}</ActionLink>
            <ActionLink to="/training-order" variant="secondary">
              {words.trainingOnlyButton}
            </ActionLink>
          </div>
        </section>
      </div>
    </div>
  );
}
