import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { adminPage } from "~/components/admin/AdminLayout";
import { useLoaderData } from "@remix-run/react";
import { ValidatedForm, validationError } from "remix-validated-form";
import { AccountCard, submitButtonClass } from "~/components/accounts/AccountCard";
import { ValidatedInput, ValidatedSelect } from "~/components/ui/ValidatedField";
import { roleAssignmentValidator } from "~/lib/admin-validators";
import { assignRole, staffAccounts } from "~/server/accounts/admin-users.server";
import { requireRole } from "~/server/accounts/auth.server";
import { env } from "~/server/platform/env.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";
import { isSiteOwner } from "~/server/accounts/users.server";
import { privatePageHeaders } from "~/lib/private-page";
import { pageTitle } from "~/lib/route-handle";

export const handle = adminPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Role Assignment") }];

const ROLE_OPTIONS = [
  { value: "user", label: "User (member only)", name: "User" },
  { value: "admin", label: "Admin (reads the dashboards)", name: "Admin" },
  { value: "super_admin", label: "Super admin (changes everything)", name: "Super admin" },
];

const roleName = (role: string) => ROLE_OPTIONS.find((option) => option.value === role)?.name ?? role;

/**
 * /admin-setup: the screen and its action need a super admin, and only the one named by
 * SUPER_ADMIN_EMAIL may hand out roles.
 */
async function requireRoleOwner(request: Request) {
  const user = await requireRole(request, "super_admin");
  return { user, owner: isSiteOwner(user.email) };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { owner } = await requireRoleOwner(request);
  return { superAdmin: true, owner, ownerEmail: env.SUPER_ADMIN_EMAIL ?? null, staff: staffAccounts() };
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const { user, owner } = await requireRoleOwner(request);
  if (!owner) throw new Response("Only the site owner (SUPER_ADMIN_EMAIL) may assign roles.", { status: 403, statusText: "Access Denied" });
  const result = await roleAssignmentValidator.validate(await readForm(request));
  if (result.error) return validationError(result.error, result.submittedData);
  const outcome = assignRole(user, result.data.email, result.data.role);
  return redirectWithFlash(
    request,
    "/admin-setup",
    outcome.ok
      ? { type: "success", title: `${roleName(result.data.role)} role assigned.`, description: result.data.email }
      : { type: "error", title: `Failed to assign role: ${outcome.reason}` },
  );
}

export default function AdminSetup() {
  const { owner, ownerEmail, staff } = useLoaderData<typeof loader>();
  return (
    <AccountCard
      title="Role Assignment"
      intro="Give an existing account admin or super admin rights, or take them back. A promoted account is signed out everywhere and gets an e-mail to choose a new password."
    >
      {owner ? (
        <ValidatedForm validator={roleAssignmentValidator} method="post" noValidate className="space-y-4">
          <ValidatedInput name="email" label="User's e-mail" type="email" autoComplete="off" />
          <ValidatedSelect name="role" label="Role" options={ROLE_OPTIONS} placeholder="Choose a role" />
          <button type="submit" className={submitButtonClass}>
            Assign Role
          </button>
        </ValidatedForm>
      ) : (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
          Only the site owner{ownerEmail ? ` (${ownerEmail})` : " (set SUPER_ADMIN_EMAIL)"} may assign roles.
        </p>
      )}
      <h2 className="mt-8 text-lg font-bold text-slate-900">Who holds which role</h2>
      <p className="mt-1 text-sm text-slate-700">Everyone else is a user (a member, or nothing bought yet).</p>
      <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm" data-testid="staff-list">
        {staff.map((account) => (
          <li key={account.email} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-3 py-2" data-testid="staff-account">
            <span className="min-w-0 [overflow-wrap:anywhere]">
              <span className="font-semibold text-slate-900">{account.email}</span>
              {account.name ? <span className="text-slate-600"> · {account.name}</span> : null}
            </span>
            <span className="font-semibold text-slate-800">
              {roleName(account.role)}
              {account.owner ? " (site owner)" : ""}
            </span>
          </li>
        ))}
      </ul>
    </AccountCard>
  );
}
