import crypto from "node:crypto";
import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { COOKIE_NAMES } from "~/lib/cookie-names";
import type { ToastMessage } from "~/lib/toast";
import { cookieSecurity } from "~/server/platform/cookies.server";
import { secrets } from "~/server/platform/secrets.server";

type Flash = ToastMessage & { id: string };

// A short-lived signed cookie carries one message across a redirect.
const flashStorage = createCookieSessionStorage<Record<string, never>, { toast: Flash }>({
  cookie: {
    name: COOKIE_NAMES.flash,
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secrets: [secrets.sessionSecret],
    maxAge: 60,
  },
});

/** Redirect and show `message` on the next page (notice without JS, toast with it). */
export async function redirectWithFlash(request: Request, to: string, message: ToastMessage, init: ResponseInit = {}) {
  const session = await flashStorage.getSession();
  session.flash("toast", { ...message, id: crypto.randomUUID() });
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashStorage.commitSession(session, cookieSecurity(request)));
  return redirect(to, { ...init, headers });
}

/** Read (and consume) the pending flash; the returned header clears it. */
export async function readFlash(request: Request): Promise<{ flash: Flash | null; headers: Headers }> {
  const session = await flashStorage.getSession(request.headers.get("Cookie"));
  const flash = session.get("toast") ?? null;
  const headers = new Headers();
  if (flash) headers.append("Set-Cookie", await flashStorage.commitSession(session, cookieSecurity(request)));
  return { flash, headers };
}
