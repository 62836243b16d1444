import { expect, test, type Page } from "@playwright/test";
import { bookingTimezones } from "~/lib/timezones";
import { chooseReservedSlot } from "./support/booking-slots";
import { createUser, signInAs, withDatabase } from "./fixtures/accounts";
import { queryDatabase, uniqueSuffix, waitForRows } from "./support/database";

// Text messages on the built-in text outbox (no Twilio on the test server): a booking whose
// booker ticks the text box gets its confirmation; with the clock moved, its reminder; a STOP
// typed as that phone's reply stops the next one. A booking without the box gets no text at all.

/** A mobile-format number of this test's own (one upcoming call per phone), as typed and in E.164. */
function testPhone(): { typed: string; e164: string } {
  const digits = `${Date.now() % 1_000_000}${process.pid % 10}`.padStart(7, "0").slice(-7);
  return { typed: `(303) 7${digits.slice(1, 3)}-${digits.slice(3)}`, e164: `+13037${digits.slice(1, 3)}${digits.slice(3)}` };
}

/** A zone where it is daytime now, so that quiet hours hold nothing back while the test runs. */
function zoneInDaytime(): string {
  const hour = (zone: string) => Number(new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", hourCycle: "h23" }).format(new Date()));
  return bookingTimezones.map((zone) => zone.id).find((zone) => hour(zone) >= 9 && hour(zone) < 19)!;
}

async function answerSurveyTickingTheBox(page: Page, javaScriptEnabled: boolean, contact: { name: string; email: string; phone: string }) {
  await page.goto("/booking-survey");
  for (const choice of ["Complete beginner", "20-30 hours a week (serious part time)", "$1,000 - $5,000", "USA / Canada", "Replace my current income"]) {
    await page.getByLabel(choice).check();
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Next" }).click();
  }
  await expect(page.getByTestId("survey-progress")).toHaveText("Step 6 of 6");
  const box = page.getByRole("checkbox", { name: /Text me/ });
  await expect(box).not.toBeChecked();
  await page.getByLabel("Full name").fill(contact.name);
  await page.getByLabel("E-mail").fill(contact.email);
  await page.getByLabel("Phone").fill(contact.phone);
  await box.check();
  await page.getByRole("button", { name: "Book My Call" }).click();
  await page.waitForURL(/\/booking-calendar/);
}

async function openTexts(page: Page) {
  await page.goto("/admin-dashboard/texts");
  await expect(page.getByRole("heading", { name: "Text messages", level: 1 })).toBeVisible();
}

const textRow = (page: Page, phone: string, kind: string) => page.getByTestId("text-row").filter({ hasText: phone }).filter({ hasText: kind });

test("a call texted from booking to reminder, and a STOP that stops the next text", async ({ page, browser, baseURL, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const phone = testPhone();
  const contact = { name: "Sam Texter", email: `texter-${uniqueSuffix()}@example.test`, phone: phone.typed };
  await answerSurveyTickingTheBox(page, javaScriptEnabled, contact);
  // The calendar keeps the answer: the box comes ticked from the survey.
  await expect(page.getByRole("checkbox", { name: /Text me/ })).toBeChecked();
  await page.goto("/booking-calendar?tz=America%2FDenver");
  await chooseReservedSlot(page, "a call texted from booking to reminder", javaScriptEnabled);
  await page.getByRole("checkbox", { name: /Text me/ }).check();
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await page.waitForURL(/\/call-preparation\?/);
  expect(queryDatabase("select event, source from text_consents where phone = ? order by id", phone.e164)).toEqual([
    { event: "granted", source: "/booking-survey" },
    { event: "granted", source: "/booking-calendar" },
  ]);

  const admin = await browser.newContext({ javaScriptEnabled });
  const adminPage = await admin.newPage();
  await signInAs(adminPage, await createUser({ roles: ["admin", "super_admin"] }), baseURL!);
  await openTexts(adminPage);
  const confirmation = textRow(adminPage, phone.e164, "confirmation");
  await expect(confirmation).toContainText("In the text outbox");
  await expect(confirmation).toContainText("Chip Repair Academy: your free strategy call is booked for");
  await expect(confirmation).toContainText("Reply STOP to opt out.");

  // The clock moves: the call is 90 minutes away for a booker whose clock says daytime, so its reminder is due.
  const [{ id }] = queryDatabase<{ id: number }>("select id from bookings where email = ?", contact.email);
  // (An instant of this half's own: one call per instant.)
  const start = Math.ceil((Date.now() + 90 * 60_000) / 60_000) * 60_000 + (javaScriptEnabled ? 17_000 : 23_000);
  withDatabase((database) =>
    database.transaction(() => {
      database.prepare("update bookings set appointment_at = ?, timezone = ? where id = ?").run(start, zoneInDaytime(), id);
      database
        .prepare("update scheduled_texts set due_at = ?, status = 'scheduled', note = null where booking_id = ? and kind = 'reminder'")
        .run(Date.now(), id);
    })(),
  );
  await waitForRows("select id from text_messages where booking_id = ? and kind = 'reminder'", id);
  await openTexts(adminPage);
  await expect(textRow(adminPage, phone.e164, "reminder")).toContainText("Chip Repair Academy: reminder, your strategy call starts in 2 hours");

  // The phone answers (typed in the text outbox's stand-in for a phone): a reply for a person shows beside the call.
  await adminPage.getByLabel("From number").fill(phone.typed);
  const reply = `Can you call my other number, not ${phone.typed}?`;
  await adminPage.getByLabel("Reply").fill(reply);
  await adminPage.getByRole("button", { name: "Send reply" }).click();
  await expect(adminPage.getByText("Reply handled: reply")).toBeVisible();
  await expect(adminPage.getByTestId("reply-row").filter({ hasText: phone.e164 })).toContainText(`call booked by ${contact.name}`);
  await adminPage.goto("/admin-dashboard");
  await expect(adminPage.getByTestId("text-reply").filter({ hasText: reply })).toBeVisible();

  // Then STOP: one confirmation, and the number is listed as opted out.
  await openTexts(adminPage);
  await adminPage.getByLabel("From number").fill(phone.typed);
  await adminPage.getByLabel("Reply").fill(" stop ");
  await adminPage.getByRole("button", { name: "Send reply" }).click();
  await expect(adminPage.getByText("Reply handled: opt-out")).toBeVisible();
  await waitForRows("select id from text_messages where to_phone = ? and kind = 'opt-out' and status = 'in-outbox'", phone.e164);
  await openTexts(adminPage);
  await expect(textRow(adminPage, phone.e164, "opt-out")).toContainText("you are unsubscribed");
  await expect(adminPage.getByTestId("opted-out").filter({ hasText: phone.e164 })).toBeVisible();

  // The call is moved and its reminder comes due again: not sent, and the log says why.
  withDatabase((database) =>
    database.prepare("update scheduled_texts set due_at = ?, status = 'scheduled' where booking_id = ? and kind = 'reminder'").run(Date.now(), id),
  );
  await waitForRows("select id from text_messages where booking_id = ? and kind = 'reminder' and status = 'skipped'", id);
  await openTexts(adminPage);
  await expect(textRow(adminPage, phone.e164, "reminder").filter({ hasText: "Not sent" })).toContainText("the number opted out");
  expect(queryDatabase("select count(*) as count from text_messages where to_phone = ? and status = 'in-outbox'", phone.e164)).toEqual([{ count: 3 }]);
  await admin.close();
});

test("a call booked without the text box gets no text; a missing name keeps the ticked box", async ({ page, javaScriptEnabled }) => {
  const phone = testPhone();
  const email = `untexted-${uniqueSuffix()}@example.test`;
  await page.goto("/booking-calendar?tz=America%2FDenver");
  await chooseReservedSlot(page, "a call booked without the text box", javaScriptEnabled);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Phone").fill(phone.typed);
  const box = page.getByRole("checkbox", { name: /Text me/ });
  await expect(box).not.toBeChecked();
  await box.check();
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(page.getByText("Please enter your name")).toBeVisible();
  await expect(box).toBeChecked();
  await expect(page.getByLabel("Phone")).toHaveValue(phone.typed);

  await box.uncheck();
  await page.getByLabel("Full name").fill("Pat Quiet");
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await page.waitForURL(/\/call-preparation\?/);
  // The confirmation e-mail has gone out through the outbox: a text would have gone with it.
  await waitForRows("select id from mail where to_address = ?", email);
  expect(queryDatabase("select count(*) as count from text_messages where to_phone = ? or to_phone = ?", phone.e164, phone.typed)).toEqual([{ count: 0 }]);
  expect(queryDatabase("select count(*) as count from text_consents where phone = ?", phone.e164)).toEqual([{ count: 0 }]);
});

test("the webinar survey's box: unticked at first, kept through the steps, and once ticked the number may get the start notice", async ({ page }) => {
  const phone = testPhone();
  const email = `webinar-texts-${uniqueSuffix()}@example.test`;
  await page.goto("/lead-survey");
  const box = page.getByRole("checkbox", { name: /Text me/ });
  await expect(box).not.toBeChecked();
  await page.getByLabel("First name").fill("Noor");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Phone").fill(phone.typed);
  await box.check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(box).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Complete beginner").check();
  await page.getByLabel("5-10 hours a week").check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Under $1,000").check();
  await page.getByLabel("$2,000 - $5,000 a month").check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("City and state").fill("Denver, CO");
  await page.getByLabel("What makes you want to start this business?").fill("Texts");
  await page.getByRole("button", { name: "Get My Free Training!" }).click();
  await page.waitForURL(/\/webinar$/);
  const [lead] = queryDatabase<{ id: number; webinar_session_at: number }>("select id, webinar_session_at from leads where email = ?", email);
  expect(queryDatabase("select event, source, lead_id from text_consents where phone = ?", phone.e164)).toEqual([
    { event: "granted", source: "/lead-survey", lead_id: lead.id },
  ]);
  const [notice] = queryDatabase<{ kind: string; due_at: number }>("select kind, due_at from scheduled_texts where lead_id = ?", lead.id);
  expect(notice.kind).toBe("webinar");
  expect(notice.due_at).toBeLessThan(lead.webinar_session_at);
});
