import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { chooseReservedSlot, reservedSlot, type ReservedFor } from "./support/booking-slots";
import { answerBookingSurvey } from "./support/booking-survey";
import { callPreparationPath, insertBooking } from "./fixtures/accounts";
import { queryDatabase, uniquePhone, uniqueSuffix, waitForRows } from "./support/database";
import { callMedium } from "~/content/strategy-call";

// Tests share one database: each call booked here is a time of the test's own (support/booking-slots).
async function openDay(page: Page, dateIndex: number) {
  await page.goto("/booking-calendar?tz=America%2FDenver");
  const dateLink = page
    .getByRole("list")
    .filter({ has: page.locator("a[aria-current], a") })
    .getByRole("link")
    .nth(dateIndex);
  const label = (await dateLink.textContent()) ?? "";
  await dateLink.click();
  await expect(page.getByRole("link", { name: label })).toHaveAttribute("aria-current", "date");
  await expect(page.getByTestId("time-slots")).toBeVisible();
}

test.describe("booking funnel", () => {
  test("booking survey to a confirmed call", async ({ page, javaScriptEnabled }) => {
    const contact = { name: "Riley Tester", email: `riley-${uniqueSuffix()}@example.test`, phone: uniquePhone() };
    await answerBookingSurvey(page, javaScriptEnabled, contact);
    if (javaScriptEnabled) {
      const browserCopy = await page.evaluate(() => JSON.parse(localStorage.getItem("surveyData") ?? "{}"));
      expect(browserCopy).toMatchObject({ experience: "complete-beginner", timeCommitment: "20-30-hours", name: contact.name });
    }
    await expect(page.getByRole("heading", { name: "What to Expect" })).toBeVisible();
    await expect(page.getByText("A full hour, one-on-one.")).toBeVisible();
    // How the call happens, in the same words here, on the confirmation page, in the e-mail and the invite (no MEETING_LINK: by phone).
    await expect(page.getByTestId("call-meeting")).toContainText(callMedium.phone);
    // Contact details come pre-filled from the survey
    await expect(page.getByLabel("Full name")).toHaveValue(contact.name);
    await expect(page.getByLabel("E-mail")).toHaveValue(contact.email);

    await page.goto("/booking-calendar?tz=America%2FDenver");
    const slot = await chooseReservedSlot(page, "booking survey to a confirmed call", javaScriptEnabled);
    const chosen = (await slot.locator("xpath=..").getByTestId("slot-time").textContent())!.trim();
    // Once chosen, the time names its host.
    await expect(slot.locator("xpath=..").getByTestId("slot-host")).toHaveText("with Your host");
    await page.getByRole("button", { name: "Confirm Booking" }).click();

    await page.waitForURL(/\/call-preparation\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("time")).toBe(chosen);
    expect(url.searchParams.get("day")).toMatch(/day$/);
    await expect(page.getByRole("heading", { name: "Your strategy call is booked" })).toBeVisible();
    await expect(page.getByTestId("call-time")).toContainText(chosen);
    await expect(page.getByTestId("call-meeting")).toHaveText(callMedium.phone);
    await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();

    const [booking] = queryDatabase<{ name: string; status: string; timezone: string; notes: string; appointment_at: number }>(
      "select * from bookings where email = ?",
      contact.email,
    );
    expect(booking).toMatchObject({ name: contact.name, status: "scheduled", timezone: "America/Denver" });

    // Add to calendar: the booked instant in UTC for Google and Outlook, and the call's own .ics file.
    const start = new Date(booking.appointment_at);
    const compact = start.toISOString().replace(/[-:]|\.\d{3}/g, "");
    const calendar = page.getByTestId("add-to-calendar");
    await expect(calendar.getByRole("link", { name: "Google Calendar" })).toHaveAttribute(
      "href",
      new RegExp(`^https://calendar\\.google\\.com/calendar/render\\?action=TEMPLATE&.*dates=${compact}%2F`),
    );
    await expect(calendar.getByRole("link", { name: "Outlook" })).toHaveAttribute(
      "href",
      new RegExp(`^https://outlook\\.live\\.com/calendar/.*startdt=${encodeURIComponent(start.toISOString().replace(/\.\d{3}/, ""))}`),
    );
    const downloading = page.waitForEvent("download");
    await calendar.getByRole("link", { name: /\.ics/ }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe("strategy-call.ics");
    const ics = fs.readFileSync(await file.path(), "utf8");
    expect(ics).toContain("METHOD:PUBLISH");
    expect(ics).toContain(`DTSTART:${compact}`);
    expect(ics.replace(/\r\n[ \t]/g, "")).toContain(`DESCRIPTION:${callMedium.phone.replace(/[,;]/g, "\\$&")}`);
    expect(JSON.parse(booking.notes)).toMatchObject({ experience: "complete-beginner", investment: "1000-5000", motivation: "replace-income" });
    const mails = await waitForRows<{ subject: string; attachments: string; text_body: string }>("select * from mail where to_address = ?", contact.email);
    expect(mails[0].subject).toBe("Your free strategy call is booked");
    expect(mails[0].text_body).toContain(callMedium.phone);
    expect(mails[0].attachments).toContain("BEGIN:VCALENDAR");
  });

  test("a step saved in the background reloads no data", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "only JavaScript saves steps in the background");
    const dataReloads: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "GET" && new URL(request.url()).searchParams.has("_data")) dataReloads.push(request.url());
    });
    await page.goto("/booking-survey");
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled(); // hydrated
    const choices = ["Complete beginner", "20-30 hours a week (serious part time)", "$1,000 - $5,000", "USA / Canada"];
    for (const [index, choice] of choices.entries()) {
      await page.getByLabel(choice).check();
      await expect(page.getByTestId("survey-progress")).toHaveText(`Step ${index + 2} of 6`);
    }
    const lastSave = page.waitForResponse((response) => /(^|&)step=5&intent=save-step(&|$)/.test(response.request().postData() ?? ""));
    await page.getByLabel("Replace my current income").check();
    await lastSave;
    // The last button says "Saving..." until the save is done, reload of the page's data included.
    await expect(page.getByRole("button", { name: "Book My Call" })).toBeEnabled();
    expect(dataReloads).toEqual([]);
  });

  test("finishing the survey makes a lead with its consent, even without picking a time", async ({ page, javaScriptEnabled }) => {
    const contact = { name: "Morgan Lee", email: `morgan-${uniqueSuffix()}@example.test`, phone: uniquePhone() };
    await answerBookingSurvey(page, javaScriptEnabled, contact);
    const [lead] = queryDatabase<{ id: number; first_name: string; last_name: string; source: string }>("select * from leads where email = ?", contact.email);
    expect(lead).toMatchObject({ first_name: "Morgan", last_name: "Lee", source: "booking_survey" });
    const consents = queryDatabase<{ consent_text: string; page: string }>("select * from lead_consents where lead_id = ?", lead.id);
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({ page: "/booking-survey" });
    expect(consents[0].consent_text).toContain("Reply STOP to unsubscribe");
  });

  test("a second call for the same e-mail is refused with the entries kept; the first one's time goes to that inbox, not the page", async ({
    page,
    javaScriptEnabled,
  }) => {
    const email = `twice-${uniqueSuffix()}@example.test`;
    const book = async (time: ReservedFor) => {
      await page.goto("/booking-calendar?tz=America%2FDenver");
      await chooseReservedSlot(page, time, javaScriptEnabled);
      await page.getByLabel("Full name").fill("Twice Booker");
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel("Phone").fill(uniquePhone());
      await page.getByRole("button", { name: "Confirm Booking" }).click();
    };
    await book("a second call for the same e-mail");
    await page.waitForURL(/\/call-preparation\?/);
    const chosen = new URL(page.url()).searchParams.get("time")!;

    await book("a second call for the same e-mail, refused");
    const alert = page.getByRole("alert").filter({ hasText: "You already have a strategy call booked" });
    await expect(alert).toContainText("we have e-mailed you about your existing call");
    await expect(alert).not.toContainText(chosen);
    await expect
      .poll(
        () =>
          queryDatabase<{ text_body: string }>("select text_body from mail where to_address = ? and subject = 'You already have a strategy call booked'", email)
            .length,
      )
      .toBe(1);
    expect(
      queryDatabase<{ text_body: string }>("select text_body from mail where to_address = ? and subject = 'You already have a strategy call booked'", email)[0]
        .text_body,
    ).toContain(chosen.split(" ")[0]);
    await expect(page.getByLabel("Full name")).toHaveValue("Twice Booker");
    await expect(page.getByLabel("E-mail")).toHaveValue(email);
    expect(queryDatabase("select id from bookings where email = ?", email)).toHaveLength(1);
  });

  test("the webinar page's Schedule a Call leads into a booking", async ({ page, javaScriptEnabled }) => {
    const email = `webinar-${uniqueSuffix()}@example.test`;
    await page.goto("/webinar");
    await page.getByRole("button", { name: "Schedule a Call" }).first().click();
    await page.waitForURL(/\/booking-calendar/);
    await page.goto("/booking-calendar?tz=America%2FDenver");
    await chooseReservedSlot(page, "the webinar's Schedule a Call", javaScriptEnabled);
    await page.getByLabel("Full name").fill("Webinar Viewer");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Phone").fill(uniquePhone());
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await page.waitForURL(/\/call-preparation\?/);
    const [booking] = queryDatabase<{ notes: string }>("select notes from bookings where email = ?", email);
    expect(JSON.parse(booking.notes)).toMatchObject({ source: "webinar", experience: "complete-beginner" });
  });

  test("missing fields and a taken slot get clear messages, never an error page", async ({ page, javaScriptEnabled }) => {
    await page.goto("/booking-calendar?tz=America%2FDenver");
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please fill in all required fields" })).toBeVisible();

    const slotValue = await (await chooseReservedSlot(page, "a taken slot", javaScriptEnabled)).getAttribute("value");
    await page.getByLabel("Full name").fill("Second Person");
    await page.getByLabel("E-mail").fill(`second-${uniqueSuffix()}@example.test`);
    await page.getByLabel("Phone").fill(uniquePhone());

    // Someone else books the same hour first
    const date = new URL(page.url()).searchParams.get("date") ?? (await page.locator('input[name="date"]').inputValue());
    const first = await page.request.post("/booking-calendar", {
      form: {
        name__confirm: "",
        intent: "book",
        date,
        datetime: slotValue!,
        timezone: "America/Denver",
        name: "First Person",
        email: `first-${uniqueSuffix()}@example.test`,
        phone: uniquePhone(),
      },
      maxRedirects: 0,
    });
    expect(first.status()).toBe(302);

    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "that time was just booked" })).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("Second Person");
    // The fresh slot list no longer offers the taken hour
    await expect(page.locator(`input[value="${slotValue}"]`)).toHaveCount(0);
    await expect(page.getByTestId("time-slots").getByRole("radio").first()).toBeVisible();
  });

  test("a date outside the offered list is refused", async ({ page }) => {
    await page.goto("/booking-calendar?tz=America%2FDenver&date=2001-01-01");
    await expect(page.getByText("Invalid date selection")).toBeVisible();
  });

  test("choosing a time zone clears the date and shows the zone's times", async ({ page, javaScriptEnabled }) => {
    await openDay(page, 3);
    await page.getByLabel("Your time zone").selectOption("Asia/Tokyo");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Change time zone" }).click();
    await expect(page.getByText("Choose a date above to see the available times.")).toBeVisible();
    await expect(page.getByLabel("Your time zone")).toHaveValue("Asia/Tokyo");
  });

  test("Clear Selection resets the date and time", async ({ page }) => {
    await openDay(page, 6);
    await page.getByTestId("time-slots").getByRole("radio").first().check();
    await page.getByRole("link", { name: "Clear Selection" }).click();
    await expect(page.getByText("Choose a date above to see the available times.")).toBeVisible();
  });

  test("20 people pressing Confirm for one hour at once: exactly one booking", async ({ request, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "HTTP-level test; runs once");
    const { date, datetime: slot } = reservedSlot("20 people pressing Confirm at once", javaScriptEnabled);
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        request.post("/booking-calendar", {
          form: {
            name__confirm: "",
            intent: "book",
            date,
            datetime: slot,
            timezone: "America/Denver",
            name: `Racer ${index}`,
            email: `racer${index}-${uniqueSuffix()}@example.test`,
            phone: uniquePhone(),
          },
          maxRedirects: 0,
        }),
      ),
    );
    const statuses = attempts.map((response) => response.status());
    expect(statuses.filter((status) => status === 302)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const refusal = await attempts.find((response) => response.status() === 409)!.text();
    expect(refusal).toContain("that time was just booked");
    expect(queryDatabase("select id from bookings where appointment_at = ?", Date.parse(slot))).toHaveLength(1);
  });

  test("the browser's own time zone is the default when it is offered", async ({ browser, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "needs JavaScript to read the browser's zone");
    const context = await browser.newContext({ timezoneId: "Asia/Tokyo" });
    const page = await context.newPage();
    await page.goto("/booking-calendar");
    await expect(page.getByLabel("Your time zone")).toHaveValue("Asia/Tokyo");
    await context.close();
  });

  test("a browser zone that is not offered gets the offered zone on the same clock (Boise: Denver)", async ({ browser, javaScriptEnabled, baseURL }) => {
    const context = await browser.newContext({ timezoneId: "America/Boise", javaScriptEnabled });
    // Without JavaScript, the zone a script remembered on an earlier visit (the cookie) is mapped by the server.
    if (!javaScriptEnabled) await context.addCookies([{ name: "tz", value: encodeURIComponent("America/Boise"), url: baseURL! }]);
    const page = await context.newPage();
    await page.goto("/booking-calendar");
    await expect(page.getByLabel("Your time zone")).toHaveValue("America/Denver");
    await context.close();
  });
});

