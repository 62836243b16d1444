import { type AnyColumn, and, eq, gte, inArray, lt, lte, ne, sql } from "drizzle-orm";
import { addDays, dateInZone, mondayOf, monthDayLabel, parseIsoDate } from "~/lib/calendar-dates";
import { formatCents } from "~/lib/money";
import { type Cell, type FigureId, OVERVIEW_RANGES, type OverviewFigure, type OverviewRange } from "~/lib/owner-overview";
import { bookings, funnelEventCounts, instalments, leads, lessonProgress, orders } from "~db/schema";
import { hostMidnight } from "~/server/accounts/admin.server";
import { count as countShowRate, emptyRate, type ShowRate } from "~/server/calls/no-shows.server";
import { bookingsWithTextReminder } from "~/server/delivery/text-outbox.server";
import { questionPassRates } from "~/server/members/quizzes.server";
import { db } from "~/server/platform/db.server";
import { chartSvg } from "~/server/shell/overview-charts.server";
import { env } from "~/server/platform/env.server";
import { memberCourse } from "~/server/members/course-catalog.server";

// The owner's overview: how the business is doing over the chosen range, each figure as the
// rows of one table that its picture draws and its CSV holds, so the three always agree.
// Every count is made by SQL: the orders, calls and lesson progress with their indexes, the
// visits and leads from funnel_event_counts, which triggers keep as they happen.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A member who has opened no lesson for this long has gone quiet. */
const QUIET_DAYS = 14;
/** The lead sources drawn apart; the rest are added up as "Other sources". */
const SOURCES_DRAWN = 3;
const TOP_ROWS = 10;

/** One stretch of the range: a week (Monday to Sunday) or a calendar month, from the host's midnight. */
export type Period = { label: string; startsAt: number; endsAt: number };

/**
 * The range's weeks or months, oldest first, the current one last (still running). Weeks are
 * bucketed as the show-rate tables do, from the host's midnight, so a week across a change to
 * or from summer time is 167 or 169 hours long.
 */
