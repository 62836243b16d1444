import { expect, test } from "@playwright/test";
import { company } from "~/content/company";
import { createUser, manageCallPath, signInAs, withDatabase } from "./fixtures/accounts";
import { chooseReservedSlot } from "./support/booking-slots";
import { queryDatabase, uniqueSuffix, waitForRows } from "./support/database";

// A booker moves and then cancels their call from the signed link in their e-mail.

/** A booked call, by default at a random hour years ahead. */
function insertBooking(appointment = Date.UTC(2032, 0, 5, 15, 0, 0) + Math.floor(Math.random() * 1e6) * 3_600_000): { id: number; email: string } {
  const email = `booker-${uniqueSuffix()}@example.test`;
  const id = withDatabase((database) => {
    return Number(
      database
        .prepare(
          "insert into bookings (name, email, phone, phone_digits, appointment_at, timezone, notes) values ('Blair Booker', ?, '801-555-0123', ?, ?, 'America/Chicago', '{}')",
        )
        .run(email, uniqueSuffix(), appointment).lastInsertRowid,
    );
  });
  return { id, email };
}

test("a booker moves their call to another free time, then cancels it; the admin list shows it", async ({ page, baseURL, javaScriptEnabled }) => {
  const booking = insertBooking();
  await page.goto(manageCallPath(booking.id));
  await expect(page.getByRole("heading", { name: "Your Strategy Call" })).toBeVisible();
  await expect(page.getByTestId("call-host")).toHaveText("with Your host");
  await expect(page.getByTestId("change-rule")).toHaveText(/^You can move or cancel this call here until \w+day, /);
  const chosen = await (
    await chooseReservedSlot(page, "a booker moves their call from its e-mail's link", javaScriptEnabled, "America/Chicago")
  ).getAttribute("value");
  await page.getByRole("button", { name: "Move My Call" }).click();
  await expect(page.getByText("Your call has a new time").first()).toBeVisible();
  expect(queryDatabase<{ appointment_at: number; sequence: number }>("select appointment_at, sequence from bookings where id = ?", booking.id)).toEqual([
    { appointment_at: new Date(chosen!).getTime(), sequence: 1 },
  ]);
  await waitForRows("select id from mail where to_address = ? and subject = 'Your strategy call has a new time'", booking.email);
  // The calendar links follow the call to its new time.
  const compact = new Date(chosen!).toISOString().replace(/[-:]|\.\d{3}/g, "");
  await expect(page.getByTestId("add-to-calendar").getByRole("link", { name: "Google Calendar" })).toHaveAttribute("href", new RegExp(`dates=${compact}%2F`));

  // Cancelling asks once, on a page of its own, for an optional reason; keeping the call changes nothing.
  await page.getByRole("link", { name: "Cancel My Call" }).click();
  await expect(page.getByRole("heading", { name: "Cancel Your Strategy Call?" })).toBeVisible();
  await page.getByRole("link", { name: "No, keep my call" }).click();
  await expect(page.getByRole("heading", { name: "Your Strategy Call" })).toBeVisible();
  expect(queryDatabase<{ status: string }>("select status from bookings where id = ?", booking.id)).toEqual([{ status: "scheduled" }]);
  await page.getByRole("link", { name: "Cancel My Call" }).click();
  await page.getByLabel("Why are you cancelling? (optional)").fill("My truck broke down, <b>sorry</b>");
  await page.getByRole("button", { name: "Yes, Cancel My Call" }).click();
  await expect(page.getByText("Your call is cancelled").first()).toBeVisible();
  await expect(page.getByTestId("call-status")).toHaveText(/^Cancelled: /);
  await expect(page.getByRole("link", { name: "Cancel My Call" })).toHaveCount(0);
  await expect(page.getByTestId("add-to-calendar")).toHaveCount(0);
  const [cancellation] = await waitForRows<{ attachments: string }>(
    "select attachments from mail where to_address = ? and subject = 'Your strategy call is cancelled'",
    booking.email,
  );
  expect(cancellation.attachments).toContain("METHOD:CANCEL");
  expect(cancellation.attachments).toContain("SEQUENCE:2");

  await signInAs(page, await createUser({ roles: ["admin"] }), baseURL!);
  await page.goto("/admin-dashboard");
  const row = page.getByTestId("booking-row").filter({ hasText: booking.email });
  await expect(row).toContainText("Cancelled");
  // The booker's reason, as text.
  await expect(row.getByTestId("cancel-reason")).toHaveText("Why they cancelled: “My truck broke down, <b>sorry</b>”");
});