test("call preparation says a call is booked only for a booked call's token, never from the query string", async ({ page }) => {
  for (const query of [
    "date=2026-12-01&time=10%3A00%20AM%20MST&day=Tuesday&session_id=abc&x=<script>",
    "date=2026-12-01&time=10%3A00%20AM&day=Tuesday&call=made-up-token",
  ]) {
    await page.goto(`/call-preparation?${query}`);
    await expect(page.getByRole("heading", { level: 1, name: "Getting ready for your strategy call" })).toBeVisible();
    await expect(page.getByText("Booking confirmed")).toHaveCount(0);
    await expect(page.getByTestId("call-time")).not.toContainText("December 1");
    await expect(page.getByTestId("call-time").getByRole("link", { name: "Choose a time" })).toHaveAttribute("href", "/booking-survey");
  }
});

test("a booked call's page shows only a date, a day and a clock time from its query string", async ({ page }) => {
  const booking = insertBooking();
  await page.goto(`${callPreparationPath(booking, { date: "2026-12-01", time: "10:00 AM MST", day: "Tuesday" })}&session_id=abc&x=<script>`);
  await expect(page.getByTestId("call-time")).toContainText("Tuesday, December 1, 2026 at 10:00 AM MST");
  await page.goto(callPreparationPath(booking, { date: "<b>bad</b>", time: "<script>alert(1)</script>", day: "Funday" }));
  await expect(page.getByTestId("call-time")).toContainText("We will see you at the time you chose.");
  // A time followed by words of someone else's choosing is no time (the page is linkable).
  for (const time of ["10:00 AM - CALL +1-900-555-0199 NOW", "10:00 AM MST call 1-900-555-0199", "10:00 AM GMT+5:30 or else"]) {
    await page.goto(callPreparationPath(booking, { date: "2026-12-01", time, day: "Tuesday" }));
    await expect(page.getByTestId("call-time")).toContainText("We will see you on Tuesday, December 1, 2026.");
    await expect(page.getByTestId("call-time")).not.toContainText(/2026 at /);
    await expect(page.locator("body")).not.toContainText("900");
  }
  await page.goto(callPreparationPath(booking, { date: "2026-12-01", time: "9:30 AM GMT+5:30", day: "Tuesday" }));
  await expect(page.getByTestId("call-time")).toContainText("at 9:30 AM GMT+5:30");
});
