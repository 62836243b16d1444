import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { createUser, sessionCookieHeader, type TestUser } from "./fixtures/accounts";
import { queryDatabase } from "./support/database";

// The authorization matrix: every route file of the app, fetched as a visitor, a member, an
// admin and a super admin, with the status (or redirect) each must get. A route file the
// matrix does not list fails the first test, so a new screen cannot ship without a row.

type Role = "visitor" | "member" | "admin" | "superAdmin";
/** A status code, or "-> /path" for a redirect whose Location starts with that path. */
type Expectation = number | `-> ${string}`;
/** `private`: a page with someone's personal data or a secret, which no cache may keep. */
type Row = { path: (ids: Ids) => string; expect: Record<Role, Expectation>; private?: true };
type Ids = { userId: string; courseLesson: string };

const everyone = (expectation: Expectation) => ({ visitor: expectation, member: expectation, admin: expectation, superAdmin: expectation });
const page = (pathname: string): Row => ({ path: () => pathname, expect: everyone(200) });
const signedIn = (pathname: string): Row => ({
  path: () => pathname,
  expect: { visitor: "-> /auth?redirectTo=", member: 200, admin: 200, superAdmin: 200 },
  private: true,
});
const adminReads = (pathname: (ids: Ids) => string): Row => ({
  path: pathname,
  expect: { visitor: "-> /auth?redirectTo=", member: 403, admin: 200, superAdmin: 200 },
  private: true,
});
const superAdminOnly = (pathname: (ids: Ids) => string): Row => ({
  path: pathname,
  expect: { visitor: "-> /auth?redirectTo=", member: 403, admin: 403, superAdmin: 200 },
  private: true,
});

