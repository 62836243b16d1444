/**
 * A CSV file (RFC 4180, CRLF lines) that spreadsheets open safely: every field quoted, quotes
 * doubled, and a value a spreadsheet would run as a formula (= + - @, tab, carriage return
 * first) prefixed with an apostrophe, so a lead named =HYPERLINK(...) stays text.
 */
export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  const field = (value: string | number | null | undefined) => {
    let text = value === null || value === undefined ? "" : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return `"${text.replace(/"/g, '""')}"`;
  };
  return [header, ...rows].map((row) => row.map(field).join(",")).join("\r\n") + "\r\n";
}

/**
 * A CSV file as a download: a plain link gets it, with or without JavaScript. It starts with
 * UTF-8's byte order mark, so a spreadsheet reads names like José as UTF-8, not as Latin-1.
 */
export function csvDownload(filename: string, header: string[], rows: (string | number | null | undefined)[][]): Response {
  return new Response(`\uFEFF${toCsv(header, rows)}`, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"`, "Cache-Control": "no-store" },
  });
}
