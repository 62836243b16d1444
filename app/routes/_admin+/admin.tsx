import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { adminPage } from "~/components/admin/AdminLayout";
import { splitsBelowFullPrice } from "~/server/platform/offers.server";
import { ADMIN_FULFILMENT_PATH, ADMIN_INSTALMENTS_PATH, ADMIN_QUIZZES_PATH, STUDIO_PATH } from "~/lib/admin-paths";
import { formatCents } from "~/lib/money";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { OverviewFigureCard } from "~/components/admin/OverviewFigureCard";
import { OVERVIEW_RANGES, overviewRangeOf } from "~/lib/owner-overview";
import { htmlOnlyPage, type RouteHandle, pageTitle } from "~/lib/route-handle";
import { requireAdmin } from "~/server/accounts/admin.server";
import { openFulfilmentCount } from "~/server/sales/fulfilment.server";
import { drawnOverview, OVERVIEW_FRESH_SECONDS } from "~/server/shell/owner-overview.server";
import { privatePageHeaders } from "~/lib/private-page";

// Pictures drawn on the server and a GET form: the page needs no script.
export const handle: RouteHandle = { ...htmlOnlyPage, ...adminPage };

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Admin") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, superAdmin } = await requireAdmin(request);
  const range = overviewRangeOf(new URL(request.url).searchParams.get("range"));
  return {
    email: user.email,
    range,
    figures: drawnOverview(range),
    freshSeconds: OVERVIEW_FRESH_SECONDS,
    superAdmin,
    ordersToFulfil: openFulfilmentCount(),
    // A plan in instalments that costs less in total than paying in full is sold only on the owner's word: said here.
    pricingWarnings: splitsBelowFullPrice().map(
      (split) =>
        `The ${split.product} costs ${formatCents(split.totalCents)} in all, ${formatCents(split.fullCents - split.totalCents)} less than the ${split.fullProduct} paid in full (${formatCents(split.fullCents)}). It is sold so because the owner allowed it in the offers studio; untick that there to require the full price.`,
    ),
  };
}

const linkClass = "block rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-700";

export default function Admin() {
  const { email, superAdmin, ordersToFulfil, pricingWarnings, range, figures, freshSeconds } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-extrabold text-slate-900">Admin</h1>
      <p className="mt-1 text-slate-700">Signed in as {email}</p>
      {pricingWarnings.map((warning) => (
        <p
          key={warning}
          role="note"
          data-testid="pricing-warning"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <strong>Pricing:</strong> {warning}
        </p>
      ))}
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" aria-label="Range of the overview">
        <div>
          <label htmlFor="range" className="block text-sm font-semibold text-slate-900">
            Show
          </label>
          <select id="range" name="range" defaultValue={range} className="mt-1 rounded-md border border-slate-400 bg-white px-3 py-2">
            {Object.entries(OVERVIEW_RANGES).map(([value, { label }]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
          Update
        </button>
      </Form>
      <p className="mt-2 text-sm text-slate-700" data-testid="overview-range">
        {OVERVIEW_RANGES[range].label}: weeks run Monday to Sunday and months by the calendar, in the host&apos;s time zone; the last one is still running.
        Figures are counted again at most every {freshSeconds} seconds.
      </p>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        {figures.map(({ figure, svg }) => (
          <OverviewFigureCard key={figure.id} figure={figure} svg={svg} range={range} />
        ))}
      </div>

      <h2 className="mt-10 text-2xl font-bold text-slate-900">Admin pages</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        <li>
          <Link to={ADMIN_FULFILMENT_PATH} className={linkClass}>
            <span className="text-lg font-bold text-slate-900">Fulfilment</span>
            <span className="mt-1 block text-sm text-slate-700" data-testid="orders-to-fulfil">
              {ordersToFulfil === 0
                ? "Nothing waiting: every order's kits and extras are delivered."
                : `${ordersToFulfil} ${ordersToFulfil === 1 ? "order has" : "orders have"} kits to ship or extras to deliver.`}
            </span>
          </Link>
        </li>
        <li>
          <Link to="/admin-dashboard" className={linkClass}>
            <span className="text-lg font-bold text-slate-900">Admin Dashboard</span>
            <span className="mt-1 block text-sm text-slate-700">Users, revenue, booked calls and the audit log.</span>
          </Link>
        </li>
        <li>
          <Link to="/admin-dashboard/leads" className={linkClass}>
            <span className="text-lg font-bold text-slate-900">Leads and Funnel</span>
            <span className="mt-1 block text-sm text-slate-700">Leads, consent, CRM delivery, CSV downloads, survey drop-off.</span>
          </Link>
        </li>
        <li>
          <Link to={ADMIN_INSTALMENTS_PATH} className={linkClass}>
            <span className="text-lg font-bold text-slate-900">Instalments</span>
            <span className="mt-1 block text-sm text-slate-700">Plans paid in instalments: each payment, failures and retries, CSV.</span>
          </Link>
        </li>
        <li>
          <Link to={ADMIN_QUIZZES_PATH} className={linkClass}>
            <span className="text-lg font-bold text-slate-900">Quizzes</span>
            <span className="mt-1 block text-sm text-slate-700">Which checkpoint questions students miss, and the lessons behind them.</span>
          </Link>
        </li>
        <li>
          <Link to={STUDIO_PATH} className={linkClass}>
            <span className="text-lg font-bold text-slate-900">Courses</span>
            <span className="mt-1 block text-sm text-slate-700">Edit the course and the bootcamp: modules, lessons, videos, quizzes; preview and publish.</span>
          </Link>
        </li>
        {superAdmin ? (
          <>
            <li>
              <Link to="/admin-dashboard/mailbox" className={linkClass}>
                <span className="text-lg font-bold text-slate-900">Mailbox</span>
                <span className="mt-1 block text-sm text-slate-700">E-mail the site sent while no SMTP server is set.</span>
              </Link>
            </li>
            <li>
              <Link to="/manual-setup" className={linkClass}>
                <span className="text-lg font-bold text-slate-900">Manual Setup</span>
                <span className="mt-1 block text-sm text-slate-700">Create an account for someone who paid outside the site.</span>
              </Link>
            </li>
            <li>
              <Link to="/admin-setup" className={linkClass}>
                <span className="text-lg font-bold text-slate-900">Roles</span>
                <span className="mt-1 block text-sm text-slate-700">Make a user an admin or super admin, or take it back.</span>
              </Link>
            </li>
          </>
        ) : null}
      </ul>
    </section>
  );
}
