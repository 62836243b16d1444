import { Form } from "@remix-run/react";
import { useState } from "react";
import { useFigures } from "~/components/ui/FiguresContext";
import { FormField } from "~/components/ui/FormField";
import { withBasis, type ReportedFigure } from "~/content/reported-results";
import { evaluateCalculator, formatPrice, formatWholeDollars, type CalculatorEvaluation, type CalculatorField, type Earnings } from "~/lib/calculator";

/** The fields, the price's hint stating the published repair price with its basis. */
const fieldsFor = (
  repairPrice: ReportedFigure,
): { name: CalculatorField; label: string; hint: string; inputMode: "decimal" | "numeric"; prefix?: string }[] => [
  { name: "price", label: "Price per chip repair", hint: `Most repairs bill at ${withBasis(repairPrice)}.`, inputMode: "decimal", prefix: "$" },
  { name: "chipsPerDay", label: "Chips per day", hint: "From 1 to 50 repairs.", inputMode: "numeric" },
  { name: "daysPerWeek", label: "Days per week", hint: "From 1 to 7 working days.", inputMode: "numeric" },
];

const periods: { key: keyof Earnings; label: string }[] = [
  { key: "daily", label: "Daily income" },
  { key: "weekly", label: "Weekly income" },
  { key: "monthly", label: "Monthly income" },
  { key: "yearly", label: "Yearly income" },
];

/**
 * The server renders `initial` from the query string (so the GET form works without
 * JavaScript); once React runs, the same pure functions recompute it on every keystroke.
 */
export function EarningsCalculator({ initial }: { initial: CalculatorEvaluation }) {
  const { repairPrice } = useFigures();
  const [values, setValues] = useState(initial.values);
  const evaluation = values === initial.values ? initial : evaluateCalculator(values);

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Form method="get" action="/earnings-calculator#calculator" preventScrollReset className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-xl font-bold text-slate-900">Your numbers</h2>
        <div className="mt-4 space-y-5">
          {fieldsFor(repairPrice).map((field) => (
            <FormField
              key={field.name}
              name={field.name}
              label={field.label}
              hint={field.hint}
              prefix={field.prefix}
              inputMode={field.inputMode}
              autoComplete="off"
              value={values[field.name]}
              error={evaluation.fieldErrors[field.name]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setValues((current) => ({ ...current, [field.name]: value }));
              }}
            />
          ))}
        </div>
        <button type="submit" className="mt-6 w-full rounded-lg bg-brand-700 px-6 py-3 text-base font-bold text-white shadow hover:bg-brand-800">
          Calculate
        </button>
      </Form>
      <EarningsResults evaluation={evaluation} />
    </div>
  );
}

function EarningsResults({ evaluation }: { evaluation: CalculatorEvaluation }) {
  const { earnings, input } = evaluation;
  return (
    <section aria-labelledby="results-heading" aria-live="polite" className="rounded-2xl bg-brand-800 p-6 text-white shadow-sm">
      <h2 id="results-heading" className="text-xl font-bold">
        Your estimated income
      </h2>
      {earnings && input ? (
        <>
          <p className="mt-1 text-sm text-brand-100">
            {formatPrice(input.price)} per repair × {input.chipsPerDay} chips a day × {input.daysPerWeek} days a week
          </p>
          <dl className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
            {periods.map((period) => (
              <div key={period.key} className="rounded-xl bg-white/10 p-4">
                <dt className="text-sm font-medium text-brand-100">{period.label}</dt>
                <dd data-testid={`income-${period.key}`} className="mt-1 text-2xl font-extrabold tabular-nums sm:text-3xl lg:text-2xl xl:text-3xl">
                  {formatWholeDollars(earnings[period.key])}
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p data-testid="results-prompt" className="mt-6 rounded-xl bg-white p-4 font-semibold text-slate-900">
          Fix the highlighted field above to see your estimate.
        </p>
      )}
    </section>
  );
}
