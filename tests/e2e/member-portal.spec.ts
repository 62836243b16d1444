import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { curriculum } from "~/content/curriculum";
import { quizzes } from "~/content/quizzes";
import { createUser, signInAs, withDatabase, type TestUser } from "./fixtures/accounts";

// The member portal: dashboard, lessons and progress, resources, account. Every test runs
// with JavaScript on and off.

const TOTAL_LESSONS = 49;
// Every lesson and the checkpoint quiz of each module that has one.
const TOTAL_STEPS = TOTAL_LESSONS + quizzes.length;

function completeEveryLesson(user: TestUser) {
  withDatabase((database) => {
    const complete = database.prepare(
      "insert into lesson_progress (user_id, module_id, lesson_id, completed, completed_at, last_accessed_at) values (?, ?, ?, 1, ?, ?)",
    );
    for (const module of curriculum) for (const lesson of module.lessons) complete.run(user.id, module.id, lesson.id, Date.now(), Date.now());
  });
}

async function signedIn(page: Page, baseURL: string | undefined, options: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(options);
  await signInAs(page, user, baseURL!);
  return user;
}

test("start a lesson from the dashboard, mark it complete, and watch module and overall progress move", async ({ page, baseURL }) => {
  await signedIn(page, baseURL);
  await page.goto("/dashboard");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Welcome" })).toHaveAttribute("href", "/welcome");
  await expect(page.getByTestId("overall-progress-figures")).toHaveText(`0/${TOTAL_STEPS} steps · 0%`);
  // Only 'intro' is open at first
  await expect(page.getByTestId("module-intro")).toHaveAttribute("open", "");
  await expect(page.getByTestId("module-pro-kit")).not.toHaveAttribute("open", "");

  const proKit = page.getByTestId("module-pro-kit");
  await proKit.locator("summary").click();
  await expect(proKit).toHaveAttribute("open", "");
  await expect(page.getByTestId("lesson-row-pro-kit-drilling")).toContainText("Locked");
  await proKit.getByRole("link", { name: /Start lesson \d+: Creating a Practice Chip/ }).click();

  await expect(page).toHaveURL(/\/lesson\/pro-kit\/creating-practice-chip$/);
  await expect(page.getByTestId("module-badge")).toHaveText("Pro Kit Repair Technique");
  await expect(page.getByRole("heading", { level: 1, name: "Creating a Practice Chip" })).toBeVisible();
  await expect(page.getByTestId("module-progress-figures")).toHaveText("0/14 steps · 0%");
  await page.getByRole("button", { name: "Mark Lesson Complete" }).click();

  await expect(page.getByText("Lesson Completed!").first()).toBeVisible();
  await expect(page.getByText("Great job! Your progress has been saved.").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Lesson Completed" })).toBeDisabled();
  await expect(page.getByTestId("module-progress-figures")).toHaveText("1/14 steps · 7%");
  await expect(page.getByTestId("overall-progress-figures")).toHaveText(`1/${TOTAL_STEPS} steps · 2%`);

  await page.getByRole("link", { name: "Back to Course Overview" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("overall-progress-figures")).toHaveText(`1/${TOTAL_STEPS} steps · 2%`);
  await expect(page.getByTestId("lesson-row-pro-kit-creating-practice-chip")).toContainText("Completed");
  // The next lesson opened; the one after it waits
  // (inside the collapsed module card, so looked up as an element, not by its visible role)
  await expect(page.getByTestId("lesson-row-pro-kit-drilling").locator("a")).toHaveAttribute("href", "/lesson/pro-kit/drilling");
  await expect(page.getByTestId("lesson-row-pro-kit-applying-bridge")).toContainText("Locked");
});

test("with every lesson open, the dashboard's route discovery asks for all of them and is answered", async ({ page, baseURL, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "route discovery is done by the page's script");
  const user = await signedIn(page, baseURL);
  completeEveryLesson(user);
  const discovery: { status: number; paths: string[] }[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname === "/__manifest") discovery.push({ status: response.status(), paths: url.searchParams.getAll("p") });
  });
  const firstBatch = page.waitForResponse((response) => new URL(response.url()).pathname === "/__manifest");
  await page.goto("/dashboard");
  await expect(page.getByTestId("overall-progress-figures")).toHaveText(
    `${TOTAL_LESSONS}/${TOTAL_STEPS} steps · ${Math.round((TOTAL_LESSONS / TOTAL_STEPS) * 100)}%`,
  );
  await firstBatch;
  expect(discovery.map(({ status }) => status)).toEqual(discovery.map(() => 200));
  const asked = new Set(discovery.flatMap(({ paths }) => paths));
  for (const module of curriculum) for (const lesson of module.lessons) expect(asked).toContain(`/lesson/${module.id}/${lesson.id}`);
});

