import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvDownload } from "~/lib/csv";
import { leadsCsv } from "~/server/funnel/admin-leads.server";
import { requireAdmin } from "~/server/accounts/admin.server";

// Every lead as a spreadsheet, in words: a plain download link, no JavaScript needed.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { header, rows } = leadsCsv();
  return csvDownload("leads.csv", header, rows);
}
