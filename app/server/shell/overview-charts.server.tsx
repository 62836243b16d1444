import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { PatternCircles, PatternLines } from "@visx/pattern";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar, LinePath } from "@visx/shape";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { ColumnKind, OverviewFigure } from "~/lib/owner-overview";

// The overview's pictures, drawn on the server as SVG markup (visx components rendered by
// React here): the page needs no script to show them and no chart code reaches the browser.
// Each is drawn from its figure's own table. Series differ by colour (each at least 3:1
// against white) and by a fill pattern or line style and marker, named in a legend.

const WIDTH = 360;
const FONT = 11;
const INK = "#334155";
const GRID = "#cbd5e1";
const LEGEND_ROW = 16;

const SERIES = [
  { colour: "#1d4ed8", pattern: "solid", dash: undefined, marker: "circle" },
  { colour: "#b45309", pattern: "diagonal", dash: "6 3", marker: "square" },
  { colour: "#047857", pattern: "horizontal", dash: "2 3", marker: "triangle" },
  { colour: "#7e22ce", pattern: "dots", dash: "8 2 2 2", marker: "diamond" },
] as const;

type Series = { label: string; kind: ColumnKind; values: (number | null)[] };

const shortNumber = (value: number) => (Math.abs(value) >= 1000 ? `${Math.round(value / 100) / 10}k` : String(Math.round(value * 10) / 10));

/** An axis or bar label for a value of this kind (money in cents shown in dollars). */
function valueLabel(kind: ColumnKind, value: number): string {
  if (kind === "money") return `$${shortNumber(value / 100)}`;
  if (kind === "percent") return `${shortNumber(value)}%`;
  return shortNumber(value);
}

/** The least top of a value axis, so an empty or tiny chart still reads in whole units: 4 (counts) or $100. */
const smallestTop = (kind: ColumnKind) => (kind === "money" ? 10_000 : 4);

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

const patternId = (figureId: string, index: number) => `${figureId}-series-${index}`;

/** The fill of a series' bars: the first solid, the others a pattern in the series' colour. */
function Patterns({ figureId, count }: { figureId: string; count: number }) {
  return (
    <defs>
      {SERIES.slice(0, count).map((style, index) => {
        const id = patternId(figureId, index);
        if (style.pattern === "diagonal")
          return <PatternLines key={id} id={id} height={6} width={6} stroke={style.colour} strokeWidth={2} orientation={["diagonal"]} background="#fff" />;
        if (style.pattern === "horizontal")
          return <PatternLines key={id} id={id} height={5} width={5} stroke={style.colour} strokeWidth={2} orientation={["horizontal"]} background="#fff" />;
        if (style.pattern === "dots")
          return <PatternCircles key={id} id={id} height={5} width={5} radius={1.6} fill={style.colour} complement background="#fff" />;
        return null;
      })}
    </defs>
  );
}

const fillOf = (figureId: string, index: number) => (SERIES[index].pattern === "solid" ? SERIES[index].colour : `url(#${patternId(figureId, index)})`);

function Marker({ index, x, y }: { index: number; x: number; y: number }) {
  const { colour, marker } = SERIES[index];
  if (marker === "square") return <rect x={x - 3.5} y={y - 3.5} width={7} height={7} fill={colour} />;
  if (marker === "triangle") return <path d={`M${x},${y - 4.5}L${x + 4.5},${y + 3.5}L${x - 4.5},${y + 3.5}Z`} fill={colour} />;
  if (marker === "diamond") return <path d={`M${x},${y - 5}L${x + 5},${y}L${x},${y + 5}L${x - 5},${y}Z`} fill={colour} />;
  return <circle cx={x} cy={y} r={3.5} fill={colour} />;
}

/** One row per series: its swatch (bar fill, or line style with marker) and its name. */
function Legend({ figureId, series, lines }: { figureId: string; series: Series[]; lines: boolean }) {
  return (
    <Group top={4}>
      {series.map((item, index) => (
        <Group key={item.label} top={index * LEGEND_ROW}>
          {lines ? (
            <>
              <line x1={0} x2={22} y1={6} y2={6} stroke={SERIES[index].colour} strokeWidth={2} strokeDasharray={SERIES[index].dash} />
              <Marker index={index} x={11} y={6} />
            </>
          ) : (
            <rect x={0} y={0} width={22} height={11} fill={fillOf(figureId, index)} stroke={SERIES[index].colour} strokeWidth={1.5} />
          )}
          <text x={30} y={10} fontSize={FONT} fill={INK}>
            {clip(item.label, 48)}
          </text>
        </Group>
      ))}
    </Group>
  );
}

