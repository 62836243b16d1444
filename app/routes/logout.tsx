import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { requireSameOrigin } from "~/server/request.server";
import { destroySession } from "~/server/session.server";

// Sign Out is a POST; a GET (a prefetch, a crawler) must not end anyone's session.
export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  return redirect("/auth", { headers: { "Set-Cookie": await destroySession(request) } });
}
