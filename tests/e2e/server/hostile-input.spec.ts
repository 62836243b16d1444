import crypto from "node:crypto";
import { expect, test, type APIRequestContext, type APIResponse, type PlaywrightWorkerArgs } from "@playwright/test";
import fc from "fast-check";
import { changePasswordSchema, forgotPasswordSchema, newPasswordSchema, profileSchema, signInSchema, signUpSchema } from "~/lib/account-forms";
import { curriculum } from "~/content/curriculum";
import { offerSeeds, type ProductId } from "~/content/products";
import { shippingStates } from "~/content/shipping";
import { COURSE_ACCESS_OPTIONS, manualAccountSchema, ROLES, roleAssignmentSchema } from "~/lib/admin-forms";
import { validateBookingForm } from "~/lib/booking-form";
import { bookingSurvey } from "~/lib/booking-survey";
import { coachMessageSchema } from "~/lib/coach-message";
import { lessonPath } from "~/lib/curriculum";
import { demoBookingSchema } from "~/lib/demo-booking";
import { firstErrorPerField } from "~/lib/form-errors";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { kitOrderFormSchema, orderFormSchema } from "~/lib/order-form";
import { firstInvalidStep, validateStep, type SurveyDefinition } from "~/lib/survey-definition";
import { SURVEY_STEP_SAVE } from "~/lib/survey-saves";
import { webinarSurvey } from "~/lib/webinar-survey";
import { createResetToken, createUser, manageCallPath, sessionCookie, withDatabase, type TestUser } from "../fixtures/accounts";
import { uniquePhone, uniqueSuffix } from "../support/database";

// Hostile input, property-based (fast-check): random and hostile values (very long strings,
// unicode and control characters, HTML and SQL fragments, missing, duplicated and misnamed
// fields, files where text belongs, bodies that are not forms) posted as real form bodies to
// every action of the running app. Whatever arrives: never a 500; a rejected post comes back
// with the message the shared schema gives for each field it refuses, and with everything the
// visitor typed, escaped; nothing typed ever comes back as live markup.
//
// The oracle for which fields are wrong is the app's own schema (the one the browser uses):
// what is checked here is that the server's answer carries those messages and values.
// Each post goes out from a fresh client (its own cookies) with the Origin a browser sends;
// a failure prints fast-check's shrunk counterexample and seed. HOSTILE_RUNS=200 searches
// longer (the default keeps the file near a minute on two cores).

const RUNS = Number(process.env.HOSTILE_RUNS ?? 30);
const BODY_LIMIT_BYTES = 64 * 1024;

// ---------------------------------------------------------------------------------------
// Values

const HTML_FRAGMENTS = [
  `<script>alert("hostile")</script>`,
  `"><script>alert('hostile')</script>`,
  `</textarea><script>alert("hostile")</script>`,
  `'><img src=x onerror=alert("hostile")>`,
  `<svg/onload=alert("hostile")>`,
  `<iframe src="javascript:alert('hostile')"></iframe>`,
  "<b>bold</b>",
  "<!--",
  "]]>",
  "&lt;script&gt;",
  "&amp;&quot;&#x27;",
  "{{7*7}}",
  "${7*7}",
  "javascript:alert(1)",
  "[link](javascript:alert(1))",
];
const SQL_FRAGMENTS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "Robert'); DROP TABLE students;--",
  '" OR ""="',
  "1; SELECT * FROM sessions",
  "%' AND 1=1 --",
  "\\'; --",
  "' UNION SELECT password_hash FROM users --",
];
const WRONG_TYPES = [
  "[object Object]",
  "undefined",
  "null",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1e309",
  "true",
  "[]",
  "{}",
  '{"$gt":""}',
  "0x1A",
  "9".repeat(40),
  "__proto__",
  "constructor",
  "toString",
];
const UNICODE = [
  "\u0000",
  "a\u0000b",
  "\u0007\u0008\u001b[31m\u007f",
  "\u202Eevil\u202C",
  "שלום עולם",
  "مرحبا بالعالم",
  "e\u0301\u0301\u0301",
  "Z̴̡̪̫͖̥̔͌̄͘a̸̢͇͐l̵̰̓g̴̣̈́ǫ̷̈́",
  "👩‍👩‍👧‍👦",
  "🏳️‍🌈🇺🇸",
  "\uFEFFbom",
  "\u200B\u200C\u200D",
  "line\r\nbreak",
  "tab\there",
  "  padded  ",
  "ＡＢＣ＠ｅｘａｍｐｌｅ．ｃｏｍ",
  "İı ß ﬁ",
  "\uFFFF\uFFFE",
  "\uD83D",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
];
const FRAGMENTS = [...HTML_FRAGMENTS, ...SQL_FRAGMENTS, ...WRONG_TYPES, ...UNICODE];

/** What no page may ever contain: a script fragment from the values above, unescaped. */
const LIVE_MARKUP = /<script>alert\(|<img src=x onerror|<svg\/onload|<iframe src="javascript/i;

// 10k to 200k characters: most bodies then pass the server's 64 KB limit (413), some do not.
const longString = fc
  .tuple(
    fc.constantFrom("a", "é", "😀", `<script>alert("hostile")</script>`, "'; DROP TABLE users; --", "\u0000", "x y "),
    fc.integer({ min: 10_000, max: 200_000 }),
  )
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

const hostileValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...FRAGMENTS) },
  { weight: 4, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 4, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 4, arbitrary: fc.array(fc.constantFrom(...FRAGMENTS), { minLength: 2, maxLength: 4 }).map((parts) => parts.join(" ")) },
  { weight: 2, arbitrary: fc.constant("") },
  // About one post in ten carries one (a form has several fields).
  { weight: 1, arbitrary: longString },
);

/**
 * A field's value: in a hostile post as often hostile as one a person could enter (sometimes
 * both in one); in a mostly good post (which reaches what happens after validation), seldom.
 */
const valueFor = (valid: fc.Arbitrary<string>, hostile: boolean) =>
  fc.oneof(
    { weight: hostile ? 4 : 20, arbitrary: valid },
    { weight: hostile ? 4 : 0, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.tuple(valid, fc.constantFrom(...FRAGMENTS)).map(([good, bad]) => `${good} ${bad}`) },
    { weight: 1, arbitrary: valid.map((good) => `  ${good}  `) },
  );

const names = fc.constantFrom(
  "Jordan",
  "Zoë",
  "José Núñez",
  "李雷",
  "O'Brien",
  "Renée-Marie",
  "<b>Bold</b> Name",
  `<script>alert("hostile")</script>`,
  "Robert'); DROP TABLE students;--",
  "👩‍🔧 Sam",
  "مريم",
);
const emails = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom("name@example.com", "o'brien@example.test", "first.last+tag@example.co.uk", "user@xn--bcher-kva.example"),
  fc.constant(null).map(() => `hostile-${uniqueSuffix()}@example.test`),
);
const phones = fc.oneof(fc.constantFrom("801-555-0100", "+1 (801) 555 0100", "801.555.0100", "+44 20 7946 0958"), fc.stringMatching(/^\+?\d{7,15}$/));
const passwords = fc.oneof(
  fc.string({ minLength: 6, maxLength: 30 }),
  fc.constantFrom("correct horse battery", "pässwörd🔑", `<script>alert("hostile")</script>`),
);
const choiceOf = (options: readonly { value: string }[]) => fc.constantFrom(...options.map((option) => option.value));

// ---------------------------------------------------------------------------------------
// Posts

