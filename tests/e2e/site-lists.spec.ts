import { expect, test, type Browser, type Page } from "@playwright/test";
import { company } from "~/content/company";
import { founder } from "~/content/founder";
import { kitComparison, platinumKit, professionalKit, toolsPage } from "~/content/kits";
import { pricingFaq } from "~/content/pricing-page";
import { offerSeeds } from "~/content/products";
import { formatDollars } from "~/lib/money";
import { shippedFigures } from "~/content/reported-results";
import { testimonials } from "~/content/testimonials";
import { accountOn, SESSION_SECRET } from "./support/server-accounts";
import { startServer, type ServerProcess } from "./support/server-process";

// The studio's lists and figures: an admin edits a testimonial, an FAQ entry (a price in it
// named as a placeholder), a marketing figure and the words of /tools as drafts (a refused
// field is named beside it, the other answers kept), a super admin publishes them and the
// public pages show them at once; an earlier revision of the list restores. Each test a site
// of its own: publishing on the shared test server would change the pages under the other
// tests. JavaScript on and off.

async function signedIn(browser: Browser, server: ServerProcess, role: "admin" | "super_admin", javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, baseURL: server.baseURL });
  await context.addCookies([{ ...accountOn(server, [role]), url: server.baseURL }]);
  return context.newPage();
}

async function publish(page: Page, key: string) {
  await page.goto(`/admin/site/${key}`);
  await page.getByRole("button", { name: "Publish the draft" }).click();
  await expect(page.getByRole("heading", { name: "As published" })).toBeVisible();
}

const saveDraft = async (page: Page) => {
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { name: "Preview of the draft" })).toBeVisible();
};

