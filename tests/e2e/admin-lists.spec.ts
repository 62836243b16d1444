import { expect, test } from "@playwright/test";
import { createUser, signInAs, withDatabase } from "./fixtures/accounts";
import { uniqueSuffix } from "./support/database";

// The admin's long lists page with plain links carrying the key of the last row shown (no
// JavaScript needed), and search through the full-text index.

test("the user list and the leads page forward and back by their page links, searching as they go", async ({ page, baseURL }) => {
  const tag = `omicron${uniqueSuffix().replace(/\W/g, "")}`;
  // Dated in 2001, so they sit at the end of each list and push no other test's rows off a first page.
  const longAgo = Date.UTC(2001, 0, 1);
  withDatabase((database) => {
    const user = database.prepare("insert into users (id, email, created_at) values (?, ?, ?)");
    const profile = database.prepare("insert into profiles (id, first_name, last_name, display_name) values (?, 'Paged', ?, 'Paged')");
    const lead = database.prepare(
      "insert into leads (first_name, last_name, email, phone, source, created_at) values ('Paged', ?, ?, '801-555-0100', 'webinar_survey', ?)",
    );
    database.transaction(() => {
      for (let index = 0; index < 27; index++) {
        const id = `${tag}-${index}`;
        user.run(id, `${tag}-${index}@example.test`, longAgo - index * 1000);
        profile.run(id, tag);
      }
      // A page of 25 and three more.
      for (let index = 0; index < 28; index++) lead.run(tag, `${tag}-lead-${index}@example.test`, longAgo + index);
    })();
  });
  await signInAs(page, await createUser({ roles: ["admin"] }), baseURL!);

  await page.goto("/admin-dashboard");
  await page.getByLabel("Search by e-mail or name").fill(tag.toUpperCase());
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByTestId("users-count")).toHaveText(`27 users matching "${tag.toUpperCase()}", page 1 of 2`);
  await expect(page.getByTestId("user-row")).toHaveCount(25);
  await expect(page.getByTestId("user-row").first()).toContainText(`${tag}-0@example.test`);
  const userPages = page.getByRole("navigation", { name: "User pages" });
  await userPages.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(new RegExp(`after=\\d+\\.${tag}-24`));
  await expect(page.getByTestId("users-count")).toHaveText(/page 2 of 2$/);
  await expect(page.getByTestId("user-row")).toHaveText([new RegExp(`${tag}-25@`), new RegExp(`${tag}-26@`)]);
  await expect(userPages.getByRole("link", { name: "Next page" })).toHaveCount(0);
  await userPages.getByRole("link", { name: "Previous page" }).click();
  await expect(page.getByTestId("users-count")).toHaveText(/page 1 of 2$/);
  await expect(page.getByTestId("user-row")).toHaveCount(25);
  await expect(page.getByTestId("user-row").first()).toContainText(`${tag}-0@example.test`);

  await page.goto("/admin-dashboard/leads");
  await page.getByLabel("Search leads by name, e-mail or phone").fill(tag);
  await page.getByRole("button", { name: "Search leads" }).click();
  await expect(page.getByTestId("lead-row")).toHaveCount(25);
  await expect(page.getByTestId("lead-row").first()).toContainText(`${tag}-lead-27@example.test`);
  const leadPages = page.getByRole("navigation", { name: "Lead pages" });
  await expect(leadPages.getByRole("link", { name: "Newer leads" })).toHaveCount(0);
  await leadPages.getByRole("link", { name: "Older leads" }).click();
  await expect(page.getByTestId("lead-row")).toHaveText([new RegExp(`${tag}-lead-2@`), new RegExp(`${tag}-lead-1@`), new RegExp(`${tag}-lead-0@`)]);
  await expect(leadPages.getByRole("link", { name: "Older leads" })).toHaveCount(0);
  await leadPages.getByRole("link", { name: "Newer leads" }).click();
  await expect(page.getByTestId("lead-row")).toHaveCount(25);
  await expect(page.getByTestId("lead-row").first()).toContainText(`${tag}-lead-27@example.test`);

  await page.getByLabel("Search leads by name, e-mail or phone").fill(`${tag}-lead-12@`);
  await page.getByRole("button", { name: "Search leads" }).click();
  await expect(page.getByTestId("lead-row")).toHaveText([new RegExp(`${tag}-lead-12@`)]);
  await page.getByLabel("Search leads by name, e-mail or phone").fill(`${tag} nobody`);
  await page.getByRole("button", { name: "Search leads" }).click();
  await expect(page.getByText(`No lead matches “${tag} nobody”.`)).toBeVisible();
});