export function overviewPeriods(range: OverviewRange, now: Date): Period[] {
  const { unit, count } = OVERVIEW_RANGES[range];
  const today = dateInZone(now, env.HOST_TIMEZONE);
  const firsts: string[] = [];
  if (unit === "week") {
    const monday = mondayOf(today);
    for (let index = count - 1; index >= -1; index--) firsts.push(addDays(monday, -7 * index));
  } else {
    const [year, month] = today.split("-").map(Number);
    for (let index = count - 1; index >= -1; index--) {
      const first = new Date(Date.UTC(year, month - 1 - index, 1));
      firsts.push(first.toISOString().slice(0, 10));
    }
  }
  const labelOf = (first: string) =>
    unit === "week" ? monthDayLabel(first) : parseIsoDate(first)!.toLocaleDateString("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
  return firsts
    .slice(0, -1)
    .map((first, index) => ({ label: labelOf(first), startsAt: hostMidnight(first).getTime(), endsAt: hostMidnight(firsts[index + 1]).getTime() }));
}

/** The period an instant falls in, or -1 outside the range. */
function periodOf(periods: Period[], at: number): number {
  return periods.findIndex((period) => at >= period.startsAt && at < period.endsAt);
}

const rangeStart = (periods: Period[]) => new Date(periods[0].startsAt);
const rangeEnd = (periods: Period[]) => new Date(periods.at(-1)!.endsAt);
const perPeriod = <T>(periods: Period[], make: () => T) => periods.map(make);

// Rows grouped by the hour they fall in: the host's midnight is on the hour in every zone the
// admin runs in (whole-hour offsets), so an hour is never split between two periods.
// The divisor is written into the SQL: a bound number would be a real, and the division with it.
const hourOf = (column: AnyColumn) => sql<number>`${column} / ${sql.raw(String(HOUR_MS))}`;

/**
 * Revenue per period: money received (first payments and paid instalments, refunded or not),
 * refunds given (a refunded order's first payment, when it was refunded), and instalments of
 * paid plans that fall due in the period and are not paid yet. Test-mode orders took no money:
 * left out of all three and counted apart.
 */
function revenueFigure(periods: Period[]): OverviewFigure {
  const from = rangeStart(periods);
  const until = rangeEnd(periods);
  const totals = perPeriod(periods, () => ({ paid: 0, refunded: 0, due: 0, testOrders: 0, testCents: 0 }));
  const isTest = sql<number>`${orders.provider} = 'test'`;
  const firstPayments = db
    .select({ hour: hourOf(orders.paidAt), test: isTest, orders: sql<number>`count(*)`, cents: sql<number>`sum(${orders.amountCents})` })
    .from(orders)
    .where(and(gte(orders.paidAt, from), lt(orders.paidAt, until)))
    .groupBy(sql`1, 2`)
    .all();
  for (const row of firstPayments) {
    const period = totals[periodOf(periods, row.hour * HOUR_MS)];
    if (!period) continue;
    if (row.test) {
      period.testOrders += row.orders;
      period.testCents += row.cents;
    } else period.paid += row.cents;
  }
  const paidInstalments = db
    .select({ paidAt: instalments.paidAt, cents: instalments.amountCents, test: isTest })
    .from(instalments)
    .innerJoin(orders, eq(orders.id, instalments.orderId))
    .where(and(eq(instalments.status, "paid"), gte(instalments.paidAt, from), lt(instalments.paidAt, until)))
    .all();
  for (const row of paidInstalments) {
    const period = totals[periodOf(periods, row.paidAt!.getTime())];
    if (period && row.test) period.testCents += row.cents;
    else if (period) period.paid += row.cents;
  }
  const refunds = db
    .select({ refundedAt: orders.refundedAt, cents: orders.amountCents })
    .from(orders)
    .where(and(ne(orders.provider, "test"), gte(orders.refundedAt, from), lt(orders.refundedAt, until)))
    .all();
  for (const row of refunds) {
    const period = totals[periodOf(periods, row.refundedAt!.getTime())];
    if (period) period.refunded += row.cents;
  }
  const unpaid = db
    .select({ dueAt: instalments.dueAt, cents: instalments.amountCents })
    .from(instalments)
    .innerJoin(orders, eq(orders.id, instalments.orderId))
    .where(and(inArray(instalments.status, ["scheduled", "retrying", "lapsed"]), eq(orders.status, "paid"), ne(orders.provider, "test")))
    .all();
  let dueLater = 0;
  for (const row of unpaid) {
    const period = totals[periodOf(periods, row.dueAt.getTime())];
    if (period) period.due += row.cents;
    else if (row.dueAt.getTime() >= until.getTime()) dueLater += row.cents;
  }
  const testOrders = totals.reduce((sum, period) => sum + period.testOrders, 0);
  return {
    id: "revenue",
    title: "Revenue",
    description:
      "Money received per period (first payments and paid instalments), refunds given, and instalments of paid plans that fall due in the period and are not paid yet. Test-mode orders are left out and counted apart.",
    columns: [
      { label: "Period", kind: "text" },
      { label: "Paid", kind: "money" },
      { label: "Refunded", kind: "money" },
      { label: "Still due (instalments)", kind: "money" },
      { label: "Test-mode orders (left out)", kind: "count" },
      { label: "Test-mode amount (left out)", kind: "money" },
    ],
    rows: periods.map((period, index) => {
      const figures = totals[index];
      return [period.label, figures.paid, figures.refunded, figures.due, figures.testOrders, figures.testCents];
    }),
    chart: { kind: "bars", category: 0, series: [1, 2, 3] },
    notes: [
      ...(testOrders > 0
        ? [
            `TEST: ${testOrders.toLocaleString("en-US")} test-mode ${testOrders === 1 ? "order in this range took no money and is" : "orders in this range took no money and are"} left out.`,
          ]
        : []),
      ...(dueLater > 0 ? [`Instalments of paid plans falling due after this range: ${formatCents(dueLater)}.`] : []),
    ],
  };
}

const NO_SOURCE = "No UTM source";
const OTHER_SOURCES = "Other sources";

/** Leads per period by utm_source, from the counts kept as leads arrive. */
function leadCounts(periods: Period[]) {
  const rows = db
    .select({ hour: funnelEventCounts.hour, source: funnelEventCounts.source, count: funnelEventCounts.count })
    .from(funnelEventCounts)
    .where(
      and(
        eq(funnelEventCounts.event, "lead"),
        gte(funnelEventCounts.hour, Math.floor(periods[0].startsAt / HOUR_MS)),
        lt(funnelEventCounts.hour, Math.ceil(periods.at(-1)!.endsAt / HOUR_MS)),
      ),
    )
    .all();
  return rows.map((row) => ({ period: periodOf(periods, row.hour * HOUR_MS), source: row.source || NO_SOURCE, count: row.count }));
}

/** Strategy calls booked per period (whatever became of them), by the utm_source of the booker's lead. */
function bookedCallCounts(periods: Period[]) {
  const rows = db
    .select({ createdAt: bookings.createdAt, source: leads.utmSource })
    .from(bookings)
    .leftJoin(leads, eq(leads.email, bookings.email))
    .where(and(eq(bookings.kind, "strategy"), gte(bookings.createdAt, rangeStart(periods)), lt(bookings.createdAt, rangeEnd(periods))))
    .all();
  return rows.map((row) => ({ period: periodOf(periods, row.createdAt.getTime()), source: row.source || NO_SOURCE, count: 1 }));
}

/** A table of periods by source: the sources with most in the range apart, the rest as one. */
function bySourceFigure(
  periods: Period[],
  counted: { period: number; source: string; count: number }[],
  figure: Omit<OverviewFigure, "columns" | "rows" | "chart">,
) {
  const totals = new Map<string, number>();
  for (const row of counted) totals.set(row.source, (totals.get(row.source) ?? 0) + row.count);
  const ranked = [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([source]) => source);
  const sources = ranked.length > SOURCES_DRAWN + 1 ? [...ranked.slice(0, SOURCES_DRAWN), OTHER_SOURCES] : ranked;
  const table = perPeriod(periods, () => sources.map(() => 0));
  for (const row of counted) {
    if (row.period < 0) continue;
    const column = sources.indexOf(row.source);
    table[row.period][column < 0 ? sources.length - 1 : column] += row.count;
  }
  return {
    ...figure,
    columns: [
      { label: "Period", kind: "text" as const },
      ...sources.map((source) => ({ label: source, kind: "count" as const })),
      { label: "Total", kind: "count" as const },
    ],
    rows: periods.map((period, index) => [period.label, ...table[index], table[index].reduce((sum, value) => sum + value, 0)]),
    chart: { kind: "stacked" as const, category: 0, series: sources.map((_, index) => index + 1) },
  };
}

function leadsFigure(periods: Period[]): OverviewFigure {
  return bySourceFigure(periods, leadCounts(periods), {
    id: "leads",
    title: "Leads by source",
    description: `New leads per period by their utm_source (the ${SOURCES_DRAWN} biggest sources apart, the rest together).`,
    notes: [],
  });
}

function callsFigure(periods: Period[]): OverviewFigure {
  return bySourceFigure(periods, bookedCallCounts(periods), {
    id: "calls",
    title: "Booked calls by source",
    description: `Calls booked per period, whatever became of them later, by the utm_source of the booker's lead (the ${SOURCES_DRAWN} biggest sources apart).`,
    notes: [],
  });
}

const percentOf = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : null);

