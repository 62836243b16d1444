/** The calculator's fields exactly as typed (or as read from the query string). */
export type CalculatorValues = { price: string; chipsPerDay: string; daysPerWeek: string };

/** `scenario`: its words are the fields `<scenario>Name`, `<scenario>Summary` and `<scenario>Link` of the studio's page.earnings-calculator. */
export type CalculatorScenario = { scenario: string; values: CalculatorValues };

// Ready-made inputs that match the three income paths we teach; each is a plain link, so
// they work without JavaScript too.
export const calculatorScenarios: CalculatorScenario[] = [
  { scenario: "sideHustle", values: { price: "65", chipsPerDay: "2", daysPerWeek: "2" } },
  { scenario: "fullTime", values: { price: "65", chipsPerDay: "5", daysPerWeek: "5" } },
  { scenario: "scaled", values: { price: "85", chipsPerDay: "12", daysPerWeek: "5" } },
];
