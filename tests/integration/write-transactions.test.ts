import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { db, writeTransaction } from "~/server/platform/db.server";

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

/** Whether the other process could write just now, or had to wait for our transaction. */
function otherProcessTriesToWrite(): "wrote in between" | "waited for us" {
  try {
    addAuditRow(otherProcess, "other process");
    return "wrote in between";
  } catch (error) {
    expect((error as { code?: string }).code).toBe("SQLITE_BUSY");
    return "waited for us";
  }
}

describe("writeTransaction: a transaction that reads, then writes, while another process writes", () => {
  it("holds the write lock from its start, so its own write goes through", () => {
    const before = countAuditRows();
    const otherWriter = writeTransaction((tx) => {
      countAuditRows();
      const attempt = otherProcessTriesToWrite();
      addAuditRow(tx.$client, "our transaction");
      return attempt;
    });
    expect(otherWriter).toBe("waited for us");
    expect(countAuditRows()).toBe(before + 1);
  });

  it("still rolls back as a whole when the work throws", () => {
    const before = countAuditRows();
    expect(() =>
      writeTransaction(() => {
        addAuditRow(db.$client, "rolled back");
        throw new Error("the work failed");
      }),
    ).toThrow("the work failed");
    expect(countAuditRows()).toBe(before);
  });

  it("inside another write transaction is a savepoint: its failure undoes only its own work", () => {
    const before = countAuditRows();
    writeTransaction(() => {
      addAuditRow(db.$client, "outer");
      expect(() =>
        writeTransaction(() => {
          addAuditRow(db.$client, "inner, rolled back");
          throw new Error("the inner work failed");
        }),
      ).toThrow("the inner work failed");
    });
    expect(countAuditRows()).toBe(before + 1);
  });

  it("refuses work that is not synchronous", () => {
    expect(() => writeTransaction(async () => undefined)).toThrow(/promise/);
  });
});

describe("drizzle's own db.transaction", () => {
  it("is left as drizzle documents it: deferred, so it holds no write lock while it only reads", () => {
    const before = countAuditRows();
    const otherWriter = db.transaction(() => {
      countAuditRows();
      return otherProcessTriesToWrite();
    });
    expect(otherWriter).toBe("wrote in between");
    expect(countAuditRows()).toBe(before + 1);
  });
});
