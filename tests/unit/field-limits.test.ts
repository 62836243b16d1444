import { describe, expect, it } from "vitest";
import * as z from "zod/v4-mini";
import { bookingContactMaxLength, bookingFormSchema } from "~/lib/booking-form";
import { bookingSurvey } from "~/lib/booking-survey";
import { demoBookingMaxLength, demoBookingSchema } from "~/lib/demo-booking";
import { webinarSurvey } from "~/lib/webinar-survey";

// The browser's maxLength on every input is exactly the longest value the server's schema
// accepts: one limit, so a visitor can never type something the server then refuses for length.

function valueOfLength(name: string, length: number): string {
  if (name === "email") return `${"a".repeat(length - "@example.com".length)}@example.com`;
  if (name === "phone") return "5".repeat(length);
  return "a".repeat(length);
}

type Case = { form: string; name: string; maxLength: number; schema: z.ZodMiniType<Record<string, string>> };

const surveyCases: Case[] = [webinarSurvey, bookingSurvey].flatMap((survey) =>
  survey.steps.flatMap((step) =>
    step.fields.flatMap((field) =>
      field.kind === "choice" || field.kind === "consent" ? [] : [{ form: survey.id, name: field.name, maxLength: field.maxLength, schema: step.schema }],
    ),
  ),
);
const formCases: Case[] = [
  ...Object.entries(bookingContactMaxLength).map(([name, maxLength]) => ({ form: "booking calendar", name, maxLength, schema: bookingFormSchema as never })),
  ...Object.entries(demoBookingMaxLength).map(([name, maxLength]) => ({ form: "demo booking", name, maxLength, schema: demoBookingSchema as never })),
];

describe.each([...surveyCases, ...formCases])("$form: $name", ({ name, maxLength, schema }) => {
  const errorFor = (value: string) => schema.safeParse({ [name]: value }).error?.issues.find((issue) => issue.path[0] === name);
  it(`accepts ${maxLength} characters and refuses ${maxLength + 1}`, () => {
    expect(errorFor(valueOfLength(name, maxLength))).toBeUndefined();
    expect(errorFor(valueOfLength(name, maxLength + 1))?.message).toMatch(/under|too long/);
  });
});
