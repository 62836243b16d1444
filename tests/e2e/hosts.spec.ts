import http from "node:http";
import type { AddressInfo } from "node:net";
import { TZDate } from "@date-fns/tz";
import sharp from "sharp";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { addDays, dateInZone, mondayOf, offeredDates } from "~/lib/calendar-dates";
import { accountOn, SESSION_SECRET } from "./support/server-accounts";
import { onDatabase, startServer, type ServerProcess } from "./support/server-process";

// The calls studio: the owner closes days and a vacation week and the calendar stops offering
// them; a second host is added and takes a call; two hosts under a 20-way race each get one
// call of the hour, never two. Each test has a site of its own: publishing hours on the shared
// test server would change the calendar under the other tests.

const ZONE = "America/Denver";
// The stand-in calendar is on this machine, which the site fetches from only when told.
const SETTINGS = { SESSION_SECRET, RATE_LIMIT_MULTIPLIER: "1000", CALL_BUFFER_MINUTES: "0", MAX_CALLS_PER_DAY: "24", CALENDAR_FEED_ADDRESSES: "any" };

async function signedInPage(browser: Browser, server: ServerProcess, roles: ("admin" | "super_admin")[], javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1366, height: 900 } });
  await context.addCookies([{ ...accountOn(server, roles), url: server.baseURL }]);
  return context.newPage();
}

/** The instant of a wall-clock hour on a date in Denver, as the booking form posts it. */
const denverHour = (date: string, hour: number) => {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(new TZDate(year, month - 1, day, hour, 0, 0, ZONE).getTime()).toISOString();
};

/** The times the calendar offers on a date, as its radios' values (none: the day is closed). */
async function offeredTimes(page: Page, server: ServerProcess, date: string) {
  await page.goto(`${server.baseURL}/booking-calendar?tz=${encodeURIComponent(ZONE)}&date=${date}`);
  await expect(page.getByTestId("time-slots").or(page.getByText("No times are left on this day."))).toBeVisible();
  return page
    .getByTestId("time-slots")
    .locator('input[type="radio"]')
    .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
}

async function publishDraft(page: Page) {
  await page.getByRole("button", { name: "Publish the draft" }).click();
  await expect(page.getByText(/^Revision \d+, published by super_admin-/).first()).toBeVisible();
}

