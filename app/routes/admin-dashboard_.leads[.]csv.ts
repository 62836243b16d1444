import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvDownload } from "~/lib/csv";
import { listLeads } from "~/server/admin-leads.server";
import { requireAdmin } from "~/server/admin.server";

// Every lead as a spreadsheet: a plain download link, no JavaScript needed.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const rows = listLeads(100_000).map((lead) => [
    lead.createdAt.toISOString(),
    lead.firstName,
    lead.lastName,
    lead.email,
    lead.phone,
    lead.source,
    lead.experience,
    lead.timeAvailable,
    lead.investmentCapacity,
    lead.location,
    lead.utmSource,
    lead.utmMedium,
    lead.utmCampaign,
    lead.referrer,
    lead.consent?.consentedAt.toISOString(),
    lead.consent?.ip,
    lead.crm?.status ?? "not sent",
  ]);
  const header = ["created", "first name", "last name", "email", "phone", "source", "experience", "time available", "investment", "location", "utm source", "utm medium", "utm campaign", "referrer", "consented at", "consent ip", "crm"];
  return csvDownload("leads.csv", header, rows);
}
