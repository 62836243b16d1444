import { NavLink, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { RouteHandle } from "~/lib/route-handle";
import { SignOutButton } from "~/components/accounts/SignOutButton";
import {
  ADMIN_FULFILMENT_PATH,
  ADMIN_INSTALMENTS_PATH,
  ADMIN_QUIZZES_PATH,
  HOSTS_STUDIO_PATH,
  OFFERS_STUDIO_PATH,
  PICTURES_STUDIO_PATH,
  SETTINGS_STUDIO_PATH,
  SITE_STUDIO_PATH,
  STUDIO_PATH,
} from "~/lib/admin-paths";
import { AdminModeBanner } from "~/components/admin/AdminModeBanner";
import { PaymentModeBanner } from "~/components/admin/PaymentModeBanner";

type MenuItem = { to: string; label: string; end?: boolean };

const ADMIN_MENU: MenuItem[] = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin-dashboard", label: "Users and calls", end: true },
  { to: ADMIN_FULFILMENT_PATH, label: "Fulfilment" },
  { to: "/admin-dashboard/leads", label: "Leads" },
  { to: "/admin-dashboard/texts", label: "Texts" },
  { to: ADMIN_INSTALMENTS_PATH, label: "Instalments" },
  { to: ADMIN_QUIZZES_PATH, label: "Quizzes" },
  { to: STUDIO_PATH, label: "Courses" },
  { to: PICTURES_STUDIO_PATH, label: "Pictures" },
  { to: HOSTS_STUDIO_PATH, label: "Hosts and hours" },
  { to: SITE_STUDIO_PATH, label: "Words and e-mails" },
];
const SUPER_ADMIN_MENU: MenuItem[] = [
  { to: OFFERS_STUDIO_PATH, label: "Offers" },
  { to: SETTINGS_STUDIO_PATH, label: "Settings" },
  { to: "/admin-dashboard/mailbox", label: "Mailbox" },
  { to: "/manual-setup", label: "Manual setup" },
  { to: "/admin-setup", label: "Roles" },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded px-3 py-2 text-sm font-semibold ${isActive ? "bg-white text-slate-900" : "text-slate-100 hover:bg-slate-700"}`;

/**
 * Every admin page's surroundings, in place of the public header, footer and Book Call button:
 * the admin area's own menu, which mode the viewer is in (from the page's `superAdmin`), and
 * while checkouts take no money, a banner that says so.
 */
function AdminLayout({ data, children }: { data: unknown; children: ReactNode }) {
  const superAdmin = (data as { superAdmin?: boolean }).superAdmin === true;
  const layout = useRouteLoaderData<{ payments: "stripe" | "test" | "closed"; contact: { name: string } }>("root");
  const payments = layout?.payments;
  const menu = superAdmin ? [...ADMIN_MENU, ...SUPER_ADMIN_MENU] : ADMIN_MENU;
  return (
    <>
      {payments && payments !== "stripe" ? <PaymentModeBanner mode={payments} /> : null}
      <div className="bg-slate-800 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
          <p className="font-bold">{layout?.contact.name} · Admin</p>
          <div className="flex items-center gap-4 text-sm">
            <a href="/" className="font-semibold text-slate-100 underline">
              View the site
            </a>
            <SignOutButton className="rounded-md border border-slate-300 px-3 py-1 font-semibold text-white hover:bg-slate-700" />
          </div>
        </div>
        <nav aria-label="Admin" className="mx-auto max-w-6xl px-4 pb-3">
          <ul className="flex flex-wrap gap-1">
            {menu.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="mx-auto max-w-6xl px-4 pt-4">
        <AdminModeBanner superAdmin={superAdmin} />
      </div>
      {children}
    </>
  );
}

/** An admin page's handle: the admin area's surroundings (its loader returns `superAdmin`). */
export const adminPage: RouteHandle = { layout: AdminLayout };