test("the owner blocks next Tuesday and adds a vacation week; the calendar stops offering those days, and the call booked before is listed, not moved", async ({
  browser,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(180_000);
  const server = await startServer(SETTINGS);
  try {
    const today = dateInZone(new Date(), ZONE);
    const tuesday = [1, 2, 3, 4, 5, 6, 7].map((days) => addDays(today, days)).find((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 2)!;
    const vacationMonday = addDays(mondayOf(tuesday), 7);
    const vacationFriday = addDays(vacationMonday, 4);
    const closed = offeredDates(new Date(), ZONE).filter((date) => date === tuesday || (date >= vacationMonday && date <= vacationFriday));
    expect(closed.length).toBeGreaterThan(0);

    const owner = await signedInPage(browser, server, ["super_admin"], javaScriptEnabled);
    expect((await offeredTimes(owner, server, closed[0])).length).toBeGreaterThan(0);
    // A call already booked on one of those days stays booked.
    await owner.request.post(`${server.baseURL}/booking-calendar`, {
      form: {
        name__confirm: "",
        intent: "book",
        date: closed[0],
        datetime: denverHour(closed[0], 14),
        timezone: ZONE,
        name: "Kept Caller",
        email: "kept@example.test",
        phone: "801-555-0177",
      },
      maxRedirects: 0,
    });

    await owner.goto(`${server.baseURL}/admin/hosts`);
    await owner.getByRole("link", { name: "Your host" }).click();
    await expect(owner.getByRole("heading", { level: 1, name: "Your host" })).toBeVisible();

    // A last day before the first is refused next to the field, the entries kept.
    await owner.getByLabel("First day").fill(tuesday);
    await owner.getByLabel("Last day").fill(addDays(tuesday, -1));
    await owner.getByRole("button", { name: "Add to the draft" }).click();
    await expect(owner.getByTestId("to-error")).toHaveText("The last day comes before the first.");
    await expect(owner.getByLabel("First day")).toHaveValue(tuesday);

    await owner.getByLabel("Last day").fill("");
    await owner.getByRole("button", { name: "Add to the draft" }).click();
    await expect(owner.getByText(`${tuesday}: no calls`)).toBeVisible();
    await owner.getByLabel("First day").fill(vacationMonday);
    await owner.getByLabel("Last day").fill(vacationFriday);
    await owner.getByRole("button", { name: "Add to the draft" }).click();
    await expect(owner.getByText(`${vacationMonday} to ${vacationFriday}: no calls`)).toBeVisible();

    // Only a draft so far: still offered.
    expect((await offeredTimes(owner, server, closed[0])).length).toBeGreaterThan(0);
    await owner.goto(`${server.baseURL}/admin/hosts/1`);
    await publishDraft(owner);
    await expect(owner.getByTestId("calls-outside-hours")).toContainText("Kept Caller");
    // Nothing wider than the screen, on a phone and a laptop.
    for (const width of [375, 1366]) {
      await owner.setViewportSize({ width, height: 900 });
      await owner.screenshot({ path: testInfo.outputPath(`host-studio-${width}.png`), fullPage: true });
      expect(await owner.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
    }

    // The days off leave the calendar's dates; other working days take their places.
    await owner.goto(`${server.baseURL}/booking-calendar?tz=${encodeURIComponent(ZONE)}`);
    const dates = await owner
      .getByRole("link", { name: /^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d+$/ })
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get("date")));
    expect(dates).toHaveLength(8);
    for (const date of closed) expect(dates).not.toContain(date);
    await owner.goto(`${server.baseURL}/booking-calendar?tz=${encodeURIComponent(ZONE)}&date=${closed[0]}`);
    await expect(owner.getByText("Invalid date selection")).toBeVisible();
    expect(onDatabase(server, (database) => database.prepare("select status from bookings where email = 'kept@example.test'").all())).toEqual([
      { status: "scheduled" },
    ]);
  } finally {
    await server.stop();
  }
});

test("a second host is added in the studio and a visitor's booking goes to them", async ({ browser, javaScriptEnabled }) => {
  test.setTimeout(180_000);
  const server = await startServer(SETTINGS);
  try {
    const owner = await signedInPage(browser, server, ["super_admin"], javaScriptEnabled);
    await signedInPage(browser, server, ["admin"], javaScriptEnabled);
    const [{ email: closerEmail }] = onDatabase(server, (database) =>
      database.prepare("select email from users where email like 'admin-%' order by created_at desc limit 1").all(),
    ) as { email: string }[];

    await owner.goto(`${server.baseURL}/admin/hosts`);
    await owner.getByLabel("The host's account e-mail").fill("nobody@example.test");
    await owner.getByRole("button", { name: "Add host" }).click();
    await expect(owner.getByTestId("email-error")).toContainText("No account has this e-mail address");
    await owner.getByLabel("The host's account e-mail").fill(closerEmail);
    await owner.getByRole("button", { name: "Add host" }).click();
    await expect(owner.getByText("Not taking calls in", { exact: false })).toBeVisible();
    await owner.getByLabel("Name on the booking page").fill("Sam Closer");
    await owner.getByLabel("Call length (minutes)").fill("45");
    await owner.getByLabel("Takes calls (offered to visitors)").check();
    await owner.getByLabel("Saturday").fill("10:00-12:00, 9:00-10:30");
    await owner.getByRole("button", { name: "Save draft" }).click();
    await expect(owner.getByTestId("hours-sat-error")).toHaveText("Two of these ranges overlap.");
    await expect(owner.getByLabel("Name on the booking page")).toHaveValue("Sam Closer");
    await owner.getByLabel("Saturday").fill("");
    await owner.getByRole("button", { name: "Save draft" }).click();
    await expect(owner.getByText("Draft saved").first()).toBeVisible();
    const face = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#446688" } })
      .jpeg()
      .toBuffer();
    await owner.getByLabel("Photo", { exact: true }).setInputFiles({ name: "sam.jpg", mimeType: "image/jpeg", buffer: face });
    await owner.getByRole("button", { name: "Save photo to the draft" }).click();
    await expect(owner.getByText("Draft saved: the photo shows on the booking page once published.").first()).toBeVisible();
    await publishDraft(owner);
    await expect(owner.getByRole("heading", { level: 1, name: "Sam Closer" })).toBeVisible();

    // The first host has a call at 9 that day: the same hour is still offered, and goes to Sam.
    const date = offeredDates(new Date(), ZONE)[4];
    const nine = denverHour(date, 9);
    await owner.request.post(`${server.baseURL}/booking-calendar`, {
      form: {
        name__confirm: "",
        intent: "book",
        date,
        datetime: nine,
        timezone: ZONE,
        name: "First Caller",
        email: "first-caller@example.test",
        phone: "801-555-0101",
      },
      maxRedirects: 0,
    });
    const visitor = await (await browser.newContext({ javaScriptEnabled })).newPage();
    expect(await offeredTimes(visitor, server, date)).toContain(nine);
    // The pages say how long the calls on offer last: Sam's are 45 minutes, the first host's an hour.
    await expect(visitor.getByText("45 to 60 minutes, one-on-one, about starting your windshield repair business.")).toBeVisible();
    await visitor.goto(`${server.baseURL}/booking-landing`);
    await expect(visitor.getByRole("heading", { name: "What you'll get in 45 to 60 minutes" })).toBeVisible();
    expect(await offeredTimes(visitor, server, date)).toContain(nine);
    const nineHost = visitor.locator("label", { has: visitor.locator(`input[value="${nine}"]`) }).getByTestId("slot-host");
    await expect(nineHost).toBeHidden();
    await visitor.locator(`input[type="radio"][value="${nine}"]`).check();
    // The host shows once the time is chosen (by CSS: the same without JavaScript).
    await expect(nineHost).toHaveText("with Sam Closer");
    await expect(nineHost).toBeVisible();
    await expect(nineHost.locator("img")).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{16}-\d+w\.jpg$/);
    expect(await nineHost.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await visitor.getByLabel("Full name").fill("Second Caller");
    await visitor.getByLabel("E-mail").fill("second-caller@example.test");
    await visitor.getByLabel("Phone").fill("801-555-0102");
    await visitor.getByRole("button", { name: "Confirm Booking" }).click();
    await visitor.waitForURL(/\/call-preparation\?/);
    const hostOf = (email: string) =>
      onDatabase(server, (database) =>
        database
          .prepare("select json_extract(h.schedule, '$.displayName') as host from bookings b join hosts h on h.id = b.host_id where b.email = ?")
          .get(email),
      );
    expect(hostOf("first-caller@example.test")).toEqual({ host: "Your host" });
    expect(hostOf("second-caller@example.test")).toEqual({ host: "Sam Closer" });
    // Both hosts are taken at 9 now.
    expect(await offeredTimes(visitor, server, date)).not.toContain(nine);
  } finally {
    await server.stop();
  }
});

test("a busy event in the host's own calendar (a stand-in feed) removes its slot; the studio shows the address only in part", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(180_000);
  const date = offeredDates(new Date(), ZONE)[3];
  const [ten, eleven] = [denverHour(date, 10), denverHour(date, 11)];
  const compact = (iso: string) => iso.replace(/[-:]|\.\d{3}/g, "");
  const calendar = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Stand-in//EN",
    "BEGIN:VEVENT",
    "UID:dentist@stand-in",
    "DTSTAMP:20260101T000000Z",
    `DTSTART:${compact(ten)}`,
    `DTEND:${compact(new Date(Date.parse(ten) + 30 * 60_000).toISOString())}`,
    "SUMMARY:Dentist",
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");
  const standIn = http.createServer((_, response) => response.writeHead(200, { "Content-Type": "text/calendar" }).end(calendar));
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  const secret = "private-0a1b2c3d4e5f60718293";
  const address = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/calendar/${secret}/basic.ics`;
  const server = await startServer(SETTINGS);
  try {
    const owner = await signedInPage(browser, server, ["super_admin"], javaScriptEnabled);
    expect(await offeredTimes(owner, server, date)).toEqual(expect.arrayContaining([ten, eleven]));
    await owner.goto(`${server.baseURL}/admin/hosts/1`);
    await owner.getByLabel("The calendar's secret address").fill("ftp://example.test/calendar.ics");
    await owner.getByRole("button", { name: "Save address" }).click();
    await expect(owner.getByTestId("busyFeed-error")).toContainText("https://");
    await owner.getByLabel("The calendar's secret address").fill(address);
    await owner.getByRole("button", { name: "Save address" }).click();
    await expect(owner.getByTestId("busy-feed-status")).toContainText("Last good copy:");
    await expect(owner.getByTestId("busy-feed-status")).not.toContainText(secret);
    expect(await owner.content()).not.toContain(secret);

    const times = await offeredTimes(owner, server, date);
    expect(times).not.toContain(ten);
    expect(times).toContain(eleven);
  } finally {
    await server.stop();
    await new Promise((resolve) => standIn.close(resolve));
  }
});

test("with no time open in the weeks offered, the booking page says so with the support contact instead of an empty calendar", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  let server = await startServer(SETTINGS);
  try {
    await server.stop();
    onDatabase(server, (database) => database.prepare("update hosts set schedule = json_set(schedule, '$.takesCalls', json('false'))").run());
    server = await startServer(SETTINGS, server.dataDirectory);
    const visitor = await (await browser.newContext({ javaScriptEnabled })).newPage();
    await visitor.goto(`${server.baseURL}/booking-calendar`);
    const notice = visitor.getByTestId("no-time-open");
    await expect(notice.getByRole("heading", { name: "No time is open in the next two weeks" })).toBeVisible();
    await expect(notice.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(notice.getByRole("link").first()).toHaveAttribute("href", /^tel:/);
    await expect(visitor.getByRole("button", { name: "Confirm Booking" })).toHaveCount(0);
  } finally {
    await server.stop();
  }
});

test("20 people pressing Confirm for one hour at once with two hosts free: exactly two bookings, one per host", async ({ request, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "HTTP-level test; runs once");
  test.setTimeout(120_000);
  let server = await startServer(SETTINGS);
  try {
    // A second host taking calls with the first host's hours, written before the site reads its hosts.
    await server.stop();
    onDatabase(server, (database) =>
      database
        .prepare(
          "insert into hosts (schedule, published_by, published_at) select json_set(schedule, '$.displayName', 'Second Host'), 'test', published_at from hosts where id = 1",
        )
        .run(),
    );
    server = await startServer(SETTINGS, server.dataDirectory);
    const date = offeredDates(new Date(), ZONE)[5];
    const slot = denverHour(date, 10);
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        request.post(`${server.baseURL}/booking-calendar`, {
          form: {
            name__confirm: "",
            intent: "book",
            date,
            datetime: slot,
            timezone: ZONE,
            name: `Racer ${index}`,
            email: `racer${index}@example.test`,
            phone: `801-555-02${String(index).padStart(2, "0")}`,
          },
          maxRedirects: 0,
        }),
      ),
    );
    const statuses = attempts.map((response) => response.status());
    expect(statuses.filter((status) => status === 302)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(18);
    const booked = onDatabase(server, (database) =>
      database.prepare("select host_id from bookings where appointment_at = ? order by host_id").all(Date.parse(slot)),
    );
    expect(booked).toEqual([{ host_id: 1 }, { host_id: 2 }]);
  } finally {
    await server.stop();
  }
});
