import { expect, test, type Page } from "@playwright/test";
import { createUser, signInAs, soldWith, withDatabase } from "./fixtures/accounts";
import { uniqueSuffix } from "./support/database";

// Markup typed into names, answers and notes, or stored in lesson HTML, is shown as text
// (or dropped by the lesson allow-list) wherever it appears: nothing of it ever runs.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "a stored script can only run in a browser that runs scripts");

const payload = (tag: string) => `<img src=x onerror="window.__xss='${tag}'"><script>window.__xss='${tag}'</script>`;

/** Open `path` and check that no injected handler or script ran. */
async function visitInert(page: Page, path: string, shows: RegExp | string) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(path);
  await expect(page.getByText(shows).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

test("names a member typed show as text to the member and to admins", async ({ page, baseURL }) => {
  const tag = uniqueSuffix();
  const member = await createUser({ firstName: `Ann${payload(tag)}`, displayName: `Boss${payload(tag)}` });
  await signInAs(page, member, baseURL!);
  await visitInert(page, "/welcome", `Boss<img src=x onerror="window.__xss='${tag}'">`);
  await visitInert(page, "/account", "Account");

  await page.context().clearCookies();
  await signInAs(page, await createUser({ roles: ["super_admin"] }), baseURL!);
  await visitInert(page, `/admin-dashboard?q=${encodeURIComponent(member.email)}`, member.email);
  await visitInert(page, `/admin-dashboard/users/${member.id}`, member.email);
});

test("survey answers and booking notes show as text in the admin lists", async ({ page, baseURL, request }) => {
  const tag = uniqueSuffix();
  const email = `xss-${tag}@example.test`;
  const lead = await request.post("/lead-survey", {
    form: {
      name__confirm: "",
      step: "4",
      intent: "submit",
      firstName: `Eve${payload(tag)}`.slice(0, 100),
      email,
      phone: `801${String(Date.now()).slice(-7)}`,
      experience: "complete-beginner",
      timeAvailable: "5-10-hours",
      investmentCapacity: "under-1000",
      currentIncome: "2000-5000",
      location: payload(tag).slice(0, 100),
      motivation: payload(tag),
    },
    headers: { origin: baseURL! },
    maxRedirects: 0,
  });
  expect(lead.status()).toBe(302);
  withDatabase((database) =>
    database
      .prepare(
        "insert into bookings (name, email, phone, phone_digits, appointment_at, timezone, status, notes, sequence, created_at) values (?, ?, ?, ?, ?, ?, 'scheduled', ?, 0, ?)",
      )
      .run(
        `Mal${payload(tag)}`,
        `booker-${email}`,
        "8015550000",
        `9${Date.now()}`,
        Date.UTC(2031, 0, 6, 16, 0, 0) + Math.floor(Math.random() * 1e6) * 60_000,
        "America/Denver",
        payload(tag),
        Date.now(),
      ),
  );

  await signInAs(page, await createUser({ roles: ["super_admin"] }), baseURL!);
  await visitInert(page, "/admin-dashboard/leads", email);
  await visitInert(page, "/admin-dashboard", `booker-${email}`);
});

test("a kit order's address and phone show as text to admins", async ({ page, baseURL }) => {
  const tag = uniqueSuffix();
  const buyer = await createUser();
  // Stored as another path could have stored them: the order form itself refuses markup in an address.
  withDatabase((database) =>
    database
      .prepare(
        "insert into orders (id, product, amount_cents, provider, status, buyer_email, buyer_first_name, user_id, shipping_kit, shipping_kit_quantity, shipping_kit_name, shipping_street, shipping_street2, shipping_city, shipping_state, shipping_zip, buyer_phone, created_at, paid_at, inclusions, hand_delivered_count) values (?, 'complete', 199700, 'test', 'paid', ?, ?, ?, 'professional', 1, 'Professional Tools', ?, ?, ?, 'UT', '84042', ?, ?, ?, ?, ?)",
      )
      .run(
        `order-${tag}`,
        buyer.email,
        `Ship${payload(tag)}`,
        buyer.id,
        `Street ${tag}${payload(tag)}`,
        payload(tag),
        `City${payload(tag)}`,
        `801${payload(tag)}`,
        Date.now(),
        Date.now(),
        ...soldWith("complete"),
      ),
  );
  await signInAs(page, await createUser({ roles: ["admin"] }), baseURL!);
  await visitInert(page, `/admin-dashboard/users/${buyer.id}`, `Street ${tag}<img src=x onerror="window.__xss='${tag}'">`);
});

test("lesson HTML written in the course studio keeps its text and loses scripts and handlers, in the preview and once published", async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = uniqueSuffix();
  const buyer = await createUser();
  const lesson = withDatabase((database) => {
    const row = database
      .prepare(
        "select l.id, l.module_id, l.content from course_lessons l join course_modules m on m.course_id = l.course_id and m.id = l.module_id where l.course_id = 'windshield-repair-bootcamp' order by m.order_index desc, l.order_index desc limit 1",
      )
      .get() as { id: string; module_id: string; content: string };
    database
      .prepare("insert into course_purchases (user_id, course_id, status, created_at) values (?, 'windshield-repair-bootcamp', 'completed', ?)")
      .run(buyer.id, Date.now());
    return row;
  });
  const course = "/admin/courses/windshield-repair-bootcamp";
  const owner = await browser.newPage();
  await signInAs(owner, await createUser({ roles: ["super_admin"] }), baseURL!);
  const publish = async (content: string) => {
    await owner.goto(`${course}/lessons/${lesson.module_id}/${lesson.id}`);
    await owner.getByLabel("Text (Markdown)").fill(content);
    await owner.getByRole("button", { name: "Save draft" }).click();
    await expect(owner.getByText(/^Saved /).first()).toBeVisible();
    await owner.goto(course);
    await owner.locator(`[data-module="${lesson.module_id}"]`).getByRole("button", { name: "Publish module" }).click();
    await expect(owner.locator(`[data-module="${lesson.module_id}"] [data-testid="unpublished"]`)).toHaveCount(0);
  };
  try {
    await publish(`${lesson.content}\n\n<p>Safe text ${tag}</p>${payload(tag)}<a href="javascript:window.__xss='${tag}'">link ${tag}</a>`);
    await visitInert(owner, `${course}/preview/${lesson.module_id}/${lesson.id}`, `Safe text ${tag}`);
    await signInAs(page, buyer, baseURL!);
    await visitInert(page, `/course-lesson/${lesson.module_id}/${lesson.id}`, `Safe text ${tag}`);
    await page.getByText(`link ${tag}`).click();
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  } finally {
    await publish(lesson.content);
  }
});
