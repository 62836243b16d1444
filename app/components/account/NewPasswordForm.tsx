import { Form, useNavigation } from "@remix-run/react";
import { FormField } from "~/components/ui/FormField";
import { submitButtonClass } from "./AccountCard";

/** New password and its confirmation, for the reset link and the forced change. */
export function NewPasswordForm({ errors, token, submitLabel }: { errors?: Record<string, string>; token?: string; submitLabel: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" noValidate className="space-y-4">
      {token ? <input type="hidden" name="token" value={token} /> : null}
      <FormField name="password" label="New password" type="password" autoComplete="new-password" required minLength={6} maxLength={200} hint="At least 6 characters." error={errors?.password} />
      <FormField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" required maxLength={200} error={errors?.confirmPassword} />
      <button type="submit" disabled={busy} className={submitButtonClass}>
        {submitLabel}
      </button>
    </Form>
  );
}
