import { Link } from "@remix-run/react";
import { CheckList } from "~/components/funnel/CheckList";
import type { PricingPlan } from "~/content/plans";
import type { ScheduledPayment } from "~/lib/instalments";
import { formatDollars, priceNote } from "~/lib/money";
import type { PaymentMode, ShippedKitSummary } from "~/lib/order-form";
import type { GuaranteeWords, PageWords } from "~/lib/page-texts/sales";
import { GuaranteeNote } from "~/components/sales/GuaranteeNote";
import { OrderPageLayout } from "~/components/sales/OrderPageLayout";
import { OrderSummaryCard } from "~/components/sales/OrderSummaryCard";

/**
 * The order summary page for one plan (/order?package=...), with the kits it ships;
 * `shippedKits` (from the plan's product) makes the form ask where to send them.
 */
export function PlanOrder({
  plan,
  payments,
  shippedKits,
  shippedKit: kit,
  laterPayments,
  guarantee,
  checkout,
}: {
  plan: PricingPlan;
  payments: PaymentMode;
  shippedKits: string | null;
  shippedKit: ShippedKitSummary | null;
  laterPayments: ScheduledPayment[];
  guarantee: GuaranteeWords;
  checkout: PageWords;
}) {
  return (
    <OrderPageLayout
      shippedKits={shippedKits}
      checkout={checkout}
      back={{ to: "/pricing", label: checkout.backToPlans! }}
      eyebrow={checkout.orderEyebrow!}
      title={plan.isQualified ? `${plan.name} (Split Pay)` : plan.name}
      intro={plan.description}
      summary={
        <OrderSummaryCard
          name={plan.name}
          payments={payments}
          shippedKits={shippedKits}
          laterPayments={laterPayments}
          checkout={checkout}
          price={
            <p>
              <span className="text-4xl font-extrabold text-slate-900">{formatDollars(plan.price)}</span>
              {plan.instalments ? <span className="ml-2 text-slate-600">{priceNote(plan)}</span> : null}
            </p>
          }
        />
      }
    >
      <section aria-labelledby="included-heading" className="rounded-2xl bg-white p-6 shadow-sm">
        <h2 id="included-heading" className="text-xl font-bold text-slate-900">
          {checkout.includedHeading}
        </h2>
        <CheckList items={plan.features} className="mt-4 text-slate-800" />
      </section>

      {kit ? (
        <section aria-labelledby="kit-heading" className="rounded-2xl bg-white p-6 shadow-sm">
          <h2 id="kit-heading" className="text-xl font-bold text-slate-900">
            {kit.quantity === 1 ? `Your repair kit: ${kit.name}` : `Your ${kit.quantity} repair kits: ${kit.name}`}
          </h2>
          <p className="mt-2 text-slate-700">
            Resin for {kit.resinRepairs} repairs, cracks up to {kit.maxCrackLength} long. {kit.summary}
          </p>
          <Link to={`/tools?tab=${kit.id}`} className="mt-3 inline-block font-semibold text-brand-700 underline hover:text-brand-800">
            See everything in the {kit.name} kit
          </Link>
        </section>
      ) : null}

      <GuaranteeNote words={guarantee} />
    </OrderPageLayout>
  );
}
