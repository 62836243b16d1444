import { expect, test, type Locator, type Page } from "@playwright/test";
import { createUser } from "./fixtures/accounts";
import { metafile } from "./support/build-metafile";

// The account forms bring the form library and their schemas when the visitor first
// interacts with the page. Until that code has arrived the server's HTML form is what the
// visitor uses: it posts on its own, and nothing typed into it is lost when React takes it over.

/** Whether the script at `url` holds code of the form library or of zod. */
function holdsFormCode(url: string): boolean {
  const output = Object.entries(metafile().outputs).find(([script]) => script.endsWith(new URL(url).pathname));
  return Object.entries(output?.[1].inputs ?? {}).some(
    ([input, { bytesInOutput }]) => bytesInOutput > 0 && /node_modules\/(remix-validated-form|zod)\//.test(input),
  );
}

/** Script requests the page makes, and a switch that holds back the form code's until released. */
function watchScripts(page: Page) {
  const requested: string[] = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding = false;
  void page.route("**/assets/**/*.js", async (route) => {
    requested.push(route.request().url());
    if (holding && holdsFormCode(route.request().url())) await released;
    await route.continue();
  });
  return {
    formCodeRequested: () => requested.some(holdsFormCode),
    hold: () => (holding = true),
    release,
  };
}

/** React has taken over this element: the page (or the part it is in) is hydrated. */
async function expectHydrated(element: Locator, hydrated = true) {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps")))).toBe(hydrated);
}

test.describe("account forms load their code on the first interaction", () => {
  test.skip(
    ({ javaScriptEnabled }) => !javaScriptEnabled,
    "the code loading is what JavaScript adds; without it the forms are the same plain posts (accounts.spec.ts)",
  );

  test("sign-in: no form code until the visitor acts; what they type while it loads stays, then fields are checked as typed", async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto("/auth");
    await expectHydrated(page.getByRole("link", { name: "Forgot your password?" }));
    expect(scripts.formCodeRequested()).toBe(false);
    await expectHydrated(page.getByLabel("E-mail"), false);

    scripts.hold();
    await page.getByLabel("E-mail").click();
    await expect.poll(scripts.formCodeRequested).toBe(true);
    await page.keyboard.type("someone@example.test");
    await page.getByLabel("Password").fill("secret");
    scripts.release();

    await expectHydrated(page.getByLabel("E-mail"));
    await expect(page.getByLabel("E-mail")).toHaveValue("someone@example.test");
    await expect(page.getByLabel("Password")).toHaveValue("secret");
    // Checked in the page: emptying the password and leaving it shows the message, no post.
    let posted = false;
    page.on("request", (request) => (posted ||= request.method() === "POST"));
    await page.getByLabel("Password").fill("");
    await page.getByLabel("E-mail").focus();
    await expect(page.getByTestId("password-error")).toHaveText("Please enter your password");
    expect(posted).toBe(false);
  });

  test("a form sent before its code has arrived is posted as plain HTML and answered by the server", async ({ page }) => {
    const scripts = watchScripts(page);
    const user = await createUser();
    await page.goto("/auth");
    await expectHydrated(page.getByRole("link", { name: "Forgot your password?" }));
    scripts.hold();
    await page.getByLabel("E-mail").fill(user.email);
    await expect.poll(scripts.formCodeRequested).toBe(true);
    const post = page.waitForRequest((request) => request.method() === "POST" && request.isNavigationRequest());
    await page.getByRole("button", { name: "Sign In" }).click();
    await post;
    await expect(page.getByTestId("password-error")).toHaveText("Please enter your password");
    await expect(page.getByLabel("E-mail")).toHaveValue(user.email);
    scripts.release();
    // The visitor has used this page's form already: its code comes without waiting for
    // another interaction, and from then on a message follows the field as it is typed.
    await expectHydrated(page.getByLabel("Password"));
    await page.getByLabel("Password").fill(user.password);
    await expect(page.getByTestId("password-error")).toHaveCount(0);
    await expect(page.getByLabel("Password")).toBeFocused();
    await expect(page.getByLabel("E-mail")).toHaveValue(user.email);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/welcome$/);
  });

  test("a form reached by a client-side navigation is there at once and checks as you type", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    // The show/hide toggle is drawn by the form's own code: it came before the page was shown.
    await expect(page.getByRole("button", { name: "Show password" })).toBeVisible();
    await page.getByLabel("Email").fill("not-an-address");
    await page.getByLabel("Email").blur();
    await expect(page.getByTestId("email-error")).toContainText("Please enter a valid e-mail address");
  });

  test("if the form's code cannot be fetched the page is loaded afresh once, then the error page says so", async ({ page }) => {
    await page.route("**/assets/**/*.js", (route) => (holdsFormCode(route.request().url()) ? route.abort() : route.continue()));
    await page.goto("/forgot-password");
    await expectHydrated(page.getByRole("link", { name: "Back to sign in" }));
    const reload = page.waitForEvent("load");
    await page.getByLabel("E-mail").click();
    await reload;
    await expectHydrated(page.getByRole("link", { name: "Back to sign in" }));
    await page.getByLabel("E-mail").click();
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  });
});
