import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/server/accounts/admin.server";
import { sampleEmail } from "~/server/shell/email-previews.server";
import { studioText } from "~/server/platform/site-texts.server";

// An e-mail text's HTML part as its recipient would get it (the draft, or as published), filled
// with sample values: a document of its own, never cached, whose links and styles run nowhere
// near the studio (a sandbox with no scripts).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(request);
  const { unit, current } = studioText(params.key ?? "");
  if (unit.group !== "email") throw new Response("Not an e-mail", { status: 404 });
  return new Response(sampleEmail(unit, current, user.email).html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src https: data:",
    },
  });
}
