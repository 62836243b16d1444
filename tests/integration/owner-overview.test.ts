import { describe, expect, it } from "vitest";
import { curriculum } from "~/content/curriculum";
import { quizzes } from "~/content/quizzes";

// The owner's overview, each figure against rows counted by hand, in the host's zone
// (America/Denver), over the four weeks to Wednesday 18 March 2026: Feb 23, Mar 2, Mar 9 and
// Mar 16. Summer time starts on Sunday 8 March at 2:00, so the week of Mar 2 is 167 hours long.

process.env.HOST_TIMEZONE = "America/Denver";

const { drawnOverview, overviewPeriods, ownerOverview } = await import("~/server/shell/owner-overview.server");
const { chartSvg } = await import("~/server/shell/overview-charts.server");
const { sweepExpiredData } = await import("~/server/shell/retention.server");
const { db } = await import("~/server/platform/db.server");

const run = (query: string, ...params: unknown[]) => db.$client.prepare(query).run(...params);
const at = (iso: string) => new Date(iso).getTime();
const NOW = new Date("2026-03-18T18:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

// Orders: a card payment, one refunded a fortnight later, a test-mode order, a plan with one
// instalment paid, one due this week and one due after the range.
const order = (id: string, provider: string, status: string, cents: number, paidAt: string, refundedAt: string | null = null) =>
  run(
    "insert into orders (id, product, amount_cents, provider, status, buyer_email, buyer_first_name, created_at, paid_at, refunded_at) values (?, 'bootcamp', ?, ?, ?, ?, 'Buyer', ?, ?, ?)",
    id,
    cents,
    provider,
    status,
    `${id}@example.test`,
    at(paidAt),
    at(paidAt),
    refundedAt ? at(refundedAt) : null,
  );
order("card", "stripe", "paid", 10_000, "2026-03-03T17:00:00Z");
order("refunded", "stripe", "refunded", 20_000, "2026-02-24T17:00:00Z", "2026-03-10T17:00:00Z");
order("test-mode", "test", "paid", 4_700, "2026-03-10T17:00:00Z");
order("plan", "stripe", "paid", 99_700, "2026-02-25T17:00:00Z");
const instalment = (number: number, status: string, dueAt: string, paidAt: string | null) =>
  run(
    "insert into instalments (order_id, number, amount_cents, due_at, status, paid_at) values ('plan', ?, 30000, ?, ?, ?)",
    number,
    at(dueAt),
    status,
    paidAt ? at(paidAt) : null,
  );
instalment(2, "paid", "2026-03-04T17:00:00Z", "2026-03-04T17:00:00Z");
instalment(3, "scheduled", "2026-03-19T17:00:00Z", null);
instalment(4, "scheduled", "2026-04-20T17:00:00Z", null);

// Leads (counted by the trigger as they are stored) and three surveys started, one of them an
// unfinished draft that retention sweeps later: the visit stays counted.
const lead = (email: string, utmSource: string | null, createdAt: string) =>
  run(
    "insert into leads (first_name, email, phone, source, utm_source, created_at) values ('Lead', ?, '8015550100', 'booking_survey', ?, ?)",
    email,
    utmSource,
    at(createdAt),
  );
lead("kept@example.test", "facebook", "2026-03-03T17:00:00Z");
lead("missed@example.test", null, "2026-03-03T18:00:00Z");
lead("google@example.test", "google", "2026-03-10T17:00:00Z");
for (const [id, completedAt] of [
  ["visit-1", at("2026-03-03T17:00:00Z")],
  ["visit-2", at("2026-03-03T17:00:00Z")],
  ["visit-3", null],
] as const)
  run(
    "insert into survey_responses (id, survey, created_at, completed_at) values (?, 'booking', ?, ?)",
    id,
    at("2026-02-10T17:00:00Z") + 20 * DAY,
    completedAt,
  );

// Calls either side of the night summer time starts: 23:30 on Sunday 8 March (the week of
// Mar 2) and 00:30 on Monday 9 March (the week of Mar 9), an hour apart in UTC.
const booking = (email: string, appointmentAt: string, status: string) =>
  Number(
    run(
      "insert into bookings (name, email, phone, phone_digits, appointment_at, timezone, status, created_at) values ('Booker', ?, '801-555-0100', ?, ?, 'America/Denver', ?, ?)",
      email,
      `801555${appointmentAt.slice(8, 13)}`,
      at(appointmentAt),
      status,
      at("2026-03-01T17:00:00Z"),
    ).lastInsertRowid,
  );
booking("kept@example.test", "2026-03-09T05:30:00Z", "completed");
booking("missed@example.test", "2026-03-09T06:30:00Z", "no_show");
const texted = booking("texted@example.test", "2026-03-10T16:00:00Z", "completed");
booking("cancelled@example.test", "2026-03-11T16:00:00Z", "cancelled");
run(
  "insert into text_messages (kind, booking_id, to_phone, body, status, created_at) values ('reminder', ?, '+18015550100', 'Your call is soon', 'sent', ?)",
  texted,
  at("2026-03-10T14:00:00Z"),
);

// Two members in a module of several lessons: one finished it and has been quiet for 20 days,
// one finished its first lesson and was here two days ago.
const firstModule = curriculum.find((module) => module.lessons.length > 1)!;
for (const id of ["finisher", "starter"]) run("insert into users (id, email) values (?, ?)", id, `${id}@example.test`);
const progress = (userId: string, lessonId: string, completedAt: number) =>
  run(
    "insert into lesson_progress (user_id, module_id, lesson_id, completed, completed_at, last_accessed_at) values (?, ?, ?, 1, ?, ?)",
    userId,
    firstModule.id,
    lessonId,
    completedAt,
    completedAt,
  );
firstModule.lessons.forEach((lesson, index) => progress("finisher", lesson.id, NOW.getTime() - (40 - index) * DAY));
progress("starter", firstModule.lessons[0].id, NOW.getTime() - 2 * DAY);

// One quiz attempt with its first question answered wrong.
const [quiz] = quizzes;
const answers = Object.fromEntries(
  quiz.questions.map((question, index) => [question.id, index === 0 ? question.choices.find((choice) => choice.id !== question.answer)!.id : question.answer]),
);
run(
  "insert into quiz_attempts (user_id, module_id, attempt, answers, correct, question_count, score_percent, passed, submitted_at) values ('finisher', ?, 1, ?, ?, ?, 90, 1, ?)",
  quiz.moduleId,
  JSON.stringify(answers),
  quiz.questions.length - 1,
  quiz.questions.length,
  NOW.getTime(),
);

const figures = () => Object.fromEntries(ownerOverview("4w", NOW).map((figure) => [figure.id, figure]));

describe("the owner's overview", () => {
  it("buckets weeks from the host's midnight, Monday to Sunday: the week summer time starts is 167 hours long", () => {
    const periods = overviewPeriods("4w", NOW);
    expect(periods.map((period) => period.label)).toEqual(["Feb 23", "Mar 2", "Mar 9", "Mar 16"]);
    expect(new Date(periods[1].startsAt).toISOString()).toBe("2026-03-02T07:00:00.000Z");
    expect(new Date(periods[1].endsAt).toISOString()).toBe("2026-03-09T06:00:00.000Z");
    expect((periods[1].endsAt - periods[1].startsAt) / 3_600_000).toBe(167);
    expect(overviewPeriods("12m", NOW).map((period) => period.label)).toEqual([
      "Apr 2025",
      "May 2025",
      "Jun 2025",
      "Jul 2025",
      "Aug 2025",
      "Sep 2025",
      "Oct 2025",
      "Nov 2025",
      "Dec 2025",
      "Jan 2026",
      "Feb 2026",
      "Mar 2026",
    ]);
  });

  it("revenue: paid, refunded and still due per week, the test-mode order left out and marked", () => {
    const revenue = figures().revenue;
    expect(revenue.rows).toEqual([
      ["Feb 23", 20_000 + 99_700, 0, 0, 0, 0],
      ["Mar 2", 10_000 + 30_000, 0, 0, 0, 0],
      ["Mar 9", 0, 20_000, 0, 1, 4_700],
      ["Mar 16", 0, 0, 30_000, 0, 0],
    ]);
    expect(revenue.notes).toEqual([
      "TEST: 1 test-mode order in this range took no money and is left out.",
      "Instalments of paid plans falling due after this range: $300.00.",
    ]);
  });

  it("leads and booked calls per week by utm_source", () => {
    const { leads, calls } = figures();
    expect(leads.columns.map((column) => column.label)).toEqual(["Period", "facebook", "google", "No UTM source", "Total"]);
    expect(leads.rows).toEqual([
      ["Feb 23", 0, 0, 0, 0],
      ["Mar 2", 1, 0, 1, 2],
      ["Mar 9", 0, 1, 0, 1],
      ["Mar 16", 0, 0, 0, 0],
    ]);
    expect(calls.columns.map((column) => column.label)).toEqual(["Period", "No UTM source", "facebook", "Total"]);
    expect(calls.rows[0]).toEqual(["Feb 23", 3, 1, 4]);
  });

  it("the funnel, each step a share of the one before; a swept draft stays a visit", () => {
    sweepExpiredData(new Date(at("2026-02-10T17:00:00Z") + 20 * DAY + 31 * DAY));
    expect(db.$client.prepare("select count(*) as drafts from survey_responses").get()).toEqual({ drafts: 2 });
    expect(figures().funnel.rows).toEqual([
      ["Visit (survey started)", 3, null],
      ["Lead", 3, 100],
      ["Booked call", 4, 133.3],
      ["Showed up", 2, 50],
      ["Purchase", 3, 150],
    ]);
  });

  it("the show rate per week, the no-show counted, split by text reminder, the calls either side of the DST night in their own weeks", () => {
    const rows = figures()["show-rate"].rows;
    // Period, calls, completed, no-show, not marked, rate, texted marked, texted rate, not texted marked, not texted rate
    expect(rows[1]).toEqual(["Mar 2", 1, 1, 0, 0, 100, 0, null, 1, 100]);
    expect(rows[2]).toEqual(["Mar 9", 2, 1, 1, 0, 50, 1, 100, 1, 0]);
    expect(rows[3]).toEqual(["Mar 16", 0, 0, 0, 0, null, 0, null, 0, null]);
  });

  it("course progress per module and where members stop", () => {
    const { "course-progress": progress, "course-stops": stops } = figures();
    expect(progress.rows.find((row) => row[0] === firstModule.title)).toEqual([firstModule.title, 2, 1, 1]);
    expect(progress.rows.filter((row) => row[1] !== 0)).toHaveLength(1);
    expect(stops.rows).toEqual([[firstModule.lessons.at(-1)!.title, firstModule.title, 1]]);
  });

  it("the quiz question most often missed", () => {
    expect(figures()["quiz-missed"].rows).toEqual([[quiz.questions[0].prompt, quiz.title, 1, 1, 100]]);
  });

  it("draws every figure as SVG with its title and description, an empty range too", () => {
    for (const now of [NOW, new Date("2020-01-01T12:00:00Z")]) {
      for (const figure of ownerOverview("12w", now)) {
        const svg = chartSvg(figure);
        expect(svg).toMatch(/^<svg [^>]*role="img" aria-labelledby="[^"]+-chart-title [^"]+-chart-desc"/);
        expect(svg).toContain(`<title id="${figure.id}-chart-title">${figure.title}</title>`);
      }
    }
  });

  it("the page's figures are counted again at most once a minute per range, and its CSVs read the same count", () => {
    const leadsIn = (figures: ReturnType<typeof drawnOverview>) => figures.find(({ figure }) => figure.id === "funnel")!.figure.rows[1][1];
    const shown = leadsIn(drawnOverview("12w", NOW));
    lead("later@example.test", null, "2026-03-18T17:00:00Z");
    expect(leadsIn(drawnOverview("12w", new Date(NOW.getTime() + 59_000)))).toBe(shown);
    expect(leadsIn(drawnOverview("12w", new Date(NOW.getTime() + 61_000)))).toBe(Number(shown) + 1);
  });
});