/** The funnel over the range: each step's count in the range, and what share of the step before it that is. */
function funnelFigure(periods: Period[]): OverviewFigure {
  const from = rangeStart(periods);
  const until = rangeEnd(periods);
  const events = db
    .select({ event: funnelEventCounts.event, count: sql<number>`sum(${funnelEventCounts.count})` })
    .from(funnelEventCounts)
    .where(and(gte(funnelEventCounts.hour, Math.floor(from.getTime() / HOUR_MS)), lt(funnelEventCounts.hour, Math.ceil(until.getTime() / HOUR_MS))))
    .groupBy(funnelEventCounts.event)
    .all();
  const eventCount = (event: string) => events.find((row) => row.event === event)?.count ?? 0;
  const booked =
    db
      .select({ count: sql<number>`count(*)` })
      .from(bookings)
      .where(and(eq(bookings.kind, "strategy"), gte(bookings.createdAt, from), lt(bookings.createdAt, until)))
      .get()?.count ?? 0;
  const shows =
    db
      .select({ count: sql<number>`count(*)` })
      .from(bookings)
      .where(and(eq(bookings.kind, "strategy"), eq(bookings.status, "completed"), gte(bookings.appointmentAt, from), lt(bookings.appointmentAt, until)))
      .get()?.count ?? 0;
  const purchases =
    db
      .select({ count: sql<number>`count(*)` })
      .from(orders)
      .where(and(ne(orders.provider, "test"), gte(orders.paidAt, from), lt(orders.paidAt, until)))
      .get()?.count ?? 0;
  const steps: [string, number][] = [
    ["Visit (survey started)", eventCount("visit")],
    ["Lead", eventCount("lead")],
    ["Booked call", booked],
    ["Showed up", shows],
    ["Purchase", purchases],
  ];
  return {
    id: "funnel",
    title: "Funnel",
    description:
      "Each step counted in the range: surveys started, new leads, calls booked, calls kept (completed), orders paid (test mode left out); beside each, the step's count as a share of the step before.",
    columns: [
      { label: "Step", kind: "text" },
      { label: "Count", kind: "count" },
      { label: "Of the step before", kind: "percent" },
    ],
    rows: steps.map(([step, value], index) => [step, value, index === 0 ? null : percentOf(value, steps[index - 1][1])]),
    chart: { kind: "rows", category: 0, series: [1] },
    notes: ["Steps are counted when they happen in the range, not followed person by person: a call booked in one week may be kept in the next."],
  };
}

