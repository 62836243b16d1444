import fs from "node:fs";
import path from "node:path";
import { createUser, sessionCookie, type TestUser } from "./fixtures/accounts";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectHydrated } from "./support/hydration";
import { pageOn, startServerOnCopy } from "./support/own-server";
import { onDatabase, type ServerProcess } from "./support/server-process";

// The course studio, end to end: admins edit drafts, a super admin publishes, members see the
// result. Publishing changes the course every other spec reads, so these tests run on a
// server of their own, started on a copy of the test server's database (the accounts and
// sessions made below come with it), one per project. The Nu Html Checker, axe and the
// 375 px check run on every studio page in accessibility.spec.ts.

const COURSE = "/admin/courses/chip-repair-business-course";
const SCREENS = path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data", "screens");

type Role = "admin" | "otherAdmin" | "superAdmin" | "member";
let server: ServerProcess;
const cookies = {} as Record<Role, { name: string; value: string }>;
const users = {} as Record<Role, TestUser>;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  users.admin = await createUser({ roles: ["admin"], firstName: "Avery" });
  users.otherAdmin = await createUser({ roles: ["admin"], firstName: "Blake" });
  users.superAdmin = await createUser({ roles: ["super_admin"] });
  users.member = await createUser();
  for (const role of Object.keys(users) as Role[]) cookies[role] = await sessionCookie(users[role]);
  server = await startServerOnCopy({
    NODE_ENV: "production",
    PAYMENTS: "test",
    RATE_LIMIT_MULTIPLIER: "1000",
    SUPER_ADMIN_EMAIL: "admin@example.test",
    SUPER_ADMIN_PASSWORD: "admin-password-123",
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** A page signed in as `role` on the studio's server. */
const pageAs = (browser: Browser, role: Role, javaScriptEnabled: boolean): Promise<Page> => pageOn(browser, server, cookies[role], javaScriptEnabled);

const go = (page: Page, pathname: string) => page.goto(`${server.baseURL}${pathname}`);

/** Every lesson of a module marked done for the member, as published now, so its later lessons and its quiz open. */
function completeModule(moduleId: string) {
  onDatabase(server, (database) => {
    const lessons = database
      .prepare("select id from course_lessons where course_id = 'chip-repair-business-course' and module_id = ? and status = 'live'")
      .all(moduleId) as {
      id: string;
    }[];
    const complete = database.prepare(
      "insert or replace into lesson_progress (user_id, module_id, lesson_id, completed, completed_at, last_accessed_at) values (?, ?, ?, 1, ?, ?)",
    );
    for (const lesson of lessons) complete.run(users.member.id, moduleId, lesson.id, Date.now(), Date.now());
  });
}

async function screenshots(page: Page, name: string, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  fs.mkdirSync(SCREENS, { recursive: true });
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    const laidOut = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(laidOut, `${name} at ${width} px`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: path.join(SCREENS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const lessonId = (javaScriptEnabled: boolean) => (javaScriptEnabled ? "studio-lesson-js" : "studio-lesson-no-js");

test("an admin adds a video lesson and previews it; a super admin publishes its module; a member sees it", async ({ browser, javaScriptEnabled }) => {
  const admin = await pageAs(browser, "admin", javaScriptEnabled);
  await go(admin, "/admin");
  await admin
    .getByRole("link", { name: /^Courses/ })
    .first()
    .click();
  await expect(admin.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
  await admin.getByTestId("studio-course").filter({ hasText: "Windshield Chip Repair Business Course" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Windshield Chip Repair Business Course" })).toBeVisible();
  await screenshots(admin, "studio-outline", javaScriptEnabled);

  // Add: a refused id is said next to the field, the title kept.
  const intro = admin.locator('[data-module="intro"]');
  await intro.getByText("Add a lesson").click();
  await intro.getByLabel(/^Id/).fill("Not An Id");
  await intro.getByLabel("Title").fill("Pricing a chip for a fleet");
  await intro.getByLabel("Kind").selectOption("video");
  await intro.getByRole("button", { name: "Add lesson" }).click();
  await expect(admin.locator('[data-module="intro"]').getByText("Use lower-case letters, digits and single hyphens")).toBeVisible();
  await expect(admin.locator('[data-module="intro"]').getByLabel("Title")).toHaveValue("Pricing a chip for a fleet");
  await admin.locator('[data-module="intro"]').getByLabel(/^Id/).fill(lessonId(javaScriptEnabled));
  await admin.locator('[data-module="intro"]').getByRole("button", { name: "Add lesson" }).click();
  const row = admin.locator(`[data-lesson="${lessonId(javaScriptEnabled)}"]`);
  await expect(row).toContainText("Pricing a chip for a fleet");
  await expect(row.getByTestId("unpublished")).toBeVisible();
  await expect(row.getByTestId("status")).toHaveText("hidden");

  // Up moves it one place, with or without JavaScript.
  const before = await admin
    .locator('[data-module="intro"] [data-testid="outline-lesson"]')
    .evaluateAll((rows) => rows.map((item) => item.getAttribute("data-lesson")));
  await row.getByRole("button", { name: /^Up/ }).click();
  await expect
    .poll(() =>
      admin.locator('[data-module="intro"] [data-testid="outline-lesson"]').evaluateAll((rows) => rows.map((item) => item.getAttribute("data-lesson"))),
    )
    .toEqual([...before.slice(0, -2), before.at(-1), before.at(-2)]);

  if (javaScriptEnabled) {
    // With JavaScript a lesson is dragged: to the top of its module, saved, and back again.
    const rows = admin.locator('[data-module="intro"] [data-testid="outline-lesson"]');
    const order = () => rows.evaluateAll((items) => items.map((item) => item.getAttribute("data-lesson")));
    const afterUp = await order();
    const others = afterUp.filter((id) => id !== lessonId(true));
    const saved = admin.locator('[data-module="intro"]').getByText("New order saved.");
    await row.dragTo(rows.first());
    await expect.poll(order).toEqual([lessonId(true), ...others]);
    await expect(saved).toBeVisible();
    await admin.reload();
    await expect.poll(order).toEqual([lessonId(true), ...others]);
    // Dropped on a lesson below it, it goes after that one: back to where Up put it.
    const above = afterUp[afterUp.indexOf(lessonId(true)) - 1];
    await row.dragTo(admin.locator(`[data-module="intro"] [data-lesson="${above}"]`));
    await expect.poll(order).toEqual(afterUp);
    await expect(saved).toBeVisible();
    await admin.reload();
    await expect.poll(order).toEqual(afterUp);
  }

  // The editor: a video address the schema refuses, then a YouTube one whose poster shows.
  await row.getByRole("link", { name: "Pricing a chip for a fleet", exact: true }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Lesson: Pricing a chip for a fleet" })).toBeVisible();
  await admin.getByLabel("Video address").fill("https://example.com/video");
  await admin.getByLabel("Length").fill("4:20");
  await admin.getByLabel("Status").selectOption("live");
  await admin.getByRole("button", { name: "Save draft" }).click();
  await expect(admin.getByTestId("videoUrl-error")).toContainText("Paste a YouTube or Vimeo address");
  await expect(admin.getByLabel("Length")).toHaveValue("4:20");
  await admin.getByLabel("Video address").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await admin.getByLabel("Description").fill("What to charge a company with twenty vans.");
  await admin.getByRole("button", { name: "Save draft" }).click();
  await expect(admin.getByTestId("video-poster-preview").getByTestId("video-facade")).toHaveAttribute("href", "https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await expect(admin.getByLabel("Video address")).toHaveValue("https://www.youtube.com/watch?v=dQw4w9WgXcQ");

  // The text's preview comes from the server, with the Preview button (and as typed, with JavaScript).
  await admin.getByLabel("Text (Markdown)").fill("## Fleet prices\n\nCharge **per windshield**.");
  if (javaScriptEnabled) await expect(admin.getByTestId("text-preview").locator("strong")).toHaveText("per windshield");
  await admin.getByRole("button", { name: "Preview text" }).click();
  await expect(admin.getByTestId("text-preview").getByRole("heading", { name: "Fleet prices" })).toBeVisible();
  await expect(admin.getByLabel("Text (Markdown)")).toHaveValue("## Fleet prices\n\nCharge **per windshield**.");
  await admin.getByRole("button", { name: "Save draft" }).click();
  await expect(admin.getByLabel("Description")).toHaveValue("What to charge a company with twenty vans.");
  await screenshots(admin, "studio-lesson-editor", javaScriptEnabled);

  await admin.getByRole("link", { name: "Preview the saved draft as members will see it" }).click();
  await expect(admin.getByTestId("preview-banner")).toContainText("Preview — members do not see this yet");
  await expect(admin.getByRole("heading", { level: 1, name: "Pricing a chip for a fleet" })).toBeVisible();
  await expect(admin.getByText("Charge per windshield.")).toBeVisible();
  await screenshots(admin, "studio-preview", javaScriptEnabled);

  // Not yet on the member's page.
  completeModule("intro");
  const member = await pageAs(browser, "member", javaScriptEnabled);
  const response = await go(member, `/lesson/intro/${lessonId(javaScriptEnabled)}`);
  expect(response?.status()).toBe(404);

  // An admin has no Publish buttons; a super admin publishes the module.
  await go(admin, COURSE);
  await expect(admin.getByRole("button", { name: "Publish module" })).toHaveCount(0);
  const publisher = await pageAs(browser, "superAdmin", javaScriptEnabled);
  await go(publisher, COURSE);
  await publisher.locator('[data-module="intro"]').getByRole("button", { name: "Publish module" }).click();
  await expect(publisher.locator(`[data-lesson="${lessonId(javaScriptEnabled)}"]`).getByTestId("unpublished")).toHaveCount(0);
  await expect(publisher.locator(`[data-lesson="${lessonId(javaScriptEnabled)}"]`).getByTestId("status")).toHaveText("live");

  await go(member, `/lesson/intro/${lessonId(javaScriptEnabled)}`);
  await expect(member.getByRole("heading", { level: 1, name: "Pricing a chip for a fleet" })).toBeVisible();
  await expect(member.getByTestId("video-facade")).toHaveAttribute("href", "https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await expect(member.getByText("Charge per windshield.")).toBeVisible();
});

test("the outline does not move when JavaScript takes over, so a click as the page loads lands where it was aimed", async ({ browser, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript nothing takes over");
  const publisher = await pageAs(browser, "superAdmin", true);
  await publisher.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => shifts.push(...list.getEntries().map((entry) => (entry as PerformanceEntry & { value: number }).value))).observe({
      type: "layout-shift",
      buffered: true,
    });
  });
  await go(publisher, COURSE);
  await expectHydrated(publisher.locator('[data-module="intro"]').getByRole("button", { name: "Publish module" }));
  // A frame after hydration, so any shift it caused has been reported.
  await publisher.evaluate(() => new Promise(requestAnimationFrame));
  expect(await publisher.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
  await publisher.context().close();
});

test("a published edit is restored from the history by a super admin, after a confirmation", async ({ browser, javaScriptEnabled }) => {
  const admin = await pageAs(browser, "admin", javaScriptEnabled);
  await go(admin, `${COURSE}/modules/intro`);
  const original = await admin.getByLabel("Title").inputValue();
  await admin.getByLabel("Title").fill("Foundation, renamed");
  await admin.getByRole("radio", { name: /After this many days/ }).check();
  await admin.getByLabel("Days after the member's access began").fill("0");
  await admin.getByRole("button", { name: "Save draft" }).click();
  await expect(admin.getByTestId("releaseAfterDays-error")).toHaveText("Give at least 1 day");
  await admin.getByRole("radio", { name: "At once" }).check();
  await admin.getByRole("button", { name: "Save draft" }).click();
  await expect(admin.locator('[data-module="intro"] h2')).toHaveText("Foundation, renamed");

  const publisher = await pageAs(browser, "superAdmin", javaScriptEnabled);
  await go(publisher, COURSE);
  await publisher.locator('[data-module="intro"]').getByRole("button", { name: "Publish module" }).click();
  await expect(publisher.locator('[data-module="intro"] [data-testid="unpublished"]').first()).toHaveCount(0);

  await publisher.getByRole("link", { name: "History of publishes" }).click();
  const entries = publisher.getByTestId("revision-entry");
  await expect(entries.first()).toContainText("Changed module Foundation, renamed: title");
  // The publish before the rename: the first test's, with the original title.
  await entries.nth(1).getByRole("link").click();
  await expect(publisher.getByTestId("revision")).toContainText("lessons");
  await screenshots(publisher, "studio-history", javaScriptEnabled);
  await publisher.getByRole("link", { name: "Restore this revision…" }).click();
  await publisher.getByRole("button", { name: /^Yes, restore revision/ }).click();
  await expect(publisher.getByTestId("revision-entry").first()).toContainText("Restored revision");

  await go(admin, COURSE);
  await expect(admin.locator('[data-module="intro"] h2')).toHaveText(original);
  // An admin may look at the history but not restore.
  await go(admin, `${COURSE}/history`);
  await expect(admin.getByRole("link", { name: "Restore this revision…" })).toHaveCount(0);
});

test("a quiz question's new prompt, once published, is asked in the member's next attempt", async ({ browser, javaScriptEnabled }) => {
  const admin = await pageAs(browser, "admin", javaScriptEnabled);
  await go(admin, `${COURSE}/quizzes/intro`);
  await expect(admin.getByTestId("pass-rate").first()).toBeVisible();
  await screenshots(admin, "studio-quiz", javaScriptEnabled);
  const prompt = `Which line opens a chip-repair pitch best? (${javaScriptEnabled ? "js" : "no-js"})`;
  await admin.locator("#q0-prompt").fill(prompt);
  // Every question in use asked in each attempt, so the changed one surely is (the last row is the blank new question).
  const pool =
    (await admin
      .locator('select[name$=".status"]')
      .evaluateAll((selects) => selects.filter((select) => (select as HTMLSelectElement).value === "live").length)) - 1;
  await admin.getByLabel("Questions per attempt").fill(String(pool + 1));
  await admin.getByRole("button", { name: "Save draft" }).click();
  await expect(admin.getByTestId("ask-error")).toHaveText(`The pool has ${pool} questions in use: ask at most that many`);
  await expect(admin.locator("#q0-prompt")).toHaveValue(prompt);
  await admin.getByLabel("Questions per attempt").fill(String(pool));
  await admin.getByRole("button", { name: "Save draft" }).click();
  await expect(admin.getByText(/^Not saved/)).toHaveCount(0);
  await expect(admin.locator("#q0-prompt")).toHaveValue(prompt);
  await expect(admin.getByLabel("Questions per attempt")).toHaveValue(String(pool));

  const publisher = await pageAs(browser, "superAdmin", javaScriptEnabled);
  await go(publisher, COURSE);
  await publisher.locator('[data-module="intro"]').getByRole("button", { name: "Publish quiz" }).click();
  await expect(publisher.locator('[data-module="intro"]').getByText(/^Quiz:/)).toBeVisible();

  completeModule("intro");
  const member = await pageAs(browser, "member", javaScriptEnabled);
  await go(member, "/quiz/intro");
  await expect(member.getByText(prompt)).toBeVisible();
});

test("a stale save is refused with who changed the lesson and when, and the typed text is kept", async ({ browser, javaScriptEnabled }) => {
  const lesson = `${COURSE}/lessons/intro/why-no-cost`;
  const first = await pageAs(browser, "admin", javaScriptEnabled);
  const second = await pageAs(browser, "otherAdmin", javaScriptEnabled);
  await go(first, lesson);
  await go(second, lesson);
  await first.getByLabel("Description").fill("The first admin's description.");
  await first.getByRole("button", { name: "Save draft" }).click();
  await expect(first.getByLabel("Description")).toHaveValue("The first admin's description.");
  await second.getByLabel("Description").fill("The second admin's description.");
  await second.getByRole("button", { name: "Save draft" }).click();
  await expect(second.getByTestId("stale-edit")).toContainText(`${users.admin.email} changed this on`);
  await expect(second.getByTestId("stale-edit")).toContainText("your edit was not saved; reload to see their version");
  await expect(second.getByLabel("Description")).toHaveValue("The second admin's description.");
  await second.getByRole("link", { name: "reload to see their version" }).click();
  await expect(second.getByLabel("Description")).toHaveValue("The first admin's description.");
});
