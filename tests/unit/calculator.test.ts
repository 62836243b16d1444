import { describe, expect, it } from "vitest";
import { calculatorScenarios } from "~/content/calculator";
import {
  calculateEarnings,
  calculatorDefaults,
  calculatorMessages,
  evaluateCalculator,
  formatPrice,
  formatWholeDollars,
  readCalculatorValues,
} from "~/lib/calculator";
import type { CalculatorValues } from "~/content/calculator";

const withValues = (overrides: Partial<CalculatorValues>) => evaluateCalculator({ ...calculatorDefaults, ...overrides });

describe("calculateEarnings", () => {
  it("works out the defaults: $65 x 8 chips x 5 days", () => {
    const earnings = calculateEarnings({ price: 65, chipsPerDay: 8, daysPerWeek: 5 });
    expect(earnings).toEqual({ daily: 520, weekly: 2600, monthly: 11258, yearly: 135200 });
    expect(Object.values(earnings).map(formatWholeDollars)).toEqual(["$520", "$2,600", "$11,258", "$135,200"]);
  });

  it("uses 4.33 weeks a month and 52 weeks a year", () => {
    expect(calculateEarnings({ price: 100, chipsPerDay: 1, daysPerWeek: 1 })).toEqual({ daily: 100, weekly: 100, monthly: 433, yearly: 5200 });
  });

  it("rounds prices with cents to the nearest whole dollar, without floating-point drift", () => {
    // $72.50 x 3 = $217.50 a day -> $218; x 5 = $1,087.50 a week -> $1,088; x 4.33 = $4,708.875 -> $4,709.
    expect(calculateEarnings({ price: 72.5, chipsPerDay: 3, daysPerWeek: 5 })).toEqual({ daily: 218, weekly: 1088, monthly: 4709, yearly: 56550 });
    expect(calculateEarnings({ price: 0.1 * 3 + 64.7, chipsPerDay: 1, daysPerWeek: 1 }).daily).toBe(65);
  });
});

describe("evaluateCalculator", () => {
  it("accepts the defaults", () => {
    const evaluation = evaluateCalculator(calculatorDefaults);
    expect(evaluation.fieldErrors).toEqual({});
    expect(evaluation.earnings?.monthly).toBe(11258);
  });

  it.each([
    ["0", false],
    ["1", true],
    ["50", true],
    ["51", false],
    ["8.5", false],
    ["abc", false],
    ["", false],
    ["-3", false],
    [" 12 ", true],
  ])("chips per day %j valid: %s", (chipsPerDay, valid) => {
    const evaluation = withValues({ chipsPerDay });
    expect(evaluation.fieldErrors.chipsPerDay).toBe(valid ? undefined : calculatorMessages.chipsPerDay);
    expect(evaluation.earnings === null).toBe(!valid);
  });

  it.each([
    ["0", false],
    ["1", true],
    ["7", true],
    ["8", false],
    ["2.5", false],
    ["five", false],
  ])("days per week %j valid: %s", (daysPerWeek, valid) => {
    expect(withValues({ daysPerWeek }).fieldErrors.daysPerWeek).toBe(valid ? undefined : calculatorMessages.daysPerWeek);
  });

  it.each([
    ["0", false],
    ["0.99", false],
    ["1", true],
    ["72.50", true],
    ["72.5", true],
    ["$85", true],
    ["1000", true],
    ["1000.01", false],
    ["65.123", false],
    ["sixty", false],
    ["", false],
  ])("price %j valid: %s", (price, valid) => {
    expect(withValues({ price }).fieldErrors.price).toBe(valid ? undefined : calculatorMessages.price);
  });

  it("reports every bad field at once and never clamps", () => {
    const evaluation = evaluateCalculator({ price: "0", chipsPerDay: "51", daysPerWeek: "8" });
    expect(evaluation.fieldErrors).toEqual(calculatorMessages);
    expect(evaluation.earnings).toBeNull();
    expect(evaluation.values).toEqual({ price: "0", chipsPerDay: "51", daysPerWeek: "8" });
  });

  it("computes with decimals in the price", () => {
    expect(withValues({ price: "65.50" }).earnings).toEqual({ daily: 524, weekly: 2620, monthly: 11345, yearly: 136240 });
  });
});

describe("readCalculatorValues", () => {
  it("uses the defaults for missing parameters but keeps empty ones as typed", () => {
    expect(readCalculatorValues(new URLSearchParams())).toEqual(calculatorDefaults);
    expect(readCalculatorValues(new URLSearchParams("chipsPerDay=12&price="))).toEqual({ price: "", chipsPerDay: "12", daysPerWeek: "5" });
  });
});

describe("formatting", () => {
  it("shows whole dollars with thousands separators, and prices with cents only when they have them", () => {
    expect(formatWholeDollars(135200)).toBe("$135,200");
    expect(formatPrice(65)).toBe("$65");
    expect(formatPrice(72.5)).toBe("$72.50");
  });
});

describe("calculator scenarios", () => {
  it.each(calculatorScenarios.map((scenario) => [scenario.scenario, scenario.values] as const))("%s uses valid inputs", (_name, values) => {
    expect(evaluateCalculator(values).fieldErrors).toEqual({});
  });
});
