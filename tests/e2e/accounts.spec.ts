import { expect, test } from "@playwright/test";
import { createResetToken, createUser, signInAs } from "./fixtures/accounts";
import { queryDatabase, waitForRows } from "./support/database";

async function signIn(page: import("@playwright/test").Page, email: string, password: string) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test.describe("accounts", () => {
  test("sign in lands on /welcome, sign out ends the session", async ({ page }) => {
    const user = await createUser({ firstName: "Jordan" });
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "Member Sign In" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute("href", "/forgot-password");
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByText("Welcome back!").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome, Jordan!" })).toBeVisible();
    await expect(page.getByText("Member's Only Area")).toBeVisible();
    await expect(page.getByText("Training Active")).toBeVisible();
    await expect(page.getByText("AI Coach Ready")).toBeVisible();
    await expect(page.getByRole("link", { name: "My Account" }).first()).toBeVisible();
    // A signed-in visitor going to the sign-in page is sent to /welcome
    await page.goto("/login");
    await expect(page).toHaveURL(/\/welcome$/);

    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("heading", { name: "Member Sign In" })).toBeVisible();
    await page.goto("/welcome");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fwelcome$/);
  });

  test("'Sign out on all devices' on /welcome ends the member's other sessions too", async ({ page, browser, baseURL }) => {
    const user = await createUser();
    const phone = await browser.newContext();
    const phonePage = await phone.newPage();
    await signInAs(phonePage, user, baseURL!);
    await signInAs(page, user, baseURL!);
    await page.goto("/welcome");
    await page.getByRole("button", { name: "Sign out on all devices" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(queryDatabase("select id_hash from sessions where user_id = ?", user.id)).toEqual([]);
    await phonePage.goto("/welcome");
    await expect(phonePage).toHaveURL(/\/auth\?redirectTo=/);
    await phone.close();
  });

  test("sign-in says which field is missing, from the shared schema, with or without JavaScript", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("E-mail").fill("someone@example.test");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByTestId("password-error")).toHaveText("Please enter your password");
    await expect(page.getByLabel("E-mail")).toHaveValue("someone@example.test");
    await page.getByLabel("E-mail").fill("");
    await page.getByLabel("Password").fill("something");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByTestId("email-error")).toHaveText("Please enter your e-mail address");
  });

  test("the super admin from SUPER_ADMIN_EMAIL/PASSWORD exists from start (the production build runs its start-up work)", async ({ page }) => {
    await page.goto("/auth");
    await signIn(page, "admin@example.test", "admin-password-123");
    // The owner lands in the admin area.
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin" })).toBeVisible();
    await expect(page.getByText("Signed in as admin@example.test")).toBeVisible();
  });

  test("a wrong password says why and keeps the e-mail", async ({ page }) => {
    const user = await createUser();
    await page.goto("/auth");
    await signIn(page, user.email, "not the password");
    await expect(page.getByRole("alert")).toContainText("Sign in failed");
    await expect(page.getByRole("alert")).toContainText("That e-mail and password do not match an account.");
    await expect(page.getByLabel("E-mail")).toHaveValue(user.email);
  });

  test("after sign-in the visitor returns to the page that asked, never off-site", async ({ page }) => {
    test.slow(); // eleven sign-ins and sign-outs, each sign-in hashing with argon2
    const user = await createUser();
    await page.goto("/welcome?support=open");
    await expect(page).toHaveURL(/redirectTo=/);
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/welcome\?support=open$/);

    // Tabs, newlines and backslashes are dropped or turned around by browsers: all of these
    // would lead off-site if taken as they are.
    // Dot segments resolve away, leaving a path that starts with '//'.
    for (const hostile of [
      "//evil.example/phish",
      "/\t/evil.example",
      "/\\evil.example",
      "\\/evil.example",
      "/\n/evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "/.//evil.example/x",
      "/..//evil.example/x",
      "/%2e//evil.example/x",
    ]) {
      await page.getByRole("button", { name: "Sign Out", exact: true }).click();
      // Wait for the sign-out to land, as a visitor would see it, before going on.
      await expect(page.getByRole("heading", { name: "Member Sign In" })).toBeVisible();
      await page.goto(`/auth?${new URLSearchParams({ redirectTo: hostile })}`);
      await signIn(page, user.email, user.password);
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/welcome$/);
    }
  });

  test("the greeting falls back from display name to first name to e-mail", async ({ page, baseURL }) => {
    const named = await createUser({ firstName: "Sam", displayName: "Sammy" });
    await signInAs(page, named, baseURL!);
    await page.goto("/welcome");
    await expect(page.getByRole("heading", { name: "Welcome, Sammy!" })).toBeVisible();

    const firstOnly = await createUser({ firstName: "Robin", displayName: null });
    await signInAs(page, firstOnly, baseURL!);
    await page.goto("/welcome");
    await expect(page.getByRole("heading", { name: "Welcome, Robin!" })).toBeVisible();

    const nameless = await createUser({ firstName: null, displayName: null });
    await signInAs(page, nameless, baseURL!);
    await page.goto("/welcome");
    await expect(page.getByRole("heading", { name: `Welcome, ${nameless.email.split("@")[0]}!` })).toBeVisible();
  });

  test("Contact Support opens and closes the support panel", async ({ page, baseURL }) => {
    await signInAs(page, await createUser(), baseURL!);
    await page.goto("/welcome");
    await expect(page.getByRole("heading", { name: "Contact Support", level: 2 }).nth(1)).toHaveCount(0);
    await page.getByRole("link", { name: /Contact Support/ }).click();
    const panel = page.locator("#support");
    await expect(panel).toBeVisible();
    await expect(panel).toContainText("Monday-Friday: 8:00 AM-6:00 PM MST");
    await expect(panel).toContainText("Saturday and Sunday: Closed");
    await expect(panel.getByRole("link", { name: "Text support" })).toHaveAttribute("href", /^sms:/);
    await expect(panel.getByRole("link", { name: "Email support" })).toHaveAttribute("href", /^mailto:/);
    await panel.getByRole("link", { name: "Close" }).click();
    await expect(page.locator("#support")).toHaveCount(0);
  });

  test("forgot password: e-mail, reset, sign in with the new password; the link works once", async ({ page }) => {
    const user = await createUser();
    await page.goto("/forgot-password");
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Try Different Email" })).toBeVisible();

    const [mail] = await waitForRows<{ text_body: string }>("select text_body from mail where to_address = ?", user.email);
    const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text_body)![0];
    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("short");
    await page.getByLabel("Confirm new password").fill("different");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("a brand new password");
    await page.getByLabel("Confirm new password").fill("a brand new password");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByRole("heading", { name: "Password Updated" })).toBeVisible();
    await page.waitForURL(/\/auth$/, { timeout: 6_000 }); // after 3 seconds, with or without JavaScript

    await signIn(page, user.email, "a brand new password");
    await expect(page).toHaveURL(/\/welcome$/);

    await page.goto(link);
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByText("Invalid or expired link").first()).toBeVisible();
  });

  test("an expired reset link is refused", async ({ page }) => {
    const user = await createUser();
    await page.goto(`/reset-password?token=${createResetToken(user, -60_000)}`);
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByText("Invalid or expired link").first()).toBeVisible();
  });

  test("the reset link in the e-mail points at the site's own address, whatever Host a request claims", async ({ request, baseURL }) => {
    const user = await createUser();
    const response = await request.post("/forgot-password", {
      form: { email: user.email },
      headers: { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
    });
    expect(response.status()).toBe(200);
    const [mail] = await waitForRows<{ text_body: string }>("select text_body from mail where to_address = ?", user.email);
    expect(mail.text_body).not.toContain("evil.example");
    expect(mail.text_body).toContain(`${baseURL}/reset-password?token=`);
  });

  test("a forgot-password request never reveals whether an account exists", async ({ page }) => {
    await page.goto("/forgot-password");
    await page.getByLabel("E-mail").fill("nobody-here@example.test");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  });

  test("a manually created account must choose its own password on first sign-in", async ({ page }) => {
    const user = await createUser({ needsPasswordChange: true, password: "temporary-pass" });
    await page.goto("/auth");
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/change-password$/);
    await page.goto("/welcome");
    await expect(page).toHaveURL(/\/change-password$/);
    await page.getByLabel("New password", { exact: true }).fill("my own password");
    await page.getByLabel("Confirm new password").fill("my own password!");
    await page.getByRole("button", { name: "Save Password" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("my own password");
    await page.getByLabel("Confirm new password").fill("my own password");
    await page.getByRole("button", { name: "Save Password" }).click();
    await expect(page).toHaveURL(/\/welcome$/);
    await page.goto("/welcome");
    await expect(page).toHaveURL(/\/welcome$/);
  });

  test("sign-up (open on the test server) confirms the e-mail and signs in; with nothing bought, the portal says so", async ({ page, javaScriptEnabled }) => {
    const email = `new-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
    await page.goto("/auth");
    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/terms");
    await expect(page.getByRole("main").getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await page.getByLabel("Full Name").fill("Casey Morgan");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("casey-pass");
    await page.getByLabel("Confirm Password").fill("casey-pazz");
    if (javaScriptEnabled) {
      await page.getByRole("button", { name: "Show password" }).click();
      await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
    } else {
      await expect(page.getByRole("button", { name: "Show password" })).toHaveCount(0);
    }
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Casey Morgan");
    // A password from the breach lists is refused by the server, next to the field, the rest kept.
    await page.getByLabel("Password", { exact: true }).fill("password1");
    await page.getByLabel("Confirm Password").fill("password1");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("That password is one of the most used")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Casey Morgan");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await page.getByLabel("Password", { exact: true }).fill("casey-pass");
    await page.getByLabel("Confirm Password").fill("casey-pass");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

    // Not confirmed yet: sign-in explains what to do
    await page.goto("/auth");
    await signIn(page, email, "casey-pass");
    await expect(page.getByRole("alert")).toContainText("Please confirm your e-mail address first");

    const [mail] = await waitForRows<{ text_body: string }>("select text_body from mail where to_address = ?", email);
    const link = /https?:\/\/\S+\/auth\/confirm\?token=\S+/.exec(mail.text_body)![0];
    // Opening the link (as a mail scanner would) confirms nothing; the button does.
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Confirm your e-mail" })).toBeVisible();
    await page.goto(link);
    // The mailbox's owner chooses the password here (whoever signed up may not own the address).
    await page.getByLabel("New password", { exact: true }).fill("casey-chooses-this");
    await page.getByLabel("Confirm new password").fill("casey-chooses-this");
    await page.getByRole("button", { name: "Confirm My E-mail" }).click();
    // Signed in; the member portal opens with a purchase, which a new account has not made.
    await expect(page).toHaveURL(/\/no-access$/);
    await expect(page.getByRole("heading", { name: "Hello, Casey" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "This account has no training plan yet" })).toBeVisible();
    // Used once: the link now says so
    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Member Sign In" })).toBeVisible();
    await page.goto(link);
    await expect(page.getByText("Invalid or expired link").first()).toBeVisible();
    // The password typed at sign-up no longer works; the one chosen on the confirmation page does.
    await page.goto("/auth");
    await signIn(page, email, "casey-pass");
    await expect(page.getByRole("alert")).toContainText("That e-mail and password do not match an account.");
    await signIn(page, email, "casey-chooses-this");
    await expect(page).toHaveURL(/\/no-access$/);
  });

  test("sign-up for an address that has an account answers the same, and tells the owner instead", async ({ page }) => {
    const owner = await createUser();
    await page.goto("/auth?mode=signup");
    await page.getByLabel("Full Name").fill("Someone Else");
    await page.getByLabel("Email").fill(owner.email);
    await page.getByLabel("Password", { exact: true }).fill("another-pass");
    await page.getByLabel("Confirm Password").fill("another-pass");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    const [mail] = await waitForRows<{ subject: string; text_body: string }>("select subject, text_body from mail where to_address = ?", owner.email);
    expect(mail.subject).toBe("Someone tried to create a Chip Repair Academy account with your e-mail");
    expect(mail.text_body).not.toContain("token=");
  });

  test("changing a known password needs the current one; other devices are signed out", async ({ page, baseURL, browser }) => {
    const user = await createUser({ password: "first-password" });
    await signInAs(page, user, baseURL!);
    const otherDevice = await browser.newContext();
    const otherPage = await otherDevice.newPage();
    await signInAs(otherPage, user, baseURL!);

    await page.goto("/change-password");
    await expect(page.getByRole("heading", { name: "Change your password" })).toBeVisible();
    await page.getByLabel("Current password").fill("not-my-password");
    await page.getByLabel("New password", { exact: true }).fill("second-password");
    await page.getByLabel("Confirm new password").fill("second-password");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("That is not your current password")).toBeVisible();

    // The page it returns to is on this site, however the address is written.
    await page.goto(`/change-password?${new URLSearchParams({ redirectTo: "/.//evil.example/x" })}`);
    await page.getByLabel("Current password").fill("first-password");
    await page.getByLabel("New password", { exact: true }).fill("second-password");
    await page.getByLabel("Confirm new password").fill("second-password");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/welcome$/);
    await expect(page.getByText("Password updated successfully!").first()).toBeVisible();

    await otherPage.goto("/welcome");
    await expect(otherPage).toHaveURL(/\/auth\?redirectTo=/);
    await otherDevice.close();
  });

  test("/terms and /privacy exist", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible();
    await page.goto("/privacy");
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });

  test("cross-site sign-in and sign-out posts are refused", async ({ request }) => {
    const user = await createUser();
    const response = await request.post("/auth", {
      form: { email: user.email, password: user.password },
      headers: { origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.headers()["set-cookie"] ?? "").not.toContain("__session");
  });
});

test.describe("authorization", () => {
  // Every protected route as each kind of visitor. A new protected route is added here.
  const memberRoutes = ["/welcome", "/change-password", "/dashboard", "/lesson/intro/why-no-cost", "/business-resources", "/training-access", "/account"];

  for (const route of memberRoutes) {
    test(`${route}: a visitor is sent to sign in, a member gets the page`, async ({ request, page, baseURL }) => {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(`/auth?redirectTo=${encodeURIComponent(route)}`);
      for (const roles of [[], ["admin"], ["super_admin"]] as const) {
        await signInAs(page, await createUser({ roles: [...roles] }), baseURL!);
        expect((await page.goto(route))?.status()).toBe(200);
      }
    });
  }

  const memberActions = [
    ["/change-password", { password: "whatever1", confirmPassword: "whatever1" }],
    ["/lesson/intro/why-no-cost", { intent: "complete" }],
    ["/account", { firstName: "Mallory" }],
    ["/welcome", { intent: "ask", message: "What do I charge?" }],
    ["/dashboard?tab=coach", { intent: "ask", message: "What do I charge?" }],
    ["/coach/reply", { message: "What do I charge?" }],
  ] as const;
  for (const [route, form] of memberActions) {
    test(`the ${route} action refuses a visitor`, async ({ request }) => {
      const response = await request.post(route, { form, maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toMatch(/^\/auth\?redirectTo=/);
    });
  }

  test("the bootcamp course area: a visitor is sent to /login, and no role opens it without a purchase", async ({ request, page, baseURL }) => {
    const [lesson] = queryDatabase<{ module_id: string; id: string }>("select module_id, id from course_lessons limit 1");
    const lessonPath = `/course-lesson/${lesson.module_id}/${lesson.id}`;
    for (const route of ["/course-access", lessonPath]) {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(`/login?redirectTo=${encodeURIComponent(route)}`);
    }
    for (const roles of [[], ["admin"], ["super_admin"]] as const) {
      await signInAs(page, await createUser({ roles: [...roles] }), baseURL!);
      expect((await page.goto("/course-access"))?.status()).toBe(200);
      await expect(page.getByRole("heading", { name: "Course Access Required" })).toBeVisible();
      await page.goto(lessonPath);
      await expect(page).toHaveURL(/\/bootcamp$/);
    }
  });

  test("a member who must change a temporary password is sent there from every portal page", async ({ page, baseURL }) => {
    await signInAs(page, await createUser({ needsPasswordChange: true }), baseURL!);
    for (const route of memberRoutes.filter((candidate) => candidate !== "/change-password")) {
      await page.goto(route);
      await expect(page, route).toHaveURL(/\/change-password$/);
    }
  });

  test("sign out only answers POST", async ({ request }) => {
    const response = await request.get("/logout", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/");
  });
});
