import { describe, expect, it } from "vitest";
import { outbox, surveyResponses } from "../../db/schema";
import { db } from "~/server/db.server";
import { sweepExpiredData } from "~/server/retention.server";

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
      kind: "email" as const, payload: {}, idempotencyKey: key, status, nextAttemptAt: daysAgo(age), createdAt: daysAgo(age),
    });
    db.insert(outbox)
      .values([delivery("old-delivered", "delivered", 31), delivery("old-failed", "failed", 60), delivery("new-delivered", "delivered", 1)])
      .run();

    expect(sweepExpiredData()).toEqual({ drafts: 1, deliveries: 1 });
    expect(db.select({ id: surveyResponses.id }).from(surveyResponses).all().map((row) => row.id).sort()).toEqual(["old-finished", "recent-unfinished"]);
    expect(db.select({ key: outbox.idempotencyKey }).from(outbox).all().map((row) => row.key).sort()).toEqual(["new-delivered", "old-failed"]);
  });
});
