import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/server/accounts/auth.server";
import { certificateOf } from "~/server/members/certificates.server";
import { db } from "~/server/platform/db.server";

// The signed-in member's own certificate of completion: the stored PDF, the same file on every download.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const certificate = certificateOf(db, user.id);
  if (!certificate || certificate.revokedAt) {
    return new Response("You have no certificate to download yet.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(new Uint8Array(certificate.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="certificate-${certificate.serial}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
