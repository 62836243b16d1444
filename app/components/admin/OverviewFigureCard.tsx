import { overviewCsvPath, tableCell, type OverviewFigure, type OverviewRange } from "~/lib/owner-overview";

/**
 * One picture of the owner's overview: its SVG (drawn on the server), the table of every
 * figure it draws (for screen readers, and to copy), its notes and its CSV download.
 */
export function OverviewFigureCard({ figure, svg, range }: { figure: OverviewFigure; svg: string; range: OverviewRange }) {
  const headingId = `${figure.id}-heading`;
  return (
    <section aria-labelledby={headingId} data-testid={`figure-${figure.id}`} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {figure.title}
      </h2>
      {/* The chart is SVG markup the server drew from this figure's rows; it holds no script. */}
      <div className="mt-3" dangerouslySetInnerHTML={{ __html: svg }} />
      {figure.notes.map((note) => (
        <p key={note} className="mt-2 text-sm text-slate-700">
          {note}
        </p>
      ))}
      <div className="mt-3 max-w-full overflow-x-auto" role="region" aria-label={`${figure.title}: the figures`} tabIndex={0}>
        <table className="w-full text-left text-sm">
          <caption className="text-left text-sm text-slate-700">{figure.description}</caption>
          <thead className="text-slate-600">
            <tr>
              {figure.columns.map((column) => (
                <th key={column.label} scope="col" className="px-1 py-1 align-bottom">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {figure.rows.length === 0 ? (
              <tr>
                <td colSpan={figure.columns.length} className="px-1 py-1 text-slate-700">
                  Nothing to show yet.
                </td>
              </tr>
            ) : (
              figure.rows.map((row, index) => (
                <tr key={`${index}-${row[0]}`}>
                  {row.map((value, column) =>
                    column === 0 ? (
                      <th key={column} scope="row" className="px-1 py-1 font-normal [overflow-wrap:anywhere]">
                        {tableCell(figure.columns[column].kind, value)}
                      </th>
                    ) : (
                      <td key={column} className={`px-1 py-1 ${figure.columns[column].kind === "text" ? "[overflow-wrap:anywhere]" : "whitespace-nowrap"}`}>
                        {tableCell(figure.columns[column].kind, value)}
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm">
        <a href={overviewCsvPath(figure.id, range)} className="font-semibold text-brand-700 underline" download>
          Download {figure.title.toLowerCase()} as CSV
        </a>
      </p>
    </section>
  );
}
