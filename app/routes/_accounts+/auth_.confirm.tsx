import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AccountCard } from "~/components/accounts/AccountCard";
import { NewPasswordForm } from "~/components/accounts/account-forms";
import { privatePageHeaders } from "~/lib/private-page";
import { pageTitle, type RouteHandle } from "~/lib/route-handle";
import { newPasswordValidator, validationError } from "~/server/accounts/account-forms.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { passwordProblem } from "~/server/accounts/password-policy.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";
import { companyFacts } from "~/server/platform/site-texts.server";
import { createSession } from "~/server/accounts/session.server";
import { confirmEmail, isConfirmationValid } from "~/server/accounts/signup.server";

export const handle: RouteHandle = { hydrate: "fields are checked as they are typed (shared schema)" };

// The page holds the link's token: no cache may keep it.
export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Confirm Your E-mail") }];

const INVALID_LINK = { type: "error" as const, title: "Invalid or expired link", description: "Sign in, or create your account again." };

// The link in the sign-up e-mail opens a page that asks for the password to sign in with:
// whoever signed up may not own the address, so the mailbox's owner chooses it here. Only the
// form's POST spends the token: mail scanners that fetch every link must not use it up.
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!isConfirmationValid(token)) throw await redirectWithFlash(request, "/auth", INVALID_LINK);
  return { token };
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const form = await readForm(request);
  const token = String(form.get("token") ?? "");
  const result = await newPasswordValidator.validate(form);
  if (result.error) return validationError(result.error);
  const weak = passwordProblem(result.data.password, { staff: false });
  if (weak) return validationError({ fieldErrors: { password: weak } });
  const userId = await confirmEmail(token, result.data.password);
  if (!userId) return redirectWithFlash(request, "/auth", INVALID_LINK);
  return redirectWithFlash(
    request,
    "/welcome",
    { type: "success", title: "E-mail confirmed", description: `Welcome to ${companyFacts().name}!` },
    { headers: { "Set-Cookie": await createSession(request, userId) } },
  );
}

export default function ConfirmEmail() {
  const { token } = useLoaderData<typeof loader>();
  return (
    <AccountCard
      title="Confirm your e-mail"
      intro="One last step: choose the password you will sign in with (it can be the one you chose when you signed up). This confirms the address and takes you to your training."
    >
      <NewPasswordForm token={token} submitLabel="Confirm My E-mail" />
    </AccountCard>
  );
}