const matrix: Record<string, Row> = {
  "$.tsx": { path: () => "/no-such-page", expect: everyone(404) },
  "_index.tsx": page("/"),
  "about.tsx": page("/about"),
  "bootcamp.tsx": page("/bootcamp"),
  "bootcamp-order.tsx": page("/bootcamp-order"),
  "booking-landing.tsx": page("/booking-landing"),
  "booking-survey.tsx": { ...page("/booking-survey"), private: true },
  "booking-calendar.tsx": { ...page("/booking-calendar"), private: true },
  // A day the calendar does not offer: the answer says so, to anyone.
  "booking-calendar.slots.ts": { path: () => "/booking-calendar/slots?date=2031-01-07&tz=America%2FDenver", expect: everyone(400) },
  "call-preparation.tsx": page("/call-preparation"),
  "chip-repair-demo.tsx": page("/chip-repair-demo"),
  "earnings-calculator.tsx": page("/earnings-calculator"),
  "healthcheck.ts": page("/healthcheck"),
  "lead-survey.tsx": { ...page("/lead-survey"), private: true },
  "lead-survey_.success.tsx": page("/lead-survey/success"),
  "order.tsx": page("/order?package=premium"),
  "pricing.tsx": page("/pricing"),
  "privacy-policy.tsx": page("/privacy-policy"),
  "privacy.tsx": { path: () => "/privacy", expect: everyone("-> /privacy-policy") },
  "terms.tsx": page("/terms"),
  "thank-you.tsx": page("/thank-you"),
  "tools.tsx": page("/tools"),
  "training-order.tsx": page("/training-order"),
  "video.tsx": page("/video"),
  "webinar.tsx": page("/webinar"),
  "forgot-password.tsx": page("/forgot-password"),
  "reset-password.tsx": { path: () => "/reset-password", expect: everyone("-> /forgot-password") },
  "reset-password_.done.tsx": page("/reset-password/done"),
  "order_.complete.tsx": { path: () => "/order/complete", expect: everyone("-> /pricing") },
  "test-checkout.$sessionId.tsx": { path: () => "/test-checkout/cs_test_unknown", expect: everyone(404) },
  "checkout.reopen.$token.tsx": { path: () => "/checkout/reopen/not-a-token", expect: everyone(404) },
  "pay.$token.tsx": { path: () => "/pay/1.not-a-valid-signature", expect: everyone(404) },
  "add-to-calendar.$token.ts": { path: () => "/add-to-calendar/1.not-a-valid-signature", expect: everyone(404) },
  "host-calendar.$token.ts": { path: () => "/host-calendar/MS4x.zzzzzz.not-a-valid-signature-not-a-valid-signature-xx", expect: everyone(404) },
  "book-again.$token.ts": { path: () => "/book-again/1.not-a-valid-signature", expect: everyone("-> /booking-survey") },
  "unsubscribe.$token.tsx": { path: () => "/unsubscribe/bm90LW1pbmU.not-a-valid-signature", expect: everyone(404) },
  "webhooks.stripe.ts": { path: () => "/webhooks/stripe", expect: everyone(405) },
  "webhooks.sms.ts": { path: () => "/webhooks/sms", expect: everyone(405) },
  "webhooks.sms-status.ts": { path: () => "/webhooks/sms-status", expect: everyone(405) },
  "coach.reply.ts": { path: () => "/coach/reply", expect: everyone(405) },
  "my-call.$token.tsx": { path: () => "/my-call/1.not-a-valid-signature", expect: everyone(404) },
  "logout.tsx": { path: () => "/logout", expect: everyone("-> /") },
  // Signed in already: members to their portal, staff to the admin area.
  "auth.tsx": { path: () => "/auth", expect: { visitor: 200, member: "-> /welcome", admin: "-> /admin", superAdmin: "-> /admin" } },
  "login.tsx": { path: () => "/login", expect: { visitor: 200, member: "-> /welcome", admin: "-> /admin", superAdmin: "-> /admin" } },
  "auth_.confirm.tsx": { path: () => "/auth/confirm?token=not-a-real-token", expect: everyone("-> /auth") },
  "auth_.unlock.tsx": { path: () => "/auth/unlock?token=not-a-real-token", expect: everyone("-> /auth") },

  "welcome.tsx": signedIn("/welcome"),
  // For accounts without member access (see "an account without member access" below); the rest are sent on.
  "no-access.tsx": {
    path: () => "/no-access",
    expect: { visitor: "-> /auth?redirectTo=", member: "-> /welcome", admin: "-> /welcome", superAdmin: "-> /welcome" },
  },
  "dashboard.tsx": signedIn("/dashboard"),
  "account.tsx": signedIn("/account"),
  "change-password.tsx": signedIn("/change-password"),
  "business-resources.tsx": signedIn("/business-resources"),
  // The members' downloads are no public files: a route that checks membership hands them out.
  "resources.$file.ts": {
    path: () => "/resources/new-shop-registration-form.pdf",
    expect: { visitor: "-> /auth?redirectTo=", member: 200, admin: 200, superAdmin: 200 },
  },
  "training-access.tsx": signedIn("/training-access"),
  "coaching.tsx": signedIn("/coaching"),
  "lesson.$moduleId.$lessonId.tsx": signedIn("/lesson/intro/why-no-cost"),
  "quiz.$moduleId.tsx": signedIn("/quiz/intro"),
  "certificate[.]pdf.ts": {
    path: () => "/certificate.pdf",
    expect: { visitor: "-> /auth?redirectTo=", member: 404, admin: 404, superAdmin: 404 },
    private: true,
  },
  "certificates.$serial.tsx": { path: () => "/certificates/CRA-0000-0000-0000-0000", expect: everyone(404) },
  // The bootcamp area: no role opens it without a purchase.
  "course-access.tsx": { path: () => "/course-access", expect: { visitor: "-> /login?redirectTo=", member: 200, admin: 200, superAdmin: 200 }, private: true },
  "course-lesson.$moduleId.$lessonId.tsx": {
    path: (ids) => `/course-lesson/${ids.courseLesson}`,
    expect: { visitor: "-> /login?redirectTo=", member: "-> /bootcamp", admin: "-> /bootcamp", superAdmin: "-> /bootcamp" },
    private: true,
  },

  "admin.tsx": adminReads(() => "/admin"),
  "admin_.overview[.]csv.ts": adminReads(() => "/admin/overview.csv?figure=revenue"),
  "admin-dashboard.tsx": adminReads(() => "/admin-dashboard"),
  "admin-dashboard_.users.$userId._index.tsx": adminReads((ids) => `/admin-dashboard/users/${ids.userId}`),
  "admin-dashboard_.users.$userId.delete.tsx": superAdminOnly((ids) => `/admin-dashboard/users/${ids.userId}/delete`),
  "admin-dashboard_.leads.tsx": adminReads(() => "/admin-dashboard/leads"),
  "admin-dashboard_.leads[.]csv.ts": adminReads(() => "/admin-dashboard/leads.csv"),
  "admin-dashboard_.bookings[.]csv.ts": adminReads(() => "/admin-dashboard/bookings.csv"),
  "admin-dashboard_.instalments.tsx": adminReads(() => "/admin-dashboard/instalments"),
  "admin-dashboard_.quizzes.tsx": adminReads(() => "/admin-dashboard/quizzes"),
  "admin-dashboard_.fulfilment.tsx": adminReads(() => "/admin-dashboard/fulfilment"),
  "admin-dashboard_.instalments[.]csv.ts": adminReads(() => "/admin-dashboard/instalments.csv"),
  "admin-dashboard_.mailbox.tsx": superAdminOnly(() => "/admin-dashboard/mailbox"),
  "admin-dashboard_.texts.tsx": adminReads(() => "/admin-dashboard/texts"),
  "admin_.courses._index.tsx": adminReads(() => "/admin/courses"),
  "admin_.courses.$courseId._index.tsx": adminReads(() => "/admin/courses/chip-repair-business-course"),
  "admin_.courses.$courseId.modules.$moduleId.tsx": adminReads(() => "/admin/courses/chip-repair-business-course/modules/intro"),
  "admin_.courses.$courseId.lessons.$moduleId.$lessonId.tsx": adminReads(() => "/admin/courses/chip-repair-business-course/lessons/intro/why-no-cost"),
  "admin_.courses.$courseId.preview.$moduleId.$lessonId.tsx": adminReads(() => "/admin/courses/chip-repair-business-course/preview/intro/why-no-cost"),
  "admin_.courses.$courseId.history.tsx": adminReads(() => "/admin/courses/chip-repair-business-course/history"),
  "admin_.courses.$courseId.quizzes.$moduleId.tsx": adminReads(() => "/admin/courses/chip-repair-business-course/quizzes/intro"),
  "admin_.pictures._index.tsx": adminReads(() => "/admin/pictures"),
  "admin_.pictures.$slot.tsx": adminReads(() => "/admin/pictures/founder"),
  "admin_.hosts._index.tsx": adminReads(() => "/admin/hosts"),
  "admin_.hosts.$hostId.tsx": adminReads(() => "/admin/hosts/1"),
  "admin_.site._index.tsx": adminReads(() => "/admin/site"),
  "admin_.site.$key.tsx": adminReads(() => "/admin/site/founder"),
  "admin_.site.$key.email.tsx": adminReads(() => "/admin/site/email.booking-confirmation/email"),
  "admin_.settings.tsx": superAdminOnly(() => "/admin/settings"),
  "admin_.offers._index.tsx": superAdminOnly(() => "/admin/offers"),
  "admin_.offers.$product.tsx": superAdminOnly(() => "/admin/offers/premium"),
  "manual-setup.tsx": superAdminOnly(() => "/manual-setup"),
  "admin-setup.tsx": superAdminOnly(() => "/admin-setup"),
};

