import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { AccountCard, submitButtonClass } from "~/components/accounts/AccountCard";
import { privatePageHeaders } from "~/lib/private-page";
import { htmlOnlyPage, pageTitle } from "~/lib/route-handle";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";
import { isUnlockLinkValid, spendUnlockLink } from "~/server/accounts/sign-in-unlock.server";

export const handle = htmlOnlyPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Sign In From This Browser") }, { name: "robots", content: "noindex" }];

const INVALID_LINK = {
  type: "error" as const,
  title: "Invalid or expired link",
  description: "Sign in as usual; if your sign-in is still paused, wait a few minutes.",
};

// The link e-mailed to an account's owner when wrong passwords paused its sign-in. The page
// has a button: only its POST spends the link (mail scanners fetch every link), and marks
// this browser so that its sign-in skips the pause.
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!isUnlockLinkValid(token)) throw await redirectWithFlash(request, "/auth", INVALID_LINK);
  return { token };
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const cookie = await spendUnlockLink(request, String((await readForm(request)).get("token") ?? ""));
  if (!cookie) return redirectWithFlash(request, "/auth", INVALID_LINK);
  return redirectWithFlash(request, "/auth", { type: "success", title: "You can sign in from this browser now" }, { headers: { "Set-Cookie": cookie } });
}

export default function UnlockSignIn() {
  const { token } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  return (
    <AccountCard
      title="Sign in from this browser"
      intro="Signing in to your account was paused after many wrong passwords. This lets you sign in from this browser now; anyone else stays paused."
    >
      <Form method="post">
        <input type="hidden" name="token" value={token} />
        <button type="submit" disabled={busy} className={submitButtonClass}>
          Continue to sign in
        </button>
      </Form>
    </AccountCard>
  );
}