/** text: typed by a person and shown back; secret: typed, never shown back; control: buttons, hidden inputs, choices. */
type FieldKind = "text" | "secret" | "control";
type FieldDef = { name: string; kind: FieldKind; valid: fc.Arbitrary<string> };
type Part = { name: string; value: string; asFile?: boolean };
type Encoding = "urlencoded" | "multipart" | "json" | "text/plain" | "octet-stream" | "multipart-without-boundary" | "broken-multipart";
type Post = { parts: Part[]; encoding: Encoding; trap: "empty" | "absent" | "filled" | "none" };

const FORM_ENCODINGS = new Set<Encoding>(["urlencoded", "multipart"]);

// Names no form of ours has: prototype keys, path syntax some form libraries expand, odd bytes.
const junkName = (fields: FieldDef[]) => {
  const strangers = fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "__proto__[polluted]",
    "constructor[prototype][polluted]",
    "hasOwnProperty",
    "",
    " ",
    "a.b.c",
    "[0]",
    "ü\u0000\"'<>",
  );
  if (fields.length === 0) return strangers;
  const relatives = fc
    .constantFrom(...fields.map((field) => field.name))
    .chain((name) => fc.constantFrom(`${name}[0]`, `${name}[]`, `${name}.value`, `${name}[__proto__]`, `${name} `));
  return fc.oneof(strangers, relatives);
};

function fieldParts(fields: FieldDef[], hostile: boolean) {
  return fields.map((field) => {
    const value = valueFor(field.valid, hostile);
    // A file where text belongs, now and then (multipart only; an urlencoded body sends its name).
    const asFile = field.kind === "control" ? fc.constant(false) : fc.integer({ min: 0, max: hostile ? 9 : 49 }).map((dice) => dice === 0);
    const part = fc.tuple(value, asFile).map(([text, file]): Part => ({ name: field.name, value: text, asFile: file }));
    return fc.oneof(
      { weight: hostile ? 8 : 40, arbitrary: part.map((one) => [one]) },
      { weight: 1, arbitrary: fc.constant([] as Part[]) }, // missing
      { weight: 1, arbitrary: fc.tuple(part, part).map(([first, second]) => [first, second]) }, // duplicated
    );
  });
}

/** A post; `goodPosts` is how often (against 3) its values are mostly ones a person could enter. */
function postFor(fields: FieldDef[], options: { honeypot: boolean; fixed?: Part[]; goodPosts?: number }): fc.Arbitrary<Post> {
  const junk = fc.array(
    fc
      .tuple(
        junkName(fields),
        hostileValue.filter((value) => value.length < 1000),
      )
      .map(([name, value]) => ({ name, value })),
    { maxLength: 3 },
  );
  return fc
    .record({
      fields: fc.oneof(
        { weight: 3, arbitrary: fc.tuple(...fieldParts(fields, true)) },
        { weight: options.goodPosts ?? 1, arbitrary: fc.tuple(...fieldParts(fields, false)) },
      ),
      junk,
      junkFirst: fc.boolean(),
      encoding: fc.oneof(
        { weight: 14, arbitrary: fc.constant<Encoding>("urlencoded") },
        { weight: 5, arbitrary: fc.constant<Encoding>("multipart") },
        { weight: 2, arbitrary: fc.constantFrom<Encoding>("json", "text/plain", "octet-stream", "multipart-without-boundary", "broken-multipart") },
      ),
      trap: options.honeypot
        ? fc.oneof({ weight: 10, arbitrary: fc.constant<Post["trap"]>("empty") }, { weight: 1, arbitrary: fc.constantFrom<Post["trap"]>("absent", "filled") })
        : fc.constant<Post["trap"]>("none"),
    })
    .map(({ fields: perField, junk: extra, junkFirst, encoding, trap }) => {
      const typed = [...(options.fixed ?? []), ...perField.flat()];
      const parts = junkFirst ? [...extra, ...typed] : [...typed, ...extra];
      if (trap === "empty") parts.unshift({ name: HONEYPOT_FIELD, value: "" });
      if (trap === "filled") parts.unshift({ name: HONEYPOT_FIELD, value: "https://spam.example" });
      return { parts, encoding, trap };
    });
}

