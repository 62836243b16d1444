import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CheckList } from "~/components/funnel/CheckList";
import { BootcampOfferNotice } from "~/components/sales/BootcampOfferNotice";
import { BootcampPrice } from "~/components/sales/BootcampPrice";
import { OrderPageLayout } from "~/components/sales/OrderPageLayout";
import { GuaranteeNote } from "~/components/sales/GuaranteeNote";
import { OrderSummaryCard } from "~/components/sales/OrderSummaryCard";
import { pageTitle, type RouteHandle } from "~/lib/route-handle";
import { bootcampOfferFor } from "~/server/funnel/bootcamp-offer.server";
import { orderPageData, submitOrderForm } from "~/server/sales/checkout-form.server";
import { bootcampOrderPageWords } from "~/server/sales/sales-page-words.server";

// The price is this visitor's limited offer (see /bootcamp), so no copy of the page is shared.
export const handle: RouteHandle = { hydrate: "the order form checks its answers before sending, and the checkout button shows progress and takes one click" };

export async function loader({ request }: LoaderFunctionArgs) {
  const { offer, headers } = await bootcampOfferFor(request);
  return json({ ...orderPageData("bootcamp"), offer, ...bootcampOrderPageWords() }, { headers });
}

export const action = ({ request, context }: ActionFunctionArgs) => submitOrderForm(request, context.clientAddress, "bootcamp");

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, "Order the Windshield Repair Bootcamp") },
  { name: "description", content: data?.bootcamp.orderDescription ?? "" },
];

export default function BootcampOrder() {
  const { name, payments, shippedKits, offer, guarantee, checkout, bootcamp, includes } = useLoaderData<typeof loader>();
  return (
    <OrderPageLayout
      shippedKits={shippedKits}
      checkout={checkout}
      back={{ to: "/bootcamp", label: checkout.backToBootcamp! }}
      eyebrow={checkout.orderEyebrow!}
      title={name}
      intro={bootcamp.intro!}
      summary={<OrderSummaryCard name={name} price={<BootcampPrice offer={offer} />} payments={payments} shippedKits={shippedKits} checkout={checkout} />}
    >
      <section aria-labelledby="included-heading" className="rounded-2xl bg-white p-6 shadow-sm">
        <h2 id="included-heading" className="text-xl font-bold text-slate-900">
          {checkout.includedHeading}
        </h2>
        <CheckList items={includes} className="mt-4 text-slate-800" />
      </section>
      <BootcampOfferNotice offer={offer} words={bootcamp} />
      <GuaranteeNote words={guarantee} />
    </OrderPageLayout>
  );
}
