import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { formatCents } from "~/content/products";
import { adminUserDeletePath } from "~/lib/admin-paths";
import { adminUserDetail } from "~/server/admin-users.server";
import { formatAdminDate, requireAdmin } from "~/server/admin.server";
import { privatePageHeaders } from "~/lib/private-page";

export const headers = privatePageHeaders;

export const meta: MetaFunction = () => [{ title: "User Details | Chip Repair Academy" }];

// A user's detail as a page of its own: what the dashboard's toast shows when JavaScript is on.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { superAdmin } = await requireAdmin(request);
  const user = adminUserDetail(params.userId ?? "");
  if (!user) throw new Response("That user no longer exists.", { status: 404 });
  return {
    superAdmin,
    user: {
      id: user.id,
      email: user.email,
      rows: [
        ["Name", [user.firstName, user.lastName].filter(Boolean).join(" ") || "—"],
        ["Display name", user.displayName ?? "—"],
        ["Roles", user.roles.join(", ")],
        ["Created", formatAdminDate(user.createdAt)],
        ["E-mail confirmed", formatAdminDate(user.emailConfirmedAt) ?? "Not confirmed"],
        ["Last sign-in", formatAdminDate(user.lastSignInAt) ?? "Never"],
        ["Orders", String(user.orderCount)],
        ["Total spent", formatCents(user.totalSpentCents)],
      ] as const,
    },
  };
}

export default function AdminUserDetail() {
  const { superAdmin, user } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-2xl px-4 py-8">
      <Link to="/admin-dashboard" className="font-semibold text-brand-700 underline">
        Back to the dashboard
      </Link>
      <h1 className="mt-4 text-2xl font-extrabold text-slate-900">{user.email}</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        {user.rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {superAdmin ? (
        <Link to={adminUserDeletePath(user.id)} className="mt-6 inline-block rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800">
          Delete this user
        </Link>
      ) : null}
    </section>
  );
}