test("previous and next walk the whole course across module boundaries; a locked lesson says what opens it", async ({ page, baseURL }) => {
  await signedIn(page, baseURL);
  await page.goto("/lesson/welcome/welcome");
  await expect(page.getByRole("button", { name: "Previous Lesson" })).toBeDisabled();
  await page.getByRole("link", { name: /Next Lesson/ }).click();
  await expect(page).toHaveURL(/\/lesson\/intro\/why-no-cost$/);

  await page.goto("/lesson/omega-edi/introduction-to-omega");
  await page.getByRole("link", { name: /Previous Lesson/ }).click();
  await expect(page).toHaveURL(/\/lesson\/intro\/entity-setup$/);
  await expect(page.getByTestId("lesson-locked")).toContainText("This lesson opens once you complete the one before it.");
  await expect(page.getByRole("button", { name: "Mark Lesson Complete" })).toHaveCount(0);
  await page.getByRole("link", { name: "Go to Designing a Simple Logo" }).click();
  await expect(page).toHaveURL(/\/lesson\/intro\/logo-design$/);

  await page.goto("/lesson/business-resources/build-website");
  await expect(page.getByRole("button", { name: "Next Lesson" })).toBeDisabled();
});

test("the welcome page offers the last opened lesson to continue", async ({ page, baseURL }) => {
  await signedIn(page, baseURL);
  await page.goto("/welcome");
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
  await expect(page.getByTestId("resume-lesson")).toHaveCount(0);
  await page.goto("/lesson/omega-edi/introduction-to-omega");
  await expect(page.getByRole("heading", { level: 1, name: "Introduction to Omega EDI" })).toBeVisible();
  await page.goto("/welcome");
  await expect(page.getByTestId("resume-lesson")).toContainText("Continue where you left off");
  await page.getByTestId("resume-lesson").click();
  await expect(page).toHaveURL(/\/lesson\/omega-edi\/introduction-to-omega$/);
});

