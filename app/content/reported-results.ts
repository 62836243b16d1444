// What students earn, as the pages state it: each figure is one value with the basis it rests
// on, shown beside it wherever a page shows the figure (the footer's disclaimer says these are
// reported results, not promises). They are the owner's figures: change them only on the
// owner's word, and give each basis as exactly as the owner can (how many students reported,
// and when: "average of 212 students who reported, 2025"). A later studio moves them into
// the database, where the owner edits them.

export type ReportedFigure = { value: string; basis: string };

export const reportedResults = {
  repairPrice: { value: "$65-$100", basis: "what our students report charging per repair" },
  dayRange: { value: "$300-500", basis: "full working days as our students report them" },
  averageDay: { value: "$400", basis: "average of the days our students report" },
  profitableWithin90Days: { value: "95%", basis: "of the students who reported their first 90 days" },
  sideHustleMonth: { value: "$500-1,500/month", basis: "as students working 10-15 hours a week report it" },
  fullTimeMonth: { value: "$4,000-8,000/month", basis: "as students working full time report it" },
  teamMonth: { value: "$15,000+/month", basis: "as students running a team report it" },
} as const satisfies Record<string, ReportedFigure>;

/** A figure in running text, with its basis beside it: "$65-$100 (what our students report charging per repair)". */
export const withBasis = (figure: ReportedFigure) => `${figure.value} (${figure.basis})`;
