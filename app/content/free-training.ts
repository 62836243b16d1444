// Copy for the free training video page (/video). The student stats are shared with the webinar page.
import { founder } from "~/content/founder";
import { reportedResults, withBasis } from "~/content/reported-results";

/** A figure over its label; a result students report carries its basis. */
export type Stat = { value: string; label: string; basis?: string };

export const studentStats: Stat[] = [
  { value: founder.studentsTrainedFigure, label: "Students trained" },
  { value: reportedResults.averageDay.value, label: "Average daily earnings", basis: reportedResults.averageDay.basis },
  { value: "48hrs", label: "To get started" },
];

export const freeTrainingPage = {
  eyebrow: "Free training video",
  headline: `How Ordinary People Earn ${reportedResults.dayRange.value} Per Day Repairing Windshield Chips`,
  /** Beside the headline's figure. */
  headlineBasis: `${reportedResults.dayRange.value} a day: ${reportedResults.dayRange.basis}.`,
  intro: `Watch the full training to see how a 15-minute repair pays ${withBasis(reportedResults.repairPrice)}, where your first customers come from, and why the equipment costs under $500. No experience needed.`,
  takeaways: [
    "The exact repair process, from drilling the chip to curing the resin",
    "How insurance pays for most repairs, so customers say yes on the spot",
    "Where to find steady work: car washes, dealerships, fleets and parking lots",
    `How students go from their first repair to ${withBasis(reportedResults.dayRange)} days`,
  ],
  nextStepTitle: "Ready to map out your own business?",
  nextStepText:
    "Book a free 1-on-1 strategy call. We'll look at your area, your schedule and your budget and tell you honestly whether this business fits you.",
} as const;
