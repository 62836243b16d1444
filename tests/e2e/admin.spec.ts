import { expect, test, type Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { createUser, signInAs, withDatabase, type TestUser } from "./fixtures/accounts";
import { chooseReservedSlot } from "./support/booking-slots";
import { queryDatabase, uniquePhone, uniqueSuffix, waitForRows } from "./support/database";

// The admin area with JavaScript on and off: super admins change things, admins read.

const OWNER = { email: "admin@example.test", password: "admin-password-123" };

async function signInAsOwner(page: Page) {
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

const BOOKING_ANSWERS = { experience: "complete-beginner", investment: "5000-plus", motivation: "replace-income" };

/** A booked call, its start in the last three days (one that can be marked completed or a no-show) or years ahead. */
function insertBooking(name: string, when: "past" | "future" = "future"): { id: number; email: string; phone: string } {
  return withDatabase((database) => {
    const appointment =
      when === "past"
        ? Date.now() - 3_600_000 - Math.floor(Math.random() * 70 * 3_600_000)
        : Date.UTC(2031, 0, 7, 16) + Math.floor(Math.random() * 1e6) * 3_600_000;
    const email = `${uniqueSuffix()}@example.test`;
    const phone = uniquePhone();
    const result = database
      .prepare("insert into bookings (name, email, phone, phone_digits, appointment_at, timezone, notes) values (?, ?, ?, ?, ?, ?, ?)")
      .run(name, email, phone, phone.replace(/\D/g, ""), appointment, "America/New_York", JSON.stringify(BOOKING_ANSWERS));
    return { id: Number(result.lastInsertRowid), email, phone };
  });
}

test.describe("super admin", () => {
  test("/admin and the dashboard: mode banner, stats, search, details", async ({ page, javaScriptEnabled, baseURL }) => {
    const superAdmin = await createUser({ roles: ["super_admin"] });
    const member = await createUser({ firstName: "Quinlan", lastName: `Searchable${uniqueSuffix()}` });
    await signInAs(page, superAdmin, baseURL!);
    await page.goto("/welcome");
    await page.getByRole("link", { name: "Admin", exact: true }).click();
    await expect(page.getByTestId("admin-mode")).toContainText("Super Admin mode");
    await expect(page.getByRole("link", { name: /Manual Setup/ })).toBeVisible();
    await page.getByRole("link", { name: /Admin Dashboard/ }).click();

    const total = Number((await page.getByTestId("stat-total-users").textContent())!.replace(/,/g, ""));
    expect(total).toBeGreaterThanOrEqual(2);
    await expect(page.getByText("Active users (signed in within 30 days)")).toBeVisible();
    await expect(page.getByTestId("stat-revenue")).toHaveText(/^\$[\d,]+\.\d\d$/);
    await expect(page.getByTestId("stat-checkout-reminders")).toHaveText(/^[\d,]+$/);
    await expect(page.getByTestId("stat-checkout-reminders-note")).toHaveText(
      /^Recovered: \$[\d,]+\.\d\d from [\d,]+ orders? paid through the reminder's link$/,
    );
    // This server is a production deploy (NODE_ENV=production set for it) without REPLICA_URL.
    await expect(page.getByTestId("replication-off")).toHaveText(/^Replication is off: if this host dies, everything since the last backup is lost\./);

    await page.getByLabel("Search by e-mail or name").fill(`quinlan ${member.email.split("@")[0]}`);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("users-count")).toHaveText(/^1 user matching/);
    await expect(page.getByTestId("user-row")).toHaveCount(1);
    await page.getByRole("link", { name: `Details for ${member.email}` }).click();
    if (javaScriptEnabled) {
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: member.email })).toContainText("roles: user");
    } else {
      await expect(page).toHaveURL(new RegExp(`/admin-dashboard/users/${member.id}$`));
      await expect(page.getByRole("heading", { name: member.email })).toBeVisible();
      await expect(page.getByText("Not confirmed").or(page.getByText("Never")).first()).toBeVisible();
    }
  });

  test("while the site runs the test checkout, every admin page says TEST MODE and test orders are marked TEST, outside revenue", async ({ page, baseURL }) => {
    const superAdmin = await createUser({ roles: ["super_admin"] });
    await signInAs(page, superAdmin, baseURL!);
    // A new buyer: the test order makes their account.
    const buyerEmail = `tess-${uniqueSuffix()}@example.test`;
    await page.goto("/bootcamp-order");
    await page.getByLabel("First name").fill("Tess");
    await page.getByLabel("E-mail").fill(buyerEmail);
    await page.getByRole("button", { name: "Continue to Secure Checkout" }).click();
    await page.getByRole("button", { name: "Pay $47.00 (test)" }).click();
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    const [buyer] = queryDatabase<{ id: string; email: string }>("select id, email from users where email = ?", buyerEmail);

    const adminPages = [
      "/admin",
      "/admin-dashboard",
      "/admin-dashboard/leads",
      "/admin-dashboard/mailbox",
      `/admin-dashboard/users/${buyer.id}`,
      `/admin-dashboard/users/${buyer.id}/delete`,
      "/manual-setup",
      "/admin-setup",
    ];
    for (const route of adminPages) {
      await page.goto(route);
      await expect(page.getByTestId("payment-mode"), route).toContainText("TEST MODE: checkouts take no money");
    }
    await page.goto("/pricing");
    await expect(page.getByTestId("payment-mode")).toHaveCount(0);

    await page.goto(`/admin-dashboard?q=${encodeURIComponent(buyer.email)}`);
    await expect(page.getByTestId("stat-revenue-note")).toContainText(/Leaves out [\d,]+ TEST orders? \(no money taken\)/);
    await expect(page.getByTestId("user-row")).toContainText("0 + 1 TEST");
    await page.goto(`/admin-dashboard/users/${buyer.id}`);
    await expect(page.getByTestId("order-row")).toContainText("Windshield Repair Bootcamp · $47.00 · paid");
    await expect(page.getByTestId("order-row")).toContainText("TEST");
  });

  test("deletes a user after confirming: sessions end, the audit log says who did it", async ({ page, javaScriptEnabled, baseURL, browser }) => {
    const superAdmin = await createUser({ roles: ["super_admin"] });
    const victim = await createUser();
    const victimDevice = await browser.newContext();
    const victimPage = await victimDevice.newPage();
    await signInAs(victimPage, victim, baseURL!);
    await signInAs(page, superAdmin, baseURL!);
    await page.goto(`/admin-dashboard?q=${encodeURIComponent(victim.email)}`);
    await page.getByRole("link", { name: `Delete ${victim.email}` }).click();
    if (!javaScriptEnabled) await expect(page).toHaveURL(new RegExp(`/admin-dashboard/users/${victim.id}/delete$`));
    await expect(page.getByRole("heading", { name: `Delete ${victim.email}?` })).toBeVisible();
    await page.getByRole("button", { name: "Delete User" }).click();
    await expect(page.getByText("User deleted successfully").first()).toBeVisible();
    await expect(page.getByTestId("audit-log")).toContainText(`${superAdmin.email} delete user: ${victim.email}`);
    expect(queryDatabase("select id from users where id = ?", victim.id)).toEqual([]);
    expect(queryDatabase("select user_id from sessions where user_id = ?", victim.id)).toEqual([]);
    await victimPage.goto("/welcome");
    await expect(victimPage).toHaveURL(/\/auth\?redirectTo=/);
    await victimDevice.close();
  });

  test("cannot delete themselves", async ({ page, baseURL }) => {
    const superAdmin = await createUser({ roles: ["super_admin"] });
    await signInAs(page, superAdmin, baseURL!);
    await page.goto(`/admin-dashboard/users/${superAdmin.id}/delete`);
    await page.getByRole("button", { name: "Delete User" }).click();
    await expect(page.getByText("Failed to delete user: you cannot delete your own account").first()).toBeVisible();
    expect(queryDatabase("select id from users where id = ?", superAdmin.id)).toHaveLength(1);
  });

  test("booked calls show both time zones and labelled answers; the status can be changed", async ({ page, baseURL }) => {
    const name = `Caller ${uniqueSuffix()}`;
    const booking = insertBooking(name, "past");
    const upcoming = insertBooking(`Upcoming ${uniqueSuffix()}`);
    await signInAs(page, await createUser({ roles: ["super_admin"] }), baseURL!);
    await page.goto("/admin-dashboard");
    const row = page.getByTestId("booking-row").filter({ hasText: name });
    await expect(row).toContainText("(host: Your host)");
    await expect(row).toContainText("America/New_York");
    await expect(row).toContainText("Your experience");
    await row.getByRole("combobox", { name: "Status" }).selectOption("completed");
    await row.getByRole("button", { name: `Save status for ${name}` }).click();
    await expect(page.getByText("Call marked completed").first()).toBeVisible();
    expect(queryDatabase<{ status: string }>("select status from bookings where id = ?", booking.id)).toEqual([{ status: "completed" }]);
    // A call still to come can be cancelled, but not marked as held or missed.
    const upcomingRow = page.getByTestId("booking-row").filter({ hasText: upcoming.email });
    await expect(upcomingRow.getByRole("option")).toHaveText(["Scheduled", "Cancelled"]);
  });

  test("a missed call marked a no-show: the book-again e-mail is in the mailbox, and its link books again with the answers kept", async ({
    page,
    baseURL,
    javaScriptEnabled,
  }) => {
    const name = `Missed ${uniqueSuffix()}`;
    const missed = insertBooking(name, "past");
    const source = `ad-${uniqueSuffix()}`;
    withDatabase((database) =>
      database
        .prepare("insert into leads (first_name, email, phone, source, utm_source) values ('Missed', ?, ?, 'booking_survey', ?)")
        .run(missed.email, missed.phone, source),
    );
    await signInAs(page, await createUser({ roles: ["super_admin"] }), baseURL!);
    await page.goto("/admin-dashboard");
    const row = page.getByTestId("booking-row").filter({ hasText: name });
    await row.getByRole("combobox", { name: "Status" }).selectOption("no_show");
    await row.getByRole("button", { name: `Save status for ${name}` }).click();
    await expect(page.getByText("Call marked no-show").first()).toBeVisible();
    await expect(page.getByText("The book-again e-mail is on its way, with their answers kept.").first()).toBeVisible();
    await expect(row).toContainText("Book-again e-mail sent");
    // The show rate, beside the funnel: this lead source's one call was missed.
    await page.goto("/admin-dashboard/leads");
    await expect(page.getByTestId("show-rates").getByRole("row").filter({ hasText: source }).getByRole("cell")).toHaveText([source, "1", "0", "1", "0", "0%"]);

    // The outbox delivers it into the built-in mailbox; its link is for the booker's eyes only.
    await waitForRows("select id from mail where to_address = ?", missed.email);
    await page.goto("/admin-dashboard/mailbox");
    const mail = page.getByTestId("mail-row").filter({ hasText: `to ${missed.email}` });
    await expect(mail).toContainText("We missed you: pick a new time for your strategy call");
    await expect(mail).toContainText(`This message contains a private link; only ${missed.email} can read it.`);

    // The booker, on their own device, follows the link.
    await page.context().clearCookies();
    const [{ text_body }] = queryDatabase<{ text_body: string }>("select text_body from mail where to_address = ?", missed.email);
    await page.goto(/Pick a new time: (\S+)/.exec(text_body)![1]);
    await expect(page).toHaveURL(/\/booking-calendar\?tz=America%2FNew_York$/);
    await expect(page.getByLabel("Full name")).toHaveValue(name);
    await expect(page.getByLabel("E-mail")).toHaveValue(missed.email);
    await expect(page.getByLabel("Phone")).toHaveValue(missed.phone);
    await chooseReservedSlot(page, "a missed call rebooked from its e-mail", javaScriptEnabled);
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(page.getByRole("heading", { name: "Your strategy call is booked" })).toBeVisible();
    const calls = queryDatabase<{ status: string; notes: string }>("select status, notes from bookings where email = ? order by id", missed.email);
    expect(calls.map((call) => ({ status: call.status, answers: JSON.parse(call.notes) }))).toEqual([
      { status: "no_show", answers: BOOKING_ANSWERS },
      { status: "scheduled", answers: BOOKING_ANSWERS },
    ]);
  });

  test("manual setup: field messages, a generated password, the account and its access", async ({ page, baseURL }) => {
    await signInAs(page, await createUser({ roles: ["super_admin"] }), baseURL!);
    await page.goto("/manual-setup");
    await page.getByLabel("First name").fill("Morgan");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByTestId("lastName-error")).toHaveText("Last name is required");
    await expect(page.getByTestId("email-error")).toHaveText("E-mail is required");
    await expect(page.getByTestId("tempPassword-error")).toHaveText("Password must be at least 8 characters");
    await expect(page.getByTestId("courseAccess-error")).toHaveText("Choose what this person gets");
    await expect(page.getByLabel("First name")).toHaveValue("Morgan");

    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByLabel("Temporary password")).toHaveValue(/^[A-HJ-NP-Za-kmnp-z2-9]{12}$/);
    await expect(page.getByLabel("First name")).toHaveValue("Morgan");

    const email = `manual-${uniqueSuffix()}@example.test`;
    await page.getByLabel("Last name").fill("Manual");
    await page.getByLabel("E-mail").fill(email);
    // The choices are what the site sells.
    await expect(page.getByLabel("Course / product").locator("option")).toHaveText([
      "Choose what they get",
      "Windshield Repair Bootcamp",
      "Training Only (No Kit)",
      "Complete Training System",
      "Premium Coaching Program",
      "Ultimate Business Mastery",
    ]);
    await page.getByLabel("Course / product").selectOption("bootcamp");
    await page.getByLabel("Amount paid ($)").fill("47.50");
    await page.getByLabel("Notes").fill("Paid by check");
    await page.getByRole("button", { name: "Create Account" }).click();
    // A result panel that stays, and an empty form for the next account.
    await expect(page.getByTestId("manual-account-created")).toContainText(`Account created for Morgan Manual (${email}).`);
    await expect(page.getByTestId("manual-account-created")).toContainText("They got: Windshield Repair Bootcamp");
    await expect(page.getByLabel("First name")).toHaveValue("");
    await expect(page.getByLabel("E-mail")).toHaveValue("");

    const [user] = queryDatabase<{ id: string; needs_password_change: number }>(
      "select u.id, p.needs_password_change from users u join profiles p on p.id = u.id where u.email = ?",
      email,
    );
    expect(user.needs_password_change).toBe(1);
    expect(queryDatabase("select product, amount_cents, provider, status, notes from orders where user_id = ?", user.id)).toEqual([
      { product: "bootcamp", amount_cents: 4750, provider: "manual", status: "paid", notes: "Paid by check" },
    ]);
    expect(queryDatabase("select status from course_purchases where user_id = ?", user.id)).toEqual([{ status: "completed" }]);

    // The same e-mail again: the message that the address has an account, entries kept.
    await page.getByLabel("First name").fill("Again");
    await page.getByLabel("Last name").fill("Manual");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Temporary password").fill("another-temp-1");
    await page.getByLabel("Course / product").selectOption("training-only");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("This email is already registered. Use a different email or ask the user to reset their password.")).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Again");
  });

  test("manual setup of a plan with kits asks where to ship them, and the order waits in the fulfilment queue", async ({ page, baseURL }) => {
    await signInAs(page, await createUser({ roles: ["super_admin"] }), baseURL!);
    await page.goto("/manual-setup");
    const email = `manual-kit-${uniqueSuffix()}@example.test`;
    await page.getByLabel("First name").fill("Kit");
    await page.getByLabel("Last name").fill("Manual");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Temporary password").fill("temp-pass-12");
    await page.getByLabel("Course / product").selectOption("premium");
    await page.getByLabel("Amount paid ($)").fill("2997");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByTestId("street-error")).toHaveText("Please enter your street address");
    await expect(page.getByTestId("zip-error")).toHaveText("Please enter your ZIP code");
    await expect(page.getByLabel("E-mail")).toHaveValue(email);
    await page.getByLabel("Street address").fill("12 Main St");
    await page.getByLabel("City").fill("Provo");
    await page.getByLabel("State").selectOption("UT");
    await page.getByLabel("ZIP code").fill("84601");
    await page.getByLabel("Phone, for the courier").fill("801 555 0199");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByTestId("manual-account-created")).toContainText("They got: Premium Coaching Program");
    await page.goto("/admin-dashboard/fulfilment");
    const card = page.getByTestId("fulfilment-order").filter({ hasText: email });
    await expect(card.getByTestId("ship-to")).toContainText("Ship 2 Platinum Tools kits to");
    await expect(card.getByTestId("ship-to")).toContainText("Provo, UT 84601");
  });

  test("the roles page lists who holds which role", async ({ page }) => {
    const admin = await createUser({ roles: ["admin"], firstName: "Ada" });
    await signInAsOwner(page);
    await page.goto("/admin-setup");
    const staff = page.getByTestId("staff-account");
    await expect(staff.filter({ hasText: "admin@example.test" })).toContainText("Super admin (site owner)");
    await expect(staff.filter({ hasText: admin.email })).toContainText("Ada");
    await expect(staff.filter({ hasText: admin.email })).toContainText(/Admin$/);
  });

  test("the admin area has its own menu; its overview says what waits and warns of a split plan under the full price", async ({ page, baseURL }) => {
    await signInAs(page, await createUser({ roles: ["super_admin"] }), baseURL!);
    await page.goto("/admin");
    await expect(page.getByTestId("pricing-warning")).toContainText(
      "The Complete Training System (Split Pay) costs $1,994.00 in all, $3.00 less than the Complete Training System paid in full ($1,997.00).",
    );
    await expect(page.getByTestId("orders-to-fulfil")).toBeVisible();
    const menu = page.getByRole("navigation", { name: "Admin" });
    for (const label of ["Overview", "Users and calls", "Fulfilment", "Leads", "Instalments", "Quizzes", "Mailbox", "Manual setup", "Roles"])
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    await menu.getByRole("link", { name: "Leads", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Leads and Funnel" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByTestId("book-call-button")).toHaveCount(0);
  });

  test("the users table is a table on a wide screen and a card per user on a phone", async ({ page, baseURL }) => {
    await signInAs(page, await createUser({ roles: ["super_admin"] }), baseURL!);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/admin-dashboard");
    await expect(page.getByTestId("users-table").getByRole("columnheader", { name: "Last sign-in" })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 812 });
    const row = page.getByTestId("user-row").first();
    expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe("block");
    // Each value on its own line, named by its column, and nothing wider than the phone.
    const cell = row.locator("td").first();
    expect(await cell.evaluate((element) => getComputedStyle(element, "::before").content)).toBe('"E-mail"');
    expect((await row.boundingBox())!.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("role assignment: only the owner named by SUPER_ADMIN_EMAIL may assign; the promoted account signs in afresh", async ({ page, baseURL, browser }) => {
    const promoted = await createUser();
    const promotedDevice = await browser.newContext();
    const promotedPage = await promotedDevice.newPage();
    await signInAs(promotedPage, promoted, baseURL!);
    await promotedPage.goto("/welcome");
    await expect(promotedPage).toHaveURL(/\/welcome$/);
    await signInAsOwner(page);
    await page.goto("/admin-setup");
    await page.getByLabel("User's e-mail").fill(promoted.email);
    await page.getByLabel("Role").selectOption("admin");
    await page.getByRole("button", { name: "Assign Role" }).click();
    await expect(page.getByText("Admin role assigned.").first()).toBeVisible();
    expect(queryDatabase<{ role: string }>("select role from user_roles where user_id = ? order by role", promoted.id)).toEqual([
      { role: "admin" },
      { role: "user" },
    ]);
    // The session from before the promotion does not carry the new rights: it is over, and
    // so is the old password. Whoever reads the account's mailbox chooses a new one.
    await promotedPage.goto("/admin-dashboard");
    await expect(promotedPage).toHaveURL(/\/auth\?redirectTo=%2Fadmin-dashboard$/);
    await promotedPage.getByLabel("E-mail").fill(promoted.email);
    await promotedPage.getByLabel("Password").fill(promoted.password);
    await promotedPage.getByRole("button", { name: "Sign In" }).click();
    await expect(promotedPage.getByText("That e-mail and password do not match an account.").first()).toBeVisible();
    const [mail] = await waitForRows<{ text_body: string }>(
      "select text_body from mail where to_address = ? and subject like '%admin rights%'",
      promoted.email,
    );
    await promotedPage.goto(/https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text_body)![0]);
    await promotedPage.getByLabel("New password", { exact: true }).fill("my admin password");
    await promotedPage.getByLabel("Confirm new password").fill("my admin password");
    await promotedPage.getByRole("button", { name: "Update Password" }).click();
    await expect(promotedPage.getByRole("heading", { name: "Password Updated" })).toBeVisible();
    await promotedPage.goto("/auth?redirectTo=%2Fadmin-dashboard");
    await promotedPage.getByLabel("E-mail").fill(promoted.email);
    await promotedPage.getByLabel("Password").fill("my admin password");
    await promotedPage.getByRole("button", { name: "Sign In" }).click();
    await expect(promotedPage).toHaveURL(/\/admin-dashboard$/);
    await promotedDevice.close();

    await page.getByLabel("User's e-mail").fill(`nobody-${uniqueSuffix()}@example.test`);
    await page.getByLabel("Role").selectOption("admin");
    await page.getByRole("button", { name: "Assign Role" }).click();
    await expect(page.getByText("Failed to assign role: no account uses that e-mail address").first()).toBeVisible();

    // The owner's own account keeps its roles.
    await page.getByLabel("User's e-mail").fill(OWNER.email);
    await page.getByLabel("Role").selectOption("user");
    await page.getByRole("button", { name: "Assign Role" }).click();
    await expect(page.getByText("Failed to assign role: this is the site owner's account (SUPER_ADMIN_EMAIL); it stays super admin").first()).toBeVisible();

    const otherSuperAdmin = await createUser({ roles: ["super_admin"] });
    await page.context().clearCookies();
    await signInAs(page, otherSuperAdmin, baseURL!);
    await page.goto("/admin-setup");
    await expect(page.getByRole("alert")).toContainText("Only the site owner (admin@example.test) may assign roles.");
  });

  test("nobody deletes the site owner's account", async ({ page, baseURL }) => {
    const [owner] = queryDatabase<{ id: string }>("select id from users where email = ?", OWNER.email);
    await signInAs(page, await createUser({ roles: ["super_admin"] }), baseURL!);
    await page.goto(`/admin-dashboard/users/${owner.id}/delete`);
    await page.getByRole("button", { name: "Delete User" }).click();
    await expect(page.getByText("Failed to delete user: it is the site owner's account (SUPER_ADMIN_EMAIL)").first()).toBeVisible();
    expect(queryDatabase("select id from users where id = ?", owner.id)).toHaveLength(1);
  });
});

test.describe("admin (read only) and others", () => {
  test("an admin reads the dashboard but has no changing controls, and is refused if they post", async ({ page, request, baseURL }) => {
    const admin = await createUser({ roles: ["admin"] });
    insertBooking(`Readonly ${uniqueSuffix()}`);
    await signInAs(page, admin, baseURL!);
    await page.goto("/admin");
    await expect(page.getByTestId("admin-mode")).toContainText("Admin mode (read only)");
    await expect(page.getByRole("link", { name: /Manual Setup/ })).toHaveCount(0);
    await page.goto("/admin-dashboard");
    await expect(page.getByTestId("user-row").first()).toBeVisible();
    await expect(page.getByRole("link", { name: /^Delete / })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Save status/ })).toHaveCount(0);
    for (const route of ["/manual-setup", "/admin-setup", `/admin-dashboard/users/${admin.id}/delete`]) {
      expect((await page.goto(route))?.status(), route).toBe(403);
      await expect(page.getByText("You need super admin privileges to access this page.")).toBeVisible();
    }
    const cookies = await page.context().cookies();
    const cookie = cookies.map((entry) => `${entry.name}=${entry.value}`).join("; ");
    const victim: TestUser = await createUser();
    const post = await request.post(`/admin-dashboard/users/${victim.id}/delete`, { headers: { cookie }, maxRedirects: 0 });
    expect(post.status()).toBe(403);
    expect(queryDatabase("select id from users where id = ?", victim.id)).toHaveLength(1);
  });

  test("a member gets Access Denied, a visitor is sent to sign in", async ({ page, request, baseURL }) => {
    for (const route of ["/admin", "/admin-dashboard", "/manual-setup", "/admin-setup"]) {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status(), route).toBe(302);
      expect(response.headers().location).toBe(`/auth?redirectTo=${encodeURIComponent(route)}`);
    }
    await signInAs(page, await createUser(), baseURL!);
    expect((await page.goto("/admin"))?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("You need admin privileges to access this page.")).toBeVisible();
    await page.goto("/welcome");
    await expect(page.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
  });
});

