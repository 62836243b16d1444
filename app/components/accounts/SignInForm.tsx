import { useNavigation } from "@remix-run/react";
import { ValidatedForm } from "remix-validated-form";
import { ValidatedInput } from "~/components/ui/ValidatedField";
import { signInValidator } from "~/lib/account-validators";
import { submitButtonClass } from "~/components/accounts/AccountCard";

type Props = { email: string; redirectTo: string };

/** Sign-in form: e-mail and password, checked by the shared schema as they are typed and by the action. */
export function SignInForm({ email, redirectTo }: Props) {
  const busy = useNavigation().state === "submitting";
  return (
    <ValidatedForm validator={signInValidator} method="post" noValidate defaultValues={{ email }} className="space-y-4">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <ValidatedInput name="email" label="E-mail" type="email" autoComplete="email" required maxLength={254} />
      <ValidatedInput name="password" label="Password" type="password" autoComplete="current-password" required maxLength={200} />
      <button type="submit" disabled={busy} className={submitButtonClass}>
        {busy ? "Signing in..." : "Sign In"}
      </button>
    </ValidatedForm>
  );
}