/**
 * The show rate per period, as the show-rate tables count it (calls whose start has passed,
 * cancelled ones left out; completed out of those marked), for every call and split by
 * whether the booker was sent a text reminder.
 */
function showRateFigure(periods: Period[], now: Date): OverviewFigure {
  const rows = db
    .select({ id: bookings.id, appointmentAt: bookings.appointmentAt, status: bookings.status })
    .from(bookings)
    .where(
      and(eq(bookings.kind, "strategy"), ne(bookings.status, "cancelled"), gte(bookings.appointmentAt, rangeStart(periods)), lte(bookings.appointmentAt, now)),
    )
    .all();
  const reminded = bookingsWithTextReminder(
    db,
    rows.map((row) => row.id),
  );
  const rates = perPeriod(periods, () => ({ all: emptyRate("All"), texted: emptyRate("Texted"), notTexted: emptyRate("Not texted") }));
  for (const row of rows) {
    const period = rates[periodOf(periods, row.appointmentAt.getTime())];
    if (!period) continue;
    countShowRate(period.all, row.status);
    countShowRate(reminded.has(row.id) ? period.texted : period.notTexted, row.status);
  }
  const marked = (rate: ShowRate) => rate.completed + rate.noShows;
  return {
    id: "show-rate",
    title: "Show rate",
    description:
      "Calls whose start has passed, cancelled ones left out: the share kept (completed out of those marked completed or no-show), for all calls and split by whether the booker was sent a text reminder.",
    columns: [
      { label: "Period", kind: "text" },
      { label: "Calls", kind: "count" },
      { label: "Completed", kind: "count" },
      { label: "No-show", kind: "count" },
      { label: "Not marked", kind: "count" },
      { label: "Show rate", kind: "percent" },
      { label: "Texted: marked calls", kind: "count" },
      { label: "Texted: show rate", kind: "percent" },
      { label: "Not texted: marked calls", kind: "count" },
      { label: "Not texted: show rate", kind: "percent" },
    ],
    rows: periods.map((period, index) => {
      const { all, texted, notTexted } = rates[index];
      return [
        period.label,
        all.calls,
        all.completed,
        all.noShows,
        all.unmarked,
        all.showRatePercent,
        marked(texted),
        texted.showRatePercent,
        marked(notTexted),
        notTexted.showRatePercent,
      ];
    }),
    chart: { kind: "lines", category: 0, series: [5, 7, 9] },
    notes: [],
  };
}

