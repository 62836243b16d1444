import { expect, type Browser, type Page } from "@playwright/test";
import { createUser, sessionCookie, type TestUser } from "./fixtures/accounts";
import { test } from "./support/html-checker";
import { pageOn, startServerOnCopy } from "./support/own-server";
import { onDatabase, type ServerProcess } from "./support/server-process";

// Transcripts and the release schedule through the course studio, as members meet them: a
// caption file uploaded (a bad one refused in place), published, read under the video; a
// module set to open a week after access began, closed on the dashboard and the lesson page
// until the clock (the member's access date, moved in the database) passes it, and opened at
// once for another member by a super admin. Publishing changes the course, so this runs on a
// server of its own, started on a copy of the test server's database.

const COURSE = "/admin/courses/chip-repair-business-course";
const CAPTIONS = `WEBVTT

00:00.000 --> 00:04.000
<v Dave>Start with a practice chip on a scrap windshield.</v>

00:04.000 --> 00:09.000
<v Dave>Tap it once with the center punch, no harder.</v>
`;

type Role = "admin" | "superAdmin" | "member" | "otherMember";
let server: ServerProcess;
const cookies = {} as Record<Role, { name: string; value: string }>;
const users = {} as Record<Role, TestUser>;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  users.admin = await createUser({ roles: ["admin"] });
  users.superAdmin = await createUser({ roles: ["super_admin"] });
  users.member = await createUser();
  users.otherMember = await createUser();
  for (const role of Object.keys(users) as Role[]) cookies[role] = await sessionCookie(users[role]);
  server = await startServerOnCopy({ RATE_LIMIT_MULTIPLIER: "1000", SUPER_ADMIN_EMAIL: "admin@example.test", SUPER_ADMIN_PASSWORD: "admin-password-123" });
});

test.afterAll(async () => {
  await server?.stop();
});

const pageAs = (browser: Browser, role: Role, javaScriptEnabled: boolean): Promise<Page> => pageOn(browser, server, cookies[role], javaScriptEnabled);

const go = (page: Page, pathname: string) => page.goto(`${server.baseURL}${pathname}`);

async function publishModule(browser: Browser, moduleId: string, javaScriptEnabled: boolean) {
  const publisher = await pageAs(browser, "superAdmin", javaScriptEnabled);
  await go(publisher, COURSE);
  await publisher.locator(`[data-module="${moduleId}"]`).getByRole("button", { name: "Publish module" }).click();
  await expect(publisher.locator(`[data-module="${moduleId}"] [data-testid="unpublished"]`)).toHaveCount(0);
}

test("a lesson's caption file, checked on upload, is read as a transcript under the video once published", async ({
  browser,
  javaScriptEnabled,
  servedHtml,
}) => {
  const admin = await pageAs(browser, "admin", javaScriptEnabled);
  await go(admin, `${COURSE}/lessons/pro-kit/creating-practice-chip`);
  await expect(admin.getByText("No transcript yet.")).toBeVisible();
  await admin
    .getByLabel("Caption file")
    .setInputFiles({ name: "captions.vtt", mimeType: "text/vtt", buffer: Buffer.from("1\n00:00:01,000 --> 00:00:02,000\nAn SRT file") });
  await admin.getByLabel("Description").fill("Make a chip to practise on.");
  await admin.getByRole("button", { name: "Save draft" }).click();
  await expect(admin.getByTestId("transcript-error")).toContainText("This is not a valid WebVTT caption file: line 1");
  await expect(admin.getByLabel("Description")).toHaveValue("Make a chip to practise on.");

  await admin.getByLabel("Caption file").setInputFiles({ name: "captions.vtt", mimeType: "text/vtt", buffer: Buffer.from(CAPTIONS) });
  await admin.getByRole("button", { name: "Save draft" }).click();
  await expect(admin.getByText("This lesson has a transcript (1 paragraphs).")).toBeVisible();

  await publishModule(browser, "pro-kit", javaScriptEnabled);
  const member = await pageAs(browser, "member", javaScriptEnabled);
  await go(member, "/lesson/pro-kit/creating-practice-chip");
  const transcript = member.getByTestId("lesson-transcript");
  await transcript.getByText("Transcript").click();
  await expect(transcript).toContainText("Dave: Start with a practice chip on a scrap windshield. Tap it once with the center punch, no harder.");
  await expect(transcript).toContainText("0:00");
  const problems = await servedHtml.problems();
  expect(problems, problems.join("\n")).toEqual([]);
});

test("a module set to open a week after access began is closed until then, and a super admin can open it for one member", async ({
  browser,
  javaScriptEnabled,
}) => {
  const admin = await pageAs(browser, "admin", javaScriptEnabled);
  await go(admin, `${COURSE}/modules/gas-stations`);
  await admin.getByRole("radio", { name: /After this many days/ }).check();
  await admin.getByLabel("Days after the member's access began").fill("7");
  await admin.getByRole("button", { name: "Save draft" }).click();
  await expect(admin.getByText(/^Saved/).first()).toBeVisible();
  await publishModule(browser, "gas-stations", javaScriptEnabled);

  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toLocaleDateString("en-US", { dateStyle: "full", timeZone: "America/Denver" });
  const member = await pageAs(browser, "member", javaScriptEnabled);
  await go(member, "/dashboard");
  await expect(member.getByTestId("module-gas-stations").getByTestId("module-opens-on")).toHaveText(`Opens on ${inAWeek}`);
  await go(member, "/lesson/gas-stations/gas-intro");
  await expect(member.getByTestId("module-closed")).toContainText(`This module opens on ${inAWeek}.`);

  // Eight days later (the member's access began eight days ago): open.
  onDatabase(server, (database) =>
    database.prepare("update member_access_grants set created_at = ? where user_id = ?").run(Date.now() - 8 * 86_400_000, users.member.id),
  );
  await go(member, "/dashboard");
  await expect(member.getByTestId("module-gas-stations").getByTestId("module-opens-on")).toHaveCount(0);
  await go(member, "/lesson/gas-stations/gas-intro");
  await expect(member.getByTestId("module-closed")).toHaveCount(0);
  await expect(member.getByRole("button", { name: /Mark.*Complete/i })).toBeVisible();

  // Another member, whose access began today: opened by a super admin, audited.
  const other = await pageAs(browser, "otherMember", javaScriptEnabled);
  await go(other, "/dashboard");
  await expect(other.getByTestId("module-gas-stations").getByTestId("module-opens-on")).toBeVisible();
  const publisher = await pageAs(browser, "superAdmin", javaScriptEnabled);
  await go(publisher, `/admin-dashboard/users/${users.otherMember.id}`);
  await publisher.getByRole("button", { name: "Open every module now" }).click();
  await expect(publisher.getByTestId("all-modules-opened")).toBeVisible();
  await go(other, "/dashboard");
  await expect(other.getByTestId("module-gas-stations").getByTestId("module-opens-on")).toHaveCount(0);
  const audited = onDatabase(server, (database) => database.prepare("select count(*) as n from audit_log where action = 'member.open-all-modules'").get()) as {
    n: number;
  };
  expect(audited.n).toBeGreaterThan(0);
});
