import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { adminPage } from "~/components/admin/AdminLayout";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AnswerList } from "~/components/admin/AnswerList";
import { FunnelTable } from "~/components/admin/FunnelTable";
import { ShowRates } from "~/components/admin/ShowRates";
import { labelledAnswers } from "~/lib/survey-answers";
import { formatAdminDate, requireAdmin } from "~/server/accounts/admin.server";
import { untilNextWrite } from "~/server/platform/until-next-write.server";
import { requireRole } from "~/server/accounts/auth.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { showRates } from "~/server/calls/no-shows.server";
import { crmEnabled } from "~/server/delivery/outbox.server";
import { unsubscribes } from "~/server/delivery/unsubscribe.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";
import { showRateByTextReminder } from "~/server/calls/call-texts.server";
import { funnel, leadsPage, retryCrmDelivery } from "~/server/funnel/admin-leads.server";
import { privatePageHeaders } from "~/lib/private-page";
import { readPageFrom } from "~/server/platform/keyset.server";
import { pageTitle } from "~/lib/route-handle";
import { pageData } from "~/server/platform/page-data.server";

export const handle = adminPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Leads") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { superAdmin } = await requireAdmin(request);
  const unsubscribed = unsubscribes();
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").slice(0, 100);
  const page = leadsPage({ query, from: readPageFrom(url.searchParams, "integer") });
  return pageData({
    query,
    pages: { previous: page.previous, next: page.next },
    superAdmin,
    crmOn: crmEnabled(),
    // Counted from every lead and call: again after the next write, or the next minute (the windows slide with time).
    ...untilNextWrite("admin-leads-summary", String(Math.floor(Date.now() / 60_000)), () => ({
      funnels: [funnel(7), funnel(30)],
      showRates: { ...showRates(), byTextReminder: showRateByTextReminder() },
    })),
    unsubscribed: { total: unsubscribed.total, recent: unsubscribed.recent.map((row) => ({ email: row.email, at: formatAdminDate(row.createdAt) })) },
    leads: page.leads.map((lead) => ({
      id: lead.id,
      name: [lead.firstName, lead.lastName].filter(Boolean).join(" "),
      email: lead.email,
      phone: lead.phone,
      source: lead.source,
      attribution: [lead.utmSource, lead.utmMedium, lead.utmCampaign, lead.utmTerm, lead.utmContent].filter(Boolean).join(" / ") || null,
      referrer: lead.referrer,
      createdAt: formatAdminDate(lead.createdAt),
      consent: lead.consent
        ? {
            at: formatAdminDate(lead.consent.consentedAt),
            page: lead.consent.page,
            ip: lead.consent.ip,
            text: lead.consent.consentText,
            answers: labelledAnswers(lead.consent.answers),
          }
        : null,
      crm: lead.crm,
    })),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const actor = await requireRole(request, "super_admin");
  const retried = retryCrmDelivery(actor, Number((await readForm(request)).get("deliveryId")));
  return redirectWithFlash(
    request,
    "/admin-dashboard/leads",
    retried ? { type: "success", title: "CRM delivery queued again" } : { type: "error", title: "That delivery is not waiting for a retry" },
  );
}

const CRM_LABELS = { pending: "Queued", delivered: "Delivered", failed: "Failed" } as const;

export default function AdminLeads() {
  const { superAdmin, crmOn, funnels, showRates, unsubscribed, leads, query, pages } = useLoaderData<typeof loader>();
  // A page link carries the key of the lead at the page's edge: the next page is found through the index.
  const pageLink = (key: { after: string } | { before: string }) =>
    `/admin-dashboard/leads?${new URLSearchParams({ ...(query ? { q: query } : {}), ...key })}#leads`;
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900">Leads and Funnel</h1>
      <p className="mt-4 flex flex-wrap gap-4">
        <a href="/admin-dashboard/leads.csv" download className="rounded-md border border-slate-400 px-4 py-2 font-semibold text-slate-800">
          Download leads (CSV)
        </a>
        <a href="/admin-dashboard/bookings.csv" download className="rounded-md border border-slate-400 px-4 py-2 font-semibold text-slate-800">
          Download booked calls (CSV)
        </a>
      </p>

      <h2 className="mt-8 text-2xl font-bold text-slate-900">Funnel</h2>
      <div className="mt-3 grid grid-cols-1 gap-6 lg:grid-cols-2">
        {funnels.map((period) => (
          <FunnelTable key={period.days} funnel={period} />
        ))}
        <ShowRates rates={showRates} />
      </div>

      <h2 className="mt-10 text-2xl font-bold text-slate-900">Unsubscribed</h2>
      <p data-testid="unsubscribe-count" className="mt-2 text-slate-700">
        {unsubscribed.total === 0
          ? "Nobody has unsubscribed from marketing e-mail."
          : `${unsubscribed.total} ${unsubscribed.total === 1 ? "address takes" : "addresses take"} no marketing e-mail (transactional mail still goes).`}
      </p>
      {unsubscribed.recent.length > 0 ? (
        <ul className="mt-2 space-y-1 text-sm text-slate-800 [overflow-wrap:anywhere]">
          {unsubscribed.recent.map((row) => (
            <li key={row.email} data-testid="unsubscribed-address">
              {row.email} · {row.at}
            </li>
          ))}
        </ul>
      ) : null}

      <h2 id="leads" className="mt-10 text-2xl font-bold text-slate-900">
        Leads
      </h2>
      {crmOn ? null : <p className="mt-2 text-slate-700">The CRM webhook is off (CRM_WEBHOOK_URL unset): leads stay here only.</p>}
      <Form method="get" action="/admin-dashboard/leads" className="mt-3 flex flex-wrap items-end gap-3" role="search">
        <div>
          <label htmlFor="lead-q" className="block text-sm font-semibold text-slate-900">
            Search leads by name, e-mail or phone
          </label>
          <input
            id="lead-q"
            name="q"
            type="search"
            defaultValue={query}
            maxLength={100}
            className="mt-1 w-72 max-w-full rounded-md border border-slate-400 px-3 py-2"
          />
        </div>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
          Search leads
        </button>
      </Form>
      {query && leads.length === 0 ? <p className="mt-3 text-slate-700">No lead matches &ldquo;{query}&rdquo;.</p> : null}
      <ul className="mt-3 space-y-3">
        {leads.map((lead) => (
          <li key={lead.id} data-testid="lead-row" className="rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
            <div className="flex flex-wrap justify-between gap-3">
              {/* Visitors' text may hold long unbroken words: they break rather than widen the page. */}
              <div className="min-w-0 [overflow-wrap:anywhere]">
                <p className="text-base font-bold text-slate-900">{lead.name}</p>
                <p>
                  {lead.email} · {lead.phone}
                </p>
                <p className="text-slate-600">
                  {lead.createdAt} · {lead.source}
                  {lead.attribution ? ` · utm: ${lead.attribution}` : ""}
                  {lead.referrer ? ` · from ${lead.referrer}` : ""}
                </p>
              </div>
              {lead.crm ? (
                <div className="text-right">
                  <p className="font-semibold">CRM: {CRM_LABELS[lead.crm.status]}</p>
                  {lead.crm.status === "failed" ? <p className="text-red-800">{lead.crm.lastError}</p> : null}
                  {lead.crm.status === "failed" && superAdmin ? (
                    <Form method="post">
                      <input type="hidden" name="deliveryId" value={lead.crm.id} />
                      <button
                        type="submit"
                        className="mt-1 rounded-md bg-brand-700 px-3 py-1 font-semibold text-white"
                        aria-label={`Retry CRM delivery for ${lead.email}`}
                      >
                        Retry
                      </button>
                    </Form>
                  ) : null}
                </div>
              ) : null}
            </div>
            {lead.consent ? (
              <details className="mt-2">
                <summary className="cursor-pointer font-semibold text-brand-800">Consent and answers</summary>
                <p className="mt-2">
                  Consented {lead.consent.at} on {lead.consent.page}
                  {lead.consent.ip ? ` from ${lead.consent.ip}` : ""}: “{lead.consent.text}”
                </p>
                <AnswerList answers={lead.consent.answers} className="mt-2" />
              </details>
            ) : null}
          </li>
        ))}
      </ul>
      <nav aria-label="Lead pages" className="mt-3 flex gap-3">
        {pages.previous ? (
          <Link to={pageLink({ before: pages.previous })} className="font-semibold text-brand-700 underline">
            Newer leads
          </Link>
        ) : null}
        {pages.next ? (
          <Link to={pageLink({ after: pages.next })} className="font-semibold text-brand-700 underline">
            Older leads
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
