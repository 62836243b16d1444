import { expect, test, type Browser, type Page } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import { founder } from "~/content/founder";
import { startSmtpStandIn, type SmtpStandIn } from "../support/smtp-stand-in";
import { leavesOf, parseStrictMime } from "../support/strict-mime";
import { answerBookingSurvey } from "./support/booking-survey";
import { uniquePhone, uniqueSuffix } from "./support/database";
import { accountOn, SESSION_SECRET } from "./support/server-accounts";
import { startServer, type ServerProcess } from "./support/server-process";

// The business's words in the studio: an admin drafts, the preview shows the draft, a super
// admin publishes and the site (its pages, its e-mails) uses it at once; an earlier revision
// restores. Each test runs a site of its own: publishing on the shared test server would
// change the pages under the other tests. JavaScript on and off.

type Role = "admin" | "super_admin";

async function signedIn(browser: Browser, server: ServerProcess, role: Role, javaScriptEnabled: boolean, width = 1366): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, baseURL: server.baseURL, viewport: { width, height: 900 } });
  await context.addCookies([{ ...accountOn(server, [role]), url: server.baseURL }]);
  return context.newPage();
}

/** Fills and saves a text's form, and waits for the server's answer to the save: a page opened next cannot cut it short. */
async function saveDraft(page: Page, key: string, fields: Record<string, string>) {
  await page.goto(`/admin/site/${key}`);
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  const answered = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === `/admin/site/${key}`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await answered;
}

async function publish(page: Page, key: string) {
  await page.goto(`/admin/site/${key}`);
  await page.getByRole("button", { name: "Publish the draft" }).click();
  await expect(page.getByRole("heading", { name: "As published" })).toBeVisible();
}

