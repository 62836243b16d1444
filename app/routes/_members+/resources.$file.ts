import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireMember } from "~/server/members/member-access.server";
import { memberFile } from "~/server/members/member-files.server";

// A member's download (/resources/<file>, linked from /business-resources): members only.
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireMember(request);
  const file = await memberFile(params.file ?? "");
  if (!file) throw new Response("Not Found", { status: 404 });
  return file;
}
