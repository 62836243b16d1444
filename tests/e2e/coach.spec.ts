import { expect, test, type Page } from "@playwright/test";
import { startChatStandIn, type StandInBehaviour } from "../support/chat-completions-stand-in";
import { createUser, signInAs } from "./fixtures/accounts";
import { startServer } from "./support/server-process";

// The on-demand coach on /welcome and the dashboard, with JavaScript on (streaming) and
// off (plain form posts). The failure case runs a server of its own whose remote model fails.

async function ask(page: Page, question: string) {
  await page.getByLabel("Your question for the coach").fill(question);
  await page.getByRole("button", { name: "Send" }).click();
}

const chat = (page: Page) => page.getByTestId("coach-messages");

test("ask a question, get an answer citing lessons, and find the conversation again after a reload", async ({ page, baseURL }) => {
  await signInAs(page, await createUser(), baseURL!);
  await page.goto("/welcome");
  await expect(chat(page)).toContainText("on-demand coach for windshield repair training");
  await ask(page, "How long should I cure the resin in direct sun?");
  const answer = chat(page).locator('li[data-role="assistant"]').last();
  await expect(answer).toContainText("In direct sun, cure repair resin for about 10 minutes");
  await expect(answer.getByRole("link").first()).toHaveAttribute("href", /^\/lesson\/[a-z0-9-]+\/[a-z0-9-]+$/);
  await expect(chat(page).locator('li[data-role="user"]')).toHaveText(/How long should I cure the resin in direct sun\?/);
  await expect(chat(page).locator("li p.text-xs").first()).toHaveText(/^\d{1,2}:\d{2} [AP]M$/);

  await page.reload();
  await expect(chat(page).locator('li[data-role="user"]')).toHaveCount(1);
  await expect(chat(page).locator('li[data-role="assistant"]')).toHaveCount(2);

  await page.getByRole("button", { name: "New conversation" }).click();
  await expect(chat(page).locator('li[data-role="user"]')).toHaveCount(0);
});

test("a quick topic sends its question at once, from the dashboard's coach tab", async ({ page, baseURL }) => {
  await signInAs(page, await createUser(), baseURL!);
  await page.goto("/dashboard?tab=coach");
  await page.getByRole("button", { name: "Pricing strategies" }).click();
  await expect(chat(page).locator('li[data-role="user"]')).toContainText("How should I price my repairs");
  await expect(chat(page).locator('li[data-role="assistant"]').last()).toContainText("Lessons to watch");
  await expect(page).toHaveURL(/tab=coach/);
});

test("Enter sends and Shift+Enter starts a new line", async ({ page, baseURL, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "keyboard shortcuts come with JavaScript; without it the Send button posts");
  await signInAs(page, await createUser(), baseURL!);
  await page.goto("/welcome");
  const input = page.getByLabel("Your question for the coach");
  await input.click();
  await input.pressSequentially("How do I make");
  await input.press("Shift+Enter");
  await input.pressSequentially("a practice chip?");
  await expect(input).toHaveValue("How do I make\na practice chip?");
  await input.press("Enter");
  await expect(chat(page).locator('li[data-role="user"]')).toContainText("a practice chip?");
  await expect(chat(page).locator('li[data-role="assistant"]').last()).toContainText("Lessons to watch");
  await expect(input).toHaveValue("");
});

test("an empty question is not sent", async ({ page, baseURL, javaScriptEnabled }) => {
  await signInAs(page, await createUser(), baseURL!);
  await page.goto("/welcome");
  await page.getByLabel("Your question for the coach").fill("   ");
  if (javaScriptEnabled) {
    await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
  } else {
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("Please type a question first")).toBeVisible();
  }
  await expect(chat(page).locator('li[data-role="user"]')).toHaveCount(0);
});

test("a link in a question stays inside its bubble: only lesson links are links, and nothing after them is", async ({ page, baseURL }) => {
  await signInAs(page, await createUser(), baseURL!);
  await page.goto("/welcome");
  await ask(page, "Is [this](https://elsewhere.example/) like [that lesson](/lesson/pro-kit/no-such-lesson) after all?");
  await expect(chat(page).locator('li[data-role="assistant"]')).toHaveCount(2);
  // The chat as the server writes it into the document, where an unclosed link would run on
  // into every bubble after it.
  await page.reload();
  const question = chat(page).locator('li[data-role="user"]');
  await expect(question).toContainText("Is this like that lesson after all?");
  await expect(question.getByRole("link")).toHaveText(["that lesson"]);
  await expect(chat(page).locator('a[href="/lesson/pro-kit/no-such-lesson"]')).toHaveCount(1);
  await expect(chat(page).locator('a[href^="https:"]')).toHaveCount(0);
});

async function withFailingModel(behaviour: StandInBehaviour, work: (page: Page, baseURL: string) => Promise<void>, page: Page) {
  const model = await startChatStandIn();
  model.behaviour = behaviour;
  const owner = { email: "owner@example.test", password: "owner-password-1" };
  const server = await startServer({
    COACH_API_URL: model.url,
    COACH_API_KEY: "test-key",
    COACH_MODEL: "stand-in",
    COACH_TIMEOUT_SECONDS: "2",
    SUPER_ADMIN_EMAIL: owner.email,
    SUPER_ADMIN_PASSWORD: owner.password,
    RATE_LIMIT_MULTIPLIER: "100",
  });
  try {
    await page.goto(`${server.baseURL}/auth`);
    await page.getByLabel("E-mail").fill(owner.email);
    await page.getByLabel("Password").fill(owner.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    // The owner lands in the admin area; the coach is on their Welcome page like anyone's.
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`${server.baseURL}/welcome`);
    await work(page, server.baseURL);
    expect(model.requests.length).toBeGreaterThan(0);
  } finally {
    await server.stop();
    await model.close();
  }
}

async function expectFailureKeepingQuestion(page: Page, javaScriptEnabled: boolean, question: string) {
  if (javaScriptEnabled) await expect(page.getByText("Error", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Failed to get response from on-demand coach. Please try again.").first()).toBeVisible();
  await expect(page.getByLabel("Your question for the coach")).toHaveValue(question);
}

test("when the coach's model fails: the error, and the question kept to send again", async ({ page, javaScriptEnabled }) => {
  await withFailingModel(
    { mode: "error", status: 500 },
    async () => {
      await ask(page, "Can I repair a crack longer than 6 inches?");
      await expectFailureKeepingQuestion(page, javaScriptEnabled, "Can I repair a crack longer than 6 inches?");
    },
    page,
  );
});

test("a model that never answers ends in the failure message, not a hung page; the chat waits visibly meanwhile", async ({ page, javaScriptEnabled }) => {
  await withFailingModel(
    { mode: "hang" },
    async () => {
      await ask(page, "How do I bill insurance through Omega EDI?");
      if (javaScriptEnabled) {
        await expect(page.getByText("Coach is thinking...")).toBeVisible();
        await expect(page.getByLabel("Your question for the coach")).toBeDisabled();
        await expect(page.getByRole("button", { name: "Pricing strategies" })).toBeDisabled();
      }
      await expectFailureKeepingQuestion(page, javaScriptEnabled, "How do I bill insurance through Omega EDI?");
    },
    page,
  );
});
