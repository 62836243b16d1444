import type { MetaFunction } from "@remix-run/node";
import { ActionLink } from "~/components/info/ActionLink";
import { CheckList } from "~/components/info/CheckList";
import { callBenefits, callSteps, strategyCallPage } from "~/content/strategy-call";
import { staticPage } from "~/lib/route-handle";

export const handle = staticPage;

export const meta: MetaFunction = () => [
  { title: "Book Your Free 1-on-1 Strategy Call | Chip Repair Academy" },
  {
    name: "description",
    content:
      "A free, full-hour 1-on-1 strategy call: get a personal plan for your windshield chip-repair business, from local demand to pricing and equipment.",
  },
];

export default function BookingLanding() {
  return (
    <div className="bg-slate-50">
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:py-20">
          <p className="text-sm font-bold uppercase tracking-wide text-accent-400">{strategyCallPage.eyebrow}</p>
          <h1 className="mt-3 text-3xl font-extrabold leading-tight sm:text-5xl">{strategyCallPage.headline}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-50">{strategyCallPage.intro}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ActionLink to="/booking-survey">Book My Free Strategy Call</ActionLink>
            <ActionLink to="/video" variant="secondary">
              Watch the Free Training Video First
            </ActionLink>
          </div>
          <p className="mt-4 text-sm font-semibold text-brand-50">{strategyCallPage.cost}</p>
        </div>
      </section>

      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 md:grid-cols-2">
        <section aria-labelledby="benefits-heading" className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          <h2 id="benefits-heading" className="text-2xl font-bold text-slate-900">
            What you'll get in one hour
          </h2>
          <CheckList items={callBenefits} className="mt-5 text-slate-800" />
        </section>

        <section aria-labelledby="steps-heading" className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          <h2 id="steps-heading" className="text-2xl font-bold text-slate-900">
            How it works
          </h2>
          <ol className="mt-5 space-y-5">
            {callSteps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-bold text-slate-900">{step.title}</h3>
                  <p className="mt-1 text-slate-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>

      <section aria-labelledby="start-heading" className="mx-auto max-w-3xl px-4 pb-4 text-center">
        <h2 id="start-heading" className="text-2xl font-bold text-slate-900">
          Ready when you are
        </h2>
        <p className="mt-3 text-slate-700">The questions take about a minute, and you'll pick your time right after.</p>
        <ActionLink to="/booking-survey" variant="brand" className="mt-6">
          Answer 6 Quick Questions and Book
        </ActionLink>
      </section>
    </div>
  );
}