function multipartBody(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----hostile${crypto.randomUUID()}`;
  // Names escaped as browsers do (the HTML standard's multipart/form-data encoding).
  const quoted = (name: string) => name.replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/"/g, "%22");
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.asFile
      ? `Content-Disposition: form-data; name="${quoted(part.name)}"; filename="hostile.txt"\r\nContent-Type: application/octet-stream`
      : `Content-Disposition: form-data; name="${quoted(part.name)}"`;
    chunks.push(Buffer.from(`--${boundary}\r\n${disposition}\r\n\r\n`), Buffer.from(part.value), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function encode(post: Post): { body: Buffer; contentType: string } {
  const urlencoded = () => Buffer.from(new URLSearchParams(post.parts.map((part) => [part.name, part.value])).toString());
  switch (post.encoding) {
    case "urlencoded":
      return { body: urlencoded(), contentType: "application/x-www-form-urlencoded" };
    case "multipart":
      return multipartBody(post.parts);
    case "json":
      return { body: Buffer.from(JSON.stringify(Object.fromEntries(post.parts.map((part) => [part.name, part.value])))), contentType: "application/json" };
    case "text/plain":
      return { body: urlencoded(), contentType: "text/plain" };
    case "octet-stream":
      return { body: urlencoded(), contentType: "application/octet-stream" };
    case "multipart-without-boundary":
      return { body: urlencoded(), contentType: "multipart/form-data" };
    case "broken-multipart":
      return { body: Buffer.from("--nope\r\nthis is not a part\r\n"), contentType: "multipart/form-data; boundary=nope" };
  }
}

/** As the server decodes it: a lone surrogate half cannot be sent in UTF-8 and arrives as U+FFFD. */
const wellFormed = (value: string) => Buffer.from(value).toString();

/** What the server reads from the post: each name's first entry, a file counting as nothing. */
function postedValues(post: Post): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  for (const part of post.parts) {
    if (Object.hasOwn(values, part.name)) continue;
    values[part.name] = part.asFile && post.encoding === "multipart" ? undefined : wellFormed(part.value);
  }
  return values;
}

/** A response as the checks read it; `size` is what was sent. */
type Answer = { status: number; location: string | null; html: string; size: number };

async function answerOf(response: APIResponse, size = 0): Promise<Answer> {
  return {
    status: response.status(),
    location: response.headers()["location"] ?? null,
    // React's markers between adjacent text pieces ("Step <!-- -->1") are not part of the text.
    html: (await response.text()).replace(/<!-- -->/g, ""),
    size,
  };
}

async function send(api: APIRequestContext, path: string, post: Post): Promise<Answer> {
  const { body, contentType } = encode(post);
  return answerOf(
    await api.post(path, { data: body, headers: { "content-type": contentType }, maxRedirects: 0, failOnStatusCode: false, timeout: 20_000 }),
    body.length,
  );
}

// ---------------------------------------------------------------------------------------
// Checks

const escapeHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const excerpt = (answer: Answer) => `${answer.status} ${answer.location ?? ""} ${answer.html.slice(0, 300)}`;

function expectSafe(answer: Answer) {
  expect(answer.status, `server error: ${excerpt(answer)}`).toBeLessThan(500);
  expect(LIVE_MARKUP.test(answer.html), "a typed script came back as live markup").toBe(false);
}

/** Each field's message next to it (id="<field>-error", the id aria-describedby points at). */
function expectFieldMessages(answer: Answer, errors: Record<string, string>, ids: Record<string, string> = {}) {
  for (const [field, message] of Object.entries(errors)) {
    const id = ids[field] ?? `${field}-error`;
    const shown = new RegExp(`id="${escapeRegExp(id)}"[^>]*>${escapeRegExp(escapeHtml(message))}<`).test(answer.html);
    expect(shown, `no message "${message}" for ${field} (status ${answer.status})`).toBe(true);
  }
}

/** Everything typed into the text fields is still in the page (escaped; trimmed or not). */
function expectKept(answer: Answer, values: Record<string, string | undefined>, fields: FieldDef[]) {
  for (const field of fields.filter((candidate) => candidate.kind === "text")) {
    const value = values[field.name];
    if (!value?.trim()) continue;
    const kept = answer.html.includes(escapeHtml(value)) || answer.html.includes(escapeHtml(value.trim()));
    expect(kept, `the ${field.name} typed (${JSON.stringify(value.slice(0, 80))}) was dropped (status ${answer.status})`).toBe(true);
  }
}

/** A refusal a person can act on: a message for a field or for the form. */
function expectMessage(answer: Answer) {
  expect(/id="[\w-]+-error"|role="alert"/.test(answer.html), `a ${answer.status} page without a message: ${excerpt(answer)}`).toBe(true);
}

/** No such page (404), or a page that takes no posts (405). */
const NOT_HERE = [404, 405];
const isRedirect = (status: number) => status >= 300 && status < 400;
const errorsOf = (result: { success: true } | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : (firstErrorPerField(result.error.issues) as Record<string, string>);
const stringValues = (values: Record<string, string | undefined>, fields: FieldDef[]) =>
  Object.fromEntries(fields.map((field) => [field.name, values[field.name] ?? ""]));

/**
 * The checks every post gets before the form's own: size limit, bodies that are not forms,
 * the honeypot. Returns true when the post was answered by one of them.
 */
function answeredBeforeTheForm(answer: Answer, post: Post, options: { readsForm: boolean; honeypot: boolean }): boolean {
  expectSafe(answer);
  if (answer.size > BODY_LIMIT_BYTES) {
    expect(answer.status).toBe(413);
    expect(answer.html).toContain("forms on this site take at most 64 KB");
    return true;
  }
  if (!FORM_ENCODINGS.has(post.encoding)) {
    if (options.readsForm) {
      expect(answer.status, excerpt(answer)).toBe(400);
      expect(answer.html).toContain("Please send the form as a normal form post.");
    }
    return true;
  }
  if (options.honeypot && post.trap !== "empty") {
    expect(answer.status, excerpt(answer)).toBe(302);
    expect(answer.location).toBe("/");
    return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------
// Runs

type Session = { name: string; value: string } | null;

async function newClient(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string, session: Session = null) {
  const { hostname } = new URL(baseURL);
  return playwright.request.newContext({
    baseURL,
    // What a browser sends with a form post from our own page.
    extraHTTPHeaders: { origin: baseURL, "user-agent": "Mozilla/5.0 (hostile-input property test)" },
    storageState: {
      cookies: session ? [{ ...session, domain: hostname, path: "/", expires: -1, httpOnly: true, secure: false, sameSite: "Lax" }] : [],
      origins: [],
    },
  });
}

function signedIn(user: TestUser): Promise<Session> {
  return sessionCookie(user);
}

type Check = (answer: Answer, post: Post, values: Record<string, string | undefined>, api: APIRequestContext) => Promise<void> | void;

async function checkAction(
  { playwright, baseURL }: { playwright: PlaywrightWorkerArgs["playwright"]; baseURL: string },
  options: {
    /** Where to post; part of the generated case, so a failure names it. */
    path: string | fc.Arbitrary<string>;
    fields: FieldDef[];
    honeypot?: boolean;
    readsForm?: boolean;
    fixed?: Part[];
    goodPosts?: number;
    session?: () => Promise<Session>;
    /** Per run: values for placeholders in the path and the posted values (a fresh link's token, say). */
    placeholders?: () => Record<string, string>;
    numRuns?: number;
    check: Check;
  },
) {
  const honeypot = options.honeypot ?? false;
  const paths = typeof options.path === "string" ? fc.constant(options.path) : options.path;
  await fc.assert(
    fc.asyncProperty(paths, postFor(options.fields, { honeypot, fixed: options.fixed, goodPosts: options.goodPosts }), async (template, post) => {
      const api = await newClient(playwright, baseURL, (await options.session?.()) ?? null);
      try {
        const placeholders = Object.entries(options.placeholders?.() ?? {});
        const fill = (text: string) => placeholders.reduce((filled, [name, value]) => filled.replaceAll(name, value), text);
        const sent = { ...post, parts: post.parts.map((part) => ({ ...part, value: fill(part.value) })) };
        const answer = await send(api, fill(template), sent);
        if (answeredBeforeTheForm(answer, post, { readsForm: options.readsForm ?? true, honeypot })) return;
        await options.check(answer, post, postedValues(post), api);
      } finally {
        await api.dispose();
      }
    }),
    { numRuns: options.numRuns ?? RUNS },
  );
}

/** A form whose every field is checked by one shared schema: refused means a 4xx with each message and every value. */
function schemaCheck(
  fields: FieldDef[],
  errorsFor: (values: Record<string, string>) => Record<string, string>,
  accepted: Check,
  ids?: Record<string, string>,
): Check {
  return async (answer, post, values, api) => {
    const errors = errorsFor(stringValues(values, fields));
    if (Object.keys(errors).length > 0) {
      expect([400, 422], excerpt(answer)).toContain(answer.status);
      expectFieldMessages(answer, errors, ids);
      expectKept(answer, values, fields);
      return;
    }
    await accepted(answer, post, values, api);
  };
}

/** A refusal the schema could not foresee (a taken slot, wrong password) still has a message and every value. */
function refusedWithMessage(answer: Answer, values: Record<string, string | undefined>, fields: FieldDef[]) {
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expectMessage(answer);
  expectKept(answer, values, fields);
}

/** The page a redirect leads to (same client, so the same cookies), checked as safe. */
async function follow(api: APIRequestContext, location: string): Promise<Answer> {
  const followed = await answerOf(await api.get(location, { maxRedirects: 0, failOnStatusCode: false }));
  expectSafe(followed);
  return followed;
}

test.describe.configure({ timeout: 180_000 });

// ---------------------------------------------------------------------------------------
// Public forms

function surveyFields(survey: SurveyDefinition): FieldDef[] {
  return survey.steps.flatMap((step) =>
    step.fields.map((field): FieldDef => {
      if (field.kind === "choice") return { name: field.name, kind: "control", valid: choiceOf(field.options) };
      // A consent box posts "yes" when ticked; what else arrives is no consent, not an answer to keep.
      if (field.kind === "consent") return { name: field.name, kind: "control", valid: fc.constantFrom("yes", "yes", "", "no") };
      const valid =
        field.kind === "email"
          ? emails
          : field.kind === "tel"
            ? phones
            : field.name === "location"
              ? fc.constantFrom("Phoenix, AZ", "Zürich", "São Paulo")
              : names;
      return { name: field.name, kind: "text", valid };
    }),
  );
}

/** The survey's step logic (surveys.server.ts), as a visitor with no draft yet meets it. */
function surveyCheck(survey: SurveyDefinition, path: string, fields: FieldDef[], onComplete: Check): Check {
  return async (answer, post, values, api) => {
    const intent = values.intent ?? "next";
    const requested = Number(values.step ?? null);
    const step = Number.isInteger(requested) && requested >= 1 && requested <= survey.steps.length ? requested : 1;
    const answers = Object.fromEntries(fields.flatMap((field) => (values[field.name] === undefined ? [] : [[field.name, values[field.name]!.trim()]])));
    if (intent === "previous") {
      expect(answer.status, excerpt(answer)).toBe(302);
      expect(answer.location).toBe(`${path}?step=${Math.max(1, step - 1)}`);
      expectKept(await follow(api, answer.location!), answers, fields);
      return;
    }
    const invalid =
      intent === "submit" || step === survey.steps.length
        ? firstInvalidStep(survey, answers)
        : ((errors) => (Object.keys(errors).length > 0 ? { step, errors } : null))(validateStep(survey.steps[step - 1], answers));
    if (invalid) {
      expect(answer.status, excerpt(answer)).toBe(400);
      expect(answer.html).toContain(`Step ${invalid.step} of ${survey.steps.length}`);
      expectFieldMessages(answer, invalid.errors);
      expectKept(answer, answers, fields);
      return;
    }
    if (intent === "submit" || step === survey.steps.length) return onComplete(answer, post, values, api);
    if (intent === SURVEY_STEP_SAVE) {
      // The browser's background save (JavaScript): answered with data, kept in the draft.
      expect(answer.status, excerpt(answer)).toBe(200);
      expectKept(await follow(api, `${path}?step=${step + 1}`), answers, fields);
      return;
    }
    expect(answer.status, excerpt(answer)).toBe(302);
    expect(answer.location).toBe(`${path}?step=${step + 1}`);
    expectKept(await follow(api, answer.location!), answers, fields);
  };
}

const surveyControls = (survey: SurveyDefinition): FieldDef[] => [
  { name: "step", kind: "control", valid: fc.constantFrom(...survey.steps.map((_, index) => String(index + 1)), "0", "-1", "1.5", "", "99", " 2 ") },
  { name: "intent", kind: "control", valid: fc.constantFrom("next", "previous", SURVEY_STEP_SAVE, "submit") },
];

test("webinar survey (/lead-survey), every step", async ({ playwright, baseURL }) => {
  const fields = surveyFields(webinarSurvey);
  await checkAction(
    { playwright, baseURL: baseURL! },
    {
      path: "/lead-survey",
      honeypot: true,
      goodPosts: 3,
      fields: [...surveyControls(webinarSurvey), ...fields],
      check: surveyCheck(webinarSurvey, "/lead-survey", fields, (answer) => {
        expect(answer.status, excerpt(answer)).toBe(302);
        expect(answer.location).toBe("/lead-survey/success");
      }),
    },
  );
});

test("booking survey (/booking-survey), every step; the calendar gets the contact details", async ({ playwright, baseURL }) => {
  const fields = surveyFields(bookingSurvey);
  await checkAction(
    { playwright, baseURL: baseURL! },
    {
      path: "/booking-survey",
      honeypot: true,
      goodPosts: 3,
      fields: [...surveyControls(bookingSurvey), ...fields],
      check: surveyCheck(bookingSurvey, "/booking-survey", fields, async (answer, _post, values, api) => {
        expect(answer.status, excerpt(answer)).toBe(302);
        expect(answer.location).toBe("/booking-calendar");
        const contact = Object.fromEntries(["name", "email", "phone"].map((name) => [name, values[name]?.trim()]));
        expectKept(await follow(api, answer.location!), contact, fields);
      }),
    },
  );
});

test("booking calendar (/booking-calendar): Confirm Booking", async ({ playwright, baseURL, request }) => {
  const timezone = "America/Chicago";
  const calendar = await (await request.get(`/booking-calendar?tz=${timezone}`)).text();
  // One offered day and its free times, so a good post books a call.
  const offered = [...new Set([...calendar.matchAll(/date=(\d{4}-\d{2}-\d{2})/g)].map((match) => match[1]))].slice(0, 1);
  const slots = (
    await Promise.all(
      offered.map(
        async (date) =>
          (
            (await (await request.get(`/booking-calendar/slots?tz=${timezone}&date=${date}`)).json()) as {
              availability: { slots: { datetime: string }[] } | null;
            }
          ).availability?.slots ?? [],
      ),
    )
  )
    .flat()
    .map((slot) => slot.datetime);
  expect(slots.length).toBeGreaterThan(0);
  const contact: FieldDef[] = [
    { name: "name", kind: "text", valid: names },
    { name: "email", kind: "text", valid: emails },
    {
      name: "phone",
      kind: "text",
      valid: fc.oneof(
        phones,
        fc.constant(null).map(() => uniquePhone()),
      ),
    },
  ];
  const fields: FieldDef[] = [
    { name: "intent", kind: "control", valid: fc.constantFrom("book", "book", "book", "schedule-call") },
    { name: "timezone", kind: "control", valid: fc.constantFrom(timezone, timezone, timezone, "America/New_York", "Europe/Atlantis") },
    { name: "date", kind: "control", valid: fc.constantFrom(...offered, "2020-01-01", "2031-02-30") },
    { name: "datetime", kind: "control", valid: fc.constantFrom(...slots) },
    ...contact,
  ];
  const contactValues = (values: Record<string, string | undefined>) => Object.fromEntries(contact.map((field) => [field.name, values[field.name]?.trim()]));
  await checkAction(
    { playwright, baseURL: baseURL! },
    {
      path: "/booking-calendar",
      honeypot: true,
      goodPosts: 3,
      fields,
      check: async (answer, _post, values) => {
        if (values.intent === "schedule-call") {
          expect(answer.status, excerpt(answer)).toBe(302);
          expect(answer.location).toBe("/booking-calendar");
          return;
        }
        const trimmed = Object.fromEntries(fields.map((field) => [field.name, (values[field.name] ?? "").trim()]));
        const { errors } = validateBookingForm(trimmed);
        if (Object.keys(errors).length > 0) {
          expect(answer.status, excerpt(answer)).toBe(400);
          expectFieldMessages(answer, errors);
          expectKept(answer, contactValues(values), contact);
          return;
        }
        if (isRedirect(answer.status)) {
          expect(answer.location).toMatch(/^\/call-preparation\?/);
          return;
        }
        // A zone we do not offer, a day or time not on offer, a slot just taken, a phone already booked.
        refusedWithMessage(answer, contactValues(values), contact);
      },
    },
  );
});

test("demo site booking (/chip-repair-demo)", async ({ playwright, baseURL }) => {
  const fields: FieldDef[] = [
    { name: "firstName", kind: "text", valid: names },
    { name: "lastName", kind: "text", valid: names },
    { name: "phone", kind: "text", valid: phones },
    { name: "email", kind: "text", valid: emails },
  ];
  await checkAction(
    { playwright, baseURL: baseURL! },
    {
      path: "/chip-repair-demo",
      fixed: [{ name: "intent", value: "demo-booking" }],
      fields,
      check: schemaCheck(
        fields,
        (values) => errorsOf(demoBookingSchema.safeParse(values)),
        (answer) => {
          expect(answer.status, excerpt(answer)).toBe(200);
          expect(answer.html).toContain('data-testid="demo-booking-thanks"');
        },
      ),
    },
  );
});

test("order forms (/order?package=…, /training-order, /bootcamp-order)", async ({ playwright, baseURL, request }) => {
  const choice = await (await request.get("/order")).text();
  const packages = [...new Set([...choice.matchAll(/\/order\?package=([\w-]+)/g)].map((match) => match[1]))];
  expect(packages.length).toBeGreaterThan(0);
  const pages: { path: string; product: ProductId }[] = [
    ...packages.map((id) => ({ path: `/order?package=${id}`, product: id as ProductId })),
    { path: "/training-order", product: "training-only" },
    { path: "/bootcamp-order", product: "bootcamp" },
  ];
  const buyerFields: FieldDef[] = [
    { name: "firstName", kind: "text", valid: names },
    { name: "lastName", kind: "text", valid: names },
    { name: "email", kind: "text", valid: emails },
  ];
  // A product that ships kits asks where to send them, too.
  const shippingFields: FieldDef[] = [
    {
      name: "street",
      kind: "text",
      valid: fc.constantFrom(
        "350 S 400 W",
        "1200 W Center St, Apt. #4",
        "12 O'Neil Rd",
        "Calle José Martí 5",
        "PO Box 17 (rear)",
        "<b>1 Main</b> St",
        "1 Main St http://spam.example",
      ),
    },
    { name: "street2", kind: "text", valid: fc.constantFrom("", "Suite 4", "Unit #12-B", "c/o Lee & Sons") },
    { name: "city", kind: "text", valid: fc.constantFrom("Lindon", "Salt Lake City", "Coeur d'Alene", "Española", "") },
    { name: "state", kind: "control", valid: fc.oneof(choiceOf(shippingStates), fc.constantFrom("", "ZZ", "ut")) },
    { name: "zip", kind: "text", valid: fc.oneof(fc.stringMatching(/^\d{5}(-\d{4})?$/), fc.constantFrom("8404", "840421", "ABCDE", "84042-")) },
    { name: "phone", kind: "text", valid: phones },
  ];
  for (const shipsKit of [false, true]) {
    const fields = shipsKit ? [...buyerFields, ...shippingFields] : buyerFields;
    const paths = pages.filter((page) => Boolean(offerSeeds[page.product].ships) === shipsKit).map((page) => page.path);
    expect(paths.length).toBeGreaterThan(0);
    await checkAction(
      { playwright, baseURL: baseURL! },
      {
        path: fc.constantFrom(...paths),
        honeypot: true,
        fields,
        check: schemaCheck(
          fields,
          (values) => errorsOf((shipsKit ? kitOrderFormSchema : orderFormSchema).safeParse(values)),
          (answer) => {
            expect(answer.status, excerpt(answer)).toBe(302);
            expect(answer.location).toMatch(/\/test-checkout\//);
          },
        ),
      },
    );
  }
});

test("sign in (/auth): messages, the e-mail kept, and only same-site redirects", async ({ playwright, baseURL }) => {
  const member = await createUser();
  const fields: FieldDef[] = [
    { name: "email", kind: "text", valid: fc.oneof({ weight: 1, arbitrary: fc.constant(member.email) }, { weight: 2, arbitrary: emails }) },
    { name: "password", kind: "secret", valid: fc.oneof(fc.constant(member.password), passwords) },
    {
      name: "redirectTo",
      kind: "control",
      valid: fc.constantFrom(
        "/dashboard",
        "//evil.example",
        "https://evil.example/",
        "/\\evil.example",
        "\t/evil.example",
        "/.//evil.example/x",
        "/%2e//evil.example",
        "javascript:alert(1)",
        "/account?x=<script>",
      ),
    },
  ];
  await checkAction(
    { playwright, baseURL: baseURL! },
    {
      path: "/auth",
      fields,
      numRuns: Math.ceil(RUNS * 0.8),
      check: schemaCheck(
        fields,
        (values) => errorsOf(signInSchema.safeParse(values)),
        (answer, _post, values) => {
          if (isRedirect(answer.status)) {
            expect(new URL(answer.location!, baseURL).origin, `signed in and sent to ${answer.location}`).toBe(new URL(baseURL!).origin);
            return;
          }
          refusedWithMessage(answer, values, fields);
        },
      ),
    },
  );
});

test("sign up (/auth?mode=signup)", async ({ playwright, baseURL }) => {
  const fields: FieldDef[] = [
    { name: "fullName", kind: "text", valid: names },
    { name: "email", kind: "text", valid: emails },
    { name: "password", kind: "secret", valid: passwords },
    { name: "confirmPassword", kind: "secret", valid: passwords },
  ];
  await checkAction(
    { playwright, baseURL: baseURL! },
    {
      path: "/auth?mode=signup",
      fixed: [{ name: "intent", value: "signup" }],
      fields,
      numRuns: Math.ceil(RUNS * 0.8),
      check: schemaCheck(
        fields,
        (values) => errorsOf(signUpSchema.safeParse(values)),
        (answer) => {
          expect(answer.status, excerpt(answer)).toBe(200);
          expect(answer.html).toContain("Check your email");
        },
      ),
    },
  );
});

test("forgot password (/forgot-password)", async ({ playwright, baseURL }) => {
  const fields: FieldDef[] = [{ name: "email", kind: "text", valid: emails }];
  await checkAction(
    { playwright, baseURL: baseURL! },
    {
      path: "/forgot-password",
      fields,
      check: schemaCheck(
        fields,
        (values) => errorsOf(forgotPasswordSchema.safeParse(values)),
        (answer) => {
          expect(answer.status, excerpt(answer)).toBe(200);
          expect(answer.html).toContain("Check your email");
        },
      ),
    },
  );
});

test("reset password (/reset-password?token=…)", async ({ playwright, baseURL }) => {
  const member = await createUser();
  const fields: FieldDef[] = [
    // LINK_TOKEN: the link's own token, as the page's hidden input carries it.
    { name: "token", kind: "control", valid: fc.constant("LINK_TOKEN") },
    { name: "password", kind: "secret", valid: passwords },
    { name: "confirmPassword", kind: "secret", valid: passwords },
  ];
  await checkAction(
    { playwright, baseURL: baseURL! },
    {
      path: "/reset-password?token=LINK_TOKEN",
      // A fresh link each run (a good post spends it).
      placeholders: () => ({ LINK_TOKEN: createResetToken(member, 3_600_000) }),
      fields,
      numRuns: Math.ceil(RUNS * 0.8),
      check: schemaCheck(
        fields,
        (values) => errorsOf(newPasswordSchema.safeParse(values)),
        (answer, _post, values) => {
          expect(answer.status, excerpt(answer)).toBe(302);
          expect(answer.location).toBe(values.token === "LINK_TOKEN" ? "/reset-password/done" : "/forgot-password");
        },
      ),
    },
  );
});

test("confirm e-mail (/auth/confirm), test checkout, manage-call links and sign out take hostile posts calmly", async ({ playwright, baseURL, request }) => {
  // A real test checkout, opened by an order.
  const order = await request.post("/bootcamp-order", {
    form: { [HONEYPOT_FIELD]: "", firstName: "Hostile", lastName: "", email: `hostile-${uniqueSuffix()}@example.test` },
    headers: { origin: baseURL! },
    maxRedirects: 0,
  });
  const checkout = new URL(order.headers()["location"]!, baseURL).pathname;
  expect(checkout).toMatch(/^\/test-checkout\//);
  const fields: FieldDef[] = [
    { name: "intent", kind: "control", valid: fc.constantFrom("cancel", "move", "pay") },
    { name: "token", kind: "control", valid: fc.constant("x") },
    { name: "date", kind: "control", valid: fc.constantFrom("2031-01-06", "2099-12-31") },
    { name: "datetime", kind: "control", valid: fc.constantFrom("2031-01-06T15:00:00.000Z") },
    { name: "scope", kind: "control", valid: fc.constantFrom("everywhere", "here") },
  ];
  await checkAction(
    { playwright, baseURL: baseURL! },
    {
      path: fc.constantFrom(
        "/auth/confirm",
        "/auth/confirm?token=%3Cscript%3E",
        checkout,
        "/test-checkout/cs_test_%3Cscript%3E",
        "BOOKING_LINK",
        "BOOKING_LINKAAAA",
        "/logout",
      ),
      placeholders: () => ({ BOOKING_LINK: manageCallPath(insertBooking()) }),
      fields,
      readsForm: false,
      check: (answer) => {
        // Redirects (done, or back with a notice), a not-found page, or the page with its message.
        if (answer.status === 200 || (answer.status >= 400 && answer.status !== 404)) expectMessage(answer);
      },
    },
  );
});

function insertBooking(): number {
  return withDatabase((database) => {
    const appointment = Date.UTC(2033, 0, 5, 15, 0, 0) + Math.floor(Math.random() * 1e6) * 3_600_000;
    return Number(
      database
        .prepare(
          "insert into bookings (name, email, phone, phone_digits, appointment_at, timezone, notes) values ('Hostile Booker', ?, '801-555-0123', ?, ?, 'America/Chicago', '{}')",
        )
        .run(`booker-${uniqueSuffix()}@example.test`, uniqueSuffix(), appointment).lastInsertRowid,
    );
  });
}

// ---------------------------------------------------------------------------------------
// Member forms

test("profile (/account)", async ({ playwright, baseURL }) => {
  const member = await createUser();
  const fields: FieldDef[] = [
    { name: "firstName", kind: "text", valid: names },
    { name: "lastName", kind: "text", valid: names },
    { name: "displayName", kind: "text", valid: names },
  ];
  await checkAction(
    { playwright, baseURL: baseURL! },
    {
      path: "/account",
      session: () => signedIn(member),
      fields,
      check: schemaCheck(
        fields,
        (values) => errorsOf(profileSchema.safeParse(values)),
        async (answer, _post, values, api) => {
          expect(answer.status, excerpt(answer)).toBe(302);
          expect(answer.location).toBe("/account");
          // Saved: the names are on the page (trimmed, as stored).
          expectKept(await follow(api, answer.location!), Object.fromEntries(fields.map((field) => [field.name, values[field.name]?.trim()])), fields);
        },
      ),
    },
  );
});

test("change password (/change-password), with and without a forced change", async ({ playwright, baseURL }) => {
  // A password no post below guesses (the forced change is where a change goes through).
  const member = await createUser({ password: `unguessed-${uniqueSuffix()}` });
  const fields: FieldDef[] = [
    { name: "currentPassword", kind: "secret", valid: passwords },
    { name: "password", kind: "secret", valid: passwords },
    { name: "confirmPassword", kind: "secret", valid: passwords },
  ];
  await checkAction(
    { playwright, baseURL: baseURL! },
    {
      path: "/change-password",
      session: () => signedIn(member),
      fields,
      numRuns: Math.ceil(RUNS * 0.6),
      check: schemaCheck(
        fields,
        (values) => errorsOf(changePasswordSchema.safeParse(values)),
        (answer) => {
          // Valid by the schema, but not their password.
          expect(answer.status, excerpt(answer)).toBe(422);
          expectFieldMessages(answer, { currentPassword: "That is not your current password" });
        },
      ),
    },
  );
  await checkAction(
    { playwright, baseURL: baseURL! },
    {
      path: "/change-password",
      // A new member each run: a good post ends the forced change.
      session: async () => signedIn(await createUser({ needsPasswordChange: true })),
      fields: fields.slice(1),
      numRuns: Math.ceil(RUNS * 0.6),
      check: schemaCheck(
        fields.slice(1),
        (values) => errorsOf(newPasswordSchema.safeParse(values)),
        (answer) => {
          expect(answer.status, excerpt(answer)).toBe(302);
        },
      ),
    },
  );
});

test("lesson complete (/lesson/…) with hostile lesson addresses and bodies", async ({ playwright, baseURL }) => {
  const member = await createUser();
  const session = await signedIn(member);
  const lessons = curriculum.flatMap((module) => module.lessons.map((lesson) => lessonPath({ moduleId: module.id, lessonId: lesson.id })));
  const segment = fc.oneof(
    fc.constantFrom("x", "..", "%00", "%3Cscript%3E", "%F0%9F%98%80", "'%20OR%20'1'='1"),
    fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 20 }).map(encodeURIComponent),
  );
  const paths = fc.oneof(
    fc.constantFrom(...lessons),
    fc
      .tuple(fc.constantFrom(...lessons), fc.constantFrom("?tab=%3Cscript%3E", "?tab=setup", "?tab=", "?tab=a&tab=b"))
      .map(([lesson, query]) => `${lesson}${query}`),
    fc.tuple(segment, segment).map(([moduleId, lessonId]) => `/lesson/${moduleId}/${lessonId}`),
  );
  // Real lessons with hostile bodies, then hostile addresses with an ordinary body.
  await checkAction(
    { playwright, baseURL: baseURL! },
    {
      path: fc.constantFrom(...lessons),
      session: async () => session,
      fields: [{ name: "intent", kind: "control", valid: fc.constantFrom("complete") }],
      readsForm: false,
      check: (answer) => {
        if (answer.status >= 400 && !NOT_HERE.includes(answer.status)) expectMessage(answer);
      },
    },
  );
  await checkAction(
    { playwright, baseURL: baseURL! },
    {
      path: paths,
      session: async () => session,
      fields: [],
      readsForm: false,
      check: (answer) => {
        if (answer.status >= 400 && !NOT_HERE.includes(answer.status)) expectMessage(answer);
      },
    },
  );
});

test("coach forms (/welcome, /dashboard) and the coach's stream (/coach/reply)", async ({ playwright, baseURL }) => {
  const member = await createUser();
  const fields: FieldDef[] = [
    { name: "intent", kind: "control", valid: fc.constantFrom("ask", "ask", "ask", "new-conversation") },
    {
      name: "message",
      kind: "text",
      valid: fc.constantFrom("How do I fix a bullseye chip?", "What should I charge?", "Is <b>resin</b> safe?", "`code` **bold** [x](javascript:alert(1))"),
    },
  ];
  await checkAction(
    { playwright, baseURL: baseURL! },
    {
      // The dashboard's chat is on its coach tab, whose address the form posts to.
      path: fc.constantFrom("/welcome", "/dashboard?tab=coach"),
      session: () => signedIn(member),
      fields,
      check: async (answer, _post, values, api) => {
        if (values.intent === "new-conversation") {
          expect(answer.status, excerpt(answer)).toBe(302);
          return;
        }
        const errors = errorsOf(coachMessageSchema.safeParse({ message: values.message ?? "" }));
        if (Object.keys(errors).length > 0) {
          expect(answer.status, excerpt(answer)).toBe(400);
          expectFieldMessages(answer, errors, { message: "coach-message-error" });
          expectKept(answer, values, fields);
          return;
        }
        expect(answer.status, excerpt(answer)).toBe(302);
        expect(answer.location).toMatch(/#coach-latest$/);
        // The question is in the conversation, rendered through the allow-list: no live markup.
        await follow(api, answer.location!);
      },
    },
  );
  await checkAction(
    { playwright, baseURL: baseURL! },
    {
      path: "/coach/reply",
      session: () => signedIn(member),
      fields: fields.slice(1),
      numRuns: Math.ceil(RUNS / 2),
      check: (answer, _post, values) => {
        const errors = errorsOf(coachMessageSchema.safeParse({ message: values.message ?? "" }));
        if (Object.keys(errors).length > 0) {
          expect(answer.status).toBe(400);
          expect(JSON.parse(answer.html)).toEqual({ error: errors.message });
          return;
        }
        expect(answer.status).toBe(200);
      },
    },
  );
});

// ---------------------------------------------------------------------------------------
// Admin forms

async function ownerAccount(): Promise<TestUser> {
  const id = withDatabase((database) => (database.prepare("select id from users where email = ?").get("admin@example.test") as { id: string }).id);
  return { id, email: "admin@example.test", password: "" };
}

test("role assignment (/admin-setup)", async ({ playwright, baseURL }) => {
  const site = await ownerAccount();
  const fields: FieldDef[] = [
    { name: "email", kind: "text", valid: emails },
    { name: "role", kind: "control", valid: fc.constantFrom(...ROLES) },
  ];
  await checkAction(
    { playwright, baseURL: baseURL! },
    {
      path: "/admin-setup",
      session: () => signedIn(site),
      fields,
      check: schemaCheck(
        fields,
        (values) => errorsOf(roleAssignmentSchema.safeParse(values)),
        (answer) => {
          // No such account: back to the form with a notice.
          expect(answer.status, excerpt(answer)).toBe(302);
          expect(answer.location).toBe("/admin-setup");
        },
      ),
    },
  );
});

test("manual account setup (/manual-setup), create and generate", async ({ playwright, baseURL }) => {
  const superAdmin = await createUser({ roles: ["super_admin"] });
  const fields: FieldDef[] = [
    { name: "intent", kind: "control", valid: fc.constantFrom("create", "create", "create", "generate") },
    { name: "firstName", kind: "text", valid: names },
    { name: "lastName", kind: "text", valid: names },
    { name: "email", kind: "text", valid: emails },
    { name: "tempPassword", kind: "text", valid: passwords },
    { name: "courseAccess", kind: "control", valid: fc.constantFrom(...COURSE_ACCESS_OPTIONS.map((option) => option.value)) },
    { name: "amountPaid", kind: "text", valid: fc.constantFrom("47", "1997.50", "0", "") },
    { name: "notes", kind: "text", valid: fc.constantFrom("", "Paid by check", "Paid <b>cash</b>") },
    // Where a plan's kits go: required only for a product that ships kits.
    { name: "street", kind: "text", valid: fc.constantFrom("", "350 S 400 W") },
    { name: "street2", kind: "text", valid: fc.constantFrom("", "Apt. #4") },
    { name: "city", kind: "text", valid: fc.constantFrom("", "Lindon") },
    { name: "state", kind: "control", valid: fc.constantFrom("", "UT") },
    { name: "zip", kind: "text", valid: fc.constantFrom("", "84042") },
    { name: "phone", kind: "text", valid: fc.constantFrom("", "801 555 0142") },
  ];
  const formFields = fields.slice(1);
  await checkAction(
    { playwright, baseURL: baseURL! },
    {
      path: "/manual-setup",
      session: () => signedIn(superAdmin),
      fields,
      numRuns: Math.ceil(RUNS * 0.8),
      check: async (answer, post, values, api) => {
        if (values.intent === "generate") {
          expect(answer.status, excerpt(answer)).toBe(200);
          expectKept(answer, { ...values, tempPassword: undefined }, formFields);
          return;
        }
        await schemaCheck(
          formFields,
          (typed) => errorsOf(manualAccountSchema.safeParse(typed)),
          (accepted) => {
            if (isRedirect(accepted.status)) return expect(accepted.location).toMatch(/^\/manual-setup\?created=[\w-]+$/);
            refusedWithMessage(accepted, values, formFields);
          },
        )(answer, post, values, api);
      },
    },
  );
});

test("admin dashboard actions: call status, CRM retry, delete user", async ({ playwright, baseURL }) => {
  const superAdmin = await createUser({ roles: ["super_admin"] });
  const bystander = await createUser();
  const booking = insertBooking();
  const fields: FieldDef[] = [
    { name: "intent", kind: "control", valid: fc.constantFrom("booking-status") },
    { name: "status", kind: "control", valid: fc.constantFrom("scheduled", "completed", "no_show", "cancelled", "no-show") },
    { name: "bookingId", kind: "control", valid: fc.constantFrom(String(booking), "0", "-1", "1.5", "99999999999999999999") },
    { name: "deliveryId", kind: "control", valid: fc.constantFrom("1", "0", "-1", "1e3") },
  ];
  // Every one answers with a redirect and a notice (deleting reads no form).
  for (const [targets, readsForm] of [
    [["/admin-dashboard", "/admin-dashboard?q=%3Cscript%3E&page=-1", "/admin-dashboard/leads"], true],
    [[`/admin-dashboard/users/${encodeURIComponent(`${bystander.id}'--`)}/delete`, "/admin-dashboard/users/%3Cscript%3E/delete"], false],
  ] as const) {
    await checkAction(
      { playwright, baseURL: baseURL! },
      {
        path: fc.constantFrom(...targets),
        session: () => signedIn(superAdmin),
        fields,
        readsForm,
        numRuns: readsForm ? RUNS : Math.ceil(RUNS / 3),
        check: (answer) => expect(answer.status, excerpt(answer)).toBe(302),
      },
    );
  }
  // Nobody was deleted by a hostile id.
  expect(withDatabase((database) => database.prepare("select count(*) as count from users where id = ?").get(bystander.id))).toEqual({ count: 1 });
});

// ---------------------------------------------------------------------------------------
// What hostile posts left behind

test("admin pages show stored hostile values escaped", async ({ playwright, baseURL }) => {
  const superAdmin = await createUser({ roles: ["super_admin"] });
  const api = await newClient(playwright, baseURL!, await signedIn(superAdmin));
  try {
    for (const path of ["/admin-dashboard", "/admin-dashboard/leads", "/admin-dashboard/mailbox"]) {
      expect((await follow(api, path)).status, path).toBe(200);
    }
  } finally {
    await api.dispose();
  }
});

// ---------------------------------------------------------------------------------------
// GET forms (the calculator, the insurance checker, the calendar's zone and day, searches)

test("GET forms and query strings take hostile values calmly", async ({ playwright, baseURL }) => {
  const member = await signedIn(await createUser({ roles: ["super_admin"] }));
  const queries = [
    "/earnings-calculator?price={v}&chipsPerDay={v}&daysPerWeek={v}",
    "/chip-repair-demo?provider={v}&coverage={v}",
    "/booking-calendar?tz={v}&date={v}",
    "/booking-calendar/slots?tz={v}&date={v}",
    "/lead-survey?step={v}",
    "/order?package={v}",
    "/reset-password?token={v}",
    "/auth?mode=signup&redirectTo={v}",
    "/tools?tab={v}",
    "/pricing?qualified={v}",
    "/course-access?session_id={v}",
    "/dashboard?tab={v}&q={v}",
    "/admin-dashboard?q={v}&page={v}",
  ];
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...queries),
      hostileValue.filter((value) => value.length < 4000),
      async (query, value) => {
        const api = await newClient(playwright, baseURL!, member);
        try {
          await follow(api, query.replaceAll("{v}", encodeURIComponent(wellFormed(value))));
        } finally {
          await api.dispose();
        }
      },
    ),
    { numRuns: RUNS * 2 },
  );
});

// ---------------------------------------------------------------------------------------
// Regressions: the bugs the properties above found, one plain case each

test.describe("regressions", () => {
  let member: Session;
  let owner: Session;
  let superAdmin: Session;
  test.beforeAll(async () => {
    member = await signedIn(await createUser());
    owner = await signedIn(await ownerAccount());
    superAdmin = await signedIn(await createUser({ roles: ["super_admin"] }));
  });

  async function post(
    playwright: PlaywrightWorkerArgs["playwright"],
    baseURL: string,
    session: Session,
    path: string,
    parts: Part[],
    encoding: Encoding = "urlencoded",
  ) {
    const api = await newClient(playwright, baseURL, session);
    try {
      const answer = await send(api, path, { parts, encoding, trap: "none" });
      expectSafe(answer);
      return answer;
    } finally {
      await api.dispose();
    }
  }

  test("a body that is not a form gets 400 with a message on every action, not a 500", async ({ playwright, baseURL }) => {
    const member2 = await createUser();
    const forms: [string, Session][] = [
      ["/lead-survey", null],
      ["/booking-calendar", null],
      ["/chip-repair-demo", null],
      ["/bootcamp-order", null],
      ["/auth", null],
      ["/auth?mode=signup", null],
      ["/forgot-password", null],
      [`/reset-password?token=${createResetToken(member2, 3_600_000)}`, null],
      ["/auth/confirm", null],
      [manageCallPath(insertBooking()), null],
      ["/account", member],
      ["/change-password", member],
      ["/welcome", member],
      ["/dashboard?tab=coach", member],
      ["/coach/reply", member],
      ["/admin-dashboard", superAdmin],
      ["/admin-dashboard/leads", superAdmin],
      ["/admin-setup", owner],
      ["/manual-setup", superAdmin],
    ];
    for (const [path, session] of forms) {
      for (const encoding of ["json", "text/plain", "broken-multipart"] as const) {
        const answer = await post(playwright, baseURL!, session, path, [{ name: "email", value: "a@example.com" }], encoding);
        expect(answer.status, `${path} ${encoding}`).toBe(400);
        expect(answer.html, `${path} ${encoding}`).toContain("Please send the form as a normal form post.");
      }
    }
  });

  test("field names a form library would expand (__proto__, a[0], a.b) are ignored, not a 500", async ({ playwright, baseURL }) => {
    const strangers: Part[] = [
      { name: "__proto__", value: "x" },
      { name: "constructor[prototype][polluted]", value: "1" },
      { name: "email[0]", value: "a" },
      { name: "password.value", value: "b" },
    ];
    const cases: [string, Session, Part[], Record<string, string>][] = [
      ["/auth", null, [{ name: "password", value: "" }], { password: "Please enter your password" }],
      [
        "/auth?mode=signup",
        null,
        [
          { name: "intent", value: "signup" },
          { name: "fullName", value: "" },
        ],
        { fullName: "Please enter your full name" },
      ],
      ["/forgot-password", null, [{ name: "email", value: "" }], { email: "Please enter your e-mail address" }],
      ["/change-password", member, [{ name: "password", value: "short" }], { password: "Password must be at least 8 characters" }],
      ["/admin-setup", owner, [{ name: "email", value: "nobody" }], { email: "Please enter a valid e-mail address, like name@example.com" }],
      ["/manual-setup", superAdmin, [{ name: "intent", value: "create" }], { firstName: "First name is required" }],
    ];
    for (const [path, session, parts, errors] of cases) {
      for (const encoding of ["urlencoded", "multipart"] as const) {
        const answer = await post(playwright, baseURL!, session, path, [...strangers, ...parts], encoding);
        expect(answer.status, path).toBe(422);
        expectFieldMessages(answer, errors);
      }
    }
  });

  test("a name sent twice counts once (its first value), on the account forms as on the others", async ({ playwright, baseURL }) => {
    // Before, remix-validated-form made a list of the two: "Please enter your e-mail address" for two addresses.
    const signIn = await post(playwright, baseURL!, null, "/auth", [
      { name: "email", value: "nobody@example.com" },
      { name: "email", value: "other@example.com" },
      { name: "password", value: "wrong password" },
    ]);
    expect(signIn.status).toBe(400);
    expect(signIn.html).toContain("That e-mail and password do not match an account.");
    expect(signIn.html).toContain('value="nobody@example.com"');
    const roles = await post(playwright, baseURL!, owner, "/admin-setup", [
      { name: "email", value: "" },
      { name: "email", value: "someone@example.com" },
      { name: "role", value: "admin" },
    ]);
    expect(roles.status).toBe(422);
    expectFieldMessages(roles, { email: "E-mail is required" });
  });

  test("a missing field gets the form's own message and does not hide the others", async ({ playwright, baseURL }) => {
    // Before: zod's bare "Required", and a missing current password hid "Passwords do not match".
    const manual = await post(playwright, baseURL!, superAdmin, "/manual-setup", [
      { name: "intent", value: "create" },
      { name: "firstName", value: "Quinn" },
      { name: "email", value: "quinn@example.com" },
    ]);
    expect(manual.status).toBe(422);
    expectFieldMessages(manual, {
      lastName: "Last name is required",
      tempPassword: "Password must be at least 8 characters",
      courseAccess: "Choose what this person gets",
    });
    expect(manual.html).toContain('value="Quinn"');
    const change = await post(playwright, baseURL!, member, "/change-password", [
      { name: "password", value: "correct horse battery" },
      { name: "confirmPassword", value: "" },
    ]);
    expect(change.status).toBe(422);
    expectFieldMessages(change, { currentPassword: "Please enter your current password", confirmPassword: "Passwords do not match" });
  });

  test("a file where text belongs counts as nothing typed, not as the text [object File]", async ({ playwright, baseURL }) => {
    const file = (name: string): Part => ({ name, value: "Jordan", asFile: true });
    const account = await post(playwright, baseURL!, member, "/account", [file("firstName")], "multipart");
    expect(account.status).toBe(400);
    expectFieldMessages(account, { firstName: "Please enter your first name" });
    const demo = await post(
      playwright,
      baseURL!,
      null,
      "/chip-repair-demo",
      [
        { name: "intent", value: "demo-booking" },
        file("firstName"),
        { name: "lastName", value: "Lee" },
        { name: "phone", value: "801-555-0100" },
        { name: "email", value: "lee@example.com" },
      ],
      "multipart",
    );
    expect(demo.status).toBe(400);
    expectFieldMessages(demo, { firstName: "Please enter your first name" });
    const coach = await post(playwright, baseURL!, member, "/welcome", [{ name: "intent", value: "ask" }, file("message")], "multipart");
    expect(coach.status).toBe(400);
    expectFieldMessages(coach, { message: "Please type a question first" }, { message: "coach-message-error" });
    const calendar = await post(
      playwright,
      baseURL!,
      null,
      "/booking-calendar",
      [{ name: HONEYPOT_FIELD, value: "" }, file("name"), { name: "email", value: "lee@example.com" }],
      "multipart",
    );
    expect(calendar.status).toBe(400);
    expectFieldMessages(calendar, { name: "Please enter your name" });
  });

  test("the calendar names a refused zone or day beside where they are chosen", async ({ playwright, baseURL }) => {
    const contact: Part[] = [
      { name: HONEYPOT_FIELD, value: "" },
      { name: "datetime", value: "2031-01-06T15:00:00.000Z" },
      { name: "name", value: "Lee" },
      { name: "email", value: "lee@example.com" },
      { name: "phone", value: "801-555-0100" },
    ];
    const zone = await post(playwright, baseURL!, null, "/booking-calendar", [
      ...contact,
      { name: "timezone", value: "Europe/Atlantis" },
      { name: "date", value: "2031-01-06" },
    ]);
    expect(zone.status).toBe(400);
    expectFieldMessages(zone, { timezone: "Please choose a time zone from the list" });
    const day = await post(playwright, baseURL!, null, "/booking-calendar", [
      ...contact,
      { name: "timezone", value: "America/Chicago" },
      { name: "date", value: "the 6th of January" },
    ]);
    expect(day.status).toBe(400);
    expectFieldMessages(day, { date: "Invalid date selection" });
    expectKept(
      day,
      { name: "Lee", email: "lee@example.com", phone: "801-555-0100" },
      ["name", "email", "phone"].map((name) => ({ name, kind: "text", valid: fc.constant("") })),
    );
    // A day named like an Object property came back into the page and found Object's: a 500.
    for (const date of ["constructor", "__proto__", "toString"]) {
      const named = await post(playwright, baseURL!, null, "/booking-calendar", [
        ...contact,
        { name: "timezone", value: "America/Chicago" },
        { name: "date", value: date },
      ]);
      expect(named.status, date).toBe(400);
      expectFieldMessages(named, { date: "Invalid date selection" });
    }
  });
});
