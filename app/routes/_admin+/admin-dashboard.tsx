import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { adminPage } from "~/components/admin/AdminLayout";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { BookedCalls } from "~/components/admin/BookedCalls";
import { ReplicationCard } from "~/components/admin/ReplicationCard";
import { UserActions } from "~/components/admin/UserActions";
import { formatCents } from "~/lib/money";
import { recentCeilingTrips } from "~/server/calls/bookings.server";
import { checkoutReminderStats } from "~/server/sales/checkout-reminders.server";
import { ACTIVE_DAYS, adminStats, userListPage } from "~/server/accounts/admin-users.server";
import { untilNextWrite } from "~/server/platform/until-next-write.server";
import { formatAdminDate, requireAdmin, startOfHostDay } from "~/server/accounts/admin.server";
import { recentAudit } from "~/server/platform/audit.server";
import { replicationForAdmin } from "~/server/shell/replication-status.server";
import { requireRole } from "~/server/accounts/auth.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";
import { bookingsPage, setBookingStatus } from "~/server/calls/admin-bookings.server";
import { BOOKING_STATUS_LABELS, isBookingStatus } from "~/lib/booking-status";
import { privatePageHeaders } from "~/lib/private-page";
import { readPageFrom } from "~/server/platform/keyset.server";
import { pageTitle } from "~/lib/route-handle";
import { pageData } from "~/server/platform/page-data.server";

export const handle = adminPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Admin Dashboard") }];

