import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ActionLink } from "~/components/funnel/ActionLink";
import { EarningsCalculator } from "~/components/funnel/EarningsCalculator";
import { calculatorScenarios } from "~/content/calculator";
import { calculateEarnings, calculatorHref, calculatorSchema, evaluateCalculator, formatWholeDollars, readCalculatorValues } from "~/lib/calculator";
import { linesOf } from "~/lib/page-lines";
import { sharedPage, type RouteHandle, pageTitle } from "~/lib/route-handle";
import { pageWords } from "~/server/platform/site-texts.server";

export const handle: RouteHandle = { ...sharedPage, hydrate: "the figures update on every keystroke" };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, "Chip Repair Income Calculator") },
  { name: "description", content: data?.words.description ?? "" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const searchParams = new URL(request.url).searchParams;
  return { evaluation: evaluateCalculator(readCalculatorValues(searchParams)), words: pageWords("page.earnings-calculator") };
}

export default function EarningsCalculatorPage() {
  const { evaluation, words } = useLoaderData<typeof loader>();
  return (
    <div className="bg-slate-50">
      <section className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <p className="text-sm font-bold uppercase tracking-wide text-brand-700">{words.eyebrow}</p>
        <h1 className="mt-2 text-3xl font-extrabold text-slate-900 sm:text-4xl">{words.headline}</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{words.intro}</p>
        <div id="calculator" className="mt-10 scroll-mt-24">
          {/* Keyed by the query string so a new GET submission or scenario link starts from the server's numbers. */}
          <EarningsCalculator key={JSON.stringify(evaluation.values)} initial={evaluation} words={words} />
        </div>
      </section>

      <section aria-labelledby="scenarios-heading" className="mx-auto max-w-6xl px-4 pb-12">
        <h2 id="scenarios-heading" className="text-2xl font-bold text-slate-900">
          {words.scenariosHeading}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {calculatorScenarios.map(({ scenario, values }) => (
            <li key={scenario} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-bold text-slate-900">{words[`${scenario}Name`]}</h3>
              <p className="mt-2 flex-1 text-slate-700">{words[`${scenario}Summary`]}</p>
              <p className="mt-4 text-sm text-slate-600">
                ${values.price} × {values.chipsPerDay} chips × {values.daysPerWeek} days ={" "}
                <strong className="text-slate-900">{formatWholeDollars(calculateEarnings(calculatorSchema.parse(values)).monthly)} a month</strong>
              </p>
              <Link to={`${calculatorHref(values)}#calculator`} preventScrollReset className="mt-4 font-semibold text-brand-700 underline hover:text-brand-800">
                {words[`${scenario}Link`]}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="assumptions-heading" className="mx-auto max-w-6xl px-4 pb-12">
        <h2 id="assumptions-heading" className="text-2xl font-bold text-slate-900">
          {words.assumptionsHeading}
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
          {linesOf(words.assumptions).map((assumption) => (
            <li key={assumption}>{assumption}</li>
          ))}
        </ul>
        <p className="mt-6 rounded-lg border border-slate-300 bg-white p-4 text-sm text-slate-700">
          <strong>{words.disclaimerLabel}</strong> {words.disclaimer}
        </p>
      </section>

      <section aria-labelledby="next-step-heading" className="bg-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 text-center">
          <h2 id="next-step-heading" className="text-2xl font-bold sm:text-3xl">
            {words.nextStepHeading}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-100">{words.nextStepText}</p>
          <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
            <ActionLink to="/booking-landing">{words.callButton}</ActionLink>
            <ActionLink to="/" variant="secondary">
              {words.homeButton}
            </ActionLink>
          </div>
        </div>
      </section>
    </div>
  );
}
