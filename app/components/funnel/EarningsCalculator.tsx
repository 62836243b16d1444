import { Form } from "@remix-run/react";
import { useState } from "react";
import { FormField } from "~/components/ui/FormField";
import { evaluateCalculator, formatPrice, formatWholeDollars, type CalculatorEvaluation, type CalculatorField, type Earnings } from "~/lib/calculator";

/** The calculator's words: page.earnings-calculator as published, placeholders filled (each field's label and hint are `<field>Label` and `<field>Hint`, each period's `<period>Label`). */
type CalculatorWords = Record<string, string>;

const fields: { name: CalculatorField; inputMode: "decimal" | "numeric"; prefix?: string }[] = [
  { name: "price", inputMode: "decimal", prefix: "$" },
  { name: "chipsPerDay", inputMode: "numeric" },
  { name: "daysPerWeek", inputMode: "numeric" },
];

const periods: (keyof Earnings)[] = ["daily", "weekly", "monthly", "yearly"];

/**
 * The server renders `initial` from the query string (so the GET form works without
 * JavaScript); once React runs, the same pure functions recompute it on every keystroke.
 */
export function EarningsCalculator({ initial, words }: { initial: CalculatorEvaluation; words: CalculatorWords }) {
  const [values, setValues] = useState(initial.values);
  const evaluation = values === initial.values ? initial : evaluateCalculator(values);

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Form method="get" action="/earnings-calculator#calculator" preventScrollReset className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-xl font-bold text-slate-900">{words.formHeading}</h2>
        <div className="mt-4 space-y-5">
          {fields.map((field) => (
            <FormField
              key={field.name}
              name={field.name}
              label={words[`${field.name}Label`]}
              hint={words[`${field.name}Hint`]}
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
          {words.calculateButton}
        </button>
      </Form>
      <EarningsResults evaluation={evaluation} words={words} />
    </div>
  );
}

function EarningsResults({ evaluation, words }: { evaluation: CalculatorEvaluation; words: CalculatorWords }) {
  const { earnings, input } = evaluation;
  return (
    <section aria-labelledby="results-heading" aria-live="polite" className="rounded-2xl bg-brand-800 p-6 text-white shadow-sm">
      <h2 id="results-heading" className="text-xl font-bold">
        {words.resultsHeading}
      </h2>
      {earnings && input ? (
        <>
          <p className="mt-1 text-sm text-brand-100">
            {formatPrice(input.price)} {words.perRepair} × {input.chipsPerDay} {words.chipsADay} × {input.daysPerWeek} {words.daysAWeek}
          </p>
          <dl className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
            {periods.map((period) => (
              <div key={period} className="rounded-xl bg-white/10 p-4">
                <dt className="text-sm font-medium text-brand-100">{words[`${period}Label`]}</dt>
                <dd data-testid={`income-${period}`} className="mt-1 text-2xl font-extrabold tabular-nums sm:text-3xl lg:text-2xl xl:text-3xl">
                  {formatWholeDollars(earnings[period])}
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p data-testid="results-prompt" className="mt-6 rounded-xl bg-white p-4 font-semibold text-slate-900">
          {words.fixPrompt}
        </p>
      )}
    </section>
  );
}
