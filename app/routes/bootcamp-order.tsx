import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CheckList } from "~/components/info/CheckList";
import { BootcampOfferNotice } from "~/components/sales/BootcampOfferNotice";
import { BootcampPrice } from "~/components/sales/BootcampPrice";
import { OrderPageLayout } from "~/components/sales/OrderPageLayout";
import { GuaranteeNote } from "~/components/sales/GuaranteeNote";
import { OrderSummaryCard } from "~/components/sales/OrderSummaryCard";
import { bootcampIncludes, bootcampOffer, bootcampPage } from "~/content/bootcamp";
import { sharedPage, type RouteHandle } from "~/lib/route-handle";
import { orderPageData, submitOrderForm } from "~/server/checkout-form.server";

export const handle: RouteHandle = { ...sharedPage, hydrate: "the order form checks its answers before sending, and the checkout button shows progress and takes one click" };

export const loader = () => orderPageData("bootcamp");

export const action = ({ request, context }: ActionFunctionArgs) => submitOrderForm(request, context.clientAddress, "bootcamp");

export const meta: MetaFunction = () => [
  { title: "Order the Windshield Repair Bootcamp | Chip Repair Academy" },
  { name: "description", content: "Your order summary for the Windshield Repair Bootcamp: $47, normally $297." },
];

export default function BootcampOrder() {
  const { payments, shippedKits } = useLoaderData<typeof loader>();
  return (
    <OrderPageLayout
      shippedKits={shippedKits}
      back={{ to: "/bootcamp", label: "Back to the bootcamp" }}
      eyebrow="Your order"
      title={bootcampOffer.name}
      intro={bootcampPage.intro}
      summary={<OrderSummaryCard name={bootcampOffer.name} price={<BootcampPrice />} payments={payments} shippedKits={shippedKits} />}
    >
      <section aria-labelledby="included-heading" className="rounded-2xl bg-white p-6 shadow-sm">
        <h2 id="included-heading" className="text-xl font-bold text-slate-900">
          What's included
        </h2>
        <CheckList items={bootcampIncludes} className="mt-4 text-slate-800" />
      </section>
      <BootcampOfferNotice />
      <GuaranteeNote />
    </OrderPageLayout>
  );
}
