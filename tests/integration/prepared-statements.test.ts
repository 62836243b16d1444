import { describe, expect, it } from "vitest";

// The connection hands back the statement it compiled for the same SQL before, reset to its
// defaults, and never one that is still iterating.

const { db } = await import("~/server/platform/db.server");
const sqlite = db.$client;

describe("prepared statements", () => {
  it("are compiled once per SQL text and reused by drizzle's queries and ours alike", () => {
    const source = "select 1 + ? as sum";
    expect(sqlite.prepare(source)).toBe(sqlite.prepare(source));
    expect(sqlite.prepare(source).get(41)).toEqual({ sum: 42 });
  });

  it("come back returning rows as objects, whatever mode the last caller left them in", () => {
    const source = "select 7 as seven, 8 as eight";
    expect(sqlite.prepare(source).pluck().get()).toBe(7);
    expect(sqlite.prepare(source).get()).toEqual({ seven: 7, eight: 8 });
    expect(sqlite.prepare(source).raw().get()).toEqual([7, 8]);
    expect(sqlite.prepare(source).all()).toEqual([{ seven: 7, eight: 8 }]);
  });

  it("are not handed out twice while one is iterating", () => {
    const source = "select value from json_each('[1,2,3]')";
    const seen: number[] = [];
    for (const row of sqlite.prepare(source).iterate() as Iterable<{ value: number }>)
      seen.push(row.value * 10 + (sqlite.prepare(source).all() as unknown[]).length);
    expect(seen).toEqual([13, 23, 33]);
  });

  it("serve the app's own queries through drizzle as before", async () => {
    const { users } = await import("~db/schema");
    const { count } = await import("drizzle-orm");
    const counted = () => db.select({ value: count() }).from(users).get()!.value;
    expect(counted()).toBe(counted());
  });
});
