import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { adminPage } from "~/components/admin/AdminLayout";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ValidatedForm, validationError } from "remix-validated-form";
import { passwordProblem } from "~/server/accounts/password-policy.server";
import { AccountCard, FormAlert, submitButtonClass } from "~/components/accounts/AccountCard";
import { GeneratedPasswordField } from "~/components/admin/GeneratedPasswordField";
import { ValidatedInput, ValidatedSelect } from "~/components/ui/ValidatedField";
import { offerSeeds } from "~/content/products";
import { shippingStates } from "~/content/shipping";
import { COURSE_ACCESS_OPTIONS, MANUAL_ACCOUNT_FIELDS } from "~/lib/admin-forms";
import { ADDRESS_LINE_MAX_LENGTH, CITY_MAX_LENGTH, PHONE_MAX_LENGTH, ZIP_MAX_LENGTH } from "~/lib/field-limits";
import { manualAccountValidator } from "~/lib/admin-validators";
import { adminUserPath } from "~/lib/admin-paths";
import { formValues } from "~/lib/form-values";
import { requireRole } from "~/server/accounts/auth.server";
import { createManualAccount, manualAccountSummary } from "~/server/members/manual-accounts.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";
import { generateTemporaryPassword } from "~/server/accounts/temporary-password.server";
import { privatePageHeaders } from "~/lib/private-page";
import { pageTitle } from "~/lib/route-handle";

export const handle = adminPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Manual Account Setup") }];

const EMAIL_EXISTS = "This email is already registered. Use a different email or ask the user to reset their password.";

// After a creation the page shows what was set up (?created=<user id>) above an empty form.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "super_admin");
  const created = new URL(request.url).searchParams.get("created");
  return { superAdmin: true, created: created ? { userId: created, ...manualAccountSummary(created) } : null };
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const actor = await requireRole(request, "super_admin");
  const form = await readForm(request);
  const entered: Record<string, string> = formValues(form, MANUAL_ACCOUNT_FIELDS);
  // Generate: a fresh password from the server, everything typed so far kept (works without JS).
  if (form.get("intent") === "generate") return json({ generated: { ...entered, tempPassword: generateTemporaryPassword() }, formError: null });
  const result = await manualAccountValidator.validate(form);
  if (result.error) return validationError(result.error, result.submittedData);
  const weak = passwordProblem(result.data.tempPassword, { staff: false });
  if (weak) return validationError({ fieldErrors: { tempPassword: weak } }, result.submittedData);
  const created = await createManualAccount(actor, result.data);
  if (created.success) return redirect(`/manual-setup?created=${created.userId}`);
  const formError = created.code === "email_exists" ? EMAIL_EXISTS : `Failed to create account. ${created.message}`;
  return json({ generated: null, formError, entered }, { status: created.code === "email_exists" ? 409 : 500 });
}

type ActionAnswer = { generated: Record<string, string> | null; formError: string | null; entered?: Record<string, string> };

/** The products whose orders ship kits, named beside the address fields. */
const SHIPS_KITS = Object.values(offerSeeds)
  .filter((offer) => offer.ships && !offer.instalments)
  .map((offer) => offer.name)
  .join(", ");

export default function ManualSetup() {
  const { created } = useLoaderData<typeof loader>();
  const answer = useActionData<ActionAnswer>();
  const defaults = answer?.generated ?? answer?.entered ?? { amountPaid: "" };
  return (
    <AccountCard
      title="Manual Account Setup"
      intro={<>Create an account for someone who paid outside the site. They choose their own password at first sign-in.</>}
    >
      {created?.email && !answer ? (
        <div role="status" data-testid="manual-account-created" className="mb-6 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900">
          <p className="font-semibold">
            Account created for {created.name} ({created.email}).
          </p>
          <p className="mt-1 text-sm">
            They got: {created.access}. A welcome e-mail with their temporary password is on its way; they choose their own at first sign-in.
          </p>
          <Link to={adminUserPath(created.userId)} className="mt-2 inline-block text-sm font-semibold underline">
            Open their account
          </Link>
        </div>
      ) : null}
      {answer?.formError ? <FormAlert>{answer.formError}</FormAlert> : null}
      {/* A new key after each creation: the form starts empty for the next account. */}
      <ValidatedForm key={created?.userId ?? "new"} validator={manualAccountValidator} method="post" noValidate defaultValues={defaults} className="space-y-4">
        {/* Enter in any field means Create, not Generate: the first submit button is the form's default. */}
        <button type="submit" name="intent" value="create" hidden tabIndex={-1} />
        <ValidatedInput name="firstName" label="First name" autoComplete="off" />
        <ValidatedInput name="lastName" label="Last name" autoComplete="off" />
        <ValidatedInput name="email" label="E-mail" type="email" autoComplete="off" />
        <GeneratedPasswordField
          name="tempPassword"
          label="Temporary password"
          hint="At least 8 characters, not a common password; Generate makes 12 without look-alikes. They must change it."
        />
        <ValidatedSelect name="courseAccess" label="Course / product" options={COURSE_ACCESS_OPTIONS} placeholder="Choose what they get" />
        <ValidatedInput name="amountPaid" label="Amount paid ($)" type="number" step="0.01" min="0" inputMode="decimal" />
        <ValidatedInput name="notes" label="Notes" autoComplete="off" />
        <fieldset className="space-y-4 rounded-lg border border-slate-300 p-4">
          <legend className="px-1 font-semibold text-slate-900">Where to ship the kits</legend>
          <p className="text-sm text-slate-700">
            Needed for a plan that includes kits ({SHIPS_KITS}); leave empty otherwise. They show in the fulfilment queue.
          </p>
          <ValidatedInput name="street" label="Street address" autoComplete="off" maxLength={ADDRESS_LINE_MAX_LENGTH} />
          <ValidatedInput name="street2" label="Apartment, suite (optional)" autoComplete="off" maxLength={ADDRESS_LINE_MAX_LENGTH} />
          <ValidatedInput name="city" label="City" autoComplete="off" maxLength={CITY_MAX_LENGTH} />
          <ValidatedSelect name="state" label="State" options={shippingStates} placeholder="Choose a state" />
          <ValidatedInput name="zip" label="ZIP code" autoComplete="off" inputMode="numeric" maxLength={ZIP_MAX_LENGTH} />
          <ValidatedInput name="phone" label="Phone, for the courier" type="tel" autoComplete="off" maxLength={PHONE_MAX_LENGTH} />
        </fieldset>
        <button type="submit" name="intent" value="create" className={submitButtonClass}>
          Create Account
        </button>
      </ValidatedForm>
    </AccountCard>
  );
}
