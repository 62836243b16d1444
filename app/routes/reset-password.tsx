import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AccountCard, FormAlert } from "~/components/account/AccountCard";
import { NewPasswordForm } from "~/components/account/NewPasswordForm";
import { newPasswordSchema } from "~/lib/account-forms";
import { firstErrorPerField } from "~/lib/form-errors";
import { redirectWithFlash } from "~/server/flash.server";
import { isResetTokenValid, resetPassword } from "~/server/password-reset.server";
import { requireSameOrigin } from "~/server/request.server";

export const meta: MetaFunction = () => [{ title: "Choose a New Password | Chip Repair Academy" }];

const INVALID_LINK = { type: "error" as const, title: "Invalid or expired link", description: "Please ask for a new password reset link." };

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!isResetTokenValid(token)) throw await redirectWithFlash(request, "/forgot-password", INVALID_LINK);
  return { token };
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const parsed = newPasswordSchema.safeParse({ password: String(form.get("password") ?? ""), confirmPassword: String(form.get("confirmPassword") ?? "") });
  if (!parsed.success) return data({ errors: firstErrorPerField(parsed.error.issues) }, { status: 400 });
  if (!(await resetPassword(token, parsed.data.password))) throw await redirectWithFlash(request, "/forgot-password", INVALID_LINK);
  return redirect("/reset-password/done");
}

export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AccountCard title="Choose a new password">
      {actionData?.errors.form ? <FormAlert>{actionData.errors.form}</FormAlert> : null}
      <NewPasswordForm token={token} errors={actionData?.errors} submitLabel="Update Password" />
    </AccountCard>
  );
}
