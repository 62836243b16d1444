import { Form, Link, useLocation } from "@remix-run/react";
import { FormField } from "~/components/ui/FormField";
import { demoBookingMaxLength, type DemoBookingField, type DemoBookingResult } from "~/lib/demo-booking";

// Defined here rather than beside the schema so the page's browser bundle needs no zod.
export const DEMO_BOOKING_INTENT = "demo-booking";

/** Each field's label is the field `<name>Label` of page.chip-repair-demo. */
const fields: { name: DemoBookingField; type: string; autoComplete: string }[] = [
  { name: "firstName", type: "text", autoComplete: "given-name" },
  { name: "lastName", type: "text", autoComplete: "family-name" },
  { name: "phone", type: "tel", autoComplete: "tel" },
  { name: "email", type: "email", autoComplete: "email" },
];

/** Posts to the route's action, which checks the answers and then deliberately does nothing with them. `words`: page.chip-repair-demo's. */
export function DemoBookingForm({ result, words }: { result: DemoBookingResult | undefined; words: Record<string, string> }) {
  const { search } = useLocation();
  if (result?.ok) {
    return (
      <div role="status" data-testid="demo-booking-thanks" className="rounded-xl border-2 border-green-700 bg-green-50 p-5">
        <p className="text-lg font-bold text-slate-900">
          {words.thanksGreeting} {result.firstName}! {words.thanksHeading}
        </p>
        <p className="mt-2 text-slate-800">{words.thanksText}</p>
        <Link to="/chip-repair-demo#demo-booking" className="mt-4 inline-block font-semibold text-brand-700 underline hover:text-brand-800">
          {words.againLink}
        </Link>
      </div>
    );
  }
  const failed = result && !result.ok ? result : undefined;
  return (
    // noValidate: our own messages (the same with JavaScript on or off) replace the browser's bubbles.
    <Form method="post" action={`/chip-repair-demo${search}#demo-booking`} preventScrollReset noValidate className="grid gap-5 sm:grid-cols-2">
      {fields.map((field) => (
        <FormField
          key={field.name}
          name={field.name}
          label={words[`${field.name}Label`]}
          type={field.type}
          autoComplete={field.autoComplete}
          required
          maxLength={demoBookingMaxLength[field.name]}
          defaultValue={failed?.values[field.name]}
          error={failed?.fieldErrors[field.name]}
        />
      ))}
      <div className="sm:col-span-2">
        <button
          type="submit"
          name="intent"
          value={DEMO_BOOKING_INTENT}
          className="w-full rounded-lg bg-accent-500 px-6 py-3 font-bold text-slate-900 shadow hover:bg-accent-400 sm:w-auto"
        >
          {words.bookingButton}
        </button>
        <p className="mt-2 text-sm text-slate-600">{words.bookingNote}</p>
      </div>
    </Form>
  );
}
