import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { adminPage } from "~/components/admin/AdminLayout";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { adminUserDetail, deleteUser } from "~/server/accounts/admin-users.server";
import { requireRole } from "~/server/accounts/auth.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { requireSameOrigin } from "~/server/platform/request.server";
import { privatePageHeaders } from "~/lib/private-page";
import { pageTitle } from "~/lib/route-handle";

export const handle = adminPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Delete User") }];

// The confirmation step (a page without JavaScript, a dialog on the dashboard with it) and the delete itself.
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "super_admin");
  const user = adminUserDetail(params.userId ?? "");
  if (!user) throw new Response("That user no longer exists.", { status: 404 });
  return { superAdmin: true, id: user.id, email: user.email };
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const actor = await requireRole(request, "super_admin");
  const result = deleteUser(actor, params.userId ?? "");
  return redirectWithFlash(
    request,
    "/admin-dashboard",
    result.ok
      ? { type: "success", title: "User deleted successfully", description: result.email }
      : { type: "error", title: `Failed to delete user: ${result.reason}` },
  );
}

export default function DeleteUser() {
  const { email } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-extrabold text-slate-900">Delete {email}?</h1>
      <p className="mt-3 text-slate-700">Their sign-ins, profile, roles, progress and coach history are removed for good. Their orders stay for the books.</p>
      <Form method="post" className="mt-6 flex gap-3">
        <button type="submit" disabled={busy} className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white">
          Delete User
        </button>
        <Link to="/admin-dashboard" className="rounded-md border border-slate-400 px-4 py-2 font-semibold text-slate-800">
          Cancel
        </Link>
      </Form>
    </section>
  );
}
