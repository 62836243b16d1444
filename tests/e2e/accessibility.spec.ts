import crypto from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import type { Result } from "axe-core";
import {
  callPreparationPath,
  clearPendingPasswordChange,
  completeModuleLessons,
  createResetToken,
  createUser,
  insertBooking,
  insertPaidOrder,
  manageCallPath,
  signInAs,
  withDatabase,
  type TestUser,
} from "./fixtures/accounts";
import { offeredDates } from "~/lib/calendar-dates";
import { queryDatabase, uniquePhone, uniqueSuffix, waitForRows } from "./support/database";
import { test } from "./support/html-checker";

// Every page of the site, signed out, as a member, an account that bought nothing, a
// bootcamp buyer, an admin and a super admin, checked by axe against WCAG 2.1 A and AA: no
// serious or critical violation. Every HTML document the server sent on the way (the page,
// and without JavaScript each form's answer) is checked as sent by the W3C Nu Html Checker:
// no error. One test per page (and per project, so with JavaScript on and off), named after
// the page. Then the page at 375 px wide: nothing in it wider than the phone's screen.

type Role = "visitor" | "member" | "newcomer" | "buyer" | "admin" | "superAdmin" | "owner";

type Visit = {
  /** Who is signed in. */
  as: Role;
  /** Where to go; a function when the page needs something in the database first. */
  path: string | (() => string | Promise<string>);
  /** The heading a visitor sees once the page is there. */
  heading: string | RegExp;
  /** What the signed-in account needs in the database first (lessons done ...). */
  prepare?: (user: TestUser) => void;
  /** What to do on the page before checking it (submit a form to see its messages ...). */
  then?: (page: Page) => Promise<void>;
  /** A toast the page shows with JavaScript (without, the same message is in the page). */
  toast?: string;
  /** The page moves on by itself after a few seconds (Refresh header, timer): hold it still. */
  movesOn?: boolean;
};

const OWNER_EMAIL = "admin@example.test";

/** Send the page's form as it is, and wait for the message on `field`: the page with its messages. */
const sendEmpty = (button: string, field: string) => async (page: Page) => {
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByTestId(`${field}-error`)).toBeVisible();
};

// Toasts and other transitions show at once, so axe never measures a half-faded colour.
test.use({ contextOptions: { reducedMotion: "reduce" } });

