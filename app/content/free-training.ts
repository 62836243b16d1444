// Copy for the free training video page (/video). The student stats are shared with the webinar page.
import { withBasis, type Figures } from "~/content/reported-results";

/** A figure over its label; a result students report carries its basis. */
export type Stat = { value: string; label: string; basis?: string };

export const studentStats = (figures: Figures): Stat[] => [
  { value: figures.studentsTrainedFigure, label: "Students trained" },
  { value: figures.averageDay.value, label: "Average daily earnings", basis: figures.averageDay.basis },
  { value: "48hrs", label: "To get started" },
];

export const freeTrainingPage = (figures: Figures) => ({
  eyebrow: "Free training video",
  headline: `How Ordinary People Earn ${figures.dayRange.value} Per Day Repairing Windshield Chips`,
  /** Beside the headline's figure. */
  headlineBasis: `${figures.dayRange.value} a day: ${figures.dayRange.basis}.`,
  intro: `Watch the full training to see how a 15-minute repair pays ${withBasis(figures.repairPrice)}, where your first customers come from, and why the equipment costs under $500. No experience needed.`,
  takeaways: [
    "The exact repair process, from drilling the chip to curing the resin",
    "How insurance pays for most repairs, so customers say yes on the spot",
    "Where to find steady work: car washes, dealerships, fleets and parking lots",
    `How students go from their first repair to ${withBasis(figures.dayRange)} days`,
  ],
  nextStepTitle: "Ready to map out your own business?",
  nextStepText:
    "Book a free 1-on-1 strategy call. We'll look at your area, your schedule and your budget and tell you honestly whether this business fits you.",
});
