import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { env } from "~/server/platform/env.server";

// Figures kept until the database is next written: counted once for any number of visits, and
// again after a write by this process, a commit by another process, or a change of inputs.

const { untilNextWrite } = await import("~/server/platform/until-next-write.server");
const { db } = await import("~/server/platform/db.server");

describe("untilNextWrite", () => {
  it("counts again only after a write here or elsewhere, or new inputs", () => {
    let counted = 0;
    const read = (inputs = "minute-1") => untilNextWrite("test-figure", inputs, () => ++counted);
    expect(read()).toBe(1);
    expect(read()).toBe(1);

    db.$client.prepare("insert into rate_limits (key, points) values (?, 1)").run(`until-next-write-${Date.now()}`);
    expect(read()).toBe(2);
    expect(read()).toBe(2);

    // Another connection's commit (a script, another process).
    const other = new Database(env.DATABASE_PATH);
    other.prepare("insert into rate_limits (key, points) values (?, 1)").run(`until-next-write-other-${Date.now()}`);
    other.close();
    expect(read()).toBe(3);

    expect(read("minute-2")).toBe(4);
    expect(read("minute-2")).toBe(4);
  });
});