/**
 * The course's shape as the overview reads it: its modules in order, each with its lessons'
 * ids and titles. The one place this module learns what the course holds.
 */
function courseOutline(): { id: string; title: string; lessons: { id: string; title: string }[] }[] {
  return memberCourse().modules.map((module) => ({ id: module.id, title: module.title, lessons: module.lessons.map(({ id, title }) => ({ id, title })) }));
}

/**
 * Course progress today: per module, the members who finished a lesson of it and those who
 * finished all of it; and where members stop: for each member quiet for QUIET_DAYS or more
 * who has not finished the course, the lesson they finished last.
 */
function courseFigures(now: Date): OverviewFigure[] {
  const outline = courseOutline();
  const finishedPerModule = db
    .select({ moduleId: lessonProgress.moduleId, lessons: sql<number>`count(*)` })
    .from(lessonProgress)
    .where(eq(lessonProgress.completed, true))
    .groupBy(lessonProgress.moduleId, lessonProgress.userId)
    .all();
  const modules = new Map(outline.map((module) => [module.id, { started: 0, finished: 0, quiet: 0 }]));
  for (const row of finishedPerModule) {
    const module = modules.get(row.moduleId);
    if (!module) continue;
    module.started += 1;
    if (row.lessons >= outline.find((candidate) => candidate.id === row.moduleId)!.lessons.length) module.finished += 1;
  }
  const quietSince = now.getTime() - QUIET_DAYS * DAY_MS;
  // Per member, the lesson finished last (SQLite takes the bare columns from the row with the max).
  const stops = db.all<{ moduleId: string; lessonId: string; members: number }>(sql`
    select module_id as moduleId, lesson_id as lessonId, count(*) as members from (
      select user_id, module_id, lesson_id, max(completed_at) from ${lessonProgress} where completed = 1 group by user_id
    ) as last
    where not exists (select 1 from ${lessonProgress} as recent where recent.user_id = last.user_id and recent.last_accessed_at >= ${quietSince})
    group by module_id, lesson_id`);
  const lastLesson = outline.at(-1)?.lessons.at(-1);
  const stopRows: Cell[][] = [];
  for (const stop of stops.sort((a, b) => b.members - a.members)) {
    const module = outline.find((candidate) => candidate.id === stop.moduleId);
    const lesson = module?.lessons.find((candidate) => candidate.id === stop.lessonId);
    if (!module || !lesson || (module === outline.at(-1) && lesson === lastLesson)) continue;
    modules.get(module.id)!.quiet += stop.members;
    stopRows.push([lesson.title, module.title, stop.members]);
  }
  return [
    {
      id: "course-progress",
      title: "Course progress",
      description: `Members today per module: those who finished at least one of its lessons, those who finished all of them, and those who went quiet (no lesson opened for ${QUIET_DAYS} days) after one of its lessons.`,
      columns: [
        { label: "Module", kind: "text" },
        { label: "Started", kind: "count" },
        { label: "Finished", kind: "count" },
        { label: `Quiet ${QUIET_DAYS}+ days after it`, kind: "count" },
      ],
      rows: outline.map((module) => {
        const counts = modules.get(module.id)!;
        return [module.title, counts.started, counts.finished, counts.quiet];
      }),
      chart: { kind: "rows", category: 0, series: [1, 2] },
      notes: ["Course progress is as of today: it does not follow the range."],
    },
    {
      id: "course-stops",
      title: "Where members stop",
      description: `The lessons after which most members went quiet: the lesson a member finished last, for members who have opened no lesson for ${QUIET_DAYS} days and have not finished the course.`,
      columns: [
        { label: "Lesson", kind: "text" },
        { label: "Module", kind: "text" },
        { label: "Members quiet after it", kind: "count" },
      ],
      rows: stopRows.slice(0, TOP_ROWS),
      chart: { kind: "rows", category: 0, series: [2] },
      notes: [],
    },
  ];
}