const visits: Record<string, Visit> = {
  // ------------------------------------------------------------------ signed out
  home: { as: "visitor", path: "/", heading: "Start Your Own Mobile Windshield Chip Repair Business" },
  tools: { as: "visitor", path: "/tools", heading: "Professional Windshield Repair Kits, Backed by Real Training" },
  "tools, compare tab": { as: "visitor", path: "/tools?tab=compare", heading: "Professional Windshield Repair Kits, Backed by Real Training" },
  "tools, platinum tab": { as: "visitor", path: "/tools?tab=platinum", heading: "Professional Windshield Repair Kits, Backed by Real Training" },
  "demo site": { as: "visitor", path: "/chip-repair-demo", heading: "See the website you get as a student" },
  "demo site, insurance result": {
    as: "visitor",
    path: "/chip-repair-demo?provider=usaa&coverage=full-or-unsure",
    heading: "See the website you get as a student",
  },
  "demo site, booking form messages": {
    as: "visitor",
    path: "/chip-repair-demo",
    heading: "See the website you get as a student",
    then: sendEmpty("Request My Repair", "firstName"),
  },
  pricing: { as: "visitor", path: "/pricing", heading: "Invest in a Business, Not Just a Box of Tools" },
  "pricing, qualified": { as: "visitor", path: "/pricing?qualified=true", heading: "Invest in a Business, Not Just a Box of Tools" },
  "earnings calculator": { as: "visitor", path: "/earnings-calculator", heading: "What could chip repair pay you?" },
  "earnings calculator, corrected entries": {
    as: "visitor",
    path: "/earnings-calculator?price=abc&chipsPerDay=8&daysPerWeek=8",
    heading: "What could chip repair pay you?",
  },
  about: { as: "visitor", path: "/about", heading: "From One Repair Kit to a Business That Trains Others" },
  bootcamp: { as: "visitor", path: "/bootcamp", heading: /^Learn to Repair Windshield Chips/ },
  "bootcamp order": { as: "visitor", path: "/bootcamp-order", heading: "Windshield Repair Bootcamp" },
  "bootcamp order, form messages": {
    as: "visitor",
    path: "/bootcamp-order",
    heading: "Windshield Repair Bootcamp",
    then: sendEmpty("Continue to Secure Checkout", "firstName"),
  },
  "training order": { as: "visitor", path: "/training-order", heading: "Already Have Your Own Tools? Get the Training Without the Kit" },
  "order, plan choice": { as: "visitor", path: "/order", heading: "Choose Your Training Plan" },
  "order, a plan": { as: "visitor", path: "/order?package=premium", heading: "Premium Coaching Program" },
  "order, split pay": { as: "visitor", path: "/order?package=qualified-split", heading: "Complete Training System (Split Pay)" },
  "order, a plan's shipping messages": {
    as: "visitor",
    path: "/order?package=premium",
    heading: "Premium Coaching Program",
    then: sendEmpty("Continue to Secure Checkout", "street"),
  },
  "test checkout": {
    as: "visitor",
    path: "/order?package=premium",
    heading: "Checkout",
    then: fillOrderForm,
  },
  "order complete": {
    as: "visitor",
    path: "/order?package=qualified-split",
    heading: "Payment Successful!",
    toast: "Account Created!",
    then: async (page) => {
      await fillOrderForm(page);
      await page.getByRole("button", { name: "Pay $997.00 (test)" }).click();
      await expect(page).toHaveURL(/\/order\/complete\?session_id=/);
    },
  },
  "bootcamp payment, signed out": {
    as: "visitor",
    path: "/bootcamp-order",
    heading: "Payment Successful!",
    toast: "Account Created!",
    then: async (page) => {
      await fillOrderForm(page);
      await page.getByRole("button", { name: "Pay $47.00 (test)" }).click();
      await expect(page).toHaveURL(/\/course-access\?session_id=/);
    },
  },
  "checkout reminder link": {
    as: "visitor",
    path: "/order?package=premium",
    heading: "Finish your order",
    then: async (page) => {
      await fillOrderForm(page);
      const [order] = queryDatabase<{ id: string }>(
        "select order_id as id from checkout_reminders where order_id = (select id from orders where provider_session_id = ?)",
        page.url().split("/test-checkout/")[1],
      );
      withDatabase((database) => database.prepare("update checkout_reminders set due_at = ? where order_id = ?").run(Date.now() - 1000, order.id));
      const [reminder] = await waitForRows<{ text_body: string }>(
        "select text_body from mail where subject like 'Your order is waiting:%' and to_address = (select buyer_email from orders where id = ?)",
        order.id,
      );
      await page.goto(/\/checkout\/reopen\/[\w-]+/.exec(reminder.text_body)![0]);
    },
  },
  "test checkout, a card kept for later payments": { as: "visitor", path: "/order?package=qualified-split", heading: "Checkout", then: fillOrderForm },
  "instalment payment link": {
    as: "visitor",
    path: "/order?package=qualified-split",
    heading: "Pay $997.00",
    then: async (page) => {
      await page.goto((await lapsedPlan(page)).payLink);
    },
  },
  "no member access, plan lapsed": {
    as: "visitor",
    path: "/order?package=qualified-split",
    heading: "A payment of your plan did not go through",
    then: async (page) => {
      await signInAs(page, clearPendingPasswordChange((await lapsedPlan(page)).email), new URL(page.url()).origin);
      await page.goto("/no-access");
    },
  },
  "my account, orders and instalments": {
    as: "visitor",
    path: "/order?package=qualified-split",
    heading: "Orders and payments",
    then: async (page) => {
      await signInAs(page, clearPendingPasswordChange((await lapsedPlan(page)).email), new URL(page.url()).origin);
      await page.goto("/account");
    },
  },
  "unsubscribe link": { as: "visitor", path: "/order?package=premium", heading: "Unsubscribe", then: openUnsubscribeLink },
  "unsubscribe link, done": {
    as: "visitor",
    path: "/order?package=premium",
    heading: "You are unsubscribed",
    then: async (page) => {
      await openUnsubscribeLink(page);
      await page.getByRole("button", { name: "Unsubscribe" }).click();
    },
  },
  "payment verification failed": { as: "visitor", path: "/course-access?session_id=cs_test_made_up", heading: "Payment Verification Failed" },
  "booking landing": { as: "visitor", path: "/booking-landing", heading: "Watch the Free Training, Then Plan Your Business With Us" },
  "booking survey, first step": { as: "visitor", path: "/booking-survey", heading: "See if a chip-repair business fits you" },
  "booking calendar": { as: "visitor", path: "/booking-calendar?tz=America%2FDenver", heading: "Choose a time for your free strategy call" },
  "booking calendar, a day's times": {
    as: "visitor",
    path: "/booking-calendar?tz=America%2FDenver",
    heading: "Choose a time for your free strategy call",
    then: async (page) => {
      await page
        .getByRole("link")
        .filter({ hasText: /^(Mon|Tue|Wed|Thu|Fri), / })
        .nth(3)
        .click();
      await expect(page.getByTestId("time-slots")).toBeVisible();
    },
  },
  "booking calendar, form messages": {
    as: "visitor",
    path: "/booking-calendar?tz=America%2FDenver",
    heading: "Choose a time for your free strategy call",
    then: async (page) => {
      await page.getByRole("button", { name: "Confirm Booking" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Please fill in all required fields" })).toBeVisible();
    },
  },
  "call preparation": { as: "visitor", path: "/call-preparation", heading: "Getting ready for your strategy call" },
  "call preparation, booked": { as: "visitor", path: () => callPreparationPath(insertBooking()), heading: "Your strategy call is booked" },
  "manage a call": { as: "visitor", path: () => manageCallPath(insertBooking()), heading: "Your Strategy Call" },
  "manage a call, a day's times": {
    as: "visitor",
    path: () => manageCallPath(insertBooking()),
    heading: "Your Strategy Call",
    then: async (page) => {
      await page.getByRole("list", { name: "Days with free times" }).getByRole("link").first().click();
      await expect(page.getByText(/^Free times on /)).toBeVisible();
    },
  },
  "manage a call, cancel confirmation": {
    as: "visitor",
    path: () => `${manageCallPath(insertBooking())}?cancel=confirm`,
    heading: "Cancel Your Strategy Call?",
  },
  "lead survey, first step": { as: "visitor", path: "/lead-survey", heading: "Join us for this exclusive webinar" },
  "lead survey, first step messages": {
    as: "visitor",
    path: "/lead-survey",
    heading: "Join us for this exclusive webinar",
    then: async (page) => {
      await page.getByLabel("First name").fill("Dana");
      await page.getByLabel("E-mail").fill(`dana-${uniqueSuffix()}@example.test`);
      await page.getByLabel("Phone").fill("12");
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByText("Please enter a full phone number, with area code")).toBeVisible();
    },
  },
  "lead survey success": { as: "visitor", path: "/lead-survey/success", heading: "Success!", movesOn: true },
  "thank you": { as: "visitor", path: "/thank-you", heading: "You're In!" },
  "free training video": { as: "visitor", path: "/video", heading: "How Ordinary People Earn $300-500 Per Day Repairing Windshield Chips" },
  webinar: { as: "visitor", path: "/webinar", heading: "Start Your Mobile Windshield Repair Business: Live Training" },
  "privacy policy": { as: "visitor", path: "/privacy-policy", heading: "Privacy Policy" },
  terms: { as: "visitor", path: "/terms", heading: "Terms of Use" },
  "sign in": { as: "visitor", path: "/auth", heading: "Member Sign In" },
  "sign in, form messages": {
    as: "visitor",
    path: "/auth",
    heading: "Member Sign In",
    then: async (page) => {
      await page.getByLabel("E-mail").fill(`nobody-${uniqueSuffix()}@example.test`);
      await page.getByLabel("Password").fill("not the password");
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Sign in failed" })).toBeVisible();
    },
  },
  "sign up": { as: "visitor", path: "/auth?mode=signup", heading: "Create your account" },
  "confirm e-mail": { as: "visitor", path: async () => `/auth/confirm?token=${await confirmationToken()}`, heading: "Confirm your e-mail" },
  "forgot password": { as: "visitor", path: "/forgot-password", heading: "Forgot your password?" },
  "forgot password, expired link": {
    as: "visitor",
    path: async () => `/reset-password?token=${createResetToken(await createUser(), -60_000)}`,
    heading: "Forgot your password?",
    toast: "Invalid or expired link",
  },
  "reset password": {
    as: "visitor",
    path: async () => `/reset-password?token=${createResetToken(await createUser(), 3_600_000)}`,
    heading: "Choose a new password",
  },
  "password updated": { as: "visitor", path: "/reset-password/done", heading: "Password Updated", movesOn: true },
  "page not found": { as: "visitor", path: "/no-such-page", heading: "Oops! Page not found" },

  // ------------------------------------------------------------------ members
  welcome: { as: "member", path: "/welcome", heading: "Welcome, Jordan!" },
  "welcome, a plan with kits": {
    as: "member",
    prepare: (user) => insertPaidOrder(user, "premium"),
    path: "/welcome",
    heading: "Your plan: Premium Coaching Program",
  },
  "training access, a plan with kits": {
    as: "member",
    prepare: (user) => insertPaidOrder(user, "premium"),
    path: "/training-access",
    heading: "Your Training Is Ready",
  },
  "coaching, a plan with coaching": {
    as: "member",
    prepare: (user) => insertPaidOrder(user, "premium"),
    // A day with free times, so the times' form is checked too.
    path: () => `/coaching?tz=America%2FChicago&date=${offeredDates(new Date(), "America/Chicago")[8]}`,
    heading: "Your 1-on-1 Coaching",
  },
  "coaching, a plan without coaching": { as: "member", path: "/coaching", heading: "Your 1-on-1 Coaching" },
  "quiz, locked": { as: "member", path: "/quiz/omega-edi", heading: "Insurance billing checkpoint" },
  "quiz, form messages": {
    as: "member",
    prepare: (user) => completeModuleLessons(user, "omega-edi"),
    path: "/quiz/omega-edi",
    heading: "Insurance billing checkpoint",
    then: async (page) => {
      await page.getByRole("button", { name: "Submit Answers" }).click();
      await expect(page.getByText("Answer every question: 5 still need an answer.")).toBeVisible();
    },
  },
  "quiz, result": {
    as: "member",
    prepare: (user) => completeModuleLessons(user, "omega-edi"),
    path: "/quiz/omega-edi",
    heading: "Insurance billing checkpoint",
    then: async (page) => {
      for (const fieldset of await page.locator("form fieldset").all()) await fieldset.getByRole("radio").first().check();
      await page.getByRole("button", { name: "Submit Answers" }).click();
      await expect(page.getByTestId("quiz-result")).toBeVisible();
    },
  },
  "dashboard, modules": { as: "member", path: "/dashboard", heading: "Your Windshield Repair Course" },
  "dashboard, coach": { as: "member", path: "/dashboard?tab=coach", heading: "Your Windshield Repair Course" },
  "dashboard, coach conversation": {
    as: "member",
    path: "/dashboard?tab=coach",
    heading: "Your Windshield Repair Course",
    then: async (page) => {
      await page.getByLabel("Your question for the coach").fill("How long should I cure the resin in direct sun?");
      await page.getByRole("button", { name: "Send" }).click();
      await expect(page.getByTestId("coach-messages").locator('li[data-role="assistant"]').last()).toContainText(
        "In direct sun, cure repair resin for about 10 minutes",
      );
    },
  },
  "dashboard, contact": { as: "member", path: "/dashboard?tab=contact", heading: "Your Windshield Repair Course" },
  "dashboard, search results": { as: "member", path: "/dashboard?q=pit+filler", heading: "Results for “pit filler”" },
  "lesson, video": { as: "member", path: "/lesson/welcome/welcome", heading: "Welcome to the Course" },
  "lesson, completed": {
    as: "member",
    path: "/lesson/welcome/welcome",
    heading: "Welcome to the Course",
    toast: "Lesson Completed!",
    then: async (page) => {
      await page.getByRole("button", { name: "Mark Lesson Complete" }).click();
      await expect(page.getByRole("button", { name: "Lesson Completed" })).toBeDisabled();
    },
  },
  "lesson, locked": { as: "member", path: "/lesson/intro/entity-setup", heading: "Setting Up Your Business Entity" },
  "lesson, video coming soon": { as: "member", path: "/lesson/mobile/mobile-operation", heading: "Running a Mobile Operation" },
  "lesson, build-website text": { as: "member", path: "/lesson/business-resources/build-website", heading: "Building Your Business Website" },
  "lesson, build-website launch tab": { as: "member", path: "/lesson/business-resources/build-website?tab=launch", heading: "Building Your Business Website" },
  "lesson not found": { as: "member", path: "/lesson/pro-kit/no-such-lesson", heading: "Lesson Not Found" },
  "business resources": { as: "member", path: "/business-resources", heading: "Business Resources" },
  "training access": { as: "member", path: "/training-access", heading: "Your Training Is Ready" },
  "my account": { as: "member", path: "/account", heading: "My Account" },
  "my account, saved": {
    as: "member",
    path: "/account",
    heading: "My Account",
    toast: "Profile saved",
    then: async (page) => {
      await page.getByLabel("Last name").fill("Reyes");
      await page.getByRole("button", { name: "Save Profile" }).click();
      await expect(page.getByText("Profile saved").first()).toBeVisible();
    },
  },
  "change password": { as: "member", path: "/change-password", heading: "Change your password" },
  "no member access": { as: "newcomer", path: "/no-access", heading: "Hello, Jordan" },
  "course access, not bought": { as: "member", path: "/course-access", heading: "Course Access Required", toast: "Access Denied" },
  "access denied": { as: "member", path: "/admin", heading: "Access Denied" },
  "course access, buyer": { as: "buyer", path: "/course-access", heading: "Windshield Repair Bootcamp" },
  "course lesson, buyer": { as: "buyer", path: "/course-lesson/getting-started/what-chip-repair-is", heading: "What Chip Repair Is and Why It Works" },

  // ------------------------------------------------------------------ admins
  "admin home, admin": { as: "admin", path: "/admin", heading: "Admin" },
  "admin dashboard, admin": { as: "admin", path: "/admin-dashboard", heading: "Admin Dashboard" },
  "leads, admin": { as: "admin", path: "/admin-dashboard/leads", heading: "Leads and Funnel" },
  "texts, admin": { as: "admin", path: "/admin-dashboard/texts", heading: "Text messages" },
  "texts, a reply's messages": { as: "superAdmin", path: "/admin-dashboard/texts", heading: "Text messages", then: sendEmpty("Send reply", "phone") },
  "instalments, admin": { as: "admin", path: "/admin-dashboard/instalments", heading: "Instalments" },
  "instalments, super admin": { as: "superAdmin", path: "/admin-dashboard/instalments", heading: "Instalments" },
  "admin home, super admin": { as: "superAdmin", path: "/admin", heading: "Admin" },
  "admin dashboard, super admin": {
    as: "superAdmin",
    path: () => {
      insertBooking();
      return "/admin-dashboard";
    },
    heading: "Admin Dashboard",
  },
  "users list, a search": {
    as: "superAdmin",
    path: async () => `/admin-dashboard?q=${encodeURIComponent((await createUser()).email)}`,
    heading: "Admin Dashboard",
  },
  "a user's page, with an order and what it was sold with": {
    as: "superAdmin",
    path: async () => {
      const user = await createUser();
      insertPaidOrder(user, "premium");
      return `/admin-dashboard/users/${user.id}`;
    },
    heading: /^member-.*@example\.test$/,
  },
  "a user's page, grant access messages": {
    as: "superAdmin",
    path: async () => `/admin-dashboard/users/${(await createUser({ memberAccess: false })).id}`,
    heading: /^member-.*@example\.test$/,
    then: sendEmpty("Grant access", "note"),
  },
  "delete a user": { as: "superAdmin", path: async () => `/admin-dashboard/users/${(await createUser()).id}/delete`, heading: /^Delete member-/ },
  "leads, super admin": {
    as: "superAdmin",
    path: () => {
      insertLead();
      return "/admin-dashboard/leads";
    },
    heading: "Leads and Funnel",
  },
  mailbox: {
    as: "superAdmin",
    path: () => {
      insertMail();
      return "/admin-dashboard/mailbox";
    },
    heading: "Built-in Mailbox",
  },
  "manual setup": { as: "superAdmin", path: "/manual-setup", heading: "Manual Account Setup" },
  "manual setup, form messages": {
    as: "superAdmin",
    path: "/manual-setup",
    heading: "Manual Account Setup",
    then: sendEmpty("Create Account", "email"),
  },
  "role assignment, super admin": { as: "superAdmin", path: "/admin-setup", heading: "Role Assignment" },
  "role assignment, owner": { as: "owner", path: "/admin-setup", heading: "Role Assignment" },
  "quiz pass rates": { as: "admin", path: "/admin-dashboard/quizzes", heading: "Checkpoint Quizzes" },
  "fulfilment, admin": {
    as: "admin",
    path: async () => insertPaidOrder(await createUser({ memberAccess: false }), "premium") && "/admin-dashboard/fulfilment",
    heading: "Fulfilment",
  },
  "fulfilment, super admin": {
    as: "superAdmin",
    path: async () => insertPaidOrder(await createUser({ memberAccess: false }), "premium") && "/admin-dashboard/fulfilment",
    heading: "Fulfilment",
  },
  "fulfilment, form messages": {
    as: "superAdmin",
    path: async () => insertPaidOrder(await createUser({ memberAccess: false }), "premium") && "/admin-dashboard/fulfilment",
    heading: "Fulfilment",
    then: async (page) => {
      await page.getByTestId("fulfilment-kits").first().getByRole("button", { name: "Mark shipped" }).click();
      await expect(page.getByText("Choose the carrier").first()).toBeVisible();
    },
  },
  "fulfilment, done": { as: "admin", path: "/admin-dashboard/fulfilment?show=done", heading: "Fulfilment" },
  // ------------------------------------------------------------------ the course studio (read and preview only: nothing is saved)
  "studio: courses": { as: "admin", path: "/admin/courses", heading: "Courses" },
  "studio: course outline, super admin": {
    as: "superAdmin",
    path: "/admin/courses/chip-repair-business-course",
    heading: "Windshield Chip Repair Business Course",
  },
  "studio: module editor": { as: "admin", path: "/admin/courses/chip-repair-business-course/modules/intro", heading: /^Module: / },
  "studio: video lesson editor": { as: "admin", path: "/admin/courses/chip-repair-business-course/lessons/intro/why-no-cost", heading: /^Lesson: / },
  "studio: text lesson editor, previewed": {
    as: "admin",
    path: "/admin/courses/chip-repair-business-course/lessons/business-resources/build-website",
    heading: /^Lesson: /,
    then: async (page) => {
      await page.getByRole("button", { name: "Preview text" }).click();
      await expect(page.getByTestId("text-preview").locator(".lesson-text").first()).toBeVisible();
    },
  },
  "studio: lesson preview": { as: "admin", path: "/admin/courses/chip-repair-business-course/preview/intro/why-no-cost", heading: /./ },
  "studio: history": { as: "superAdmin", path: "/admin/courses/chip-repair-business-course/history", heading: /^History: / },
  "studio: quiz editor": { as: "admin", path: "/admin/courses/chip-repair-business-course/quizzes/intro", heading: /^Quiz: / },
  "picture studio": { as: "admin", path: "/admin/pictures", heading: "Pictures" },
  "a picture slot, its description missing": {
    as: "superAdmin",
    path: "/admin/pictures/stepCure",
    heading: "Step 3: curing",
    then: sendEmpty("Save draft", "alt"),
  },
  "a picture slot: the logo mark": { as: "superAdmin", path: "/admin/pictures/logo", heading: "The logo mark (header, beside the business's name)" },
  "calls studio: hosts": { as: "superAdmin", path: "/admin/hosts", heading: "Hosts and hours" },
  "calls studio: a host, an exception without its first day": {
    as: "admin",
    path: "/admin/hosts/1",
    heading: /./,
    then: sendEmpty("Add to the draft", "from"),
  },
  "words and e-mails studio": { as: "admin", path: "/admin/site", heading: "Words and e-mails" },
  "studio text: the founder": { as: "admin", path: "/admin/site/founder", heading: "The founder" },
  "studio text: the company's facts, the name emptied": {
    as: "superAdmin",
    path: "/admin/site/company",
    heading: "Company facts",
    then: async (page) => {
      await page.getByLabel("Business name").fill("");
      await sendEmpty("Save draft", "name")(page);
    },
  },
  "studio list: the testimonials, a quote emptied": {
    as: "admin",
    path: "/admin/site/testimonials",
    heading: "Student testimonials",
    then: async (page) => {
      await page.getByRole("group", { name: "Testimonial 1" }).getByLabel("Quote", { exact: true }).fill("");
      await sendEmpty("Save draft", "row-0-quote")(page);
    },
  },
  "studio list: the bootcamp's questions": { as: "admin", path: "/admin/site/faq.bootcamp", heading: "Questions on the bootcamp page" },
  "studio text: the marketing figures": { as: "admin", path: "/admin/site/figures", heading: "Marketing figures" },
  "studio text: the tools page's words": { as: "admin", path: "/admin/site/tools", heading: "Tools page: the words" },
  "studio text: the home page's opening (page words)": { as: "admin", path: "/admin/site/page.home.hero", heading: "Home page: opening" },
  "studio list: the home page's comparison rows (page words)": {
    as: "admin",
    path: "/admin/site/page.home.knowledge.rows",
    heading: "Home page: knowledge versus tools, rows",
  },
  "studio text: the demo website page's words (many fields)": { as: "admin", path: "/admin/site/page.chip-repair-demo", heading: "Demo website page" },
  "studio text: the payment's answer (page words with placeholders of their own)": {
    as: "admin",
    path: "/admin/site/page.payment-result",
    heading: "Payment's result",
  },
  "studio list: the kits compared (a table in the preview)": { as: "admin", path: "/admin/site/tools.comparison", heading: "Tools page: the kits compared" },
  "studio list: a kit's items": { as: "admin", path: "/admin/site/tools.platinum", heading: "Tools page: what is in the Platinum Tools kit" },
  "studio list: the pricing page's plan comparison": { as: "admin", path: "/admin/site/page.pricing.comparison", heading: "Pricing page: plan comparison" },
  "studio text: the booking confirmation": {
    as: "superAdmin",
    path: "/admin/site/email.booking-confirmation",
    heading: "Strategy call: the booking confirmation",
  },
  "studio text: the book-again mail (a marketing e-mail with a button)": {
    as: "superAdmin",
    path: "/admin/site/email.no-show-rebook",
    heading: "Strategy call: missed, book again",
  },
  "studio list: a page's points (the booking calendar's)": {
    as: "admin",
    path: "/admin/site/page.booking-calendar.expect",
    heading: "Strategy call: what to expect",
  },
  "studio text: the order's receipt": { as: "admin", path: "/admin/site/email.purchase", heading: "Order: the receipt and how to get in" },
  "studio text: the call's reminder text": { as: "admin", path: "/admin/site/text.call-reminder", heading: "Text: the call's reminder" },
  "studio text: the host's morning agenda (the calls as system-made blocks)": {
    as: "admin",
    path: "/admin/site/email.host-agenda",
    heading: "Host: the morning agenda",
  },
  // ------------------------------------------------------------------ the offers studio and the business settings (nothing is saved)
  "offers studio": { as: "superAdmin", path: "/admin/offers", heading: "Offers" },
  "an offer, its price refused": {
    as: "superAdmin",
    path: "/admin/offers/qualified-split",
    heading: "Complete Training System",
    then: async (page) => {
      await page.getByLabel("Price (dollars)").fill("");
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page.getByTestId("price-error")).toBeVisible();
    },
  },
  "the bootcamp's offer": { as: "superAdmin", path: "/admin/offers/bootcamp", heading: "Windshield Repair Bootcamp" },
  "business settings, a value refused": {
    as: "superAdmin",
    path: "/admin/settings",
    heading: "Business settings",
    then: async (page) => {
      await page.getByLabel("Quiz pass mark (percent)").fill("200");
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByTestId("QUIZ_PASS_PERCENT-error")).toBeVisible();
    },
  },
  // ------------------------------------------------------------------ certificates, public
  "certificate check": { as: "visitor", path: async () => `/certificates/${await insertCertificate(null)}`, heading: "This certificate is genuine" },
  "certificate check, revoked": {
    as: "visitor",
    path: async () => `/certificates/${await insertCertificate(Date.now())}`,
    heading: "This certificate was revoked",
  },
  "certificate check, no such number": { as: "visitor", path: "/certificates/CRA-0000-0000-0000-0000", heading: "No such certificate" },
};

