import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { AccountCard, FormAlert, submitButtonClass } from "~/components/account/AccountCard";
import { FormField } from "~/components/ui/FormField";
import { authenticator, currentUser, safeRedirectTarget, SignInError } from "~/server/auth.server";
import { redirectWithFlash } from "~/server/flash.server";
import { requireSameOrigin } from "~/server/request.server";
import { createSession } from "~/server/session.server";

export const meta: MetaFunction = () => [{ title: "Member Sign In | Chip Repair Academy" }];

export async function loader({ request }: LoaderFunctionArgs) {
  if (await currentUser(request)) throw redirect("/welcome");
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const form = await request.clone().formData();
  const email = String(form.get("email") ?? "");
  try {
    const userId = await authenticator.authenticate("form", request);
    const cookie = await createSession(userId);
    return redirectWithFlash(safeRedirectTarget(form.get("redirectTo")), { type: "success", title: "Welcome back!" }, {
      headers: { "Set-Cookie": cookie },
    });
  } catch (error) {
    if (!(error instanceof SignInError)) throw error;
    return data({ email, error: error.message }, { status: 400 });
  }
}

export default function SignIn() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  return (
    <AccountCard title="Member Sign In" intro="Sign in to your training, business resources and AI coach.">
      {actionData?.error ? <FormAlert title="Sign in failed">{actionData.error}</FormAlert> : null}
      <Form method="post" className="space-y-4">
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <FormField name="email" label="E-mail" type="email" autoComplete="email" required maxLength={254} defaultValue={actionData?.email} />
        <FormField name="password" label="Password" type="password" autoComplete="current-password" required maxLength={200} />
        <button type="submit" disabled={busy} className={submitButtonClass}>
          {busy ? "Signing in..." : "Sign In"}
        </button>
      </Form>
      <p className="mt-4 text-center text-sm">
        <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
          Forgot your password?
        </Link>
      </p>
    </AccountCard>
  );
}
