import { Form, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { useRef, useState, type FormEvent } from "react";
import { FormField } from "~/components/ui/FormField";
import { FormSelect } from "~/components/ui/FormSelect";
import { HoneypotInputs } from "~/components/ui/HoneypotInputs";
import { kitShipping, shippingStates } from "~/content/shipping";
import { ADDRESS_LINE_MAX_LENGTH, CITY_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, ZIP_MAX_LENGTH } from "~/lib/field-limits";
import { formValues } from "~/lib/form-values";
import type { CheckoutAnswer, OrderField } from "~/lib/order-form";
import type { ScheduledPayment } from "~/lib/instalments";
import type { PageWords } from "~/lib/page-texts/sales";
import { SAVED_CARD_NOTICE_ID, SavedCardNotice } from "~/components/sales/SavedCardNotice";
import { TestModeBadge } from "~/components/sales/TestModeBadge";

type Errors = CheckoutAnswer["errors"];
type OrderFormModule = typeof import("~/lib/order-form");

/**
 * The buyer's details, where to ship when the product ships kits (`shippedKits`, e.g. "2
 * Platinum Tools kits"), and the button to the payment page: a plain form post with or
 * without JS. With JS the form's own schema checks the answers before they are sent, and a
 * message goes as soon as its field is put right. The schema (and zod) loads when the buyer
 * first steps into the form, not with the page, so the order pages keep their script budget;
 * a form sent before it has loaded is checked by the action alone.
 */
export function CheckoutForm({
  testMode,
  shippedKits,
  laterPayments,
  words,
  className = "",
}: {
  testMode: boolean;
  shippedKits: string | null;
  /** A plan in instalments: what the kept card will be charged, and when, stated before the button. */
  laterPayments: ScheduledPayment[];
  /** The order pages' shared words (page.checkout). */
  words: PageWords;
  className?: string;
}) {
  const answer = useActionData<CheckoutAnswer>();
  const [searchParams] = useSearchParams();
  const busy = useNavigation().state !== "idle";
  const values = answer?.values;
  const shipsKit = shippedKits !== null;
  const schema = useRef<OrderFormModule | null>(null);
  const schemaRequested = useRef(false);
  // The messages shown: the server's answer, until the browser checks the form again.
  const [errors, setErrors] = useState<Errors>(answer?.errors ?? {});
  const [answered, setAnswered] = useState(answer);
  if (answer !== answered) {
    setAnswered(answer);
    setErrors(answer?.errors ?? {});
  }

  function loadSchema() {
    if (schemaRequested.current) return;
    schemaRequested.current = true;
    import("~/lib/order-form").then(
      (module) => (schema.current = module),
      () => (schemaRequested.current = false),
    );
  }

  function check(form: HTMLFormElement) {
    if (!schema.current) return null;
    const { checkOrderForm, orderFields } = schema.current;
    return checkOrderForm(formValues(new FormData(form), orderFields(shipsKit)), shipsKit);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const checked = check(event.currentTarget);
    if (!checked || checked.ok) return;
    event.preventDefault();
    setErrors(checked.errors);
    // The first refused field takes focus in mid-screen, clear of the sticky header.
    const firstRefused = [...event.currentTarget.elements].find((element) => (element as HTMLInputElement).name in checked.errors) as HTMLElement | undefined;
    firstRefused?.focus({ preventScroll: true });
    firstRefused?.scrollIntoView({ block: "center" });
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const field = (event.target as HTMLInputElement).name as OrderField;
    if (!errors[field]) return;
    const checked = check(event.currentTarget);
    if (checked && (checked.ok || !checked.errors[field])) setErrors(({ [field]: _putRight, ...rest }) => rest);
  }

  return (
    <Form method="post" noValidate onFocus={loadSchema} onSubmit={onSubmit} onChange={onChange} className={`space-y-4 ${className}`}>
      {searchParams.get("checkout") === "cancelled" && !answer ? (
        <p role="status" className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">
          {words.cancelled}
        </p>
      ) : null}
      {testMode ? <TestModeBadge /> : null}
      <HoneypotInputs />
      <FormField
        name="firstName"
        label="First name"
        autoComplete="given-name"
        required
        maxLength={NAME_MAX_LENGTH}
        defaultValue={values?.firstName}
        error={errors.firstName}
      />
      <FormField
        name="lastName"
        label="Last name"
        autoComplete="family-name"
        maxLength={NAME_MAX_LENGTH}
        defaultValue={values?.lastName}
        error={errors.lastName}
      />
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
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" name="marketingConsent" value="yes" defaultChecked={values?.marketingConsent === "yes"} className="mt-1" />
        <span>Remind me if I leave before paying, and send me news and offers now and then. You can unsubscribe at any time.</span>
      </label>
      {shippedKits !== null ? (
        <fieldset aria-describedby="shipping-note" className="space-y-4 border-t border-slate-200 pt-4">
          <legend className="float-left w-full text-base font-bold text-slate-900">{kitShipping.legend}</legend>
          <p id="shipping-note" className="clear-both pt-1 text-sm text-slate-700">
            {kitShipping.note(shippedKits)}
          </p>
          <FormField
            name="street"
            label="Street address"
            autoComplete="shipping address-line1"
            required
            maxLength={ADDRESS_LINE_MAX_LENGTH}
            defaultValue={values?.street}
            error={errors.street}
          />
          <FormField
            name="street2"
            label="Apartment, suite or unit (optional)"
            autoComplete="shipping address-line2"
            maxLength={ADDRESS_LINE_MAX_LENGTH}
            defaultValue={values?.street2}
            error={errors.street2}
          />
          <FormField
            name="city"
            label="City"
            autoComplete="shipping address-level2"
            required
            maxLength={CITY_MAX_LENGTH}
            defaultValue={values?.city}
            error={errors.city}
          />
          <div className="grid grid-cols-2 gap-3">
            <FormSelect
              name="state"
              label="State"
              options={shippingStates}
              placeholder="Choose"
              autoComplete="shipping address-level1"
              required
              defaultValue={values?.state}
              error={errors.state}
            />
            <FormField
              name="zip"
              label="ZIP code"
              inputMode="numeric"
              autoComplete="shipping postal-code"
              required
              maxLength={ZIP_MAX_LENGTH}
              defaultValue={values?.zip}
              error={errors.zip}
            />
          </div>
          <FormField
            name="phone"
            type="tel"
            label="Phone"
            hint={kitShipping.phoneHint}
            autoComplete="tel"
            required
            maxLength={PHONE_MAX_LENGTH}
            defaultValue={values?.phone}
            error={errors.phone}
          />
        </fieldset>
      ) : null}
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.form}
        </p>
      ) : null}
      {laterPayments.length > 0 ? <SavedCardNotice laterPayments={laterPayments} /> : null}
      <button
        type="submit"
        disabled={busy}
        aria-describedby={laterPayments.length > 0 ? SAVED_CARD_NOTICE_ID : undefined}
        className="w-full rounded-lg bg-accent-500 px-6 py-3 text-base font-bold text-slate-900 shadow transition hover:bg-accent-400 disabled:opacity-60"
      >
        {busy ? words.submitBusy : words.submitButton}
      </button>
      <p className="text-sm text-slate-600">{words.explanation}</p>
    </Form>
  );
}