/** The SVG frame: a title and description the picture is announced by, scaled to its container's width. */
function Frame({ figure, height, children }: { figure: OverviewFigure; height: number; children: ReactNode }) {
  const titleId = `${figure.id}-chart-title`;
  const descId = `${figure.id}-chart-desc`;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      style={{ maxWidth: `${WIDTH * 1.6}px`, height: "auto" }}
      fontFamily="system-ui, sans-serif"
    >
      <title id={titleId}>{figure.title}</title>
      <desc id={descId}>{`${figure.description} The table after the picture holds every figure drawn.`}</desc>
      {children}
    </svg>
  );
}

/** The value axis on the left, with its grid, and the categories below, at most six of them named. */
function Axes({
  x,
  y,
  kind,
  categories,
  plotHeight,
}: {
  x: ReturnType<typeof scaleBand<string>>;
  y: ReturnType<typeof scaleLinear<number>>;
  kind: ColumnKind;
  categories: string[];
  plotHeight: number;
}) {
  const every = Math.ceil(categories.length / 6);
  return (
    <>
      {y.ticks(4).map((tick) => (
        <line key={tick} x1={0} x2={x.range()[1]} y1={y(tick)} y2={y(tick)} stroke={GRID} />
      ))}
      <AxisLeft
        scale={y}
        numTicks={4}
        tickFormat={(value) => valueLabel(kind, Number(value))}
        stroke={INK}
        tickStroke={INK}
        tickLabelProps={{ fill: INK, fontSize: FONT, textAnchor: "end", dx: -2, dy: 3 }}
      />
      <AxisBottom
        top={plotHeight}
        scale={x}
        tickValues={categories.filter((_, index) => index % every === 0)}
        stroke={INK}
        tickStroke={INK}
        tickLabelProps={{ fill: INK, fontSize: FONT, textAnchor: "middle" }}
      />
    </>
  );
}

/** Bars per category: side by side, or stacked into one bar of parts. */
function BarsChart({ figure, categories, series, stacked }: { figure: OverviewFigure; categories: string[]; series: Series[]; stacked: boolean }) {
  const legendHeight = series.length * LEGEND_ROW + 6;
  const margin = { top: legendHeight + 8, left: 48, right: 8, bottom: 24 };
  const height = margin.top + 150 + margin.bottom;
  const plotWidth = WIDTH - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const totals = categories.map((_, row) =>
    stacked ? series.reduce((sum, item) => sum + Math.max(0, item.values[row] ?? 0), 0) : Math.max(0, ...series.map((item) => item.values[row] ?? 0)),
  );
  const x = scaleBand({ domain: categories, range: [0, plotWidth], padding: 0.25 });
  const y = scaleLinear({ domain: [0, Math.max(smallestTop(series[0]?.kind ?? "count"), ...totals)], range: [plotHeight, 0], nice: true });
  const inner = scaleBand({ domain: series.map((item) => item.label), range: [0, x.bandwidth()], padding: 0.1 });
  return (
    <Frame figure={figure} height={height}>
      <Patterns figureId={figure.id} count={series.length} />
      <Legend figureId={figure.id} series={series} lines={false} />
      <Group top={margin.top} left={margin.left}>
        {categories.map((category, row) => {
          let base = 0;
          return (
            <Group key={category} left={x(category)}>
              {series.map((item, index) => {
                const value = Math.max(0, item.values[row] ?? 0);
                if (value === 0) return null;
                const top = stacked ? y(base + value) : y(value);
                const bottom = stacked ? y(base) : plotHeight;
                base += value;
                return (
                  <Bar
                    key={item.label}
                    x={stacked ? 0 : inner(item.label)}
                    y={top}
                    width={stacked ? x.bandwidth() : inner.bandwidth()}
                    height={Math.max(1, bottom - top)}
                    fill={fillOf(figure.id, index)}
                    stroke={SERIES[index].colour}
                    strokeWidth={1.5}
                  />
                );
              })}
            </Group>
          );
        })}
        <Axes x={x} y={y} kind={series[0]?.kind ?? "count"} categories={categories} plotHeight={plotHeight} />
      </Group>
    </Frame>
  );
}

