import { expect, test } from "@playwright/test";
import { SESSION_SECRET, sessionOn } from "./support/server-accounts";
import { onDatabase, startServer } from "./support/server-process";
import { publishField, studioOwner } from "./support/studio";

// Words that were in code and are now the studio's: the payment's answer after checkout, what
// each inclusion of a plan is called with the next step a member is told, and the demo site's
// insurance answers. A super admin edits one field of each unit, sees the draft in the preview,
// publishes, and the page shows the new words. A site of its own: publishing on the shared test
// server would change the pages under the other tests. JavaScript on and off.

test("the owner edits the payment's answer and an inclusion's next step: the buyer reads the one back from checkout and the other on their plan", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(180_000);
  const server = await startServer({ SESSION_SECRET });
  try {
    const owner = await studioOwner(browser, server, javaScriptEnabled);
    await publishField(
      owner,
      "page.payment-result",
      "Welcome line",
      "You are now in the {{productName}}, order {{orderNumber}}.",
      "You are now in the Complete Chip Repair System, order CRA-1042.",
    );
    await publishField(owner, "page.payment-result", "Heading once paid", "Paid, thank you!");

    const buyer = await browser.newPage({ javaScriptEnabled, baseURL: server.baseURL });
    await buyer.goto("/training-order");
    await buyer.getByLabel("First name").fill("Jordan");
    await buyer.getByLabel("E-mail").fill("words-buyer@example.test");
    await buyer.getByRole("button", { name: "Continue to Secure Checkout" }).click();
    await buyer.getByRole("button", { name: /^Pay \$[\d,.]+ \(test\)$/ }).click();
    await expect(buyer).toHaveURL(/\/order\/complete\?session_id=cs_test_/);
    await expect(buyer.getByRole("heading", { name: "Paid, thank you!" })).toBeVisible();
    const number = (await buyer.getByTestId("order-number").textContent())!.replace("Order number ", "");
    await expect(buyer.getByText(new RegExp(`^You are now in the .+, order ${number}\\.$`))).toBeVisible();
    await expect(buyer.getByRole("heading", { name: "Account Created!" })).toBeVisible();

    // The plan includes the member community, which the team has not delivered yet.
    const userId = onDatabase(server, (database) => {
      const { id } = database.prepare("select id from users where email = ?").get("words-buyer@example.test") as { id: string };
      database.prepare("update profiles set needs_password_change = 0 where id = ?").run(id);
      return id;
    });
    const member = await browser.newContext({ javaScriptEnabled, baseURL: server.baseURL });
    await member.addCookies([{ ...sessionOn(server, userId), url: server.baseURL }]);
    const plan = await member.newPage();
    await plan.goto("/welcome");
    await expect(plan.getByTestId("inclusion-community")).toContainText("We'll e-mail you an invitation within 2 business days.");
    await publishField(
      owner,
      "page.inclusions",
      "Next step: the member community",
      "Watch your inbox: the invitation comes within {{deliveryDays}} business days.",
      "Watch your inbox: the invitation comes within 2 business days.",
    );
    await plan.goto("/welcome");
    await expect(plan.getByTestId("inclusion-community")).toContainText("Watch your inbox: the invitation comes within 2 business days.");
  } finally {
    await server.stop();
  }
});

test("the owner edits the demo site's insurance answer, and a visitor who chooses an insurer reads it with the insurer's name", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  const server = await startServer({ SESSION_SECRET });
  try {
    const owner = await studioOwner(browser, server, javaScriptEnabled);
    const heading = "Insurance checker: heading of the answer for comprehensive or full coverage";
    await publishField(
      owner,
      "page.chip-repair-demo",
      heading,
      "{{provider}} usually pays for the whole repair",
      "State Farm usually pays for the whole repair",
    );
    const visitor = await browser.newPage({ javaScriptEnabled, baseURL: server.baseURL });
    await visitor.goto("/chip-repair-demo");
    await visitor.getByLabel("Insurance provider").selectOption({ label: "GEICO" });
    await visitor.getByLabel("Comprehensive").check();
    await visitor.getByRole("button", { name: "Check Eligibility" }).click();
    await expect(visitor.getByTestId("eligibility-result")).toContainText("GEICO usually pays for the whole repair");
    await expect(visitor.getByTestId("eligibility-result")).toContainText("most carriers, GEICO included, waive the deductible");

    // A second publish, then the first one restored.
    await publishField(owner, "page.chip-repair-demo", heading, "Covered by {{provider}}", "Covered by State Farm");
    await visitor.reload();
    await expect(visitor.getByTestId("eligibility-result")).toContainText("Covered by GEICO");
    const earliest = owner.getByRole("button", { name: /^Restore revision \d+$/ }).last();
    const revision = (await earliest.getAttribute("aria-label"))!.replace("Restore revision ", "");
    await earliest.click();
    await expect(owner.getByText(`Restored revision ${revision}`)).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByTestId("eligibility-result")).toContainText("GEICO usually pays for the whole repair");
  } finally {
    await server.stop();
  }
});
