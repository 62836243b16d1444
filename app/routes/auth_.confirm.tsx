import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { AccountCard, submitButtonClass } from "~/components/account/AccountCard";
import { redirectWithFlash } from "~/server/flash.server";
import { readForm, requireSameOrigin } from "~/server/request.server";
import { createSession } from "~/server/session.server";
import { confirmEmail, isConfirmationValid } from "~/server/signup.server";

export const meta: MetaFunction = () => [{ title: "Confirm Your E-mail | Chip Repair Academy" }];

const INVALID_LINK = { type: "error" as const, title: "Invalid or expired link", description: "Sign in, or create your account again." };

// The link in the sign-up e-mail opens a page with a Confirm button. Only the button's POST
// spends the token: mail scanners that fetch every link must not use it up.
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!isConfirmationValid(token)) throw await redirectWithFlash(request, "/auth", INVALID_LINK);
  return { token };
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const userId = confirmEmail(String((await readForm(request)).get("token") ?? ""));
  if (!userId) return redirectWithFlash(request, "/auth", INVALID_LINK);
  return redirectWithFlash(
    request,
    "/welcome",
    { type: "success", title: "E-mail confirmed", description: "Welcome to Chip Repair Academy!" },
    { headers: { "Set-Cookie": await createSession(request, userId) } },
  );
}

export default function ConfirmEmail() {
  const { token } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  return (
    <AccountCard title="Confirm your e-mail" intro="One last step: confirm this is your address and we will take you to your training.">
      <Form method="post">
        <input type="hidden" name="token" value={token} />
        <button type="submit" disabled={busy} className={submitButtonClass}>
          {busy ? "Confirming..." : "Confirm My E-mail"}
        </button>
      </Form>
    </AccountCard>
  );
}