/** A certificate for a new member, revoked at `revokedAt` or not; its serial. */
async function insertCertificate(revokedAt: number | null): Promise<string> {
  const user = await createUser();
  const serial = `CRA-${crypto.randomBytes(8).toString("hex").toUpperCase().match(/.{4}/g)!.join("-")}`;
  withDatabase((database) =>
    database
      .prepare(
        "insert into certificates (serial, user_id, name, course, completed_at, pdf, revoked_at) values (?, ?, 'Jordan Graduate', 'Windshield Chip Repair Business Course', ?, ?, ?)",
      )
      .run(serial, user.id, Date.now(), Buffer.from("%PDF-1.7"), revokedAt),
  );
  return serial;
}

// axe checks every element (colour contrast above all); the longest pages take tens of
// seconds on a busy two-core machine, so each page gets three times the usual time.
test.describe.configure({ timeout: 90_000 });

for (const [name, visit] of Object.entries(visits)) {
  test(`${visit.as === "visitor" ? "signed out" : `as ${visit.as}`}: ${name}`, async ({ page, browser, baseURL, javaScriptEnabled, servedHtml }) => {
    const user = await accountFor(visit.as);
    if (user) await signInAs(page, user, baseURL!);
    if (user && visit.prepare) visit.prepare(user);
    if (visit.movesOn) await holdStill(page, javaScriptEnabled);
    await page.goto(typeof visit.path === "string" ? visit.path : await visit.path());
    if (visit.then) await visit.then(page);
    const heading = (on: Page) =>
      on.getByRole("heading", typeof visit.heading === "string" ? { name: visit.heading, exact: true } : { name: visit.heading }).first();
    await expect(heading(page)).toBeVisible();
    if (visit.toast && javaScriptEnabled) await expect(page.locator("[data-sonner-toast]").filter({ hasText: visit.toast })).toBeVisible();
    // The server sends the same HTML whatever the browser runs, and without JavaScript every
    // form's answer is a served document too: the documents are checked in that run.
    if (!javaScriptEnabled) {
      const htmlProblems = await servedHtml.problems();
      expect.soft(htmlProblems, `The Nu Html Checker's findings:\n${htmlProblems.join("\n")}\n`).toEqual([]);
      // A page that ships no script is the same page in both runs: axe and the width are checked in the run with JavaScript.
      if ((await page.locator("script[type=module]").count()) === 0) return;
    }
    const violations = javaScriptEnabled ? await axeViolations(page) : await axeViolationsWithoutJavaScript(page, browser, heading);
    const blocking = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
    expect
      .soft(
        blocking.map((violation) => violation.id),
        report(page.url(), blocking),
      )
      .toEqual([]);
    // Nothing wider than a phone: at 375 px the page lays out no wider than the window.
    await page.setViewportSize({ width: 375, height: 812 });
    const laidOut = await page.evaluate(() => ({ width: document.documentElement.scrollWidth, window: window.innerWidth }));
    expect(laidOut.width, `${page.url()} lays out ${laidOut.width} px wide in a ${laidOut.window} px window`).toBeLessThanOrEqual(laidOut.window);
  });
}

