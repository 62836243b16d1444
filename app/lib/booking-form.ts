import * as z from "zod/v4-mini";
import { emailField, phoneField, requiredText } from "./field-rules";
import { firstErrorPerField } from "./form-errors";

export const MISSING_FIELDS_MESSAGE = "Please fill in all required fields";
export const INVALID_DATE_MESSAGE = "Invalid date selection";

/** The Confirm Booking form, checked the same way in the browser and on the server. */
export const bookingFormSchema = z.object({
  date: requiredText("Please choose a date", 10, INVALID_DATE_MESSAGE),
  datetime: requiredText("Please choose a time", 40, "Please choose a time from the list"),
  timezone: requiredText("Please choose a time zone", 60, "Please choose a time zone from the list"),
  name: requiredText("Please enter your name", 100, "Please keep your name under 100 characters"),
  email: emailField,
  phone: phoneField,
});

export type BookingForm = z.infer<typeof bookingFormSchema>;

export const bookingFields = ["date", "datetime", "timezone", "name", "email", "phone"] as const;

/** Field messages, plus the spec's summary line when anything required was left empty. */
export function validateBookingForm(values: Record<string, string>) {
  const result = bookingFormSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} as Record<string, string>, formError: undefined };
  const errors = firstErrorPerField(result.error.issues) as Record<string, string>;
  const anyMissing = bookingFields.some((field) => !(values[field] ?? "").trim());
  return { data: null, errors, formError: anyMissing ? MISSING_FIELDS_MESSAGE : undefined };
}
