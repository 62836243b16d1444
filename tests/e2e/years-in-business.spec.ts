import { expect, test } from "@playwright/test";
import { SESSION_SECRET } from "./support/server-accounts";
import { startServer } from "./support/server-process";
import { publish, studioOwner } from "./support/studio";

// The year the business started is a company fact in the studio: a year still to come is refused
// beside the field with the other facts kept, a past one saved and published, and /about counts
// the years from it in its title, its figures and the founder's introduction. A site of its own,
// as publishing changes the pages under the other tests. JavaScript on and off.

test("the owner sets the year the business started and /about counts the years from it", async ({ browser, javaScriptEnabled }) => {
  test.setTimeout(180_000);
  const server = await startServer({ SESSION_SECRET });
  try {
    const owner = await studioOwner(browser, server, javaScriptEnabled);
    const visitor = await browser.newPage({ javaScriptEnabled, baseURL: server.baseURL });
    const thisYear = new Date().getFullYear();
    await visitor.goto("/about");
    await expect(visitor).toHaveTitle(new RegExp(`Our Founder: ${thisYear - 2011}\\+ Years in Windshield Repair`));

    await owner.goto("/admin/site/company");
    const year = owner.getByLabel("Year the business started", { exact: true });
    await expect(year).toHaveValue("2011");
    await owner.getByLabel("Support phone", { exact: true }).fill("(801) 555-0199");
    await year.fill(String(thisYear + 1));
    await owner.getByRole("button", { name: "Save draft" }).click();
    await expect(owner.getByTestId("foundedYear-error")).toHaveText(`Enter the year as four digits, from 1900 to ${thisYear}`);
    await expect(owner.getByLabel("Support phone", { exact: true })).toHaveValue("(801) 555-0199");
    await year.fill("1700");
    await owner.getByRole("button", { name: "Save draft" }).click();
    await expect(owner.getByTestId("foundedYear-error")).toHaveText(`Enter the year as four digits, from 1900 to ${thisYear}`);

    await year.fill("2016");
    await owner.getByRole("button", { name: "Save draft" }).click();
    await expect(owner.getByRole("heading", { name: "Preview of the draft" })).toBeVisible();
    await publish(owner, "company");

    const years = thisYear - 2016;
    await visitor.goto("/about");
    await expect(visitor).toHaveTitle(new RegExp(`Our Founder: ${years}\\+ Years in Windshield Repair`));
    await expect(visitor.getByText(`${years}+ years`, { exact: true })).toBeVisible();
    await expect(visitor.getByText(`I bought my first repair kit more than ${years} years ago`)).toBeVisible();
    await expect(visitor.getByText(new RegExp(`^More than ${years} years ago Dave Larsen`))).toBeVisible();
  } finally {
    await server.stop();
  }
});