function axeViolations(page: Page): Promise<Result[]> {
  return new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze()
    .then((results) => results.violations);
}

/**
 * axe runs inside the page and needs its timers, which a page opened without JavaScript never
 * fires. So the page as the server sent it (its DOM now, without the app's scripts) is shown
 * again at the same address, with the same styles and window size, in a page where axe can run.
 */
async function axeViolationsWithoutJavaScript(page: Page, browser: Browser, heading: (on: Page) => Locator): Promise<Result[]> {
  const url = page.url();
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  const copy = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize(), reducedMotion: "reduce" });
  try {
    const copyPage = await copy.newPage();
    // The one document this page loads is the copy; its styles and images come from the server.
    await copyPage.route(
      () => true,
      (route) =>
        route.request().resourceType() === "document" ? route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }) : route.fallback(),
    );
    await copyPage.goto(url);
    await expect(heading(copyPage)).toBeVisible();
    return await axeViolations(copyPage);
  } finally {
    await copy.close();
  }
}

async function accountFor(role: Role): Promise<TestUser | null> {
  switch (role) {
    case "visitor":
      return null;
    case "member":
      return createUser();
    case "newcomer":
      return createUser({ memberAccess: false });
    case "buyer": {
      const buyer = await createUser();
      withDatabase((database) =>
        database.prepare("insert into course_purchases (user_id, course_id, status) values (?, 'windshield-repair-bootcamp', 'completed')").run(buyer.id),
      );
      return buyer;
    }
    case "admin":
      return createUser({ roles: ["admin"] });
    case "superAdmin":
      return createUser({ roles: ["super_admin"] });
    case "owner":
      return withDatabase((database) => {
        const { id } = database.prepare("select id from users where email = ?").get(OWNER_EMAIL) as { id: string };
        return { id, email: OWNER_EMAIL, password: "" };
      });
  }
}

