import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AccountCard } from "~/components/accounts/AccountCard";
import { NewPasswordForm } from "~/components/accounts/account-forms";
import { newPasswordValidator, validationError } from "~/server/accounts/account-forms.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { isResetTokenValid, resetPassword, resetPasswordProblem } from "~/server/accounts/password-reset.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";
import { privatePageHeaders } from "~/lib/private-page";
import { pageTitle } from "~/lib/route-handle";

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Choose a New Password") }];

const INVALID_LINK = { type: "error" as const, title: "Invalid or expired link", description: "Please ask for a new password reset link." };

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!isResetTokenValid(token)) throw await redirectWithFlash(request, "/forgot-password", INVALID_LINK);
  return { token };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const form = await readForm(request);
  const token = String(form.get("token") ?? "");
  const result = await newPasswordValidator.validate(form);
  if (result.error) return validationError(result.error);
  const weak = resetPasswordProblem(token, result.data.password);
  if (weak) return validationError({ fieldErrors: { password: weak } });
  if (!(await resetPassword(token, result.data.password, { clientAddress: context.clientAddress })))
    throw await redirectWithFlash(request, "/forgot-password", INVALID_LINK);
  return redirect("/reset-password/done");
}

export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>();
  return (
    <AccountCard title="Choose a new password">
      <NewPasswordForm token={token} submitLabel="Update Password" />
    </AccountCard>
  );
}
