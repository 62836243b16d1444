import { useNavigation } from "@remix-run/react";
import { ValidatedForm } from "remix-validated-form";
import { ValidatedInput } from "~/components/ui/ValidatedField";
import { forgotPasswordValidator } from "~/lib/account-validators";
import { submitButtonClass } from "~/components/accounts/AccountCard";

/** The e-mail to send a reset link to, checked by the shared schema as it is typed and by the action. */
export function ForgotPasswordForm({ email }: { email: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <ValidatedForm validator={forgotPasswordValidator} method="post" noValidate defaultValues={{ email }} className="space-y-4">
      <ValidatedInput name="email" label="E-mail" type="email" autoComplete="email" required maxLength={254} />
      <button type="submit" disabled={busy} className={submitButtonClass}>
        Send Reset Link
      </button>
    </ValidatedForm>
  );
}