// Actions that change something, posted by each role: who may, and what the others get.
const mutations: { name: string; path: (ids: Ids) => string; form: Record<string, string>; allowed: Role[]; deniedAs: Partial<Record<Role, Expectation>> }[] = [
  {
    name: "delete a user",
    path: (ids) => `/admin-dashboard/users/${ids.userId}/delete`,
    form: {},
    allowed: ["superAdmin"],
    deniedAs: { visitor: "-> /auth?redirectTo=", member: 403, admin: 403 },
  },
  {
    name: "change a call's status",
    path: () => "/admin-dashboard",
    form: { intent: "booking-status", bookingId: "999999", status: "completed" },
    allowed: ["superAdmin"],
    deniedAs: { visitor: "-> /auth?redirectTo=", member: 403, admin: 403 },
  },
  {
    name: "grant member access by hand",
    path: (ids) => `/admin-dashboard/users/${ids.userId}`,
    form: { intent: "grant-access", note: "Paid by cheque" },
    allowed: ["superAdmin"],
    deniedAs: { visitor: "-> /auth?redirectTo=", member: 403, admin: 403 },
  },
  {
    name: "withdraw member access",
    path: (ids) => `/admin-dashboard/users/${ids.userId}`,
    form: { intent: "withdraw-access" },
    allowed: ["superAdmin"],
    deniedAs: { visitor: "-> /auth?redirectTo=", member: 403, admin: 403 },
  },
  ...["charge-now", "mark-paid", "waive"].map((intent) => ({
    name: `${intent} an instalment`,
    path: () => "/admin-dashboard/instalments",
    form: { intent, instalmentId: "999999" },
    allowed: ["superAdmin"] as Role[],
    deniedAs: { visitor: "-> /auth?redirectTo=", member: 403, admin: 403 } as const,
  })),
  {
    name: "retry a CRM delivery",
    path: () => "/admin-dashboard/leads",
    form: { deliveryId: "999999" },
    allowed: ["superAdmin"],
    deniedAs: { visitor: "-> /auth?redirectTo=", member: 403, admin: 403 },
  },
  {
    name: "reply as a phone in the text outbox",
    path: () => "/admin-dashboard/texts",
    form: { phone: "", message: "" },
    allowed: ["superAdmin"],
    deniedAs: { visitor: "-> /auth?redirectTo=", member: 403, admin: 403 },
  },
  {
    name: "create an account manually",
    path: () => "/manual-setup",
    form: { intent: "create" },
    allowed: ["superAdmin"],
    deniedAs: { visitor: "-> /auth?redirectTo=", member: 403, admin: 403 },
  },
  ...["publish-module", "publish-quiz", "publish-course"].map((intent) => ({
    name: `${intent} in the course studio`,
    path: () => "/admin/courses/chip-repair-business-course",
    form: { intent, moduleId: "no-such-module" },
    allowed: ["superAdmin"] as Role[],
    deniedAs: { visitor: "-> /auth?redirectTo=", member: 403, admin: 403 } as const,
  })),
  {
    name: "restore a course revision",
    path: () => "/admin/courses/chip-repair-business-course/history",
    form: { revision: "999999" },
    allowed: ["superAdmin"],
    deniedAs: { visitor: "-> /auth?redirectTo=", member: 403, admin: 403 },
  },
  ...["publish", "restore"].map((intent) => ({
    name: `${intent} a picture slot`,
    path: () => "/admin/pictures/founder",
    form: { intent, revision: "999999" },
    allowed: ["superAdmin"] as Role[],
    deniedAs: { visitor: "-> /auth?redirectTo=", member: 403, admin: 403 } as const,
  })),
  ...["publish", "restore"].map((intent) => ({
    name: `${intent} a host's hours`,
    path: () => "/admin/hosts/1",
    form: { intent, revision: "999999" },
    allowed: ["superAdmin"] as Role[],
    deniedAs: { visitor: "-> /auth?redirectTo=", member: 403, admin: 403 } as const,
  })),
  ...["publish", "restore"].flatMap((intent) =>
    ["company", "testimonials", "tools.comparison"].map((key) => ({
      name: `${intent} a studio text (${key})`,
      path: () => `/admin/site/${key}`,
      form: { intent, revision: "999999" },
      allowed: ["superAdmin"] as Role[],
      deniedAs: { visitor: "-> /auth?redirectTo=", member: 403, admin: 403 } as const,
    })),
  ),
  {
    name: "add a host",
    path: () => "/admin/hosts",
    form: { email: "nobody-here@example.test" },
    allowed: ["superAdmin"],
    deniedAs: { visitor: "-> /auth?redirectTo=", member: 403, admin: 403 },
  },
  {
    name: "save a studio text's draft",
    path: () => "/admin/site/founder",
    form: { version: "0", name: "" },
    allowed: ["admin", "superAdmin"],
    deniedAs: { visitor: "-> /auth?redirectTo=", member: 403 },
  },
  {
    name: "save a studio list's draft",
    path: () => "/admin/site/testimonials",
    form: { version: "0", "row-0-name": "A name with no quote is refused, so nothing is saved" },
    allowed: ["admin", "superAdmin"],
    deniedAs: { visitor: "-> /auth?redirectTo=", member: 403 },
  },
  {
    name: "send oneself a test of an e-mail text",
    path: () => "/admin/site/email.free-training-1",
    form: { intent: "test" },
    allowed: ["admin", "superAdmin"],
    deniedAs: { visitor: "-> /auth?redirectTo=", member: 403 },
  },
  ...["save", "publish", "restore"].map((intent) => ({
    name: `${intent} an offer`,
    path: () => "/admin/offers/premium",
    form: { intent, version: "999999", revision: "999999" },
    allowed: ["superAdmin"] as Role[],
    deniedAs: { visitor: "-> /auth?redirectTo=", member: 403, admin: 403 } as const,
  })),
  ...["save", "restore", "follow-environment"].map((intent) => ({
    name: `${intent} on the business settings page`,
    path: () => "/admin/settings",
    form: { intent, version: "999999", revision: "999999", key: "QUIZ_PASS_PERCENT" },
    allowed: ["superAdmin"] as Role[],
    deniedAs: { visitor: "-> /auth?redirectTo=", member: 403, admin: 403 } as const,
  })),
  {
    name: "save a lesson draft",
    path: () => "/admin/courses/chip-repair-business-course/lessons/intro/why-no-cost",
    form: { version: "0", title: "" },
    allowed: ["admin", "superAdmin"],
    deniedAs: { visitor: "-> /auth?redirectTo=", member: 403 },
  },
  {
    name: "assign a role",
    path: () => "/admin-setup",
    form: { email: "x@example.test", role: "admin" },
    allowed: [],
    deniedAs: { visitor: "-> /auth?redirectTo=", member: 403, admin: 403, superAdmin: 403 },
  },
];

