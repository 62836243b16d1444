import { describe, expect, it } from "vitest";
import { lessonProgress } from "~db/schema";
import { curriculum } from "~/content/curriculum";
import { quizzes } from "~/content/quizzes";
import { lessonsInOrder } from "~/lib/curriculum";
import { db } from "~/server/platform/db.server";
import { grantMemberAccess } from "~/server/members/member-access.server";
import { completeLesson, courseOverview, lessonView, recordLessonOpened, resumeLink } from "~/server/members/progress.server";
import { createUser, greetingName, updateProfile, loadCurrentUser } from "~/server/accounts/users.server";
import { answerOf } from "../support/answer";

const member = () => createUser({ email: `progress-${Math.random()}@example.test`, password: "secret1", firstName: "Pat" });
const [firstLesson, secondLesson] = lessonsInOrder(curriculum).filter((lesson) => lesson.moduleId === "pro-kit");

describe("lesson progress (lesson_progress, unique on user, module, lesson)", () => {
  it("counts a completed lesson in its module and in the whole course", async () => {
    const userId = await member();
    const before = courseOverview(userId, null);
    // Every lesson, and the checkpoint quiz of each module that has one.
    expect(before.overall).toMatchObject({ completed: 0, total: lessonsInOrder(curriculum).length + quizzes.length, percent: 0 });
    expect(completeLesson(userId, firstLesson, null)).toBe("completed");
    expect(completeLesson(userId, firstLesson, null)).toBe("completed"); // again: still one row, first time kept
    const after = courseOverview(userId, null);
    expect(after.overall.completed).toBe(1);
    const proKit = after.modules.find((module) => module.id === "pro-kit")!;
    expect(proKit.progress).toMatchObject({ completed: 1, total: 14 });
    expect(proKit.quiz).toEqual({ title: "Pro Kit technique checkpoint", questionCount: 8, status: "locked", bestPercent: null });
    expect(proKit.lessons[0]).toMatchObject({ completed: true, locked: false });
    expect(proKit.lessons[1]).toMatchObject({ completed: false, locked: false });
    expect(proKit.lessons[2]).toMatchObject({ locked: true });
    expect(
      db
        .select()
        .from(lessonProgress)
        .all()
        .filter((row) => row.userId === userId),
    ).toHaveLength(1);
  });

  it("refuses to complete a locked lesson or one that does not exist", async () => {
    const userId = await member();
    expect(completeLesson(userId, secondLesson, null)).toBe("locked");
    expect(completeLesson(userId, { moduleId: "pro-kit", lessonId: "no-such-lesson" }, null)).toBe("unknown");
    expect(courseOverview(userId, null).overall.completed).toBe(0);
  });

  it("offers the most recently opened unfinished lesson to resume, or the quiz a finished module waits for", async () => {
    const userId = await member();
    expect(resumeLink(userId)).toBeNull();
    recordLessonOpened(userId, { moduleId: "intro", lessonId: "why-no-cost" }, new Date("2026-11-01T10:00:00Z"));
    recordLessonOpened(userId, firstLesson, new Date("2026-11-02T10:00:00Z"));
    expect(resumeLink(userId)).toMatchObject({ to: `/lesson/pro-kit/${firstLesson.lessonId}` });
    completeLesson(userId, firstLesson, null, new Date("2026-11-02T10:05:00Z"));
    expect(resumeLink(userId)).toMatchObject({ to: "/lesson/intro/why-no-cost" });
    // Finishing the whole Omega EDI module leads to its quiz.
    for (const lesson of lessonsInOrder(curriculum).filter((candidate) => candidate.moduleId === "omega-edi"))
      completeLesson(userId, lesson, null, new Date("2026-11-03T10:00:00Z"));
    expect(resumeLink(userId)).toEqual({
      kind: "quiz",
      to: "/quiz/omega-edi",
      title: "Insurance billing checkpoint",
      module: "Insurance Billing with Omega EDI",
    });
  });

  it("describes a lesson with its neighbours across modules and its lock", async () => {
    const userId = await member();
    const view = lessonView(userId, firstLesson, null)!;
    expect(view.previous?.moduleId).toBe("omega-edi");
    expect(view.next).toMatchObject({ moduleId: "pro-kit", lessonId: secondLesson.lessonId });
    expect(view.unlockedBy).toBeNull();
    expect(lessonView(userId, secondLesson, null)!.unlockedBy).toMatchObject({ lessonId: firstLesson.lessonId });
    expect(lessonView(userId, { moduleId: "nope", lessonId: "nope" }, null)).toBeNull();
  });
});

describe("profile", () => {
  it("greets by display name, else first name, else the e-mail's name, else Member", () => {
    expect(greetingName({ displayName: "Sammy", firstName: "Sam", email: "s@example.test" })).toBe("Sammy");
    expect(greetingName({ displayName: " ", firstName: "Sam", email: "s@example.test" })).toBe("Sam");
    expect(greetingName({ displayName: null, firstName: null, email: "robin@example.test" })).toBe("robin");
    expect(greetingName({ displayName: null, firstName: null, email: "@example.test" })).toBe("Member");
  });

  it("updates names; an empty display name falls back to the first name", async () => {
    const userId = await member();
    updateProfile(userId, { firstName: "Jo", lastName: "", displayName: "" });
    expect(loadCurrentUser(userId)).toMatchObject({ firstName: "Jo", lastName: null, displayName: "Jo" });
  });
});

describe("when progress cannot be saved", () => {
  it("the lesson page answers 'Failed to save your progress. Please try again.' instead of an error page", async () => {
    const route = await import("~/routes/_members+/lesson.$moduleId.$lessonId");
    const { createSession } = await import("~/server/accounts/session.server");
    const userId = await member();
    const owner = {
      id: await createUser({ email: `owner-${Math.random()}@example.test`, password: "secret1", roles: ["super_admin"] }),
      email: "owner@example.test",
    };
    grantMemberAccess(owner, userId, "Lessons need member access");
    const cookie = (await createSession(new Request("http://127.0.0.1/"), userId)).split(";")[0];
    db.$client.exec("CREATE TRIGGER refuse_progress BEFORE INSERT ON lesson_progress BEGIN SELECT RAISE(ABORT, 'disk full'); END;");
    try {
      const request = new Request("http://127.0.0.1/lesson/welcome/welcome", {
        method: "POST",
        headers: { Cookie: cookie },
        body: new URLSearchParams({ intent: "complete" }),
      });
      const answer = await answerOf<{ error: string }>(
        await route.action({ request, params: { moduleId: "welcome", lessonId: "welcome" }, context: { clientAddress: "198.51.100.9" } }),
      );
      expect(answer.status).toBe(500);
      expect(answer.body.error).toBe("Failed to save your progress. Please try again.");
    } finally {
      db.$client.exec("DROP TRIGGER refuse_progress");
    }
  });
});