/** The checkpoint questions most often answered wrong, over every attempt (the quizzes page's figures). */
function quizMissedFigure(): OverviewFigure {
  const questions = questionPassRates().flatMap((quiz) =>
    quiz.questions.map((question) => ({ prompt: question.prompt, quiz: quiz.title, answered: question.answered, missed: question.answered - question.right })),
  );
  const missedMost = questions
    .filter((question) => question.missed > 0)
    .sort((a, b) => b.missed - a.missed || b.missed / b.answered - a.missed / a.answered)
    .slice(0, TOP_ROWS);
  return {
    id: "quiz-missed",
    title: "Quiz questions most often missed",
    description: "The checkpoint questions answered wrong most often, over every submitted attempt, with how often each was asked.",
    columns: [
      { label: "Question", kind: "text" },
      { label: "Quiz", kind: "text" },
      { label: "Missed", kind: "count" },
      { label: "Asked", kind: "count" },
      { label: "Missed share", kind: "percent" },
    ],
    rows: missedMost.map((question) => [question.prompt, question.quiz, question.missed, question.answered, percentOf(question.missed, question.answered)]),
    chart: { kind: "rows", category: 0, series: [2] },
    notes: ["Quiz figures count every attempt ever made: they do not follow the range."],
  };
}

/** Every figure of the overview for a range, in the page's order, counted now. */
export function ownerOverview(range: OverviewRange, now = new Date()): OverviewFigure[] {
  const periods = overviewPeriods(range, now);
  return [
    revenueFigure(periods),
    leadsFigure(periods),
    callsFigure(periods),
    funnelFigure(periods),
    showRateFigure(periods, now),
    ...courseFigures(now),
    quizMissedFigure(),
  ];
}

/** How long the overview's figures are shown before they are counted again. */
export const OVERVIEW_FRESH_SECONDS = 60;
const drawn = new Map<OverviewRange, { countedAt: number; figures: { figure: OverviewFigure; svg: string }[] }>();

/**
 * The overview as the page and its CSVs show it, with each figure's picture: counted at most
 * once every OVERVIEW_FRESH_SECONDS per range (one count takes tens of milliseconds at
 * 100,000 members and a million leads), so an admin area kept open by several people, or
 * reloaded, does not count again each time, and a CSV holds what the page showed.
 */
export function drawnOverview(range: OverviewRange, now = new Date()) {
  const kept = drawn.get(range);
  if (kept && now.getTime() - kept.countedAt < OVERVIEW_FRESH_SECONDS * 1000 && now.getTime() >= kept.countedAt) return kept.figures;
  const figures = ownerOverview(range, now).map((figure) => ({ figure, svg: chartSvg(figure) }));
  drawn.set(range, { countedAt: now.getTime(), figures });
  return figures;
}

/** One figure, for its CSV download. */
export function overviewFigure(id: FigureId, range: OverviewRange): OverviewFigure {
  return drawnOverview(range).find(({ figure }) => figure.id === id)!.figure;
}
