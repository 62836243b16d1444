import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithFlash } from "~/server/flash.server";
import { createSession } from "~/server/session.server";
import { confirmEmail } from "~/server/signup.server";

// The link in the sign-up e-mail: confirms the address, signs the member in, lands on /welcome.
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = confirmEmail(new URL(request.url).searchParams.get("token") ?? "");
  if (!userId) {
    return redirectWithFlash("/auth", { type: "error", title: "Invalid or expired link", description: "Sign in, or create your account again." });
  }
  return redirectWithFlash(
    "/welcome",
    { type: "success", title: "E-mail confirmed", description: "Welcome to Chip Repair Academy!" },
    { headers: { "Set-Cookie": await createSession(userId) } },
  );
}
