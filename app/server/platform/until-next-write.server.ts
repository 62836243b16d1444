import { db } from "~/server/platform/db.server";

// Figures a page counts from many rows on every visit (the admin's totals, the funnel, the show
// rates): kept until the database is next written, by this process or any other, and counted
// again then, so they are never stale. SQLite says whether anything was written since:
// total_changes() counts this connection's writes, data_version moves with other connections'
// commits (a script, Litestream's bookkeeping).

const changesOfThisConnection = db.$client.prepare("select total_changes()").pluck();
const commitsOfOthers = db.$client.prepare("pragma data_version").pluck();

const kept = new Map<string, { stamp: string; value: unknown }>();

/**
 * `count()`'s value, counted again only when the database was written since, or `inputs`
 * changed (what else the figures depend on: the day they are for, the minute for a window
 * that slides with time).
 */
export function untilNextWrite<Value>(key: string, inputs: string, count: () => Value): Value {
  const stamp = `${changesOfThisConnection.get()}.${commitsOfOthers.get()}.${inputs}`;
  const held = kept.get(key);
  if (held && held.stamp === stamp) return held.value as Value;
  const value = count();
  kept.set(key, { stamp, value });
  return value;
}
