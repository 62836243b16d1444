import { Form } from "@remix-run/react";
import { FormAlert } from "~/components/accounts/AccountCard";

/** The one button that opens a checkout for what the page names, with why the last try failed above it. */
export function CheckoutButtonForm({ error, label }: { error?: string | null; label: string }) {
  return (
    <>
      {error ? (
        <div className="mt-4">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
      <Form method="post" className="mt-6">
        <button type="submit" className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          {label}
        </button>
      </Form>
    </>
  );
}