test("the owner edits a testimonial, a question and a figure, publishes them, sees them on the public pages, and restores an earlier list", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(240_000);
  const server = await startServer({ SESSION_SECRET });
  try {
    const admin = await signedIn(browser, server, "admin", javaScriptEnabled);

    // A testimonial: the quote emptied is refused beside it, the name typed is kept.
    await admin.goto("/admin/site");
    await admin.getByRole("link", { name: "Student testimonials" }).click();
    const first = admin.getByRole("group", { name: "Testimonial 1" });
    await first.getByLabel("Name", { exact: true }).fill("Rosa V.");
    await first.getByLabel("Quote", { exact: true }).fill("");
    await admin.getByRole("button", { name: "Save draft" }).click();
    await expect(first.getByText("Enter the quote")).toBeVisible();
    await expect(first.getByLabel("Name", { exact: true })).toHaveValue("Rosa V.");
    await first.getByLabel("Quote", { exact: true }).fill("Nine repairs on my first Saturday, and the kit paid for itself.");
    // The second story removed, and a new one added last without a video.
    await admin.getByRole("group", { name: "Testimonial 2" }).getByLabel("Remove").check();
    const added = admin.getByRole("group", { name: "New testimonial" }).first();
    await added.getByLabel("Name", { exact: true }).fill("Omar B.");
    await added.getByLabel("Place", { exact: true }).fill("Tulsa, OK");
    await added.getByLabel("Headline", { exact: true }).fill("Weekend repairs at the farmers' market");
    await added.getByLabel("Quote", { exact: true }).fill("Saturdays at the market pay for the week.");
    await saveDraft(admin);
    const preview = admin.getByTestId("testimonials-preview");
    await expect(preview.getByRole("listitem")).toHaveCount(testimonials.length);
    await expect(preview.getByRole("listitem").first()).toContainText("Rosa V.");
    await expect(preview.getByRole("listitem").last()).toContainText("Omar B.");
    await expect(preview).not.toContainText(testimonials[1]!.name);

    // A question: its answer rewritten and moved to the end.
    await admin.goto("/admin/site/faq.pricing");
    const question = admin.getByRole("group", { name: "Question 1" });
    await question.getByLabel("Answer", { exact: true }).fill("No. You practise on the glass in your kit before any customer's car.");
    await question.getByLabel("Position", { exact: true }).fill("99");
    await saveDraft(admin);
    await expect(admin.getByTestId("faq-preview").locator("details").last()).toContainText(pricingFaq[0]!.question);

    // A figure: refused when emptied, then changed.
    await admin.goto("/admin/site/figures");
    await admin.getByLabel("Price of a repair", { exact: true }).fill("");
    await admin.getByRole("button", { name: "Save draft" }).click();
    await expect(admin.getByText("Enter the price of a repair")).toBeVisible();
    await admin.getByLabel("Price of a repair", { exact: true }).fill("$70-$110");
    await admin.getByLabel("Price of a repair: its basis", { exact: true }).fill("what 140 of our students reported charging per repair in 2026");
    await saveDraft(admin);

    // Nothing shows before the publish; a signed-out visit puts / and /pricing in the page cache, which the publish empties.
    const visitor = await browser.newPage({ javaScriptEnabled, baseURL: server.baseURL });
    await visitor.goto("/");
    await expect(visitor.getByTestId("testimonial").first()).toContainText(testimonials[0]!.name);
    await visitor.goto("/pricing");
    await expect(visitor.locator("main header")).toContainText(shippedFigures.repairPrice.value);

    const owner = await signedIn(browser, server, "super_admin", javaScriptEnabled);
    for (const key of ["testimonials", "faq.pricing", "figures"]) await publish(owner, key);

    await visitor.goto("/");
    const shown = visitor.getByTestId("testimonial");
    await expect(shown).toHaveCount(testimonials.length);
    await expect(shown.first()).toContainText("Nine repairs on my first Saturday");
    await expect(shown.first()).toContainText("Rosa V.");
    await expect(shown.last()).toContainText("Omar B.");
    await expect(shown.last().getByTestId("video-facade")).toHaveCount(0);
    await expect(visitor.locator("main")).not.toContainText(testimonials[1]!.quote);
    await expect(visitor.locator("main")).toContainText("$70-$110");
    await expect(visitor.locator("main")).not.toContainText(shippedFigures.repairPrice.value);
    await expect(visitor.locator('meta[name="description"]')).toHaveAttribute("content", /pays \$70-\$110 as our students report/);
    await visitor.goto("/bootcamp");
    await expect(visitor.getByRole("region", { name: "Hear from our students" })).toContainText("Rosa V.");
    await expect(visitor.locator("main")).toContainText("$70-$110 (what 140 of our students reported charging per repair in 2026)");
    await visitor.goto("/pricing");
    const questions = visitor.locator("main details");
    await expect(questions.last()).toContainText(pricingFaq[0]!.question);
    await questions.last().locator("summary").click();
    await expect(questions.last().getByText("You practise on the glass in your kit")).toBeVisible();
    await expect(visitor.locator("main header")).toContainText("$70-$110");

    // A second publish of the list, then the first restored.
    await owner.goto("/admin/site/testimonials");
    await owner.getByRole("group", { name: "Testimonial 1" }).getByLabel("Remove").check();
    await saveDraft(owner);
    await publish(owner, "testimonials");
    const history = owner.getByRole("listitem").filter({ hasText: /^Student testimonials: changed the testimonials/ });
    await expect(history).toHaveCount(2);
    await visitor.goto("/");
    await expect(visitor.getByTestId("testimonial").first()).not.toContainText("Rosa V.");
    const firstRevision = (await history.last().innerText()).match(/Revision (\d+)/)![1];
    await owner.getByRole("button", { name: `Restore revision ${firstRevision}` }).click();
    await expect(owner.getByText(`Restored revision ${firstRevision}`)).toBeVisible();
    await visitor.goto("/");
    await expect(visitor.getByTestId("testimonial").first()).toContainText("Rosa V.");
    await expect(visitor.getByTestId("testimonial")).toHaveCount(testimonials.length);
  } finally {
    await server.stop();
  }
});

test("a question names a price as a placeholder: an unknown product is refused by name, a known one shows the offer's price on the page", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(180_000);
  const server = await startServer({ SESSION_SECRET });
  try {
    const owner = await signedIn(browser, server, "super_admin", javaScriptEnabled);
    await owner.goto("/admin/site/faq.pricing");
    const question = owner.getByRole("group", { name: "Question 1" });
    await question.getByLabel("Answer", { exact: true }).fill("The Premium Coaching Program is {{price:platinum-plan}} in full.");
    await owner.getByRole("button", { name: "Save draft" }).click();
    await expect(question.getByText(/Unknown product platinum-plan in \{\{price:platinum-plan\}\}/)).toBeVisible();
    await question.getByLabel("Answer", { exact: true }).fill("The Premium Coaching Program is {{price:premium}} in full.");
    await saveDraft(owner);
    const price = formatDollars(offerSeeds.premium.price);
    await expect(owner.getByTestId("faq-preview")).toContainText(`The Premium Coaching Program is ${price} in full.`);
    await publish(owner, "faq.pricing");

    const visitor = await browser.newPage({ javaScriptEnabled, baseURL: server.baseURL });
    await visitor.goto("/pricing");
    const first = visitor.locator("main details").first();
    await first.locator("summary").click();
    await expect(first.getByText(`The Premium Coaching Program is ${price} in full.`)).toBeVisible();
  } finally {
    await server.stop();
  }
});

