import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { currentUser } from "~/server/accounts/auth.server";
import { requireSameOrigin } from "~/server/platform/request.server";
import { destroySession, revokeUserSessions } from "~/server/accounts/session.server";

// Sign Out is a POST; a GET (a prefetch, a crawler) must not end anyone's session.
export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  // 'Sign out on all devices': every session of this member ends, a lost phone's included.
  const form = await request.formData().catch(() => null);
  if (form?.get("scope") === "everywhere") {
    const user = await currentUser(request);
    if (user) revokeUserSessions(user.id);
  }
  return redirect("/auth", { headers: { "Set-Cookie": await destroySession(request) } });
}
