import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { CheckList } from "~/components/info/CheckList";
import { BootcampPrice } from "~/components/sales/BootcampPrice";
import { EnrollmentSteps } from "~/components/sales/EnrollmentSteps";
import { GuaranteeNote } from "~/components/sales/GuaranteeNote";
import { OrderSummaryCard } from "~/components/sales/OrderSummaryCard";
import { bootcampIncludes, bootcampOffer, bootcampPage } from "~/content/bootcamp";

export const meta: MetaFunction = () => [
  { title: "Order the Windshield Repair Bootcamp | Chip Repair Academy" },
  { name: "description", content: "Your order summary for the Windshield Repair Bootcamp: $47, normally $297." },
];

export default function BootcampOrder() {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
        <Link to="/bootcamp" className="inline-flex items-center gap-2 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50">
          <span aria-hidden="true">←</span> Back to the bootcamp
        </Link>
        <header className="mt-4">
          <p className="text-sm font-bold uppercase tracking-wide text-accent-600">Your order</p>
          <h1 className="mt-1 text-3xl font-extrabold text-slate-900 sm:text-4xl">{bootcampOffer.name}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">{bootcampPage.intro}</p>
        </header>
        <div className="mt-8 grid items-start gap-8 md:grid-cols-3">
          <div className="md:sticky md:top-6 md:order-last">
            <OrderSummaryCard name={bootcampOffer.name} price={<BootcampPrice />} />
          </div>
          <div className="space-y-10 md:col-span-2">
            <section aria-labelledby="included-heading" className="rounded-2xl bg-white p-6 shadow-sm">
              <h2 id="included-heading" className="text-xl font-bold text-slate-900">
                What's included
              </h2>
              <CheckList items={bootcampIncludes} className="mt-4 text-slate-800" />
            </section>
            <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-900">
              {bootcampPage.offerNotice}
            </p>
            <GuaranteeNote />
            <section aria-labelledby="next-steps-heading">
              <h2 id="next-steps-heading" className="text-xl font-bold text-slate-900">
                What happens next
              </h2>
              <div className="mt-4">
                <EnrollmentSteps />
              </div>
            </section>
          </div>
        </div>
      </div>
    </div>
  );
}
