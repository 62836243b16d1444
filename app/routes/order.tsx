import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CheckList } from "~/components/info/CheckList";
import { PricingPlans } from "~/components/PricingPlans";
import { OrderPageLayout } from "~/components/sales/OrderPageLayout";
import { GuaranteeNote } from "~/components/sales/GuaranteeNote";
import { OrderSummaryCard } from "~/components/sales/OrderSummaryCard";
import { kitForPlan, kits } from "~/content/kits";
import { formatDollars, plans, visiblePlans, type PricingPlan } from "~/content/plans";

// /order?package=<plan id> summarises that plan. Without a package the visitor is shown the
// plans to choose from; an unknown package gets the same choice with a 404 status, because a
// visitor who followed a stale link still wants to buy, and a bare not-found page would lose them.
export async function loader({ request }: LoaderFunctionArgs) {
  const packageId = new URL(request.url).searchParams.get("package");
  if (!packageId) return { plan: null, unknownPackage: false };
  const plan = plans.find((candidate) => candidate.id === packageId);
  if (!plan) return data({ plan: null, unknownPackage: true }, { status: 404 });
  return { plan, unknownPackage: false };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => {
  const plan = loaderData?.plan;
  if (!plan) {
    return [
      { title: "Choose Your Training Plan | Chip Repair Academy" },
      { name: "description", content: "Pick the windshield repair training plan you want to order." },
    ];
  }
  return [
    { title: `Order the ${plan.name} | Chip Repair Academy` },
    { name: "description", content: `Your order summary for the ${plan.name}: ${plan.description}` },
  ];
};

export default function Order() {
  const { plan, unknownPackage } = useLoaderData<typeof loader>();
  return plan ? <PlanOrder plan={plan} /> : <PlanChoice unknownPackage={unknownPackage} />;
}

function PlanOrder({ plan }: { plan: PricingPlan }) {
  const kit = kits[kitForPlan[plan.id]];
  return (
    <OrderPageLayout
      back={{ to: "/pricing", label: "Back to all plans" }}
      eyebrow="Your order"
      title={plan.isQualified ? `${plan.name} (Split Pay)` : plan.name}
      intro={plan.description}
      summary={
        <OrderSummaryCard
          name={plan.name}
          price={
            <p>
              <span className="text-4xl font-extrabold text-slate-900">{formatDollars(plan.price)}</span>
              {plan.priceNote ? <span className="ml-2 text-slate-600">{plan.priceNote}</span> : null}
            </p>
          }
        />
      }
    >
      <section aria-labelledby="included-heading" className="rounded-2xl bg-white p-6 shadow-sm">
        <h2 id="included-heading" className="text-xl font-bold text-slate-900">
          What's included
        </h2>
        <CheckList items={plan.features} className="mt-4 text-slate-800" />
      </section>

      <section aria-labelledby="kit-heading" className="rounded-2xl bg-white p-6 shadow-sm">
        <h2 id="kit-heading" className="text-xl font-bold text-slate-900">
          Your repair kit: {kit.name}
        </h2>
        <p className="mt-2 text-slate-700">
          Resin for {kit.resinRepairs} repairs, cracks up to {kit.maxCrackLength} long. {kit.summary}
        </p>
        <Link to={`/tools?tab=${kit.id}`} className="mt-3 inline-block font-semibold text-brand-700 underline hover:text-brand-800">
          See everything in the {kit.name} kit
        </Link>
      </section>

      <GuaranteeNote />
    </OrderPageLayout>
  );
}

function PlanChoice({ unknownPackage }: { unknownPackage: boolean }) {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <header className="text-center">
          <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">Choose Your Training Plan</h1>
          {unknownPackage ? (
            <p role="alert" className="mx-auto mt-4 max-w-2xl rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
              We couldn't find that package. It may have been renamed; please choose one of our current plans below.
            </p>
          ) : null}
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
            Pick a plan to see your order summary. Every plan includes the full course, a repair kit and a 30-day money-back
            guarantee.
          </p>
        </header>
        <section aria-labelledby="choice-heading" className="mt-12">
          <h2 id="choice-heading" className="sr-only">
            Training plans
          </h2>
          <PricingPlans plans={visiblePlans(false)} />
        </section>
        <GuaranteeNote className="mx-auto mt-12 max-w-3xl" />
      </div>
    </div>
  );
}
