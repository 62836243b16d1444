import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { AccountCard, FormAlert } from "~/components/accounts/AccountCard";
import { SignInForm, SignUpForm } from "~/components/accounts/account-forms";
import { signInValidator, signUpValidator, validationError } from "~/server/accounts/account-forms.server";
import { currentUser, safeRedirectTarget, signIn, SignInError } from "~/server/accounts/auth.server";
import { env } from "~/server/platform/env.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { passwordProblem } from "~/server/accounts/password-policy.server";
import { consumeLimits } from "~/server/platform/rate-limit.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";
import { createSession } from "~/server/accounts/session.server";
import { signUp } from "~/server/accounts/signup.server";
import { landingPath } from "~/server/members/member-access.server";
import { loadCurrentUser } from "~/server/accounts/users.server";
import { answeredWithMessages, repopulatedValues } from "~/lib/validation-answer";
import { pageTitle, type RouteHandle } from "~/lib/route-handle";
import { normalizeEmail } from "~/server/platform/email-address.server";

export const handle: RouteHandle = { hydrate: "fields are checked as they are typed (shared schema)" };

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Member Sign In") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await currentUser(request);
  if (user) throw redirect(landingPath(user));
  return { signupOpen: env.SIGNUP === "open" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const form = await readForm(request.clone());
  if (form.get("intent") === "signup") return signUpAction(context.clientAddress, form);
  const checked = await signInValidator.validate(form);
  if (checked.error) return validationError(checked.error, { email: checked.submittedData.email ?? "" });
  const email = String(form.get("email") ?? "");
  try {
    const userId = await signIn(request, context.clientAddress);
    return redirectWithFlash(
      request,
      safeRedirectTarget(form.get("redirectTo"), landingPath(loadCurrentUser(userId)!)),
      { type: "success", title: "Welcome back!" },
      {
        headers: { "Set-Cookie": await createSession(request, userId) },
      },
    );
  } catch (error) {
    if (!(error instanceof SignInError)) throw error;
    return json({ email, error: error.message }, { status: 400 });
  }
}

// Visitors may create accounts only when the operator opens sign-up (SIGNUP=open).
async function signUpAction(clientAddress: string, form: FormData) {
  if (env.SIGNUP !== "open") throw new Response("Sign-up is closed. Accounts are created when you enroll.", { status: 403 });
  const result = await signUpValidator.validate(form);
  // The names and e-mail come back into the form; the passwords never do.
  const safeValues = { fullName: String(form.get("fullName") ?? ""), email: String(form.get("email") ?? "") };
  if (result.error) return validationError(result.error, safeValues);
  const weak = passwordProblem(result.data.password, { staff: false });
  if (weak) return validationError({ fieldErrors: { password: weak } }, safeValues);
  const email = normalizeEmail(result.data.email);
  const limit = await consumeLimits("accountEmails", [clientAddress, email]);
  if (!limit.allowed) return json({ signup: { values: safeValues, formError: "Too many attempts. Please try again later.", sent: false } }, { status: 429 });
  // 'Check your email' whether or not the address already has an account (its owner is told).
  await signUp({ ...result.data, email });
  return { signup: { values: safeValues, formError: null, sent: true } };
}

export default function SignIn() {
  const { signupOpen } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const signup = actionData && "signup" in actionData ? actionData.signup : null;
  const sentBack = repopulatedValues(actionData);
  const signUpChecked = answeredWithMessages(actionData) && searchParams.get("mode") === "signup";
  if (signupOpen && (searchParams.get("mode") === "signup" || signup || signUpChecked)) {
    if (signup?.sent) {
      return (
        <AccountCard title="Check your email" intro="We sent a message to that address. Open the link in it to finish creating your account.">
          <Link to="/auth" className="font-semibold text-brand-700 underline">
            Back to sign in
          </Link>
        </AccountCard>
      );
    }
    return (
      <AccountCard title="Create your account">
        {signup?.formError ? <FormAlert>{signup.formError}</FormAlert> : null}
        <SignUpForm values={signup?.values ?? sentBack} />
        <p className="mt-4 text-center text-sm">
          Already have an account?{" "}
          <Link to="/auth" className="font-semibold text-brand-700 underline">
            Sign in
          </Link>
        </p>
      </AccountCard>
    );
  }
  const signInError = actionData && "error" in actionData ? (actionData as { email: string; error: string }) : null;
  return (
    <AccountCard title="Member Sign In" intro="Sign in to your training, business resources and AI coach.">
      {signInError ? <FormAlert title="Sign in failed">{signInError.error}</FormAlert> : null}
      <SignInForm email={signInError?.email ?? sentBack.email ?? ""} redirectTo={searchParams.get("redirectTo") ?? ""} />
      <p className="mt-4 text-center text-sm">
        <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
          Forgot your password?
        </Link>
      </p>
      {signupOpen ? (
        <p className="mt-2 text-center text-sm">
          New here?{" "}
          <Link to="/auth?mode=signup" className="font-semibold text-brand-700 underline">
            Create an account
          </Link>
        </p>
      ) : null}
    </AccountCard>
  );
}
