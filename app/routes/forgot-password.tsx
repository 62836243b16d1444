import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { AccountCard, FormAlert, submitButtonClass } from "~/components/account/AccountCard";
import { FormField } from "~/components/ui/FormField";
import { forgotPasswordSchema } from "~/lib/account-forms";
import { firstErrorPerField } from "~/lib/form-errors";
import { requestPasswordReset } from "~/server/password-reset.server";
import { consumeLimits } from "~/server/rate-limit.server";
import { requireSameOrigin } from "~/server/request.server";
import { normalizeEmail } from "~/server/users.server";

export const meta: MetaFunction = () => [{ title: "Reset Your Password | Chip Repair Academy" }];

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const form = await request.formData();
  const parsed = forgotPasswordSchema.safeParse({ email: String(form.get("email") ?? "") });
  if (!parsed.success) return data({ sent: false, errors: firstErrorPerField(parsed.error.issues), formError: null }, { status: 400 });
  const email = normalizeEmail(parsed.data.email);
  const limit = await consumeLimits("accountEmails", [context.clientAddress, email]);
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return data({ sent: false, errors: {} as Record<string, string>, formError: `Too many reset requests. Please try again in ${minutes} minutes.` }, { status: 429 });
  }
  // The same answer whether or not the address has an account.
  requestPasswordReset(email);
  return { sent: true, errors: {} as Record<string, string>, formError: null };
}

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
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
      <Form method="post" noValidate className="space-y-4">
        <FormField name="email" label="E-mail" type="email" autoComplete="email" required maxLength={254} error={actionData?.errors.email} />
        <button type="submit" disabled={busy} className={submitButtonClass}>
          Send Reset Link
        </button>
      </Form>
      <p className="mt-4 text-center text-sm">
        <Link to="/auth" className="font-semibold text-brand-700 underline">
          Back to sign in
        </Link>
      </p>
    </AccountCard>
  );
}