test("the website lesson reads in five tabs; it is completed from the Launch tab", async ({ page, baseURL }) => {
  await signedIn(page, baseURL);
  await page.goto("/lesson/business-resources/build-website");
  const tabs = page.getByRole("navigation", { name: "Lesson sections" }).getByRole("link");
  await expect(tabs).toHaveText(["Getting Started", "Setup", "Design", "Features", "Launch"]);
  await expect(tabs.first()).toHaveAttribute("aria-current", "page");
  await expect(page.locator(".lesson-text h2").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark Lesson Complete" })).toHaveCount(0);

  await page.getByRole("link", { name: "Design" }).click();
  await expect(page).toHaveURL(/tab=design#lesson-sections$/);
  await expect(page.getByRole("link", { name: "Design" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "Launch" }).click();
  await expect(page).toHaveURL(/tab=launch#lesson-sections$/);
  await page.getByRole("button", { name: "Mark Lesson Complete" }).click();
  await expect(page.getByRole("button", { name: "Lesson Completed" })).toBeDisabled();
  await expect(page).toHaveURL(/tab=launch$/);
});

test("a lesson without its video yet says so instead of showing a broken player", async ({ page, baseURL }) => {
  await signedIn(page, baseURL);
  await page.goto("/lesson/mobile/mobile-operation");
  await expect(page.getByTestId("video-coming-soon")).toContainText("Video coming soon");
  await expect(page.getByTestId("video-facade")).toHaveCount(0);
});

test("an unknown lesson answers 404 with a way back", async ({ page, baseURL }) => {
  await signedIn(page, baseURL);
  const response = await page.goto("/lesson/pro-kit/no-such-lesson");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Lesson Not Found" })).toBeVisible();
  await expect(page.getByText("The requested lesson could not be found.")).toBeVisible();
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the dashboard's tabs are links; Contact shows the support details and hours", async ({ page, baseURL }) => {
  await signedIn(page, baseURL);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/tab=contact#course-sections$/);
  await expect(page.locator("#support")).toContainText("Monday-Friday: 8:00 AM-6:00 PM MST");
  await expect(page.locator("#support")).toContainText("Saturday and Sunday: Closed");
  await page.getByRole("link", { name: "On-demand Coach" }).click();
  await expect(page).toHaveURL(/tab=coach#course-sections$/);
  await expect(page.getByRole("link", { name: "On-demand Coach" })).toHaveAttribute("aria-current", "page");
});

test("business resources open in a new tab, with their button labels, and our own files are served", async ({ page, baseURL, request }) => {
  await signedIn(page, baseURL);
  await page.goto("/business-resources");
  for (const heading of ["Marketing", "Insurance Processing", "Sales Tools"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  for (const label of [
    "Open the banner design",
    "Print the flyer",
    "Open the business card design",
    "Create a logo",
    "Set up your Google profile",
    "Set up your Facebook page",
    "Visit Omega EDI",
    "Print the new-shop form (PDF)",
    "Register with Lynx",
    "Visit Gerber National",
    "Open the tracking sheet in Excel or Google Sheets",
  ]) {
    const link = page.getByRole("link", { name: new RegExp(`^${label.replace(/[()]/g, "\\$&")}`) }).first();
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  const sheet = await page.getByRole("link", { name: /^Open the tracking sheet/ }).getAttribute("href");
  // The member's own browser gets the file; without the member's session it is not a public file.
  const file = await page.request.get(sheet!);
  expect(file.status()).toBe(200);
  expect((await file.text()).split("\n")[0]).toContain("Date,Customer,Phone");
  const anonymous = await request.get(sheet!, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toMatch(/^\/auth\?redirectTo=/);
});

test("the training-only page leads into the course", async ({ page, baseURL }) => {
  await signedIn(page, baseURL);
  await page.goto("/training-access");
  await expect(page.getByRole("heading", { level: 1, name: "Your Training Is Ready" })).toBeVisible();
  await page.getByRole("link", { name: "Start with the welcome lesson" }).click();
  await expect(page).toHaveURL(/\/lesson\/welcome\/welcome$/);
});

test("a member edits their names on My Account and the welcome page greets them by the display name", async ({ page, baseURL }) => {
  const user = await signedIn(page, baseURL, { firstName: "Jordan" });
  await page.goto("/welcome");
  await page.getByRole("link", { name: "My Account" }).first().click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Signed in as ${user.email}`)).toBeVisible();
  await page.getByLabel("First name").fill("");
  await page.getByLabel("Display name").fill("Captain Chip");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Please enter your first name")).toBeVisible();
  await expect(page.getByLabel("Display name")).toHaveValue("Captain Chip");
  await page.getByLabel("First name").fill("Jordan");
  await page.getByLabel("Last name").fill("Reyes");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Profile saved").first()).toBeVisible();
  await page.goto("/welcome");
  await expect(page.getByRole("heading", { name: "Welcome, Captain Chip!" })).toBeVisible();
});

test("searching the course finds lessons and notes, with the matched words marked", async ({ page, baseURL }) => {
  await signedIn(page, baseURL);
  await page.goto("/dashboard");
  await page.getByLabel("Search the course").fill("pit filler <b>");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=pit\+filler/);
  const results = page.getByTestId("search-results");
  await expect(results.getByRole("link", { name: "Applying Pit Filler" }).first()).toHaveAttribute("href", "/lesson/pro-kit/pit-filler");
  await expect(results.locator("mark").first()).toHaveText(/^(pit|filler)/i);
  // What was typed is shown as text, never as markup
  await expect(page.getByRole("heading", { name: "Results for “pit filler <b>”" })).toBeVisible();

  await page.getByLabel("Search the course").fill("lasagna");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { name: "Nothing in the course matches “lasagna”." })).toBeVisible();
});

/**
 * Answer the quiz on the page: the first `right` questions right, the others wrong, the one at
 * `skipIndex` left blank. Returns the questions asked (drawn from the module's pool).
 */
async function answerQuiz(page: Page, moduleId: string, right: number, skipIndex?: number) {
  const quiz = quizzes.find((candidate) => candidate.moduleId === moduleId)!;
  const fieldsets = page.locator("form fieldset");
  await expect(fieldsets).toHaveCount(quiz.ask);
  const asked = [];
  for (let index = 0; index < quiz.ask; index++) {
    const fieldset = fieldsets.nth(index);
    const legend = (await fieldset.locator("legend").textContent())!;
    const question = quiz.questions.find((candidate) => legend.endsWith(candidate.prompt))!;
    asked.push(question);
    if (index === skipIndex) continue;
    const choice = question.choices.find((candidate) => (index < right ? candidate.id === question.answer : candidate.id !== question.answer))!;
    await fieldset.getByLabel(choice.text, { exact: true }).check();
  }
  return asked;
}

test("a checkpoint quiz: locked until the lessons are done, a missing answer named in place, fail, retry, pass; the module completes", async ({
  page,
  baseURL,
}) => {
  const user = await signedIn(page, baseURL);
  await page.goto("/quiz/omega-edi");
  await expect(page.getByTestId("quiz-locked")).toContainText("This quiz opens once you complete the module's lessons.");
  withDatabase((database) => {
    const complete = database.prepare(
      "insert into lesson_progress (user_id, module_id, lesson_id, completed, completed_at, last_accessed_at) values (?, 'omega-edi', ?, 1, ?, ?)",
    );
    for (const lesson of curriculum.find((module) => module.id === "omega-edi")!.lessons) complete.run(user.id, lesson.id, Date.now(), Date.now());
  });

  await page.goto("/dashboard");
  const module = page.getByTestId("module-omega-edi");
  await module.locator("summary").click();
  await expect(module.getByTestId("module-progress-figures")).toHaveText("2/3 steps · 67%");
  await module.getByRole("link", { name: "Take the quiz: Insurance billing checkpoint" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Insurance billing checkpoint" })).toBeVisible();
  await expect(page.getByTestId("quiz-rule")).toHaveText(
    "5 questions. Answer 80% correctly to pass and complete the module. Not passed? Review the lessons behind the questions you missed, then try again with new questions.",
  );

  // One left blank: named beside its question, the others stay chosen.
  const blank = (await answerQuiz(page, "omega-edi", 2, 1))[1];
  await page.getByRole("button", { name: "Submit Answers" }).click();
  await expect(page.getByText("Answer every question: 1 still needs an answer.")).toBeVisible();
  await expect(page.getByTestId(`question-${blank.id}-error`)).toHaveText("Choose an answer");
  await expect(page.locator("form input[type=radio]:checked")).toHaveCount(4);

  // 2 of 5 right: not passed. The result names the 3 questions missed and their lessons, and
  // nowhere says which choice is right or why.
  const asked = await answerQuiz(page, "omega-edi", 2);
  await page.getByRole("button", { name: "Submit Answers" }).click();
  await expect(page.getByTestId("quiz-result").getByRole("heading")).toHaveText("Not passed yet: 40% (2 of 5 right; 80% passes)");
  await expect(page.getByTestId("quiz-result-question")).toHaveCount(3);
  await expect(page.getByTestId("quiz-result").getByRole("link", { name: "Review the lesson" })).toHaveCount(3);
  const failedPage = (await page.locator("body").textContent())!;
  for (const question of asked) {
    expect(failedPage).not.toContain(question.choices.find((choice) => choice.id === question.answer)!.text);
    expect(failedPage).not.toContain(question.explanation);
  }
  expect(failedPage).not.toContain("The answer:");

  // A retry waits (QUIZ_RETRY_MINUTES, 10 by default); once the wait is over, new questions are drawn.
  await expect(page.getByTestId("quiz-wait")).toContainText("You can try again from");
  await expect(page.getByRole("button", { name: "Submit Answers" })).toHaveCount(0);
  withDatabase((database) => database.prepare("update quiz_attempts set submitted_at = submitted_at - 11 * 60 * 1000 where user_id = ?").run(user.id));
  await page.goto("/quiz/omega-edi");
  await answerQuiz(page, "omega-edi", 5);
  await page.getByRole("button", { name: "Submit Answers" }).click();
  await expect(page.getByTestId("quiz-result").getByRole("heading")).toHaveText("Passed: 100% (5 of 5 right; 80% passes)");
  await expect(page.getByRole("button", { name: "Submit Answers" })).toHaveCount(0);
  // On to the next module, from its first lesson.
  const next = curriculum[curriculum.findIndex((candidate) => candidate.id === "omega-edi") + 1];
  await expect(page.getByTestId("next-module")).toHaveText(`Next module: ${next.title}`);
  await expect(page.getByTestId("next-module")).toHaveAttribute("href", `/lesson/${next.id}/${next.lessons[0].id}`);
  // Passed: now each result shows the answers and why, the failed one's too.
  await expect(page.getByTestId("quiz-result-question")).toHaveCount(5);
  await page.goto("/quiz/omega-edi?attempt=1");
  await expect(page.getByTestId("quiz-result").getByText(/^The answer: /)).toHaveCount(3);

  await page.goto("/dashboard");
  await module.locator("summary").click();
  await expect(module.getByTestId("module-progress-figures")).toHaveText("3/3 steps · 100%");
  await expect(page.getByTestId("quiz-row-omega-edi")).toContainText("Passed");
  await expect(page.getByTestId("quiz-row-omega-edi")).toContainText("best score 100%");
});

test("the course completed: the certificate downloads from /welcome and /account, the public page checks it, and a revoked one says so", async ({
  page,
  baseURL,
  browser,
}) => {
  const name = `Robin Graduate${Date.now().toString(36)}`;
  const member = await signedIn(page, baseURL, { firstName: "Robin", lastName: name.split(" ")[1] });
  completeEveryLesson(member);
  // Every quiz passed but the last one, which the member passes here.
  withDatabase((database) => {
    const passed = database.prepare(
      "insert into quiz_attempts (user_id, module_id, attempt, answers, correct, question_count, score_percent, passed, submitted_at) values (?, ?, 1, '{}', 5, 5, 100, 1, ?)",
    );
    for (const quiz of quizzes) if (quiz.moduleId !== "omega-edi") passed.run(member.id, quiz.moduleId, Date.now());
  });
  await page.goto("/welcome");
  await expect(page.getByTestId("certificate")).toContainText(`It will carry the name on your account, ${name}`);
  await page.goto("/quiz/omega-edi");
  await answerQuiz(page, "omega-edi", 5);
  await page.getByRole("button", { name: "Submit Answers" }).click();
  await expect(page.getByText("Course complete!").first()).toBeVisible();

  await page.goto("/welcome");
  const panel = page.getByTestId("certificate");
  await expect(panel).toContainText("Certificate number CRA-");
  const serial = (await panel.locator("strong").textContent())!;
  const downloading = page.waitForEvent("download");
  await panel.getByRole("link", { name: "Download certificate (PDF)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`certificate-${serial}.pdf`);
  const first = fs.readFileSync(await download.path());
  expect(first.subarray(0, 5).toString()).toBe("%PDF-");

  // The same file from /account.
  await page.goto("/account");
  const again = page.waitForEvent("download");
  await page.getByTestId("certificate").getByRole("link", { name: "Download certificate (PDF)" }).click();
  expect(fs.readFileSync(await (await again).path()).equals(first)).toBe(true);

  // Anyone can check it, with no JavaScript on the page.
  const visitor = await browser.newContext();
  const check = await visitor.newPage();
  await check.goto(`/certificates/${serial}`);
  await expect(check.getByRole("heading", { name: "This certificate is genuine" })).toBeVisible();
  await expect(check.getByTestId("certificate-valid")).toContainText(name);
  await expect(check.getByTestId("certificate-valid")).toContainText("Windshield Chip Repair Business Course");
  expect(await check.locator("script[src]").count()).toBe(0);
  await check.goto(`/certificates/${serial.toLowerCase()}`);
  await expect(check.getByRole("heading", { name: "This certificate is genuine" })).toBeVisible();

  // A super admin revokes it; the public page says so at once.
  await signInAs(page, await createUser({ roles: ["super_admin"] }), baseURL!);
  await page.goto(`/admin-dashboard/users/${member.id}`);
  await expect(page.getByTestId("admin-certificate")).toContainText(serial);
  await page.getByRole("button", { name: "Revoke certificate" }).click();
  await expect(page.getByText("Certificate revoked").first()).toBeVisible();
  await check.reload();
  await expect(check.getByRole("heading", { name: "This certificate was revoked" })).toBeVisible();
  await check.goto("/certificates/CRA-0000-0000-0000-0000");
  await expect(check.getByRole("heading", { name: "No such certificate" })).toBeVisible();
  await visitor.close();
});
