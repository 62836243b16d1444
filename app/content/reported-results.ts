// The marketing figures the pages state: what students earn, each one value with the basis it
// rests on, shown beside it wherever a page shows the figure (the footer's disclaimer says these
// are reported results, not promises), and how many students the academy trained. The owner
// edits them in the studio (/admin/site/figures); these are their first values. Each basis
// should be as exact as the owner can give it ("average of 212 students who reported, 2025").

export type ReportedFigure = { value: string; basis: string };

const reportedResults = {
  repairPrice: { value: "$65-$100", basis: "what our students report charging per repair" },
  dayRange: { value: "$300-500", basis: "full working days as our students report them" },
  averageDay: { value: "$400", basis: "average of the days our students report" },
  profitableWithin90Days: { value: "95%", basis: "of the students who reported their first 90 days" },
  sideHustleMonth: { value: "$500-1,500/month", basis: "as students working 10-15 hours a week report it" },
  fullTimeMonth: { value: "$4,000-8,000/month", basis: "as students working full time report it" },
  teamMonth: { value: "$15,000+/month", basis: "as students running a team report it" },
} as const satisfies Record<string, ReportedFigure>;

export type ReportedResult = keyof typeof reportedResults;

export type Figures = Record<ReportedResult, ReportedFigure> & {
  /** In a sentence: "trained about 1,000 students". */
  studentsTrained: string;
  /** In a figure tile, over a label such as "Students trained". */
  studentsTrainedFigure: string;
};

/** The figures until the owner publishes others. */
export const shippedFigures: Figures = { ...reportedResults, studentsTrained: "about 1,000", studentsTrainedFigure: "~1,000" };

/** The reported results' names, in the order the studio lists them. */
export const reportedResultNames = Object.keys(reportedResults) as ReportedResult[];

/** A figure in running text, with its basis beside it: "$65-$100 (what our students report charging per repair)". */
export const withBasis = (figure: ReportedFigure) => `${figure.value} (${figure.basis})`;
