import { Form, useNavigation } from "@remix-run/react";
import { FormField } from "~/components/ui/FormField";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/lib/field-rules";
import { submitButtonClass } from "./AccountCard";

type Props = { errors?: Partial<Record<string, string>>; token?: string; submitLabel: string; askCurrentPassword?: boolean };

/** New password and its confirmation, for the reset link and password changes. */
export function NewPasswordForm({ errors, token, submitLabel, askCurrentPassword = false }: Props) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" noValidate className="space-y-4">
      {token ? <input type="hidden" name="token" value={token} /> : null}
      {askCurrentPassword ? (
        <FormField name="currentPassword" label="Current password" type="password" autoComplete="current-password" required maxLength={PASSWORD_MAX_LENGTH} error={errors?.currentPassword} />
      ) : null}
      <FormField
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors?.password}
      />
      <FormField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" required maxLength={PASSWORD_MAX_LENGTH} error={errors?.confirmPassword} />
      <button type="submit" disabled={busy} className={submitButtonClass}>
        {submitLabel}
      </button>
    </Form>
  );
}
