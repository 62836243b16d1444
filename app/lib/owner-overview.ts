import { formatCents } from "~/lib/money";

/** The stretches of time the owner's overview can show: weeks run Monday to Sunday, months by the calendar, in the host's zone. */
export const OVERVIEW_RANGES = {
  "4w": { label: "Last 4 weeks", unit: "week", count: 4 },
  "12w": { label: "Last 12 weeks", unit: "week", count: 12 },
  "12m": { label: "Last 12 months", unit: "month", count: 12 },
} as const;

export type OverviewRange = keyof typeof OVERVIEW_RANGES;

const DEFAULT_OVERVIEW_RANGE: OverviewRange = "12w";

/** The range a URL asks for (`?range=`), the default for anything else. */
export function overviewRangeOf(value: string | null): OverviewRange {
  return value !== null && Object.hasOwn(OVERVIEW_RANGES, value) ? (value as OverviewRange) : DEFAULT_OVERVIEW_RANGE;
}

const FIGURE_IDS = ["revenue", "leads", "calls", "funnel", "show-rate", "course-progress", "course-stops", "quiz-missed"] as const;
export type FigureId = (typeof FIGURE_IDS)[number];

export const isFigureId = (value: string | null): value is FigureId => FIGURE_IDS.includes(value as FigureId);

export type Cell = string | number | null;
/** What a column holds: money in cents, a percent 0-100, a count, or words. */
export type ColumnKind = "text" | "count" | "money" | "percent";
type Column = { label: string; kind: ColumnKind };

/**
 * How a figure is drawn from its own table: `series` are the columns drawn, `category` the
 * column that names each row. bars: side by side; stacked: one bar of parts per row; lines: a
 * line per series over the rows; rows: a horizontal bar per row, for long names.
 */
type ChartSpec = { kind: "bars" | "stacked" | "lines" | "rows"; category: number; series: number[] };

/** One picture of the overview and the table it is drawn from (which its CSV holds too). */
export type OverviewFigure = {
  id: FigureId;
  title: string;
  /** What is counted, in words: the chart's description and the table's caption. */
  description: string;
  columns: Column[];
  rows: Cell[][];
  chart: ChartSpec;
  notes: string[];
};

/** A cell as the table shows it: money in dollars and cents, a percent with its sign, a dash for none. */
export function tableCell(kind: ColumnKind, value: Cell): string {
  if (value === null) return "—";
  if (typeof value === "string") return value;
  if (kind === "money") return formatCents(value);
  if (kind === "percent") return `${value}%`;
  return value.toLocaleString("en-US");
}

/** A cell as the CSV holds it: plain numbers a spreadsheet can add up (money in dollars, 2 decimals), empty for none. */
export function csvCell(kind: ColumnKind, value: Cell): string | number | null {
  if (kind === "money" && typeof value === "number") return (value / 100).toFixed(2);
  return value;
}

/** Where a figure's CSV downloads from, for a range. */
export const overviewCsvPath = (id: FigureId, range: OverviewRange) => `/admin/overview.csv?${new URLSearchParams({ figure: id, range })}`;
