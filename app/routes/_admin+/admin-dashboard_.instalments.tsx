import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { adminPage } from "~/components/admin/AdminLayout";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { InstalmentList } from "~/components/sales/InstalmentList";
import { formatCents } from "~/lib/money";
import { ADMIN_INSTALMENTS_PATH, adminUserPath } from "~/lib/admin-paths";
import { privatePageHeaders } from "~/lib/private-page";
import { formatAdminDate, requireAdmin } from "~/server/accounts/admin.server";
import { requireRole } from "~/server/accounts/auth.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";
import {
  chargeInstalmentNow,
  instalmentPlansPage,
  instalmentViews,
  markInstalmentPaidOutside,
  paymentsGivenBack,
  waiveInstalment,
} from "~/server/sales/instalment-admin.server";
import { readPageFrom } from "~/server/platform/keyset.server";
import { pageTitle } from "~/lib/route-handle";
import { pageData } from "~/server/platform/page-data.server";

// Every plan sold in instalments: the buyer, the first payment and each later one with its
// status. A super admin can charge one now, record it paid outside the site, or waive it;
// each is written to the audit log.
export const handle = adminPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Instalments") }];

/** The page lists the newest plans; the CSV has them all. */
const PLANS_SHOWN = 25;

export async function loader({ request }: LoaderFunctionArgs) {
  const { superAdmin } = await requireAdmin(request);
  const page = instalmentPlansPage(readPageFrom(new URL(request.url).searchParams, "text"), PLANS_SHOWN);
  return pageData({
    pages: { previous: page.previous, next: page.next },
    superAdmin,
    refunds: paymentsGivenBack().map((refund) => ({
      reference: refund.paymentReference,
      email: refund.buyerEmail,
      productName: refund.productName,
      amount: formatCents(refund.amountCents),
      test: refund.provider === "test",
      why: refund.reason === "order-refunded" ? "paid after its order was refunded" : "paid again after it was already settled",
      status: refund.status === "refunded" ? "refunded automatically" : `refund pending${refund.lastError ? ` (last try: ${refund.lastError})` : ""}`,
      when: formatAdminDate(refund.createdAt),
    })),
    plansShown: PLANS_SHOWN,
    plans: page.plans.map(({ order, productName, instalments }) => ({
      orderId: order.id,
      userId: order.userId,
      buyer: [order.buyerFirstName, order.buyerLastName].filter(Boolean).join(" "),
      email: order.buyerEmail,
      productName,
      test: order.provider === "test",
      orderStatus: order.status,
      firstPayment: `${formatCents(order.amountCents)} paid ${formatAdminDate(order.paidAt) ?? ""}`,
      instalments: instalmentViews(order, instalments),
    })),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const ACTIONS = {
    "charge-now": { run: chargeInstalmentNow, failed: "Not charged" },
    "mark-paid": { run: markInstalmentPaidOutside, failed: "Not recorded as paid" },
    waive: { run: waiveInstalment, failed: "Not waived" },
  } as const;
  requireSameOrigin(request);
  const actor = await requireRole(request, "super_admin");
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const instalmentId = Number(form.get("instalmentId"));
  if (!(intent in ACTIONS) || !Number.isInteger(instalmentId)) {
    return redirectWithFlash(request, ADMIN_INSTALMENTS_PATH, {
      type: "error",
      title: "Nothing was changed",
      description: "Use one of the buttons on this page.",
    });
  }
  const { run, failed } = ACTIONS[intent as keyof typeof ACTIONS];
  const outcome = await run(actor, instalmentId);
  return redirectWithFlash(
    request,
    ADMIN_INSTALMENTS_PATH,
    outcome.ok ? { type: "success", title: outcome.message } : { type: "error", title: `${failed}: ${outcome.reason}` },
  );
}

const quietButtonClass = "rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold text-slate-800 disabled:opacity-60";

export default function AdminInstalments() {
  const { superAdmin, plansShown, plans, refunds, pages } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900">Instalments</h1>
      <p className="mt-2 text-slate-700">
        Plans paid in instalments. Later payments are charged to the card saved at checkout when they fall due, and tried again after a failure; the buyer is
        e-mailed a link to pay each failed one. {pages.next || pages.previous ? `${plansShown} plans a page, newest first; the CSV has them all. ` : ""}
        <a href={`${ADMIN_INSTALMENTS_PATH}.csv`} className="font-semibold text-brand-700 underline">
          Download CSV
        </a>
      </p>
      {refunds.length > 0 ? (
        <section aria-labelledby="refunds-heading" className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-5" data-testid="duplicate-payments">
          <h2 id="refunds-heading" className="text-lg font-bold text-amber-900">
            Payments given back
          </h2>
          <p className="mt-1 text-sm text-amber-900">
            An instalment can be paid only once: a second payment, or one made after its order was refunded, is refunded to the buyer.
          </p>
          <ul className="mt-2 space-y-1 text-sm text-slate-800">
            {refunds.map((refund) => (
              <li key={refund.reference} className="break-words">
                {refund.when} · {refund.email} · {refund.productName}: {refund.amount} {refund.why}; {refund.status}
                {refund.test ? <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">TEST</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {plans.length === 0 ? (
        <p className="mt-6 text-slate-700">No plans in instalments yet.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {plans.map((plan) => (
            <li key={plan.orderId} data-testid="instalment-plan" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <p className="break-words font-semibold text-slate-900">
                {plan.userId ? (
                  <Link to={adminUserPath(plan.userId)} className="text-brand-700 underline">
                    {plan.buyer}
                  </Link>
                ) : (
                  plan.buyer
                )}{" "}
                · {plan.email}
                {plan.test ? <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">TEST</span> : null}
              </p>
              <p className="text-sm text-slate-700">
                {plan.productName} · first payment {plan.firstPayment}
                {plan.orderStatus === "paid" ? "" : ` · order ${plan.orderStatus}`}
              </p>
              <InstalmentList instalments={plan.instalments} payLinks={false} />
              {superAdmin
                ? plan.instalments
                    .filter((instalment) => plan.orderStatus === "paid" && instalment.status !== "paid" && instalment.status !== "waived")
                    .map((instalment) => (
                      <Form key={instalment.id} method="post" className="mt-2 flex flex-wrap gap-2" aria-label={`${instalment.label} of ${plan.email}`}>
                        <input type="hidden" name="instalmentId" value={instalment.id} />
                        <button type="submit" name="intent" value="charge-now" disabled={busy} className={quietButtonClass}>
                          Charge {instalment.amount} now
                        </button>
                        <button type="submit" name="intent" value="mark-paid" disabled={busy} className={quietButtonClass}>
                          Mark paid outside the site
                        </button>
                        <button type="submit" name="intent" value="waive" disabled={busy} className={quietButtonClass}>
                          Waive
                        </button>
                      </Form>
                    ))
                : null}
            </li>
          ))}
        </ul>
      )}
      <nav aria-label="Plan pages" className="mt-4 flex gap-3">
        {pages.previous ? (
          <Link to={`${ADMIN_INSTALMENTS_PATH}?${new URLSearchParams({ before: pages.previous })}`} className="font-semibold text-brand-700 underline">
            Newer plans
          </Link>
        ) : null}
        {pages.next ? (
          <Link to={`${ADMIN_INSTALMENTS_PATH}?${new URLSearchParams({ after: pages.next })}`} className="font-semibold text-brand-700 underline">
            Older plans
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
