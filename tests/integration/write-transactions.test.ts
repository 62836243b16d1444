import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/server/db.server";

// Another process writing to the same database file: the operator's create-admin script, the
// end-to-end tests. A transaction that reads and then writes must not be refused
// because that process committed in between (CI saw "database is locked" on cancelling a call).
// A second connection to the file stands in for that process.
const otherProcess = new Database(process.env.DATABASE_PATH!);
otherProcess.pragma("busy_timeout = 0");
afterAll(() => otherProcess.close());

const countAuditRows = () => (db.$client.prepare("select count(*) as n from audit_log").get() as { n: number }).n;
const addAuditRow = (connection: Database.Database, action: string) =>
  connection.prepare("insert into audit_log (actor_email, action, target, created_at) values ('test@example.test', ?, 'test', ?)").run(action, Date.now());

describe("a transaction that reads, then writes, while another process writes", () => {
  it("holds the write lock from its start, so its own write goes through", () => {
    const before = countAuditRows();
    let otherWriter: "wrote in between" | "waited for us" = "wrote in between";
    db.transaction(() => {
      countAuditRows();
      try {
        addAuditRow(otherProcess, "other process");
      } catch (error) {
        expect((error as { code?: string }).code).toBe("SQLITE_BUSY");
        otherWriter = "waited for us";
      }
      addAuditRow(db.$client, "our transaction");
    });
    expect(otherWriter).toBe("waited for us");
    expect(countAuditRows()).toBe(before + 1);
  });

  it("still rolls back as a whole when the work throws", () => {
    const before = countAuditRows();
    expect(() =>
      db.transaction(() => {
        addAuditRow(db.$client, "rolled back");
        throw new Error("the work failed");
      }),
    ).toThrow("the work failed");
    expect(countAuditRows()).toBe(before);
  });
});
