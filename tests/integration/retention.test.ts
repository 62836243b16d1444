import { describe, expect, it } from "vitest";
import { mail, outbox, sessions, surveyResponses, users } from "~db/schema";
import { db } from "~/server/platform/db.server";
import { sweepExpiredData } from "~/server/shell/retention.server";

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe("sweepExpiredData", () => {
  it("deletes unfinished drafts and delivered deliveries older than 30 days, and nothing else", () => {
    db.insert(surveyResponses)
      .values([
        { id: "old-unfinished", survey: "webinar", answers: {}, createdAt: daysAgo(31) },
        { id: "recent-unfinished", survey: "webinar", answers: {}, createdAt: daysAgo(29) },
        { id: "old-finished", survey: "booking", answers: {}, createdAt: daysAgo(90), completedAt: daysAgo(89) },
      ])
      .run();
    const delivery = (key: string, status: "delivered" | "pending" | "failed", age: number) => ({
      kind: "email" as const,
      payload: {},
      idempotencyKey: key,
      status,
      nextAttemptAt: daysAgo(age),
      createdAt: daysAgo(age),
    });
    db.insert(outbox)
      .values([delivery("old-delivered", "delivered", 31), delivery("old-failed", "failed", 60), delivery("new-delivered", "delivered", 1)])
      .run();

    expect(sweepExpiredData()).toMatchObject({ drafts: 1, deliveries: 1 });
    expect(
      db
        .select({ id: surveyResponses.id })
        .from(surveyResponses)
        .all()
        .map((row) => row.id)
        .sort(),
    ).toEqual(["old-finished", "recent-unfinished"]);
    expect(
      db
        .select({ key: outbox.idempotencyKey })
        .from(outbox)
        .all()
        .map((row) => row.key)
        .sort(),
    ).toEqual(["new-delivered", "old-failed"]);
  });

  it("empties the built-in mailbox after 7 days (its messages hold reset links) and drops expired sessions", () => {
    db.insert(mail)
      .values([
        { toAddress: "old@example.test", subject: "Reset your password", textBody: "link", createdAt: daysAgo(8) },
        { toAddress: "new@example.test", subject: "Reset your password", textBody: "link", createdAt: daysAgo(6) },
      ])
      .run();
    db.insert(users).values({ id: "sweep-user", email: "sweep@example.test" }).run();
    db.insert(sessions)
      .values([
        { idHash: "expired", userId: "sweep-user", expiresAt: daysAgo(1) },
        { idHash: "live", userId: "sweep-user", expiresAt: daysAgo(-1) },
      ])
      .run();
    expect(sweepExpiredData()).toMatchObject({ mailbox: 1, sessions: 1 });
    expect(db.select({ to: mail.toAddress }).from(mail).all()).toEqual([{ to: "new@example.test" }]);
    expect(db.select({ id: sessions.idHash }).from(sessions).all()).toEqual([{ id: "live" }]);
  });
});
