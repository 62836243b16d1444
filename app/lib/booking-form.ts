import * as z from "zod/v4-mini";
import { EMAIL_MAX_LENGTH, emailField, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, phoneField, requiredText } from "~/lib/field-rules";
import { firstErrorPerField } from "~/lib/form-errors";

/** One bookable time: its label in the visitor's zone, its instant, and the host who would take it now. */
export type Slot = { time: string; datetime: string; host: string; hostPhoto: string | null };
export type DayAvailability = { date: string; slots: Slot[] };
export type OfferedDate = { date: string; label: string; day: string };

/** What the calendar's action answers when it does not book: messages and every entry kept. */
export type BookingActionData = {
  values: Record<string, string>;
  errors: Record<string, string>;
  formError?: string;
  availability?: DayAvailability;
};

const MISSING_FIELDS_MESSAGE = "Please fill in all required fields";
export const INVALID_DATE_MESSAGE = "Invalid date selection";

/** The Confirm Booking form, checked the same way in the browser and on the server. */
export const bookingFormSchema = z.object({
  date: requiredText("Please choose a date", 10, INVALID_DATE_MESSAGE),
  datetime: requiredText("Please choose a time", 40, "Please choose a time from the list"),
  timezone: requiredText("Please choose a time zone", 60, "Please choose a time zone from the list"),
  name: requiredText("Please enter your name", NAME_MAX_LENGTH, `Please keep your name under ${NAME_MAX_LENGTH} characters`),
  email: emailField,
  phone: phoneField,
});

export type BookingForm = z.infer<typeof bookingFormSchema>;

/** The contact fields' limits, the same the schema applies, for the inputs' maxLength. */
export const bookingContactMaxLength = { name: NAME_MAX_LENGTH, email: EMAIL_MAX_LENGTH, phone: PHONE_MAX_LENGTH } as const;

export const bookingFields = ["date", "datetime", "timezone", "name", "email", "phone"] as const;

/** Field messages, plus the form's summary line when anything required was left empty. */
export function validateBookingForm(values: Record<string, string>) {
  const result = bookingFormSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} as Record<string, string>, formError: undefined };
  const errors = firstErrorPerField(result.error.issues) as Record<string, string>;
  const anyMissing = bookingFields.some((field) => !(values[field] ?? "").trim());
  return { data: null, errors, formError: anyMissing ? MISSING_FIELDS_MESSAGE : undefined };
}