test.describe("leads, downloads and the mailbox", () => {
  function insertLead(firstName: string): string {
    const email = `lead-${uniqueSuffix()}@example.test`;
    withDatabase((database) => {
      const { lastInsertRowid } = database
        .prepare(
          "insert into leads (first_name, email, phone, source, utm_source, utm_campaign) values (?, ?, '801-555-0111', 'webinar_survey', 'facebook', 'spring')",
        )
        .run(firstName, email);
      database
        .prepare(
          "insert into lead_consents (lead_id, source, page, consent_text, consented_at, ip, answers) values (?, 'webinar_survey', '/lead-survey', 'You may text me.', ?, '203.0.113.5', ?)",
        )
        .run(lastInsertRowid, Date.now(), JSON.stringify({ experience: "complete-beginner" }));
      database
        .prepare(
          "insert into outbox (kind, payload, idempotency_key, status, attempts, last_error, next_attempt_at) values ('crm', ?, ?, 'failed', 20, 'CRM answered 400', 0)",
        )
        .run(JSON.stringify({ event: "lead", body: { email } }), uniqueSuffix());
    });
    return email;
  }

  test("leads show attribution, consent and CRM status; a failed delivery can be retried", async ({ page, baseURL }) => {
    const email = insertLead("Leandra");
    await signInAs(page, await createUser({ roles: ["super_admin"] }), baseURL!);
    await page.goto("/admin");
    await page.getByRole("link", { name: /Leads and Funnel/ }).click();
    await expect(page.getByTestId("funnel-7")).toContainText("Booking survey");
    await expect(page.getByTestId("funnel-30")).toContainText("Webinar survey");
    const row = page.getByTestId("lead-row").filter({ hasText: email });
    await expect(row).toContainText("utm: facebook / spring");
    await expect(row).toContainText("CRM: Failed");
    await expect(row).toContainText("CRM answered 400");
    await row.getByText("Consent and answers").click();
    await expect(row).toContainText("You may text me.");
    await row.getByRole("button", { name: `Retry CRM delivery for ${email}` }).click();
    await expect(page.getByText("CRM delivery queued again").first()).toBeVisible();
  });

  test("CSV downloads work as plain links and keep formulas inert", async ({ page, baseURL }) => {
    const email = insertLead('=HYPERLINK("http://evil.example","x")');
    await signInAs(page, await createUser({ roles: ["admin"] }), baseURL!);
    await page.goto("/admin-dashboard/leads");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download leads (CSV)" }).click();
    const file = await (await download).path();
    const { readFileSync } = await import("node:fs");
    const csv = readFileSync(file, "utf8");
    // UTF-8 with a byte order mark, so spreadsheets read the accents right.
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.split("\r\n")[0]).toContain('"created","first name"');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    // Read back by a CSV parser: every answer the leads page shows, in words, one column per question.
    const rows = parse(csv, { columns: true, bom: true }) as Record<string, string>[];
    const lead = rows.find((row) => row.email === email)!;
    expect(lead).toMatchObject({
      source: "Webinar survey",
      "utm source": "facebook",
      "utm campaign": "spring",
      "consent page": "/lead-survey",
      "consent ip": "203.0.113.5",
      "consent text": "You may text me.",
      crm: "Failed",
      "crm error": "CRM answered 400",
    });
    expect(lead["Your experience"]).toBe("Complete beginner");
    const bookings = await page.request.get("/admin-dashboard/bookings.csv");
    expect(bookings.headers()["content-type"]).toContain("text/csv");
    expect(bookings.headers()["content-disposition"]).toContain("booked-calls.csv");
    // Each call names its host, beside the time in the host's zone.
    expect((await bookings.text()).split("\n")[0]).toContain(`"host","appointment (host)"`);
  });

  test("the built-in mailbox shows a message holding a secret only to its recipient: another super admin cannot read the owner's reset link", async ({
    page,
    baseURL,
  }) => {
    const otherSuperAdmin = await createUser({ roles: ["super_admin"] });
    for (const email of [OWNER.email, otherSuperAdmin.email]) {
      await page.goto("/forgot-password");
      await page.getByLabel("E-mail").fill(email);
      await page.getByRole("button", { name: "Send Reset Link" }).click();
      await expect(page.getByText("Check your email").first()).toBeVisible();
    }
    await waitForRows("select id from mail where to_address = ?", otherSuperAdmin.email);
    const [ownerMail] = queryDatabase<{ text_body: string }>("select text_body from mail where to_address = ? order by id desc limit 1", OWNER.email);
    const ownerToken = new URL(/https?:\/\/\S+/.exec(ownerMail.text_body)![0]).searchParams.get("token")!;

    await signInAs(page, otherSuperAdmin, baseURL!);
    await page.goto("/admin-dashboard/mailbox");
    await expect(page.getByText("No SMTP server is set")).toBeVisible();
    const toOwner = page
      .getByTestId("mail-row")
      .filter({ hasText: `to ${OWNER.email}` })
      .first();
    await expect(toOwner).toContainText("Reset your Chip Repair Academy password");
    await expect(toOwner).toContainText(`This message contains a private link; only ${OWNER.email} can read it.`);
    const own = page.getByTestId("mail-row").filter({ hasText: `to ${otherSuperAdmin.email}` });
    await own.getByText(`to ${otherSuperAdmin.email}`).click();
    await expect(own).toContainText("/reset-password?token=");
    // Neither the page nor its data request carries the owner's link.
    expect(await page.content()).not.toContain(ownerToken);
    const data = await page.request.get("/admin-dashboard/mailbox?_data=routes%2Fadmin-dashboard_.mailbox");
    expect(data.status()).toBe(200);
    expect(await data.text()).not.toContain(ownerToken);
  });
});
