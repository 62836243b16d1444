import { Form, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { FormField } from "~/components/ui/FormField";
import { HoneypotInputs } from "~/components/ui/HoneypotInputs";
import { checkoutCopy } from "~/content/checkout";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "~/lib/field-limits";
import type { CheckoutAnswer } from "~/lib/order-form";
import { TestModeBadge } from "./TestModeBadge";

/** The buyer's details and the button to the payment page; a plain form post with or without JS. */
export function CheckoutForm({ testMode, className = "" }: { testMode: boolean; className?: string }) {
  const answer = useActionData<CheckoutAnswer>();
  const [searchParams] = useSearchParams();
  const busy = useNavigation().state !== "idle";
  const values = answer?.values;
  const errors = answer?.errors ?? {};
  return (
    <Form method="post" noValidate className={`space-y-4 ${className}`}>
      {searchParams.get("checkout") === "cancelled" && !answer ? (
        <p role="status" className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">
          {checkoutCopy.cancelled}
        </p>
      ) : null}
      {testMode ? <TestModeBadge /> : null}
      <HoneypotInputs />
      <FormField name="firstName" label="First name" autoComplete="given-name" required maxLength={NAME_MAX_LENGTH} defaultValue={values?.firstName} error={errors.firstName} />
      <FormField name="lastName" label="Last name" autoComplete="family-name" maxLength={NAME_MAX_LENGTH} defaultValue={values?.lastName} error={errors.lastName} />
      <FormField
        name="email"
        type="email"
        label="E-mail"
        hint="Your account and receipt go here."
        autoComplete="email"
        required
        maxLength={EMAIL_MAX_LENGTH}
        defaultValue={values?.email}
        error={errors.email}
      />
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.form}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-lg bg-accent-500 px-6 py-3 text-base font-bold text-slate-900 shadow transition hover:bg-accent-400 disabled:opacity-60"
      >
        {busy ? "Opening checkout..." : checkoutCopy.submitLabel}
      </button>
      <p className="text-sm text-slate-600">{checkoutCopy.explanation}</p>
    </Form>
  );
}