/** What axe found, one line per element, so a failure says what to fix and where. */
function report(url: string, violations: Result[]): string {
  const lines = violations.flatMap((violation) => [
    `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
    ...violation.nodes.map((node) => `    at ${node.target.join(" ")}: ${node.failureSummary?.replace(/\s+/g, " ") ?? ""}\n      ${node.html}`),
  ]);
  return `Serious or critical accessibility violations on ${url}:\n${lines.join("\n")}\n`;
}

/** Keep a page that moves on by itself (a Refresh header, a timer) where it is while axe reads it. */
async function holdStill(page: Page, javaScriptEnabled: boolean) {
  await page.route(
    () => true,
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const { refresh: _refresh, ...headers } = response.headers();
      await route.fulfill({ response, headers });
    },
  );
  if (javaScriptEnabled) {
    // The page's own timers of a second or more never fire; axe's short ones still do.
    await page.addInitScript(() => {
      const setTimeoutAsUsual = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
        (timeout ?? 0) >= 1000 ? 0 : setTimeoutAsUsual(handler, timeout, ...rest)) as typeof window.setTimeout;
    });
  }
}

/**
 * The split plan bought on the test checkout with the card that is declined later, whose
 * second payment then fails on every try (the clock moved in the database): the plan lapses.
 */
async function lapsedPlan(page: Page): Promise<{ email: string; payLink: string }> {
  await fillOrderForm(page);
  const sessionId = page.url().split("/test-checkout/")[1];
  await page.getByLabel("A card that pays today and is declined for the later payments").check();
  await page.getByRole("button", { name: "Pay $997.00 (test)" }).click();
  await expect(page).toHaveURL(/\/order\/complete\?session_id=/);
  const [{ email }] = queryDatabase<{ email: string }>("select buyer_email as email from orders where provider_session_id = ?", sessionId);
  const lapsedLongAgo = Date.now() - 15 * 86_400_000;
  withDatabase((database) =>
    database
      .prepare("update instalments set due_at = ?, next_attempt_at = ? where order_id = (select id from orders where buyer_email = ?)")
      .run(lapsedLongAgo, Date.now() - 1000, email),
  );
  const [paused] = await waitForRows<{ text_body: string }>("select text_body from mail where to_address = ? and subject like 'Your plan is paused:%'", email);
  return { email, payLink: new URL(/https?:\/\/\S+\/pay\/[\w.-]+/.exec(paused.text_body)![0]).pathname };
}

/** An order left unpaid, its reminder sent (the clock moved in the database), and the reminder's unsubscribe link opened. */
async function openUnsubscribeLink(page: Page) {
  await fillOrderForm(page);
  const sessionId = page.url().split("/test-checkout/")[1];
  withDatabase((database) =>
    database
      .prepare("update checkout_reminders set due_at = ? where order_id = (select id from orders where provider_session_id = ?)")
      .run(Date.now() - 1000, sessionId),
  );
  const [reminder] = await waitForRows<{ text_body: string }>(
    "select text_body from mail where subject like 'Your order is waiting:%' and to_address = (select buyer_email from orders where provider_session_id = ?)",
    sessionId,
  );
  await page.goto(new URL(/https?:\/\/\S+\/unsubscribe\/[\w.-]+/.exec(reminder.text_body)![0]).pathname);
}

async function fillOrderForm(page: Page) {
  await page.getByLabel("First name").fill("Robin");
  await page.getByLabel("Last name").fill("Buyer");
  await page.getByLabel("E-mail").fill(`buyer-${uniqueSuffix()}@example.test`);
  // The reminder to finish the order (and its unsubscribe link) goes only to a buyer who asks for it.
  await page.getByLabel("Remind me if I leave before paying", { exact: false }).check();
  if (await page.getByLabel("Street address").count()) {
    await page.getByLabel("Street address").fill("350 S 400 W");
    await page.getByLabel("City").fill("Lindon");
    await page.getByLabel("State").selectOption("UT");
    await page.getByLabel("ZIP code").fill("84042");
    await page.getByLabel("Phone").fill("801 555 0142");
  }
  await page.getByRole("button", { name: "Continue to Secure Checkout" }).click();
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
}

function insertLead() {
  withDatabase((database) =>
    database
      .prepare(
        "insert into leads (first_name, last_name, email, phone, experience, time_available, source) values ('Lee', 'Lead', ?, ?, 'complete-beginner', '20-30-hours', 'webinar_survey')",
      )
      .run(`lead-${uniqueSuffix()}@example.test`, uniquePhone()),
  );
}

function insertMail() {
  withDatabase((database) =>
    database
      .prepare("insert into mail (to_address, subject, text_body) values (?, 'Your free strategy call is booked', 'See you soon.')")
      .run(`mail-${uniqueSuffix()}@example.test`),
  );
}

/** A sign-up confirmation link's token for a new account, stored the way the app stores it. */
async function confirmationToken(): Promise<string> {
  const user = await createUser();
  const token = crypto.randomBytes(32).toString("base64url");
  withDatabase((database) =>
    database
      .prepare("insert into email_confirmations (token_hash, user_id, expires_at) values (?, ?, ?)")
      .run(crypto.createHash("sha256").update(token).digest("hex"), user.id, Date.now() + 3_600_000),
  );
  return token;
}
