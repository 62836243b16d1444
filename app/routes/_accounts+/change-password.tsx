import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AccountCard, FormAlert } from "~/components/accounts/AccountCard";
import { NewPasswordForm } from "~/components/accounts/account-forms";
import { changePasswordValidator, newPasswordValidator, validationError } from "~/server/accounts/account-forms.server";
import { requireUser, safeRedirectTarget } from "~/server/accounts/auth.server";
import { landingPath } from "~/server/members/member-access.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { changePassword } from "~/server/accounts/password-change.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";
import { pageTitle, type RouteHandle } from "~/lib/route-handle";
import { privatePageHeaders } from "~/lib/private-page";

export const handle: RouteHandle = { hydrate: "fields are checked as they are typed (shared schema)" };

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Change Your Password") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { allowPendingPasswordChange: true });
  // Right after signing in with a temporary password the member proved it moments ago;
  // otherwise a stolen session must not be enough to take the account over.
  return { forced: user.needsPasswordChange };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireUser(request, { allowPendingPasswordChange: true });
  const validator = user.needsPasswordChange ? newPasswordValidator : changePasswordValidator;
  const result = await validator.validate(await readForm(request));
  // Passwords are never sent back into the page.
  if (result.error) return validationError(result.error);
  const refusal = await changePassword(user, { ...result.data, clientAddress: context.clientAddress });
  if (refusal?.form) return json({ formError: refusal.form }, { status: 429 });
  if (refusal) return validationError({ fieldErrors: refusal });
  // A guard that sent the member here may ask for them back (?redirectTo=, same site only).
  const next = safeRedirectTarget(new URL(request.url).searchParams.get("redirectTo"), landingPath(user));
  return redirectWithFlash(request, next, { type: "success", title: "Password updated successfully!" });
}

export default function ChangePassword() {
  const { forced } = useLoaderData<typeof loader>();
  const answer = useActionData<{ formError?: string }>();
  return forced ? (
    <AccountCard
      title="Choose your own password"
      intro="Your account needs a new password: it was set up with a temporary one, or its password does not meet the rules for admin accounts (12 characters, not a common password). Please choose a new one to continue."
    >
      <NewPasswordForm submitLabel="Save Password" />
    </AccountCard>
  ) : (
    <AccountCard title="Change your password" intro="Enter your current password, then choose a new one. Your other devices will be signed out.">
      {answer?.formError ? <FormAlert>{answer.formError}</FormAlert> : null}
      <NewPasswordForm submitLabel="Change Password" askCurrentPassword />
    </AccountCard>
  );
}
