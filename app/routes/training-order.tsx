import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { CheckList } from "~/components/info/CheckList";
import { EnrollmentSteps } from "~/components/sales/EnrollmentSteps";
import { GuaranteeNote } from "~/components/sales/GuaranteeNote";
import { OrderSummaryCard } from "~/components/sales/OrderSummaryCard";
import { trainingOnlyFit, trainingOnlyIncludes, trainingOnlyPage } from "~/content/training-order";

export const meta: MetaFunction = () => [
  { title: "Training Only, For People With Their Own Tools | Chip Repair Academy" },
  { name: "description", content: "Already own windshield repair tools? Get the full training, insurance billing and business setup without a kit." },
];

export default function TrainingOrder() {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
        <header>
          <p className="text-sm font-bold uppercase tracking-wide text-accent-600">{trainingOnlyPage.eyebrow}</p>
          <h1 className="mt-1 text-3xl font-extrabold text-slate-900 sm:text-4xl">{trainingOnlyPage.headline}</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">{trainingOnlyPage.intro}</p>
        </header>
        <div className="mt-8 grid items-start gap-8 md:grid-cols-3">
          <div className="md:sticky md:top-6 md:order-last">
            <OrderSummaryCard name="Training only (no kit)" price={<p className="text-slate-700">{trainingOnlyPage.priceNote}</p>}>
              <Link to="/pricing" className="mt-3 inline-block font-semibold text-brand-700 underline">
                Compare plans with a kit
              </Link>
            </OrderSummaryCard>
          </div>
          <div className="space-y-10 md:col-span-2">
            <section aria-labelledby="included-heading" className="rounded-2xl bg-white p-6 shadow-sm">
              <h2 id="included-heading" className="text-xl font-bold text-slate-900">
                What the training includes
              </h2>
              <ul className="mt-4 space-y-4">
                {trainingOnlyIncludes.map((module) => (
                  <li key={module.title}>
                    <h3 className="font-bold text-slate-900">{module.title}</h3>
                    <p className="text-slate-700">{module.text}</p>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="fit-heading" className="rounded-2xl bg-white p-6 shadow-sm">
              <h2 id="fit-heading" className="text-xl font-bold text-slate-900">
                This is for you if
              </h2>
              <CheckList items={trainingOnlyFit} className="mt-4 text-slate-800" />
            </section>
            <GuaranteeNote />
            <section aria-labelledby="next-steps-heading">
              <h2 id="next-steps-heading" className="text-xl font-bold text-slate-900">
                How to buy it
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
