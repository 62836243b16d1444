import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { adminUserPath } from "~/lib/admin-paths";
import { createUser, insertPaidOrder, signInAs, withDatabase } from "./fixtures/accounts";
import { chooseReservedSlot } from "./support/booking-slots";
import { queryDatabase, waitForRows } from "./support/database";

// A member's 1-on-1 coaching in the portal, with JavaScript on and off: a Premium member books
// a session from the hosts' free times, moves and cancels it from its manage link; a super
// admin adds sessions on the member's page (an admin only reads); a plan without coaching cannot book.

const SCREENS = path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data", "screens");

/** The page at a phone's and a laptop's width: nothing wider than the screen, and a picture of each to look at. */
async function screenshots(page: Page, name: string, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  fs.mkdirSync(SCREENS, { recursive: true });
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: path.join(SCREENS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test("a Premium member books a session, moves and cancels it; a super admin adds 2 sessions and the member sees 14", async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  const member = await createUser({ memberAccess: false });
  insertPaidOrder(member, "premium");
  await signInAs(page, member, baseURL!);
  await page.goto("/welcome");
  await page.getByTestId("inclusion-coaching").getByRole("link", { name: "Book a coaching session" }).click();
  await expect(page.getByRole("heading", { name: "Your 1-on-1 Coaching" })).toBeVisible();
  await expect(page.getByTestId("coaching-count")).toHaveText("0 of 12 sessions used · 12 left");
  // A member's own page: the member menu, and no floating Book Call button over the form.
  await expect(page.getByRole("navigation", { name: "Member" })).toBeAttached();
  await expect(page.getByTestId("book-call-button")).toHaveCount(0);
  await page.getByLabel("Your time zone").selectOption("America/Chicago");
  await page.getByRole("button", { name: "Show times" }).click();
  await expect(page).toHaveURL(/tz=America%2FChicago/);
  const booked = await (await chooseReservedSlot(page, "a member books a coaching session", javaScriptEnabled, "America/Chicago")).getAttribute("value");
  // No meeting link is set: the coach phones, so the member's number is asked for; left empty, it is refused beside the field and the time stays chosen.
  await page.getByRole("button", { name: "Book This Session" }).click();
  await expect(page.getByText("Please enter your phone number")).toBeVisible();
  await expect(page.locator(`input[name="datetime"][value="${booked}"]`)).toBeChecked();
  await page.getByLabel("Your phone number").fill("(801) 555-0191");
  await page.getByRole("button", { name: "Book This Session" }).click();
  await expect(page.getByText("Your coaching session is booked").first()).toBeVisible();
  await expect(page.getByTestId("coaching-count")).toHaveText("1 of 12 sessions used · 11 left");
  // The page comes back in the zone the session was booked in.
  await expect(page.getByLabel("Your time zone")).toHaveValue("America/Chicago");
  await expect(page.getByTestId("coaching-session")).toContainText("CST (Chicago (Central Time))");
  await expect(page.getByTestId("coaching-session")).toHaveCount(1);
  await chooseReservedSlot(page, "a member moves a coaching session", javaScriptEnabled, "America/Chicago");
  await screenshots(page, "coaching", javaScriptEnabled);
  expect(queryDatabase("select kind, user_id, appointment_at, timezone, phone from bookings where user_id = ?", member.id)).toEqual([
    { kind: "coaching", user_id: member.id, appointment_at: new Date(booked!).getTime(), timezone: "America/Chicago", phone: "(801) 555-0191" },
  ]);
  const [confirmation] = await waitForRows<{ subject: string; attachments: string }>(
    "select subject, attachments from mail where to_address = ? and subject like 'Your coaching session is booked%'",
    member.email,
  );
  expect(confirmation.attachments).toContain("SUMMARY:1-on-1 coaching session with Chip Repair Academy");

  // Move, then cancel, from the session's manage link (the same flow and cut-off as a strategy call).
  await page.getByRole("link", { name: "Move or cancel this session" }).click();
  await expect(page.getByRole("heading", { name: "Your Coaching Session" })).toBeVisible();
  const moved = await (await chooseReservedSlot(page, "a member moves a coaching session", javaScriptEnabled, "America/Chicago")).getAttribute("value");
  await page.getByRole("button", { name: "Move My Call" }).click();
  await expect(page.getByText("Your call has a new time").first()).toBeVisible();
  expect(queryDatabase("select appointment_at from bookings where user_id = ?", member.id)).toEqual([{ appointment_at: new Date(moved!).getTime() }]);
  await waitForRows("select id from mail where to_address = ? and subject = 'Your coaching session has a new time'", member.email);
  await page.getByRole("link", { name: "Cancel My Call" }).click();
  await expect(page.getByRole("heading", { name: "Cancel Your Coaching Session?" })).toBeVisible();
  await page.getByRole("button", { name: "Yes, Cancel My Call" }).click();
  await expect(page.getByText("Your call is cancelled").first()).toBeVisible();
  await waitForRows("select id from mail where to_address = ? and subject = 'Your coaching session is cancelled'", member.email);
  await page.goto("/coaching");
  await expect(page.getByTestId("coaching-count")).toHaveText("0 of 12 sessions used · 12 left");
  await expect(page.getByTestId("coaching-past-session")).toContainText("Cancelled");

  // A super admin adds 2 sessions on the member's page: a wrong number is refused beside its field, with the reason kept.
  const adminDevice = await browser.newContext({ javaScriptEnabled });
  const admin = await adminDevice.newPage();
  await signInAs(admin, await createUser({ roles: ["super_admin"] }), baseURL!);
  await admin.goto(adminUserPath(member.id));
  const section = admin.getByRole("region", { name: "Coaching sessions" });
  await expect(section.getByTestId("admin-coaching-count")).toHaveText("0 of 12 sessions used · 12 left (the plan includes coaching over 12 weeks)");
  await section.getByLabel("Sessions to add").fill("0");
  await section.getByLabel("Why these sessions").fill("Make-up for the coach's missed week");
  await section.getByRole("button", { name: "Add sessions" }).click();
  await expect(admin.getByTestId("sessions-error")).toHaveText("Add at least 1 session");
  await expect(admin.getByLabel("Why these sessions")).toHaveValue("Make-up for the coach's missed week");
  await admin.getByLabel("Sessions to add").fill("2");
  await admin.getByRole("button", { name: "Add sessions" }).click();
  await expect(admin.getByText("2 coaching sessions added").first()).toBeVisible();
  await expect(admin.getByTestId("admin-coaching-count")).toHaveText("0 of 14 sessions used · 14 left (the plan includes coaching over 12 weeks)");
  await expect(admin.getByTestId("admin-coaching-grant")).toContainText("Make-up for the coach's missed week");
  await expect(admin.getByLabel("Sessions to add")).toHaveValue("");
  await expect(admin.getByTestId("admin-coaching-session")).toContainText("cancelled");
  await admin.getByRole("heading", { name: "Coaching sessions" }).scrollIntoViewIfNeeded();
  await screenshots(admin, "coaching-admin", javaScriptEnabled);
  await adminDevice.close();

  await page.reload();
  await expect(page.getByTestId("coaching-count")).toHaveText("0 of 14 sessions used · 14 left");
});

test("a Complete member's plan has no coaching: the page says so and offers no times", async ({ page, baseURL }) => {
  const member = await createUser({ memberAccess: false });
  insertPaidOrder(member, "complete");
  await signInAs(page, member, baseURL!);
  await page.goto("/coaching");
  await expect(page.getByTestId("coaching-not-included")).toContainText("Your plan does not include 1-on-1 coaching sessions.");
  await expect(page.getByRole("button", { name: "Book This Session" })).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Days with free times" })).toHaveCount(0);
});

test("a super admin marks a member's past session missed: it stays used, and no book-again e-mail goes out", async ({ page, baseURL }) => {
  const member = await createUser({ memberAccess: false });
  insertPaidOrder(member, "premium");
  const sessionId = withDatabase((database) =>
    Number(
      database
        .prepare(
          "insert into bookings (name, email, phone, phone_digits, appointment_at, timezone, kind, user_id) values ('Jordan Buyer', ?, '', '', ?, 'America/Chicago', 'coaching', ?)",
        )
        .run(member.email, Date.now() - 2 * 86_400_000 - Math.floor(Math.random() * 1e6) * 60_000, member.id).lastInsertRowid,
    ),
  );
  await signInAs(page, await createUser({ roles: ["super_admin"] }), baseURL!);
  await page.goto(adminUserPath(member.id));
  await expect(page.getByTestId("admin-coaching-count")).toHaveText("1 of 12 sessions used · 11 left (the plan includes coaching over 12 weeks)");
  await page.getByTestId("admin-coaching-session").getByRole("button", { name: "Mark missed" }).click();
  await expect(page.getByText("Session marked missed").first()).toBeVisible();
  await expect(page.getByTestId("admin-coaching-session")).toContainText("no-show");
  await expect(page.getByTestId("admin-coaching-count")).toHaveText("1 of 12 sessions used · 11 left (the plan includes coaching over 12 weeks)");
  expect(queryDatabase("select status, rebook_email_at from bookings where id = ?", sessionId)).toEqual([{ status: "no_show", rebook_email_at: null }]);
});
