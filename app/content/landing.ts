// What the landing page (/) builds its sections from besides words: the banner's close link, the
// features' icons, the repair steps' pictures and the income paths' figures. The words are the
// studio's page units page.home.* (lib/page-texts/funnel.ts).
import { pictures, type Picture } from "~/content/pictures";
import type { ReportedResult } from "~/content/reported-results";

/** The live-webinar banner at the top of the landing page (its session comes from the schedule, WEBINAR_SCHEDULE). */
export const webinarBanner = {
  /** The close link's target: the loader hides the banner for this one page view. */
  dismissQuery: { name: "banner", value: "closed" },
} as const;

/** The feature cards in their order; each card's title and text are the fields `<icon>Title` and `<icon>Text` of page.home.features. */
export const featureIcons = ["video", "kit", "shield", "megaphone", "coach", "globe"] as const;

export type FeatureIcon = (typeof featureIcons)[number];

/** The repair steps in their order with their pictures; each step's name and text are the fields `<step>Name` and `<step>Text` of page.home.steps. */
export const repairSteps: { step: string; picture: Picture }[] = [
  { step: "bridge", picture: pictures.stepBridge },
  { step: "inject", picture: pictures.stepInject },
  { step: "cure", picture: pictures.stepCure },
  { step: "pitFill", picture: pictures.stepPitFill },
];

/** The income paths in their order with the reported monthly figure each shows; their words are the fields `<path>Name`, `<path>Hours`, `<path>Text` and `<path>Highlights` of page.home.income. */
export const incomePaths: { path: string; income: ReportedResult }[] = [
  { path: "sideHustle", income: "sideHustleMonth" },
  { path: "fullTime", income: "fullTimeMonth" },
  { path: "team", income: "teamMonth" },
];