test("a cancellation reason that is too long is refused beside its field, with what was typed kept", async ({ page }) => {
  const booking = insertBooking();
  await page.goto(`${manageCallPath(booking.id)}?cancel=confirm`);
  // Past the field's own limit only a post made by hand gets here; the page answers it the same way.
  await page.getByLabel("Why are you cancelling? (optional)").evaluate((field) => field.removeAttribute("maxlength"));
  await page.getByLabel("Why are you cancelling? (optional)").fill("x".repeat(501));
  await page.getByRole("button", { name: "Yes, Cancel My Call" }).click();
  await expect(page.getByTestId("reason-error")).toHaveText("Please keep the reason under 500 characters");
  await expect(page.getByLabel("Why are you cancelling? (optional)")).toHaveValue("x".repeat(501));
  expect(queryDatabase<{ status: string }>("select status from bookings where id = ?", booking.id)).toEqual([{ status: "scheduled" }]);
  // Without a reason the call is cancelled, and the admin sees none.
  await page.getByLabel("Why are you cancelling? (optional)").fill("");
  await page.getByRole("button", { name: "Yes, Cancel My Call" }).click();
  await expect(page.getByTestId("call-status")).toHaveText(/^Cancelled: /);
  expect(queryDatabase<{ cancel_reason: string | null }>("select cancel_reason from bookings where id = ?", booking.id)).toEqual([{ cancel_reason: null }]);
});

test("a call already moved as often as a day allows stays put, and the booker is told how to reach us", async ({ page }) => {
  const booking = insertBooking();
  withDatabase((database) => {
    const insert = database.prepare(
      "insert into booking_changes (booking_id, kind, changed_at, host_knew_at) select id, 'moved', ?, appointment_at from bookings where id = ?",
    );
    for (let change = 1; change <= 3; change++) insert.run(Date.now() - change * 60_000, booking.id);
  });
  const before = queryDatabase("select appointment_at, sequence from bookings where id = ?", booking.id);
  await page.goto(manageCallPath(booking.id));
  await page.getByRole("list", { name: "Days with free times" }).getByRole("link").first().click();
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Move My Call" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "This call has been moved 3 times in the last 24 hours" });
  await expect(refusal).toContainText(`call us at ${company.supportPhone} or e-mail ${company.supportEmail}`);
  expect(queryDatabase("select appointment_at, sequence from bookings where id = ?", booking.id)).toEqual(before);
  // Cancelling is still open to them.
  await page.getByRole("link", { name: "Cancel My Call" }).click();
  await page.getByRole("button", { name: "Yes, Cancel My Call" }).click();
  await expect(page.getByTestId("call-status")).toHaveText(/^Cancelled: /);
});

test("a tampered link is refused", async ({ page }) => {
  const booking = insertBooking();
  const response = await page.goto(`${manageCallPath(booking.id).slice(0, -3)}abc`);
  expect(response?.status()).toBe(404);
});

test("a booker opening their link after the cut-off (4 hours before the call) is told how to reach us, and nothing can be changed", async ({ page }) => {
  // Two hours from now, at a second no other test's call can hold.
  const booking = insertBooking(Date.now() + 2 * 3_600_000 + Math.floor(Math.random() * 3_600) * 1000);
  await page.goto(manageCallPath(booking.id));
  await expect(page.getByTestId("change-rule")).toHaveText(
    `Changes close 4 hours before the call, so this one can no longer be moved or cancelled here. To change it now, please call us at ${company.supportPhone} or e-mail ${company.supportEmail}.`,
  );
  await expect(page.getByRole("button", { name: "Move My Call" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Cancel My Call" })).toHaveCount(0);
  // The confirmation step is not offered either.
  await page.goto(`${manageCallPath(booking.id)}?cancel=confirm`);
  await expect(page.getByRole("button", { name: "Yes, Cancel My Call" })).toHaveCount(0);
});
