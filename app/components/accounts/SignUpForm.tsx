import { Link, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { ValidatedForm } from "remix-validated-form";
import { ValidatedInput } from "~/components/ui/ValidatedField";
import { PASSWORD_MIN_LENGTH } from "~/lib/field-limits";
import { signUpValidator } from "~/lib/account-validators";
import { useHydrated } from "~/lib/use-hydrated";
import { submitButtonClass } from "~/components/accounts/AccountCard";

type Props = { values?: Record<string, string> };

/** Create-account form. The show/hide toggle needs JavaScript; without it the field is a plain password field. */
export function SignUpForm({ values }: Props) {
  const hydrated = useHydrated();
  const [showPassword, setShowPassword] = useState(false);
  const busy = useNavigation().state === "submitting";
  return (
    <ValidatedForm validator={signUpValidator} method="post" noValidate defaultValues={values} className="space-y-4">
      <input type="hidden" name="intent" value="signup" />
      <ValidatedInput name="fullName" label="Full Name" autoComplete="name" required maxLength={100} />
      <ValidatedInput name="email" label="Email" type="email" autoComplete="email" required maxLength={254} />
      <div>
        <ValidatedInput
          name="password"
          label="Password"
          type={showPassword ? "text" : "password"}
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={200}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters, and not a common password.`}
        />
        {hydrated ? (
          <button
            type="button"
            onClick={() => setShowPassword(!showPassword)}
            aria-pressed={showPassword}
            className="mt-1 text-sm font-semibold text-brand-700 underline"
          >
            {showPassword ? "Hide password" : "Show password"}
          </button>
        ) : null}
      </div>
      <ValidatedInput name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" required maxLength={200} />
      <p className="text-sm text-slate-700">
        By creating an account you agree to our{" "}
        <Link to="/terms" className="font-semibold text-brand-700 underline">
          Terms
        </Link>{" "}
        and{" "}
        <Link to="/privacy" className="font-semibold text-brand-700 underline">
          Privacy Policy
        </Link>
        .
      </p>
      <button type="submit" disabled={busy} className={submitButtonClass}>
        Create Account
      </button>
    </ValidatedForm>
  );
}
