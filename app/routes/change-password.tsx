import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { AccountCard } from "~/components/account/AccountCard";
import { NewPasswordForm } from "~/components/account/NewPasswordForm";
import { fieldErrors, newPasswordSchema } from "~/lib/account-forms";
import { requireUser } from "~/server/auth.server";
import { redirectWithFlash } from "~/server/flash.server";
import { requireSameOrigin } from "~/server/request.server";
import { revokeUserSessions } from "~/server/session.server";
import { setPassword } from "~/server/users.server";

export const meta: MetaFunction = () => [{ title: "Change Your Password | Chip Repair Academy" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, { allowPendingPasswordChange: true });
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireUser(request, { allowPendingPasswordChange: true });
  const form = await request.formData();
  const parsed = newPasswordSchema.safeParse({ password: String(form.get("password") ?? ""), confirmPassword: String(form.get("confirmPassword") ?? "") });
  if (!parsed.success) return data({ errors: fieldErrors(parsed) }, { status: 400 });
  await setPassword(user.id, parsed.data.password);
  // Other devices signed in with the old password are signed out; this one stays.
  revokeUserSessions(user.id, user.sessionIdHash);
  return redirectWithFlash("/welcome", { type: "success", title: "Password updated successfully!" });
}

export default function ChangePassword() {
  const actionData = useActionData<typeof action>();
  return (
    <AccountCard title="Choose your own password" intro="Your account was set up with a temporary password. Please choose a new one to continue.">
      <NewPasswordForm errors={actionData?.errors} submitLabel="Save Password" />
    </AccountCard>
  );
}