let cookies: Record<Role, string>;
let ids: Ids;

test.beforeAll(async () => {
  const users: Record<Exclude<Role, "visitor">, TestUser> = {
    member: await createUser(),
    admin: await createUser({ roles: ["admin"] }),
    superAdmin: await createUser({ roles: ["super_admin"] }),
  };
  cookies = {
    visitor: "",
    member: await sessionCookieHeader(users.member),
    admin: await sessionCookieHeader(users.admin),
    superAdmin: await sessionCookieHeader(users.superAdmin),
  };
  const [lesson] = queryDatabase<{ module_id: string; id: string }>("select module_id, id from course_lessons limit 1");
  ids = { userId: (await createUser()).id, courseLesson: `${lesson.module_id}/${lesson.id}` };
});

/** Where a client-side navigation asks for a page's data: its address plus `_data=<route id>`. */
function pageDataPath(pagePath: string, routeFile: string): string {
  const url = new URL(pagePath, "http://site");
  url.searchParams.set("_data", `routes/${routeFile.replace(/\.tsx?$/, "")}`);
  return `${url.pathname}${url.search}`;
}

function check(response: Awaited<ReturnType<APIRequestContext["get"]>>, expected: Expectation, label: string) {
  if (typeof expected === "number") {
    expect(response.status(), label).toBe(expected);
  } else {
    expect([301, 302, 303], label).toContain(response.status());
    expect(response.headers().location, label).toMatch(new RegExp(`^${expected.slice(3).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  }
}

/** Each route module by its file name (unique across the area folders) and where it is. */
const routeFiles = new Map(
  fs
    .readdirSync(path.resolve("app/routes"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(tsx?|jsx?)$/.test(file))
    .map((file) => [path.basename(file), path.resolve("app/routes", file)]),
);

test.describe("authorization matrix", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP-level; runs once");

  test("every route file of the app has a row", () => {
    const files = [...routeFiles.keys()];
    expect(
      files.filter((file) => !(file in matrix)),
      "route files missing from the matrix",
    ).toEqual([]);
    expect(
      Object.keys(matrix).filter((file) => !files.includes(file)),
      "matrix rows without a route file",
    ).toEqual([]);
  });

  for (const [file, row] of Object.entries(matrix)) {
    test(`GET ${file}`, async ({ request }) => {
      for (const role of ["visitor", "member", "admin", "superAdmin"] as const) {
        const response = await request.get(row.path(ids), { headers: cookies[role] ? { cookie: cookies[role] } : {}, maxRedirects: 0 });
        check(response, row.expect[role], `${role} GET ${row.path(ids)}`);
        if (row.private && response.status() === 200) {
          expect(response.headers()["cache-control"], `${role} GET ${row.path(ids)}`).toBe("no-store");
          if (!/^export default /m.test(fs.readFileSync(routeFiles.get(file)!, "utf8"))) continue;
          // The same page's data, as a client-side navigation asks for it.
          const dataPath = pageDataPath(row.path(ids), file);
          const pageData = await request.get(dataPath, { headers: cookies[role] ? { cookie: cookies[role] } : {}, maxRedirects: 0 });
          expect(pageData.status(), `${role} GET ${dataPath}`).toBe(200);
          expect(pageData.headers()["cache-control"], `${role} GET ${dataPath}`).toBe("no-store");
        }
      }
    });
  }

  // Every route that takes a POST refuses one from another site (or an opaque "null"
  // origin) with 403, signed in or not, before any action runs.
  const postRoutes = Object.entries(matrix).filter(([file]) => /export (async function|const) action\b/.test(fs.readFileSync(routeFiles.get(file)!, "utf8")));
  for (const [file, row] of postRoutes) {
    test(`cross-site POST ${file} is refused`, async ({ request }) => {
      for (const origin of ["https://evil.example", "null"]) {
        for (const role of ["visitor", "superAdmin"] as const) {
          const response = await request.post(row.path(ids), {
            form: { email: "x@example.test", intent: "submit" },
            headers: { origin, ...(cookies[role] ? { cookie: cookies[role] } : {}) },
            maxRedirects: 0,
          });
          expect(response.status(), `${role} from ${origin}`).toBe(403);
          expect(await response.text()).toContain("Cross-site form posts are not accepted.");
        }
      }
    });
  }

  test("the routes that take a POST are all in the cross-site check", () => {
    expect(postRoutes.length).toBeGreaterThanOrEqual(26);
  });

  test("an account without member access: every portal page and post sends it to /no-access, which says why; /account still opens", async ({
    request,
    baseURL,
  }) => {
    const cookie = await sessionCookieHeader(await createUser({ memberAccess: false }));
    for (const route of ["/welcome", "/dashboard", "/lesson/intro/why-no-cost", "/business-resources", "/training-access"]) {
      check(await request.get(route, { headers: { cookie }, maxRedirects: 0 }), "-> /no-access", `GET ${route}`);
    }
    for (const [route, form] of [
      ["/welcome", { intent: "ask", message: "What do I charge?" }],
      ["/dashboard?tab=coach", { intent: "ask", message: "What do I charge?" }],
      ["/lesson/intro/why-no-cost", { intent: "complete" }],
      ["/coach/reply", { message: "What do I charge?" }],
    ] as const) {
      check(await request.post(route, { form, headers: { cookie, origin: baseURL! }, maxRedirects: 0 }), "-> /no-access", `POST ${route}`);
    }
    const page = await request.get("/no-access", { headers: { cookie }, maxRedirects: 0 });
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain("This account has no training plan yet");
    check(await request.get("/account", { headers: { cookie }, maxRedirects: 0 }), 200, "GET /account");
  });

  for (const mutation of mutations) {
    test(`POST: ${mutation.name} is refused to every role but ${mutation.allowed.join(", ") || "none (owner only)"}`, async ({ request, baseURL }) => {
      for (const [role, expected] of Object.entries(mutation.deniedAs) as [Role, Expectation][]) {
        const response = await request.post(mutation.path(ids), {
          form: mutation.form,
          headers: { origin: baseURL!, ...(cookies[role] ? { cookie: cookies[role] } : {}) },
          maxRedirects: 0,
        });
        check(response, expected, `${role} POST ${mutation.path(ids)}`);
      }
    });
  }
});
