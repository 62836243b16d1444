import * as z from "zod/v4-mini";
import { EMAIL_MAX_LENGTH, emailField, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, phoneField, requiredText } from "~/lib/field-rules";
import { firstErrorPerField } from "~/lib/form-errors";
import { formValues } from "~/lib/form-values";

/** The demo site's booking form: the same checks a student's real site would make. */
export const demoBookingSchema = z.object({
  firstName: requiredText("Please enter your first name", NAME_MAX_LENGTH, `Please keep your first name under ${NAME_MAX_LENGTH} characters`),
  lastName: requiredText("Please enter your last name", NAME_MAX_LENGTH, `Please keep your last name under ${NAME_MAX_LENGTH} characters`),
  phone: phoneField,
  email: emailField,
});

export type DemoBookingField = keyof z.input<typeof demoBookingSchema>;
type DemoBookingValues = Record<DemoBookingField, string>;
/** Each field's limit, the same the schema applies, for the inputs' maxLength. */
export const demoBookingMaxLength: Record<DemoBookingField, number> = {
  firstName: NAME_MAX_LENGTH,
  lastName: NAME_MAX_LENGTH,
  phone: PHONE_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
};
const demoBookingFields = ["firstName", "lastName", "phone", "email"] as const satisfies readonly DemoBookingField[];

export type DemoBookingResult =
  { ok: true; firstName: string } | { ok: false; values: DemoBookingValues; fieldErrors: Partial<Record<DemoBookingField, string>> };

export function validateDemoBooking(formData: FormData): DemoBookingResult {
  const values: DemoBookingValues = formValues(formData, demoBookingFields);
  const parsed = demoBookingSchema.safeParse(values);
  if (parsed.success) return { ok: true, firstName: parsed.data.firstName };
  return { ok: false, values, fieldErrors: firstErrorPerField<DemoBookingField>(parsed.error.issues) };
}