// The words of /tools: the page's text, a row of the comparison and an item of a kit.
test("the owner rewrites the tools page, the kits' comparison and a kit's items, publishes them and sees them on /tools", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(240_000);
  const server = await startServer({ SESSION_SECRET });
  try {
    const admin = await signedIn(browser, server, "admin", javaScriptEnabled);

    await admin.goto("/admin/site");
    await admin.getByRole("link", { name: "Tools page: the words" }).click();
    await admin.getByLabel("Introduction", { exact: true }).fill("Two kits, one training. Pick the case that suits your days.");
    await admin.getByLabel(`${professionalKit.name}: repairs of resin included`, { exact: true }).fill("");
    await admin.getByRole("button", { name: "Save draft" }).click();
    await expect(admin.getByText("Enter the professional tools: repairs of resin included")).toBeVisible();
    await expect(admin.getByLabel("Introduction", { exact: true })).toHaveValue("Two kits, one training. Pick the case that suits your days.");
    await admin.getByLabel(`${professionalKit.name}: repairs of resin included`, { exact: true }).fill("275+");
    await saveDraft(admin);
    await expect(admin.getByTestId("tools-preview")).toContainText("275+ repairs of resin");

    await admin.goto("/admin/site/tools.comparison");
    const row = admin.getByRole("group", { name: "Row 1" });
    await row.getByLabel("Feature", { exact: true }).fill("Resin in the case");
    await row.getByLabel(professionalKit.name, { exact: true }).fill("275+ repairs");
    await saveDraft(admin);
    await expect(admin.getByTestId("tools-preview").getByRole("table")).toContainText("Resin in the case");

    await admin.goto("/admin/site/tools.platinum");
    const added = admin.getByRole("group", { name: "New item" }).first();
    await added.getByLabel("Category", { exact: true }).fill("Extras");
    await added.getByLabel("Item", { exact: true }).fill("Headlamp");
    await added.getByLabel("What it is for", { exact: true }).fill("Both hands free for night repairs at the dealership.");
    await saveDraft(admin);
    await expect(admin.getByTestId("tools-preview").getByRole("heading", { name: "Extras" })).toBeVisible();

    // Nothing shows before the publish; a signed-out visit puts /tools in the page cache, which the publish empties.
    const visitor = await browser.newPage({ javaScriptEnabled, baseURL: server.baseURL });
    await visitor.goto("/tools");
    await expect(visitor.locator("main header")).toContainText(
      toolsPage.intro.replace("{{founderName}}", founder.name).replace("{{yearsInBusiness}}", String(new Date().getFullYear() - company.foundedYear)),
    );

    const owner = await signedIn(browser, server, "super_admin", javaScriptEnabled);
    for (const key of ["tools", "tools.comparison", "tools.platinum"]) await publish(owner, key);

    await visitor.goto("/tools");
    await expect(visitor.locator("main header")).toContainText("Two kits, one training.");
    const table = visitor.getByRole("table", { name: "Professional Tools and Platinum Tools compared" });
    await expect(table.getByRole("row").nth(1)).toContainText("Resin in the case");
    await expect(table.getByRole("row").nth(1)).toContainText("275+ repairs");
    await expect(table).not.toContainText(kitComparison[0]!.feature);
    await visitor.goto("/tools?tab=professional");
    await expect(visitor.getByRole("tabpanel")).toContainText("275+");
    await visitor.goto("/tools?tab=platinum");
    const extras = visitor
      .getByRole("tabpanel")
      .locator("section section")
      .filter({ has: visitor.getByRole("heading", { name: "Extras" }) });
    await expect(extras).toContainText("Headlamp");
    await expect(extras).toContainText("Both hands free for night repairs at the dealership.");
    await expect(visitor.getByRole("tabpanel")).toContainText(platinumKit.categories[0]!.items[0]!.name);
  } finally {
    await server.stop();
  }
});
