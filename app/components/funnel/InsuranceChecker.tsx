import { Form } from "@remix-run/react";
import { coverageTypes, insuranceProviders } from "~/content/demo";
import type { InsuranceCheck } from "~/lib/insurance-check";

/**
 * `words`: page.chip-repair-demo's. A GET form: the choice lives in the URL (?provider=&coverage=), so the loader renders the
 * answer with or without JavaScript and the result can be shared as a link.
 */
export function InsuranceChecker({ check, words }: { check: InsuranceCheck; words: Record<string, string> }) {
  const errors = check.status === "invalid" ? check.fieldErrors : {};
  return (
    <div>
      <Form
        method="get"
        action="/chip-repair-demo#insurance-checker"
        preventScrollReset
        key={`${check.values.provider}|${check.values.coverage}`}
        className="space-y-5"
      >
        <div>
          <label htmlFor="provider" className="block text-sm font-semibold text-slate-900">
            {words.providerLabel}
          </label>
          <select
            id="provider"
            name="provider"
            defaultValue={check.values.provider}
            aria-invalid={errors.provider ? true : undefined}
            aria-describedby={errors.provider ? "provider-error" : undefined}
            className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700"
          >
            <option value="">{words.providerChoose}</option>
            {insuranceProviders.map((provider) => (
              <option key={provider.id} value={provider.id}>
                {provider.name}
              </option>
            ))}
          </select>
          {errors.provider ? (
            <p id="provider-error" data-testid="provider-error" className="mt-1 text-sm font-medium text-red-700">
              {errors.provider}
            </p>
          ) : null}
        </div>
        <fieldset aria-describedby={errors.coverage ? "coverage-error" : undefined}>
          <legend className="text-sm font-semibold text-slate-900">{words.coverageLabel}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {coverageTypes.map((coverage) => (
              <label
                key={coverage.id}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-3 hover:border-brand-700 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="coverage"
                  value={coverage.id}
                  defaultChecked={check.values.coverage === coverage.id}
                  className="h-4 w-4 accent-brand-700"
                />
                <span>{words[coverage.words]}</span>
              </label>
            ))}
          </div>
          {errors.coverage ? (
            <p id="coverage-error" data-testid="coverage-error" className="mt-1 text-sm font-medium text-red-700">
              {errors.coverage}
            </p>
          ) : null}
        </fieldset>
        <button type="submit" className="rounded-lg bg-brand-700 px-6 py-3 font-bold text-white shadow hover:bg-brand-800">
          {words.checkButton}
        </button>
      </Form>
      {check.status === "checked" ? (
        <div
          role="status"
          data-testid="eligibility-result"
          className={`mt-6 rounded-xl border-2 p-5 ${check.result.covered ? "border-green-700 bg-green-50" : "border-accent-600 bg-amber-50"}`}
        >
          <p className="text-lg font-bold text-slate-900">{check.result.headline}</p>
          <p className="mt-2 text-slate-800">{check.result.details}</p>
        </div>
      ) : null}
    </div>
  );
}
