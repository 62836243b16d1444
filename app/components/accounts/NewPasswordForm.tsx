import { useNavigation } from "@remix-run/react";
import { ValidatedForm } from "remix-validated-form";
import { ValidatedInput } from "~/components/ui/ValidatedField";
import { changePasswordValidator, newPasswordValidator } from "~/lib/account-validators";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/lib/field-rules";
import { submitButtonClass } from "~/components/accounts/AccountCard";

type Props = { token?: string; submitLabel: string; askCurrentPassword?: boolean };

/**
 * New password and its confirmation, for the reset link and password changes. The same
 * schema checks it in the browser (messages as you go) and on the server (a plain post).
 */
export function NewPasswordForm({ token, submitLabel, askCurrentPassword = false }: Props) {
  const busy = useNavigation().state === "submitting";
  return (
    <ValidatedForm validator={askCurrentPassword ? changePasswordValidator : newPasswordValidator} method="post" noValidate className="space-y-4">
      {token ? <input type="hidden" name="token" value={token} /> : null}
      {askCurrentPassword ? (
        <ValidatedInput
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
        />
      ) : null}
      <ValidatedInput
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters (12 for admin accounts), and not a common password.`}
      />
      <ValidatedInput
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
      />
      <button type="submit" disabled={busy} className={submitButtonClass}>
        {submitLabel}
      </button>
    </ValidatedForm>
  );
}