/** Nothing on the page is wider than the screen. */
async function expectFitsTheScreen(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test("the owner renames the founder and rewrites his story: the draft previews, the publish shows on /about at 375 and 1366 px, and an earlier revision restores", async ({
  browser,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(180_000);
  const server = await startServer({ SESSION_SECRET });
  try {
    const story = "## Where I began\n\nI fixed my first chip in Boise, in the rain.\n\n## Why I teach\n\nBecause nobody taught me.";
    const admin = await signedIn(browser, server, "admin", javaScriptEnabled);
    await admin.goto("/admin/site");
    await admin.getByRole("link", { name: "The founder" }).click();
    await expect(admin.getByRole("heading", { level: 1, name: "The founder" })).toBeVisible();
    // A name left empty is refused next to its field; the other fields keep what was typed.
    await saveDraft(admin, "founder", { Name: "", Story: story });
    await expect(admin.getByText("Enter the name")).toBeVisible();
    await expect(admin.getByLabel("Story", { exact: true })).toHaveValue(story);
    await saveDraft(admin, "founder", { Name: "Maria Okafor", Story: story });
    await expect(admin.getByText("Draft saved. Check the preview, then publish.").first()).toBeVisible();
    const preview = admin.getByTestId("founder-preview");
    await expect(admin.getByRole("heading", { name: "Preview of the draft" })).toBeVisible();
    await expect(preview.getByRole("heading", { name: "Where I began" })).toBeVisible();
    await expect(preview).toContainText("Maria Okafor");
    // Not on the site until published, and an admin may not publish.
    await expect(admin.getByRole("button", { name: "Publish the draft" })).toHaveCount(0);
    expect((await admin.request.post(`${server.baseURL}/admin/site/founder`, { form: { intent: "publish" } })).status()).toBe(403);
    await admin.goto("/about");
    await expect(admin.locator("main header")).toContainText(founder.name);

    const owner = await signedIn(browser, server, "super_admin", javaScriptEnabled);
    await publish(owner, "founder");
    for (const width of [375, 1366]) {
      const visitor = await browser.newPage({ javaScriptEnabled, baseURL: server.baseURL, viewport: { width, height: 900 } });
      await visitor.goto("/about");
      await expect(visitor.locator("main header")).toContainText("Maria Okafor");
      await expect(visitor.getByRole("heading", { level: 2, name: "Where I began" })).toBeVisible();
      await expect(visitor.getByText("I fixed my first chip in Boise, in the rain.")).toBeVisible();
      await expect(visitor.locator("main")).not.toContainText(founder.name);
      await expectFitsTheScreen(visitor, width);
      await visitor.screenshot({ path: testInfo.outputPath(`about-${width}.png`), fullPage: true });
      await visitor.goto("/webinar");
      await expect(visitor.getByRole("region", { name: "Your host" }).getByRole("heading", { name: "Maria Okafor" })).toBeVisible();
      await visitor.close();
    }

    // A second publish, then the first restored.
    await saveDraft(owner, "founder", { Name: "Maria Okafor-Reyes" });
    await publish(owner, "founder");
    const history = owner.getByRole("listitem").filter({ hasText: /^The founder: changed name/ });
    await expect(history).toHaveCount(2);
    const firstRevision = (await history.last().innerText()).match(/Revision (\d+)/)![1];
    await owner.getByRole("button", { name: `Restore revision ${firstRevision}` }).click();
    await expect(owner.getByText(`Restored revision ${firstRevision}`)).toBeVisible();
    await owner.goto("/about");
    await expect(owner.locator("main header")).toContainText("Maria Okafor");
    await expect(owner.locator("main header")).not.toContainText("Okafor-Reyes");
  } finally {
    await server.stop();
  }
});

/** The message to `to` whose subject matches, read by mailparser: the strict MIME parser the mail tests read every message with. */
async function received(smtp: SmtpStandIn, to: string, subject: RegExp): Promise<ParsedMail> {
  const find = async () => {
    for (const message of smtp.messages.filter((candidate) => candidate.to.includes(to))) {
      const parsed = await simpleParser(message.raw);
      if (subject.test(parsed.subject ?? "")) return parsed;
    }
    return undefined;
  };
  await expect.poll(find, { timeout: 30_000 }).toBeDefined();
  return (await find())!;
}

async function bookACall(page: Page, javaScriptEnabled: boolean, contact: { name: string; email: string; phone: string }) {
  await answerBookingSurvey(page, javaScriptEnabled, contact);
  await page.goto("/booking-calendar?tz=America%2FDenver");
  // A site of its own: every offered time is free; the first date's first time will do.
  await page.locator('a[href*="date="]').first().click();
  await page.getByTestId("time-slots").getByRole("radio").first().check();
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await page.waitForURL(/\/call-preparation\?/);
}

test("the owner rewrites the booking confirmation: an unknown placeholder is refused by name, a test arrives, and the booker's confirmation arrives in the new words", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(240_000);
  const smtp = await startSmtpStandIn("accept");
  const server = await startServer({ SESSION_SECRET, SMTP_URL: smtp.url });
  try {
    const admin = await signedIn(browser, server, "admin", javaScriptEnabled);
    const subject = "{{firstName}}, your call is set: {{callTime}}";
    const wrong = "Hello {{firstName}}!\n\nWe will talk on {{callDate}}.\n\n{{callDetails}}\n\nDave and the team";
    await saveDraft(admin, "email.booking-confirmation", { Subject: subject, "Message (Markdown)": wrong });
    await expect(admin.getByText("Unknown placeholder {{callDate}}")).toBeVisible();
    await expect(admin.getByLabel("Message (Markdown)")).toHaveValue(wrong);
    const body = wrong.replace("{{callDate}}", "**{{callTime}}**: bring [your questions](/call-preparation)");
    await saveDraft(admin, "email.booking-confirmation", { Subject: subject, "Message (Markdown)": body });
    const preview = admin.getByTestId("email-preview");
    await expect(preview).toContainText("Subject: Maria, your call is set: Tuesday, December 1, 2026 at 10:00 AM (New York)");
    await expect(preview).toContainText("We will talk on Tuesday, December 1, 2026 at 10:00 AM (New York): bring your questions");
    await expect(preview).toContainText("Manage your call:");

    // "Send me a test": the draft, to the signed-in admin, through the outbox.
    await admin.getByRole("button", { name: "Send me a test" }).click();
    await expect(admin.getByText(/A test of this e-mail .* is on its way to admin-/)).toBeVisible();
    const adminAddress = (await admin.getByText(/is on its way to/).innerText()).match(/to (\S+)\.$/)![1];
    const testMail = await received(smtp, adminAddress, /^\[Test\] Maria, your call is set/);
    expect(testMail.text).toContain("We will talk on Tuesday");

    const owner = await signedIn(browser, server, "super_admin", javaScriptEnabled);
    await publish(owner, "email.booking-confirmation");

    const booker = { name: "Robin Quill", email: `robin-${uniqueSuffix()}@example.test`, phone: uniquePhone() };
    const visitor = await browser.newPage({ javaScriptEnabled, baseURL: server.baseURL });
    await bookACall(visitor, javaScriptEnabled, booker);
    const confirmation = await received(smtp, booker.email, /^Robin, your call is set: /);
    expect(confirmation.subject).toMatch(/^Robin, your call is set: \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)/);
    expect(confirmation.text).toMatch(
      /^Hello Robin!\n\nWe will talk on \w+day, .*: bring your questions: http:\/\/(localhost|127\.0\.0\.1):\d+\/call-preparation\.\n/,
    );
    // The system's parts are there whatever the text says: the calendar and manage links, the sign-off, the postal address.
    expect(confirmation.text).toContain("Manage your call: ");
    expect(confirmation.text).toContain("Dave and the team");
    expect(confirmation.text).toContain("Chip Repair Academy, 350 S 400 W, Lindon, UT 84042");
    // The owner's link is a link; emphasis marks are read, not shown (the layout has plain words only).
    expect(confirmation.html).toMatch(/bring <a href="http:\/\/(localhost|127\.0\.0\.1):\d+\/call-preparation"[^>]*>your questions<\/a>/);
    expect(confirmation.html).not.toContain("**");
    expect(confirmation.attachments.map((attachment) => attachment.contentType)).toContain("text/calendar");
    await visitor.close();
  } finally {
    await server.stop();
    await smtp.close();
  }
});