/** A line per series over the categories, with a marker on each point; a missing value leaves a gap. */
function LinesChart({ figure, categories, series }: { figure: OverviewFigure; categories: string[]; series: Series[] }) {
  const legendHeight = series.length * LEGEND_ROW + 6;
  const margin = { top: legendHeight + 8, left: 40, right: 12, bottom: 24 };
  const height = margin.top + 150 + margin.bottom;
  const plotWidth = WIDTH - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const x = scaleBand({ domain: categories, range: [0, plotWidth], padding: 0.2 });
  const centre = (category: string) => (x(category) ?? 0) + x.bandwidth() / 2;
  const percent = series.every((item) => item.kind === "percent");
  const highest = Math.max(smallestTop(series[0]?.kind ?? "count"), ...series.flatMap((item) => item.values.map((value) => value ?? 0)));
  const y = scaleLinear({ domain: [0, percent ? 100 : highest], range: [plotHeight, 0], nice: true });
  return (
    <Frame figure={figure} height={height}>
      <Legend figureId={figure.id} series={series} lines />
      <Group top={margin.top} left={margin.left}>
        {series.map((item, index) => {
          const points = categories.map((category, row) => ({ category, value: item.values[row] }));
          return (
            <Group key={item.label}>
              <LinePath
                data={points}
                x={(point) => centre(point.category)}
                y={(point) => y(point.value ?? 0)}
                defined={(point) => point.value !== null}
                stroke={SERIES[index].colour}
                strokeWidth={2}
                strokeDasharray={SERIES[index].dash}
              />
              {points.map((point) =>
                point.value === null ? null : <Marker key={point.category} index={index} x={centre(point.category)} y={y(point.value)} />,
              )}
            </Group>
          );
        })}
        <Axes x={x} y={y} kind={series[0]?.kind ?? "count"} categories={categories} plotHeight={plotHeight} />
      </Group>
    </Frame>
  );
}

/** A horizontal bar per row (per series), its name above it and its value at its end: for long names. */
function RowsChart({ figure, categories, series }: { figure: OverviewFigure; categories: string[]; series: Series[] }) {
  const legendHeight = series.length > 1 ? series.length * LEGEND_ROW + 6 : 0;
  const barHeight = 12;
  const rowHeight = FONT + 6 + series.length * (barHeight + 3) + 8;
  const height = legendHeight + Math.max(1, categories.length) * rowHeight + 4;
  const labelRoom = 44;
  const highest = Math.max(1, ...series.flatMap((item) => item.values.map((value) => value ?? 0)));
  const x = scaleLinear({ domain: [0, highest], range: [0, WIDTH - labelRoom - 2] });
  return (
    <Frame figure={figure} height={height}>
      <Patterns figureId={figure.id} count={series.length} />
      {series.length > 1 ? <Legend figureId={figure.id} series={series} lines={false} /> : null}
      {categories.length === 0 ? (
        <text x={0} y={FONT + 4} fontSize={FONT} fill={INK}>
          Nothing to show yet.
        </text>
      ) : null}
      <Group top={legendHeight}>
        {categories.map((category, row) => (
          <Group key={`${row}-${category}`} top={row * rowHeight}>
            <text x={0} y={FONT + 1} fontSize={FONT} fill={INK} fontWeight={600}>
              {clip(category, 58)}
            </text>
            {series.map((item, index) => {
              const value = item.values[row] ?? 0;
              const top = FONT + 5 + index * (barHeight + 3);
              return (
                <Group key={item.label} top={top}>
                  <Bar
                    x={0}
                    y={0}
                    width={Math.max(1, x(Math.max(0, value)))}
                    height={barHeight}
                    fill={fillOf(figure.id, index)}
                    stroke={SERIES[index].colour}
                    strokeWidth={1.5}
                  />
                  <text x={x(Math.max(0, value)) + 4} y={barHeight - 2} fontSize={FONT} fill={INK}>
                    {item.values[row] === null ? "—" : valueLabel(item.kind, value)}
                  </text>
                </Group>
              );
            })}
          </Group>
        ))}
      </Group>
    </Frame>
  );
}

/** A figure's picture as SVG markup, drawn from the figure's own rows. */
export function chartSvg(figure: OverviewFigure): string {
  const { kind, category, series: columns } = figure.chart;
  const categories = figure.rows.map((row) => String(row[category]));
  const series = columns.map((column) => ({
    label: figure.columns[column].label,
    kind: figure.columns[column].kind,
    values: figure.rows.map((row) => (typeof row[column] === "number" ? (row[column] as number) : null)),
  }));
  const chart =
    kind === "lines" ? (
      <LinesChart figure={figure} categories={categories} series={series} />
    ) : kind === "rows" ? (
      <RowsChart figure={figure} categories={categories} series={series} />
    ) : (
      <BarsChart figure={figure} categories={categories} series={series} stacked={kind === "stacked"} />
    );
  return renderToStaticMarkup(chart);
}
