import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AccountCard, FormAlert } from "~/components/account/AccountCard";
import { NewPasswordForm } from "~/components/account/NewPasswordForm";
import { changePasswordSchema, formValues, newPasswordSchema } from "~/lib/account-forms";
import { firstErrorPerField } from "~/lib/form-errors";
import { requireUser, safeRedirectTarget } from "~/server/auth.server";
import { redirectWithFlash } from "~/server/flash.server";
import { changePassword } from "~/server/password-change.server";
import { requireSameOrigin } from "~/server/request.server";

export const meta: MetaFunction = () => [{ title: "Change Your Password | Chip Repair Academy" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { allowPendingPasswordChange: true });
  // Right after signing in with a temporary password the member proved it moments ago;
  // otherwise a stolen session must not be enough to take the account over.
  return { forced: user.needsPasswordChange };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireUser(request, { allowPendingPasswordChange: true });
  const form = await request.formData();
  const schema = user.needsPasswordChange ? newPasswordSchema : changePasswordSchema;
  const parsed = schema.safeParse(formValues(form, ["currentPassword", "password", "confirmPassword"]));
  if (!parsed.success) return data({ errors: firstErrorPerField(parsed.error.issues) }, { status: 400 });
  const refusal = await changePassword(user, { ...parsed.data, clientAddress: context.clientAddress });
  if (refusal) return data({ errors: refusal }, { status: refusal.form ? 429 : 400 });
  // A guard that sent the member here may ask for them back (?redirectTo=, same site only).
  const next = safeRedirectTarget(new URL(request.url).searchParams.get("redirectTo"));
  return redirectWithFlash(request, next, { type: "success", title: "Password updated successfully!" });
}

export default function ChangePassword() {
  const { forced } = useLoaderData<typeof loader>();
  const errors = useActionData<typeof action>()?.errors;
  return forced ? (
    <AccountCard title="Choose your own password" intro="Your account was set up with a temporary password. Please choose a new one to continue.">
      <NewPasswordForm errors={errors} submitLabel="Save Password" />
    </AccountCard>
  ) : (
    <AccountCard title="Change your password" intro="Enter your current password, then choose a new one. Your other devices will be signed out.">
      {errors?.form ? <FormAlert>{errors.form}</FormAlert> : null}
      <NewPasswordForm errors={errors} submitLabel="Change Password" askCurrentPassword />
    </AccountCard>
  );
}
