import type { CalculatorValues } from "~/content/calculator";
// zod's mini build, like the other browser-side schemas: this one runs on every keystroke in the page.
import * as z from "zod/v4-mini";
import { firstErrorPerField } from "~/lib/form-errors";

export type CalculatorField = keyof CalculatorValues;

export const calculatorDefaults: CalculatorValues = { price: "65", chipsPerDay: "8", daysPerWeek: "5" };
const PRICE_LIMITS = { min: 1, max: 1000 } as const;
const CHIPS_PER_DAY_LIMITS = { min: 1, max: 50 } as const;
const DAYS_PER_WEEK_LIMITS = { min: 1, max: 7 } as const;
const WEEKS_PER_MONTH = 4.33;
const WEEKS_PER_YEAR = 52;

export const calculatorMessages = {
  price: "Price per chip repair must be an amount from $1 to $1,000, like 65 or 72.50",
  chipsPerDay: "Chips per day must be a whole number from 1 to 50",
  daysPerWeek: "Days per week must be a whole number from 1 to 7",
} as const;

function wholeNumber(limits: { min: number; max: number }, message: string) {
  return z
    .pipe(z.string().check(z.trim(), z.regex(/^\d+$/, message)), z.transform(Number))
    .check(z.refine((value) => value >= limits.min && value <= limits.max, message));
}

/** One schema for the loader and the browser: nothing out of range is clamped, it is reported. */
export const calculatorSchema = z.object({
  price: z
    .pipe(
      z.string().check(
        z.trim(),
        z.overwrite((value) => value.replace(/^\$/, "")),
        z.regex(/^\d+(\.\d{1,2})?$/, calculatorMessages.price),
      ),
      z.transform(Number),
    )
    .check(z.refine((value) => value >= PRICE_LIMITS.min && value <= PRICE_LIMITS.max, calculatorMessages.price)),
  chipsPerDay: wholeNumber(CHIPS_PER_DAY_LIMITS, calculatorMessages.chipsPerDay),
  daysPerWeek: wholeNumber(DAYS_PER_WEEK_LIMITS, calculatorMessages.daysPerWeek),
});

export type CalculatorInput = z.output<typeof calculatorSchema>;
export type Earnings = { daily: number; weekly: number; monthly: number; yearly: number };

export type CalculatorEvaluation = {
  values: CalculatorValues;
  fieldErrors: Partial<Record<CalculatorField, string>>;
  /** Both null while any field is invalid, so no estimate is ever shown for input we did not accept. */
  input: CalculatorInput | null;
  earnings: Earnings | null;
};

/** Whole-dollar income. Works in cents so that e.g. $72.10 x 3 does not drift by floating point. */
export function calculateEarnings({ price, chipsPerDay, daysPerWeek }: CalculatorInput): Earnings {
  const dailyCents = Math.round(price * 100) * chipsPerDay;
  const weeklyCents = dailyCents * daysPerWeek;
  // 4.33 as 433 hundredths keeps the product an exact integer before the one final rounding.
  const monthlyCentsTimes100 = weeklyCents * Math.round(WEEKS_PER_MONTH * 100);
  return {
    daily: Math.round(dailyCents / 100),
    weekly: Math.round(weeklyCents / 100),
    monthly: Math.round(monthlyCentsTimes100 / 10_000),
    yearly: Math.round((weeklyCents * WEEKS_PER_YEAR) / 100),
  };
}

/** Reads the GET form's query string; a missing parameter means the default, an empty one is an error. */
export function readCalculatorValues(searchParams: URLSearchParams): CalculatorValues {
  return {
    price: searchParams.get("price") ?? calculatorDefaults.price,
    chipsPerDay: searchParams.get("chipsPerDay") ?? calculatorDefaults.chipsPerDay,
    daysPerWeek: searchParams.get("daysPerWeek") ?? calculatorDefaults.daysPerWeek,
  };
}

export function evaluateCalculator(values: CalculatorValues): CalculatorEvaluation {
  const result = calculatorSchema.safeParse(values);
  if (result.success) return { values, fieldErrors: {}, input: result.data, earnings: calculateEarnings(result.data) };
  return { values, fieldErrors: firstErrorPerField<CalculatorField>(result.error.issues), input: null, earnings: null };
}

export function calculatorHref(values: CalculatorValues): string {
  return `/earnings-calculator?${new URLSearchParams(values).toString()}`;
}

const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const dollarsAndCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** $2,600 style: whole US dollars. */
export function formatWholeDollars(amount: number): string {
  return wholeDollars.format(amount);
}

/** A repair price as entered: $65, or $72.50 when it has cents. */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? wholeDollars.format(amount) : dollarsAndCents.format(amount);
}
