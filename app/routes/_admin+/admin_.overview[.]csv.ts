import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvDownload } from "~/lib/csv";
import { csvCell, isFigureId, overviewRangeOf } from "~/lib/owner-overview";
import { requireAdmin } from "~/server/accounts/admin.server";
import { overviewFigure } from "~/server/shell/owner-overview.server";

// One picture's figures as a spreadsheet: the same rows its table shows, for the same range.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const id = url.searchParams.get("figure");
  if (!isFigureId(id)) throw new Response("No such figure", { status: 404 });
  const range = overviewRangeOf(url.searchParams.get("range"));
  const figure = overviewFigure(id, range);
  return csvDownload(
    `${id}-${range}.csv`,
    figure.columns.map((column) => column.label),
    figure.rows.map((row) => row.map((value, index) => csvCell(figure.columns[index].kind, value))),
  );
}
