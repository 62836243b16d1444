import AxeBuilder from "@axe-core/playwright";
import { expect } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { createUser, signInAs, withDatabase } from "./fixtures/accounts";
import { uniqueSuffix } from "./support/database";
import { test } from "./support/html-checker";

// The owner's overview on /admin, with JavaScript on and off: every picture is inline SVG
// with a title and description, drawn from the table beside it; the range is a GET form;
// nothing is wider than a phone; the Nu Html Checker and axe find nothing.

// axe reads every element of eight charts and their tables: on a busy two-core machine that
// takes tens of seconds, so the test gets three times the usual time, as the accessibility spec's pages do.
test.describe.configure({ timeout: 90_000 });

const FIGURES = ["revenue", "leads", "calls", "funnel", "show-rate", "course-progress", "course-stops", "quiz-missed"];

test("the overview draws every figure as inline SVG with its table, and its range is a GET form", async ({ page, baseURL, servedHtml, javaScriptEnabled }) => {
  const suffix = uniqueSuffix();
  withDatabase((database) =>
    database
      .prepare("insert into leads (first_name, email, phone, source, utm_source) values ('Chart', ?, '8015550199', 'booking_survey', 'overview-test')")
      .run(`overview-${suffix}@example.test`),
  );
  await signInAs(page, await createUser({ roles: ["admin"] }), baseURL!);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin", level: 1 })).toBeVisible();
  await expect(page.getByTestId("overview-range")).toContainText("Last 12 weeks");

  for (const id of FIGURES) {
    const figure = page.getByTestId(`figure-${id}`);
    const chart = figure.locator("svg[role='img']");
    await expect(chart).toBeVisible();
    await expect(chart.locator("title")).not.toBeEmpty();
    await expect(chart.locator("desc")).not.toBeEmpty();
    await expect(figure.getByRole("table")).toBeVisible();
    await expect(figure.getByRole("link", { name: /as CSV/ })).toHaveAttribute("href", new RegExp(`figure=${id}&range=12w`));
  }
  // The picture and its table agree: the chart's legend names the table's sources, this week's new lead among them.
  const leads = page.getByTestId("figure-leads");
  const sources = (await leads.getByRole("columnheader").allTextContents()).slice(1, -1);
  expect(sources.length).toBeGreaterThan(0);
  for (const source of sources) await expect(leads.locator("svg text").filter({ hasText: source })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath("overview-1366.png"), fullPage: true });

  const htmlProblems = await servedHtml.problems();
  expect(htmlProblems, `The Nu Html Checker's findings:\n${htmlProblems.join("\n")}\n`).toEqual([]);
  if (javaScriptEnabled) {
    const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  }

  // The range selector: a GET form the address keeps.
  await page.getByLabel("Show", { exact: true }).selectOption("4w");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page).toHaveURL(/\/admin\?range=4w$/);
  await expect(page.getByTestId("overview-range")).toContainText("Last 4 weeks");
  await expect(page.getByTestId("figure-revenue").getByRole("row")).toHaveCount(5);
  await page.getByLabel("Show", { exact: true }).selectOption("12m");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByTestId("overview-range")).toContainText("Last 12 months");
  await expect(page.getByTestId("figure-revenue").getByRole("row")).toHaveCount(13);

  // Nothing wider than a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/admin?range=12w");
  await expect(page.getByTestId("figure-revenue").locator("svg[role='img']")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const id of FIGURES) {
    const width = await page
      .getByTestId(`figure-${id}`)
      .locator("svg[role='img']")
      .evaluate((svg) => svg.getBoundingClientRect().width);
    expect(width, id).toBeLessThanOrEqual(375);
  }
  await page.screenshot({ path: test.info().outputPath("overview-375.png"), fullPage: true });
});

test("each figure downloads as CSV with the table's rows, UTF-8 with its byte order mark", async ({ page, baseURL }) => {
  await signInAs(page, await createUser({ roles: ["admin"] }), baseURL!);
  await page.goto("/admin?range=4w");
  const download = page.waitForEvent("download");
  await page
    .getByTestId("figure-leads")
    .getByRole("link", { name: /as CSV/ })
    .click();
  const { readFileSync } = await import("node:fs");
  const bytes = readFileSync(await (await download).path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(bytes, { bom: true }) as string[][];
  expect(rows[0][0]).toBe("Period");
  expect(rows[0]).toEqual(await page.getByTestId("figure-leads").getByRole("columnheader").allTextContents());
  expect(rows).toHaveLength(5);
  // The CSV holds the table's rows.
  const tableRows = await page.getByTestId("figure-leads").locator("tbody tr").count();
  expect(rows.length - 1).toBe(tableRows);
  // A figure that is not one is not found; a visitor is not let in.
  expect((await page.request.get("/admin/overview.csv?figure=nothing")).status()).toBe(404);
});