test("the owner rewrites the booking text: an unknown placeholder is refused by name, a test goes to the admin's phone, and the booker is texted the new words", async ({
  browser,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(240_000);
  const server = await startServer({ SESSION_SECRET });
  try {
    const admin = await signedIn(browser, server, "admin", javaScriptEnabled);
    await admin.goto("/admin/site");
    await admin.getByRole("link", { name: "Text: the call is booked" }).click();
    await expect(admin.getByText(/The system ends the text with the booker's own link/)).toBeVisible();
    const wrong = "we talk {{callDate}}. Need another time? Tap:";
    await saveDraft(admin, "text.booking-confirmation", { Text: wrong });
    await expect(admin.getByText("Unknown placeholder {{callDate}}: this message knows {{callTime}}.")).toBeVisible();
    await expect(admin.getByLabel("Text", { exact: true })).toHaveValue(wrong);
    await saveDraft(admin, "text.booking-confirmation", { Text: "we talk {{callTime}}. Need another time? Tap:" });
    const preview = admin.getByTestId("text-preview");
    await expect(preview).toContainText("Chip Repair Academy: we talk Tuesday, December 1, 2026 at 10:00 AM EST. Need another time? Tap: http");
    await expect(admin.getByTestId("text-segments")).toContainText(/\d+ characters: sent as 1 message\./);

    // "Send me a test": a number that cannot take texts is refused beside the field; the admin's mobile gets the draft.
    await admin.getByLabel("Your mobile number").fill("555");
    await admin.getByRole("button", { name: "Send me a test" }).click();
    await expect(admin.getByText("That is not a valid phone number in US")).toBeVisible();
    await expect(admin.getByLabel("Your mobile number")).toHaveValue("555");
    await admin.getByLabel("Your mobile number").fill("(303) 555-0178");
    await admin.getByRole("button", { name: "Send me a test" }).click();
    await expect(admin.getByText("A test of this text (as previewed) is on its way to +13035550178.")).toBeVisible();
    for (const width of [375, 1366]) {
      await admin.setViewportSize({ width, height: 900 });
      await expectFitsTheScreen(admin, width);
      await admin.screenshot({ path: testInfo.outputPath(`text-studio-${width}.png`), fullPage: true });
    }

    const owner = await signedIn(browser, server, "super_admin", javaScriptEnabled);
    await publish(owner, "text.booking-confirmation");
    const visitor = await browser.newPage({ javaScriptEnabled, baseURL: server.baseURL });
    await answerBookingSurvey(visitor, javaScriptEnabled, {
      name: "Robin Texter",
      email: `robin-texter-${uniqueSuffix()}@example.test`,
      phone: "(303) 555-0179",
    });
    await visitor.goto("/booking-calendar?tz=America%2FDenver");
    await visitor.locator('a[href*="date="]').first().click();
    await visitor.getByTestId("time-slots").getByRole("radio").first().check();
    await visitor.getByRole("checkbox", { name: /Text me/ }).check();
    await visitor.getByRole("button", { name: "Confirm Booking" }).click();
    await visitor.waitForURL(/\/call-preparation\?/);

    await owner.goto("/admin-dashboard/texts");
    const rows = owner.getByTestId("text-row");
    await expect(rows.filter({ hasText: "+13035550179" })).toContainText(
      /Chip Repair Academy: we talk \w+day, .* M[SD]T\. Need another time\? Tap: http\S+\/my-call\/\S+ Reply STOP to opt out\./,
    );
    await expect(rows.filter({ hasText: "+13035550178" })).toContainText("[Test] Chip Repair Academy: we talk Tuesday, December 1, 2026 at 10:00 AM EST.");
    await visitor.close();
  } finally {
    await server.stop();
  }
});

test("the owner rewrites the cancellation e-mail: an unknown placeholder is refused by name, and a booker who cancels gets it in the new words", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(240_000);
  const smtp = await startSmtpStandIn("accept");
  const server = await startServer({ SESSION_SECRET, SMTP_URL: smtp.url });
  try {
    const owner = await signedIn(browser, server, "super_admin", javaScriptEnabled);
    await owner.goto("/admin/site");
    await owner.getByRole("link", { name: "Strategy call: cancelled by the booker" }).click();
    await expect(owner.getByRole("heading", { level: 1, name: "Strategy call: cancelled by the booker" })).toBeVisible();
    const subject = "{{firstName}}, your call on {{callTime}} is off";
    const wrong = "Sorry to see you go, {{firstName}}.\n\nYour manage link: {{manageCall}}";
    await saveDraft(owner, "email.booking-cancelled", { Subject: subject, "Message (Markdown)": wrong });
    await expect(owner.getByText("Unknown placeholder {{manageCall}}")).toBeVisible();
    await expect(owner.getByLabel("Message (Markdown)")).toHaveValue(wrong);
    const body = "Sorry to see you go, {{firstName}}.\n\nWhen the time is right, [book another call](/booking-survey).\n\nDave";
    await saveDraft(owner, "email.booking-cancelled", { Subject: subject, "Message (Markdown)": body });
    await expect(owner.getByTestId("email-preview")).toContainText("Subject: Maria, your call on Tuesday, December 1, 2026 at 10:00 AM (New York) is off");
    await publish(owner, "email.booking-cancelled");

    const booker = { name: "Robin Quill", email: `robin-${uniqueSuffix()}@example.test`, phone: uniquePhone() };
    const visitor = await browser.newPage({ javaScriptEnabled, baseURL: server.baseURL });
    await bookACall(visitor, javaScriptEnabled, booker);
    const confirmation = await received(smtp, booker.email, /^Your free strategy call is booked$/);
    await visitor.goto(confirmation.text!.match(/Manage your call: (\S+)/)![1]!);
    await visitor.getByRole("link", { name: "Cancel My Call" }).click();
    await visitor.getByRole("button", { name: "Yes, Cancel My Call" }).click();
    await expect(visitor.getByText("Your call is cancelled").first()).toBeVisible();

    const cancellation = await received(smtp, booker.email, /^Robin, your call on \w+day, .* is off$/);
    const raw = smtp.messages.find((message) => message.to.includes(booker.email) && message.raw.includes("is off"))!.raw;
    expect(leavesOf(parseStrictMime(raw)).map((part) => part.type)).toEqual(["text/plain", "text/html", "text/calendar"]);
    expect(cancellation.text).toMatch(
      /^Sorry to see you go, Robin\.\n\nWhen the time is right, book another call: http:\/\/(localhost|127\.0\.0\.1):\d+\/booking-survey\.\n\nDave\n/,
    );
    expect(cancellation.text).toContain("Chip Repair Academy, 350 S 400 W, Lindon, UT 84042");
    expect(cancellation.html).toMatch(/<a href="http:\/\/(localhost|127\.0\.0\.1):\d+\/booking-survey"[^>]*>book another call<\/a>/);
    // Transactional: no unsubscribe headers, and no manage link once the call is gone.
    expect(cancellation.headers.has("list")).toBe(false);
    expect(cancellation.text).not.toContain("/my-call/");
    await visitor.close();
  } finally {
    await server.stop();
    await smtp.close();
  }
});

test("a training e-mail rewritten keeps the unsubscribe link and headers the system adds", async ({ browser, javaScriptEnabled }) => {
  test.setTimeout(180_000);
  const smtp = await startSmtpStandIn("accept");
  const server = await startServer({ SESSION_SECRET, SMTP_URL: smtp.url });
  try {
    const owner = await signedIn(browser, server, "super_admin", javaScriptEnabled);
    await saveDraft(owner, "email.free-training-1", {
      Subject: "Your video, {{firstName}}",
      "Message (Markdown)": "Watch it now.",
      "Hours after sign-up": "2",
    });
    await owner.getByRole("button", { name: "Send me a test" }).click();
    const address = (await owner.getByText(/is on its way to/).innerText()).match(/to (\S+)\.$/)![1];
    const testMail = await received(smtp, address, /^\[Test\] Your video, Maria$/);
    expect(testMail.headers.get("list")).toMatchObject({ "unsubscribe-post": { name: "List-Unsubscribe=One-Click" } });
    expect(testMail.text).toContain("Unsubscribe with one click:");
    expect(testMail.text).toContain("Watch part 1: the repair, step by step: ");
  } finally {
    await server.stop();
    await smtp.close();
  }
});

test("the owner changes the company's name, phone and legal line, the webinar's sessions and its video: every page shows them at once, cached pages included", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(180_000);
  const server = await startServer({ SESSION_SECRET });
  try {
    const visitor = await browser.newPage({ javaScriptEnabled, baseURL: server.baseURL });
    // Both pages are cached for signed-out visitors before the publish.
    await visitor.goto("/");
    await expect(visitor.locator("footer")).toContainText("(801) 555-0142");
    await visitor.goto("/webinar");
    await expect(visitor.getByTestId("next-live-session")).toContainText(/Tuesday|Thursday/);

    const owner = await signedIn(browser, server, "super_admin", javaScriptEnabled);
    await saveDraft(owner, "company", {
      "Business name": "Windshield Pros",
      "Support phone": "(801) 555-0199",
      "Legal line": "Windshield Pros LLC, Utah entity 1234567",
    });
    await expect(owner.getByTestId("company-preview")).toContainText("(801) 555-0199");
    await publish(owner, "company");
    await saveDraft(owner, "webinar", { "Weekly sessions": "Funday 25:00" });
    await expect(owner.getByText('Write the sessions as weekdays and 24-hour times separated by commas, like "Tue 19:00, Thu 12:00"')).toBeVisible();
    await expect(owner.getByLabel("Weekly sessions")).toHaveValue("Funday 25:00");
    await saveDraft(owner, "webinar", { "Weekly sessions": "Sat 08:30" });
    await expect(owner.getByTestId("webinar-preview")).toContainText(/Saturday, .* at 8:30\sAM/);
    await publish(owner, "webinar");
    // The webinar's recording moves to YouTube; an address of another host is refused.
    await saveDraft(owner, "videos", { "Webinar video address": "https://example.com/webinar.mp4" });
    await expect(owner.getByText("Paste the video's YouTube or Vimeo address")).toBeVisible();
    await saveDraft(owner, "videos", { "Webinar video address": "https://youtu.be/AbCdEf12345", "Webinar running time": "48:00" });
    await expect(owner.getByTestId("videos-preview")).toContainText("https://www.youtube.com/watch?v=AbCdEf12345");
    await publish(owner, "videos");

    await visitor.goto("/");
    await expect(visitor.locator("footer")).toContainText("(801) 555-0199");
    await expect(visitor.locator("footer")).toContainText("Windshield Pros LLC, Utah entity 1234567");
    await expect(visitor.locator("footer")).not.toContainText("(801) 555-0142");
    // The business's name, in the header and the footer.
    await expect(visitor.getByRole("link", { name: "Windshield Pros home" })).toBeVisible();
    await expect(visitor.locator("footer")).toContainText("Windshield Pros");
    // And in every page's title.
    await expect(visitor).toHaveTitle("Start Your Mobile Windshield Chip Repair Business | Windshield Pros");
    await visitor.goto("/webinar");
    await expect(visitor).toHaveTitle("Live Webinar: Start Your Mobile Windshield Repair Business | Windshield Pros");
    await expect(visitor.getByTestId("next-live-session")).toContainText(/Saturday, .* at 8:30\sAM/);
    const play = visitor.getByRole("link", { name: /^Play video: Live webinar/ });
    await expect(play).toHaveAttribute("href", "https://www.youtube.com/watch?v=AbCdEf12345");
    await expect(play).toContainText("48:00");
  } finally {
    await server.stop();
  }
});
