import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

// Keyset pagination for the admin's lists: a list is ordered newest first by (time, id), and
// the next page is the rows after the last one shown, found through the list's index however
// deep the page is (an OFFSET reads and drops every row before it). A page link carries the
// key of its edge row, `<milliseconds>.<id>`, in the URL: a plain GET, no JavaScript needed.

export type PageKey = { at: number; id: string | number };

/** Which way from a key: `after` is older (the next page), `before` newer (the previous one). */
export type PageFrom = { after: PageKey } | { before: PageKey } | null;

export function pageKeyOf(at: Date | null, id: string | number): string {
  return `${at?.getTime() ?? 0}.${id}`;
}

/** A key from the URL; null when absent or malformed (the list then starts at its first page). */
export function readPageKey(value: string | null, idKind: "text" | "integer"): PageKey | null {
  const match = /^(\d{1,15})\.(.{1,100})$/.exec(value ?? "");
  if (!match) return null;
  if (idKind === "integer") return /^\d{1,15}$/.test(match[2]) ? { at: Number(match[1]), id: Number(match[2]) } : null;
  return { at: Number(match[1]), id: match[2] };
}

/** `after` or `before` from a list's search parameters (`after` wins). */
export function readPageFrom(params: URLSearchParams, idKind: "text" | "integer", prefix = ""): PageFrom {
  const after = readPageKey(params.get(`${prefix}after`), idKind);
  if (after) return { after };
  const before = readPageKey(params.get(`${prefix}before`), idKind);
  return before ? { before } : null;
}

/**
 * One page of a newest-first list: the condition and order to query with (ask for `size + 1`
 * rows, to know whether there is more), then `page()` turns what came back into the rows in
 * newest-first order with the keys of the pages either side (null where there is none).
 */
export function keysetPage(columns: { at: SQLiteColumn; id: SQLiteColumn }, from: PageFrom, size: number) {
  const { at, id } = columns;
  const towardsNewer = from !== null && "before" in from;
  const key = from && ("after" in from ? from.after : from.before);
  const where: SQL | undefined = key ? (towardsNewer ? sql`(${at}, ${id}) > (${key.at}, ${key.id})` : sql`(${at}, ${id}) < (${key.at}, ${key.id})`) : undefined;
  const orderBy = towardsNewer ? [sql`${at} asc`, sql`${id} asc`] : [sql`${at} desc`, sql`${id} desc`];
  return {
    where,
    orderBy,
    limit: size + 1,
    page<Row>(fetched: Row[], keyOf: (row: Row) => string) {
      const more = fetched.length > size;
      const rows = fetched.slice(0, size);
      if (towardsNewer) rows.reverse();
      const first = rows[0];
      const last = rows.at(-1);
      // Going back, "more" is about newer rows; coming from a key, there are always older ones.
      const hasNewer = towardsNewer ? more : key !== null;
      const hasOlder = towardsNewer ? true : more;
      return { rows, previous: hasNewer && first ? keyOf(first) : null, next: hasOlder && last ? keyOf(last) : null };
    },
  };
}
