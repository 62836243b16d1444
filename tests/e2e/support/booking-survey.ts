import { expect, type Page } from "@playwright/test";

/** The booking survey answered step by step (with JavaScript a choice moves on by itself; without, Next posts), up to the calendar. */
export async function answerBookingSurvey(page: Page, javaScriptEnabled: boolean, contact: { name: string; email: string; phone: string }) {
  await page.goto("/booking-survey");
  await expect(page.getByTestId("survey-progress")).toHaveText("Step 1 of 6");
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  const choices = ["Complete beginner", "20-30 hours a week (serious part time)", "$1,000 - $5,000", "USA / Canada", "Replace my current income"];
  for (const [index, choice] of choices.entries()) {
    await page.getByLabel(choice).check();
    // With JavaScript a choice moves on by itself after 150 ms; without it, Next posts.
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByTestId("survey-progress")).toHaveText(`Step ${index + 2} of 6`);
  }
  // Consent to texts is recorded with the contact step, so it is shown beside the phone field.
  await expect(page.getByText(/Reply STOP to unsubscribe/)).toBeVisible();
  await page.getByLabel("Full name").fill(contact.name);
  await page.getByLabel("E-mail").fill(contact.email);
  await page.getByLabel("Phone").fill(contact.phone);
  await page.getByRole("button", { name: "Book My Call" }).click();
  await page.waitForURL(/\/booking-calendar/);
}
