import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ActionLink } from "~/components/funnel/ActionLink";
import { EarningsCalculator } from "~/components/funnel/EarningsCalculator";
import { calculatorAssumptions, calculatorDisclaimer, calculatorScenarios } from "~/content/calculator";
import { withBasis } from "~/content/reported-results";
import { useFigures } from "~/components/ui/FiguresContext";
import { calculateEarnings, calculatorHref, calculatorSchema, evaluateCalculator, formatWholeDollars, readCalculatorValues } from "~/lib/calculator";
import { sharedPage, type RouteHandle, pageTitle } from "~/lib/route-handle";

export const handle: RouteHandle = { ...sharedPage, hydrate: "the figures update on every keystroke" };

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Chip Repair Income Calculator") },
  {
    name: "description",
    content:
      "Estimate what a mobile windshield chip-repair business could earn: enter your price per repair, chips per day and days per week to see daily, weekly, monthly and yearly income.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const searchParams = new URL(request.url).searchParams;
  return { evaluation: evaluateCalculator(readCalculatorValues(searchParams)) };
}

export default function EarningsCalculatorPage() {
  const { evaluation } = useLoaderData<typeof loader>();
  const figures = useFigures();
  return (
    <div className="bg-slate-50">
      <section className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <p className="text-sm font-bold uppercase tracking-wide text-brand-700">Income Calculator</p>
        <h1 className="mt-2 text-3xl font-extrabold text-slate-900 sm:text-4xl">What could chip repair pay you?</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">
          A chip repair takes about 15 minutes and bills at {withBasis(figures.repairPrice)}, usually paid by the driver&apos;s insurer. Enter your own price,
          how many chips you expect to fix in a day and how many days you want to work, and see what that adds up to.
        </p>
        <div id="calculator" className="mt-10 scroll-mt-24">
          {/* Keyed by the query string so a new GET submission or scenario link starts from the server's numbers. */}
          <EarningsCalculator key={JSON.stringify(evaluation.values)} initial={evaluation} />
        </div>
      </section>

      <section aria-labelledby="scenarios-heading" className="mx-auto max-w-6xl px-4 pb-12">
        <h2 id="scenarios-heading" className="text-2xl font-bold text-slate-900">
          Try a ready-made scenario
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {calculatorScenarios.map((scenario) => (
            <li key={scenario.name} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-bold text-slate-900">{scenario.name}</h3>
              <p className="mt-2 flex-1 text-slate-700">{scenario.summary}</p>
              <p className="mt-4 text-sm text-slate-600">
                ${scenario.values.price} × {scenario.values.chipsPerDay} chips × {scenario.values.daysPerWeek} days ={" "}
                <strong className="text-slate-900">{formatWholeDollars(calculateEarnings(calculatorSchema.parse(scenario.values)).monthly)} a month</strong>
              </p>
              <Link
                to={`${calculatorHref(scenario.values)}#calculator`}
                preventScrollReset
                className="mt-4 font-semibold text-brand-700 underline hover:text-brand-800"
              >
                Load the {scenario.name.toLowerCase()} numbers
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="assumptions-heading" className="mx-auto max-w-6xl px-4 pb-12">
        <h2 id="assumptions-heading" className="text-2xl font-bold text-slate-900">
          How these numbers are worked out
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
          {calculatorAssumptions(figures).map((assumption) => (
            <li key={assumption}>{assumption}</li>
          ))}
        </ul>
        <p className="mt-6 rounded-lg border border-slate-300 bg-white p-4 text-sm text-slate-700">
          <strong>Disclaimer:</strong> {calculatorDisclaimer}
        </p>
      </section>

      <section aria-labelledby="next-step-heading" className="bg-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 text-center">
          <h2 id="next-step-heading" className="text-2xl font-bold sm:text-3xl">
            Ready to turn these numbers into a real business?
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-100">
            On a free strategy call we look at your area, your schedule and your budget, and map out your first 90 days.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
            <ActionLink to="/booking-landing">Get Started With a Free Strategy Call</ActionLink>
            <ActionLink to="/" variant="secondary">
              Return to Home
            </ActionLink>
          </div>
        </div>
      </section>
    </div>
  );
}
