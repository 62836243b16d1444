// Copy for the free training video page (/video). The student stats are shared with the webinar page.
import { founder } from "./founder";

export type Stat = { value: string; label: string };

export const studentStats: Stat[] = [
  { value: founder.studentsTrainedFigure, label: "Students trained" },
  { value: "$400", label: "Average daily earnings" },
  { value: "48hrs", label: "To get started" },
];

export const freeTrainingPage = {
  eyebrow: "Free training video",
  headline: "How Ordinary People Earn $300-500 Per Day Repairing Windshield Chips",
  intro:
    "Watch the full training to see how a 15-minute repair pays $65-$100, where your first customers come from, and why the equipment costs under $500. No experience needed.",
  takeaways: [
    "The exact repair process, from drilling the chip to curing the resin",
    "How insurance pays for most repairs, so customers say yes on the spot",
    "Where to find steady work: car washes, dealerships, fleets and parking lots",
    "How students go from their first repair to $300-500 days",
  ],
  nextStepTitle: "Ready to map out your own business?",
  nextStepText:
    "Book a free 1-on-1 strategy call. We'll look at your area, your schedule and your budget and tell you honestly whether this business fits you.",
} as const;
