import { withBasis, type Figures } from "~/content/reported-results";
/** The calculator's fields exactly as typed (or as read from the query string). */
export type CalculatorValues = { price: string; chipsPerDay: string; daysPerWeek: string };

export type CalculatorScenario = { name: string; summary: string; values: CalculatorValues };

// Ready-made inputs that match the three income paths we teach; each is a plain link, so
// they work without JavaScript too.
export const calculatorScenarios: CalculatorScenario[] = [
  {
    name: "Side hustle",
    summary: "A couple of repairs on Saturday and Sunday mornings, around a day job.",
    values: { price: "65", chipsPerDay: "2", daysPerWeek: "2" },
  },
  {
    name: "Full-time",
    summary: "Five repairs a day, Monday to Friday, mostly insurance-paid work at dealerships and offices.",
    values: { price: "65", chipsPerDay: "5", daysPerWeek: "5" },
  },
  {
    name: "Scaled enterprise",
    summary: "You and a second technician covering fleets and car lots at a premium price.",
    values: { price: "85", chipsPerDay: "12", daysPerWeek: "5" },
  },
];

export const calculatorAssumptions = (figures: Figures) => [
  "Daily income is your price times your chips per day; weekly income is daily income times your days per week.",
  `A typical chip repair takes about 15 minutes and is billed at ${withBasis(figures.repairPrice)}.`,
  "Most drivers with comprehensive coverage pay nothing: their insurer pays you for the repair.",
  "Monthly income is weekly income times 4.33 (the average weeks in a month); yearly is weekly times 52. All figures are rounded to whole dollars.",
  "Figures are before costs. Resin and supplies run a few dollars per repair; fuel depends on your area.",
];

export const calculatorDisclaimer =
  "These figures are examples worked out from the numbers you enter, not a promise or a prediction of income. " +
  "What you earn depends on your prices, your market, the hours you put in and how well you find customers. " +
  "Results vary, and many people who start any business earn little or nothing.";