// Any admin may read the dashboard; changing a call's status (which can send the booker the
// book-again e-mail) is a super admin's, as every change the admin area makes.
export async function loader({ request }: LoaderFunctionArgs) {
  const { superAdmin } = await requireAdmin(request);
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").slice(0, 100);
  const now = new Date();
  let bookings: ReturnType<typeof bookingsPage> | null;
  try {
    bookings = bookingsPage(readPageFrom(url.searchParams, "integer", "calls-"), now);
  } catch (error) {
    console.error("[admin] could not load bookings", error);
    bookings = null;
  }
  return pageData({
    superAdmin,
    query,
    // Counted from every user and order: again after the next write, or the next minute (who is "active" slides with time).
    stats: untilNextWrite("admin-dashboard-stats", String(Math.floor(now.getTime() / 60_000)), () => ({
      ...adminStats(now, startOfHostDay(now)),
      activeDays: ACTIVE_DAYS,
      checkoutReminders: checkoutReminderStats(),
    })),
    ...userListPage({ query, page: Number(url.searchParams.get("page")) || 1, from: readPageFrom(url.searchParams, "text") }),
    ceilingTrips: recentCeilingTrips(now).map((trip) => ({
      id: trip.id,
      trippedAt: formatAdminDate(trip.trippedAt),
      lastRefusedAt: formatAdminDate(trip.lastRefusedAt),
      refused: trip.refused,
    })),
    bookings:
      bookings?.bookings.map((booking) => ({
        ...booking,
        createdAt: formatAdminDate(booking.createdAt),
        rebookEmailAt: formatAdminDate(booking.rebookEmailAt),
      })) ?? null,
    bookingPages: { previous: bookings?.previous ?? null, next: bookings?.next ?? null },
    audit: recentAudit().map((entry) => ({ ...entry, createdAt: formatAdminDate(entry.createdAt) })),
    replication: replicationForAdmin(),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const actor = await requireRole(request, "super_admin");
  const form = await readForm(request);
  const back = `/admin-dashboard${new URL(request.url).search}#booked-calls`;
  const status = form.get("status");
  const bookingId = Number(form.get("bookingId"));
  if (form.get("intent") !== "booking-status" || !isBookingStatus(status) || !Number.isInteger(bookingId)) {
    return redirectWithFlash(request, back, { type: "error", title: "Could not change the call", description: "Choose a status for the call." });
  }
  const result = setBookingStatus(actor, bookingId, status);
  if (!result.ok) return redirectWithFlash(request, back, { type: "error", title: "Could not change the call", description: result.reason });
  const title = `Call marked ${BOOKING_STATUS_LABELS[status].toLowerCase()}`;
  return redirectWithFlash(request, back, result.rebook ? { type: "success", title, description: REBOOK_OUTCOMES[result.rebook] } : { type: "success", title });
}

const REBOOK_OUTCOMES = {
  queued: "The book-again e-mail is on its way, with their answers kept.",
  "already-sent": "The book-again e-mail had already gone to them; it is sent once only.",
  unsubscribed: "No book-again e-mail: they unsubscribed from marketing e-mail.",
  "booked-again": "No book-again e-mail: they already have another call booked.",
} as const;

const USER_COLUMNS = ["E-mail", "Name", "Created", "E-mail confirmed", "Last sign-in", "Orders", "Total spent"];

export default function AdminDashboard() {
  const { superAdmin, query, stats, users, pagination, bookings, bookingPages, ceilingTrips, audit, replication } = useLoaderData<typeof loader>();
  // Each link carries the key of the row at the page's edge, so the next page is found through the index.
  const pageLink = (page: number, key: { after: string } | { before: string } | null) =>
    `/admin-dashboard?${new URLSearchParams({ ...(query ? { q: query } : {}), ...(page > 1 ? key : null), page: String(page) })}`;
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-extrabold text-slate-900">Admin Dashboard</h1>

      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[
          { label: "Total users", value: stats.totalUsers.toLocaleString("en-US"), testId: "stat-total-users" },
          { label: "New users today", value: stats.newUsersToday.toLocaleString("en-US"), testId: "stat-new-today" },
          {
            label: "Total revenue",
            value: formatCents(stats.totalRevenueCents),
            testId: "stat-revenue",
            note:
              stats.testOrders > 0
                ? `Leaves out ${stats.testOrders.toLocaleString("en-US")} TEST ${stats.testOrders === 1 ? "order" : "orders"} (no money taken)`
                : null,
          },
          { label: `Active users (signed in within ${stats.activeDays} days)`, value: stats.activeUsers.toLocaleString("en-US"), testId: "stat-active" },
          {
            label: "Checkout reminders sent",
            value: stats.checkoutReminders.sent.toLocaleString("en-US"),
            testId: "stat-checkout-reminders",
            note: `Recovered: ${formatCents(stats.checkoutReminders.recoveredCents)} from ${stats.checkoutReminders.recoveredOrders.toLocaleString("en-US")} ${stats.checkoutReminders.recoveredOrders === 1 ? "order" : "orders"} paid through the reminder's link`,
          },
        ].map((stat) => (
          <div key={stat.label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-600">{stat.label}</dt>
            <dd data-testid={stat.testId} className="mt-1 text-2xl font-extrabold text-slate-900">
              {stat.value}
            </dd>
            {"note" in stat && stat.note ? (
              <dd data-testid={`${stat.testId}-note`} className="mt-1 text-sm text-slate-600">
                {stat.note}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>

      <h2 className="mt-10 text-2xl font-bold text-slate-900">Replication</h2>
      <div className="mt-4">
        <ReplicationCard replication={replication} />
      </div>

      <h2 className="mt-10 text-2xl font-bold text-slate-900">Users</h2>
      <Form method="get" className="mt-3 flex flex-wrap items-end gap-3" role="search">
        <div>
          <label htmlFor="q" className="block text-sm font-semibold text-slate-900">
            Search by e-mail or name
          </label>
          <input id="q" name="q" type="search" defaultValue={query} maxLength={100} className="mt-1 w-72 rounded-md border border-slate-400 px-3 py-2" />
        </div>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
          Search
        </button>
      </Form>
      <p className="mt-3 text-sm text-slate-600" data-testid="users-count">
        {pagination.total.toLocaleString("en-US")} {pagination.total === 1 ? "user" : "users"}
        {query ? ` matching "${query}"` : ""}, page {pagination.page} of {pagination.pageCount}
      </p>
      {/* Below 640 px each row is a card: every cell on its own line, named by its column. */}
      <div className="relative mt-2 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm max-sm:overflow-visible max-sm:border-0 max-sm:bg-transparent max-sm:shadow-none">
        <table className="min-w-full text-left text-sm max-sm:block" data-testid="users-table">
          <thead className="bg-slate-50 text-slate-700 max-sm:sr-only">
            <tr>
              {[...USER_COLUMNS, ""].map((heading) => (
                <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 max-sm:block max-sm:space-y-3 max-sm:divide-y-0">
            {users.map((user) => (
              <tr key={user.id} data-testid="user-row" className="card-table-row">
                {[
                  user.email,
                  user.name ?? "—",
                  user.createdAt,
                  user.emailConfirmedAt ?? "Not confirmed",
                  user.lastSignInAt ?? "Never",
                  user.orders,
                  user.totalSpent,
                ].map((value, column) => (
                  <td
                    key={USER_COLUMNS[column]}
                    data-label={USER_COLUMNS[column]}
                    className={column === 0 ? "card-table-cell font-medium text-slate-900" : "card-table-cell"}
                  >
                    {value}
                  </td>
                ))}
                <td className="px-3 py-2 max-sm:block max-sm:px-0 max-sm:pt-2">
                  <UserActions
                    id={user.id}
                    email={user.email}
                    canDelete={superAdmin}
                    summary={`${user.name ?? "No name"} · roles: ${user.roles.join(", ")} · joined ${user.createdAt} · last sign-in ${user.lastSignInAt ?? "never"} · ${user.ordersInWords}, ${user.totalSpent}`}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label="User pages" className="mt-3 flex gap-3">
        {pagination.page > 1 ? (
          <Link
            to={pageLink(pagination.page - 1, pagination.previous ? { before: pagination.previous } : null)}
            className="font-semibold text-brand-700 underline"
          >
            Previous page
          </Link>
        ) : null}
        {pagination.next ? (
          <Link to={pageLink(pagination.page + 1, { after: pagination.next })} className="font-semibold text-brand-700 underline">
            Next page
          </Link>
        ) : null}
      </nav>

      <h2 id="booked-calls" className="mt-10 text-2xl font-bold text-slate-900">
        Booked Calls
      </h2>
      {ceilingTrips.length > 0 ? (
        <div role="status" data-testid="booking-ceiling-trips" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
          <p className="font-semibold">The hourly booking limit (BOOKINGS_PER_HOUR) closed online booking in the last 30 days:</p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {ceilingTrips.map((trip) => (
              <li key={trip.id}>
                from {trip.trippedAt}: {trip.refused} {trip.refused === 1 ? "booking" : "bookings"} refused, the last at {trip.lastRefusedAt}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {bookings ? (
        <>
          <BookedCalls bookings={bookings} canChange={superAdmin} />
          <nav aria-label="Booked call pages" className="mt-3 flex gap-3">
            {bookingPages.previous ? (
              <Link
                to={`/admin-dashboard?${new URLSearchParams({ "calls-before": bookingPages.previous })}#booked-calls`}
                className="font-semibold text-brand-700 underline"
              >
                Newer calls
              </Link>
            ) : null}
            {bookingPages.next ? (
              <Link
                to={`/admin-dashboard?${new URLSearchParams({ "calls-after": bookingPages.next })}#booked-calls`}
                className="font-semibold text-brand-700 underline"
              >
                Older calls
              </Link>
            ) : null}
          </nav>
        </>
      ) : (
        <p role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          Failed to load bookings
        </p>
      )}

      <h2 className="mt-10 text-2xl font-bold text-slate-900">Audit Log</h2>
      {audit.length === 0 ? (
        <p className="mt-3 text-slate-700">No admin changes yet.</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white text-sm shadow-sm" data-testid="audit-log">
          {audit.map((entry) => (
            <li key={entry.id} className="px-4 py-2">
              <span className="text-slate-600">{entry.createdAt}</span> · <strong>{entry.actorEmail}</strong> {entry.action}: {entry.target}
              {entry.details ? <span className="text-slate-600"> ({entry.details})</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
