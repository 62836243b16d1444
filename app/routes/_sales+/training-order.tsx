import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CheckList } from "~/components/funnel/CheckList";
import { OrderPageLayout } from "~/components/sales/OrderPageLayout";
import { GuaranteeNote } from "~/components/sales/GuaranteeNote";
import { OrderSummaryCard } from "~/components/sales/OrderSummaryCard";
import { formatDollars } from "~/lib/money";
import { lowestBundlePrice } from "~/content/training-order";
import { sharedPage, type RouteHandle, pageTitle } from "~/lib/route-handle";
import { orderPageData, submitOrderForm } from "~/server/sales/checkout-form.server";
import { offersView } from "~/server/platform/offers.server";
import { trainingOrderPageWords } from "~/server/sales/sales-page-words.server";

export const handle: RouteHandle = {
  ...sharedPage,
  hydrate: "the order form checks its answers before sending, and the checkout button shows progress and takes one click",
};

export const loader = () => ({ ...orderPageData("training-only"), ...trainingOrderPageWords(), lowestBundle: lowestBundlePrice(offersView().plans) });

export const action = ({ request, context }: ActionFunctionArgs) => submitOrderForm(request, context.clientAddress, "training-only");

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, "Training Only, For People With Their Own Tools") },
  { name: "description", content: data?.words.description ?? "" },
];

export default function TrainingOrder() {
  const { name, price, lowestBundle, payments, shippedKits, guarantee, checkout, words, fit, modules } = useLoaderData<typeof loader>();
  return (
    <OrderPageLayout
      shippedKits={shippedKits}
      checkout={checkout}
      eyebrow={words.eyebrow}
      title={words.headline}
      intro={words.intro}
      summary={
        <OrderSummaryCard
          name={name}
          payments={payments}
          shippedKits={shippedKits}
          checkout={checkout}
          price={
            <>
              <p className="text-4xl font-extrabold text-slate-900">{formatDollars(price)}</p>
              <p className="mt-2 text-slate-700">{`${words.priceNote} ${formatDollars(lowestBundle)}.`}</p>
            </>
          }
        >
          <Link to="/pricing" className="mt-3 inline-block font-semibold text-brand-700 underline">
            {words.compareLink}
          </Link>
        </OrderSummaryCard>
      }
    >
      <section aria-labelledby="included-heading" className="rounded-2xl bg-white p-6 shadow-sm">
        <h2 id="included-heading" className="text-xl font-bold text-slate-900">
          {words.includedHeading}
        </h2>
        <ul className="mt-4 space-y-4">
          {modules.map((module) => (
            <li key={module.title}>
              <h3 className="font-bold text-slate-900">{module.title}</h3>
              <p className="text-slate-700">{module.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="fit-heading" className="rounded-2xl bg-white p-6 shadow-sm">
        <h2 id="fit-heading" className="text-xl font-bold text-slate-900">
          {words.fitHeading}
        </h2>
        <CheckList items={fit} className="mt-4 text-slate-800" />
      </section>
      <GuaranteeNote words={guarantee} />
    </OrderPageLayout>
  );
}
