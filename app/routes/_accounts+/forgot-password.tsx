import { json, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { AccountCard, FormAlert } from "~/components/accounts/AccountCard";
import { ForgotPasswordForm } from "~/components/accounts/account-forms";
import { forgotPasswordValidator, validationError } from "~/server/accounts/account-forms.server";
import { currentUser } from "~/server/accounts/auth.server";
import { requestPasswordReset } from "~/server/accounts/password-reset.server";
import { consumeLimits } from "~/server/platform/rate-limit.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";
import { repopulatedValues } from "~/lib/validation-answer";
import { pageTitle, type RouteHandle } from "~/lib/route-handle";
import { normalizeEmail } from "~/server/platform/email-address.server";

export const handle: RouteHandle = { hydrate: "fields are checked as they are typed (shared schema)" };

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Reset Your Password") }];

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const result = await forgotPasswordValidator.validate(await readForm(request));
  if (result.error) return validationError(result.error, result.submittedData);
  const email = normalizeEmail(result.data.email);
  const limit = await consumeLimits("accountEmails", [context.clientAddress, email]);
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return json({ sent: false, formError: `Too many reset requests. Please try again in ${minutes} minutes.`, email }, { status: 429 });
  }
  // The same answer whether or not the address has an account.
  requestPasswordReset(email, { clientAddress: context.clientAddress, signedIn: await currentUser(request) });
  return { sent: true, formError: null, email };
}

export default function ForgotPassword() {
  const actionData = useActionData<{ sent?: boolean; formError?: string | null; email?: string }>();
  if (actionData?.sent) {
    return (
      <AccountCard title="Check your email" intro="If an account uses that address, a link to choose a new password is on its way. It works for one hour.">
        <Link to="/forgot-password" reloadDocument className="font-semibold text-brand-700 underline">
          Try Different Email
        </Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Forgot your password?" intro="Enter the e-mail you signed up with and we will send you a link to choose a new one.">
      {actionData?.formError ? <FormAlert>{actionData.formError}</FormAlert> : null}
      <ForgotPasswordForm email={actionData?.email ?? repopulatedValues(actionData).email ?? ""} />
      <p className="mt-4 text-center text-sm">
        <Link to="/auth" className="font-semibold text-brand-700 underline">
          Back to sign in
        </Link>
      </p>
    </AccountCard>
  );
}
