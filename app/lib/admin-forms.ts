// The admin screens' forms, for remix-validated-form: one schema each, checked in the
// browser (field messages as you go) and again by the action, which answers a plain HTML
// post with the same messages and the values kept.
import { withZod } from "@remix-validated-form/with-zod";
import { z } from "zod";
import { EMAIL_INVALID, EMAIL_MAX_LENGTH, EMAIL_PATTERN, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from "./field-rules";
import { ACCESS_NOTE_MAX_LENGTH } from "./field-limits";
import { ownFieldsOnly } from "./zod-mini-validator";

export const COURSE_ACCESS_OPTIONS = [
  { value: "windshield-repair-course", label: "Windshield Repair Course" },
  { value: "business-training", label: "Business Training" },
  { value: "pro-kit", label: "Pro Kit" },
  { value: "bootcamp-access", label: "Bootcamp Access" },
  { value: "consultation", label: "Consultation" },
] as const;
export type CourseAccess = (typeof COURSE_ACCESS_OPTIONS)[number]["value"];

export const ROLES = ["user", "admin", "super_admin"] as const;

const email = z.string().trim().min(1, "E-mail is required").max(EMAIL_MAX_LENGTH, "That e-mail address is too long").regex(EMAIL_PATTERN, EMAIL_INVALID);
const name = (label: string) => z.string().trim().min(1, `${label} is required`).max(NAME_MAX_LENGTH, `Please keep the ${label.toLowerCase()} under ${NAME_MAX_LENGTH} characters`);

export const manualAccountSchema = z.object({
  firstName: name("First name"),
  lastName: name("Last name"),
  email,
  tempPassword: z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).max(PASSWORD_MAX_LENGTH, `Please use at most ${PASSWORD_MAX_LENGTH} characters`),
  courseAccess: z.enum(COURSE_ACCESS_OPTIONS.map((option) => option.value) as [CourseAccess, ...CourseAccess[]], {
    errorMap: () => ({ message: "Choose what this person gets" }),
  }),
  amountPaid: z
    .string()
    .trim()
    .regex(/^(\d{1,7}(\.\d{1,2})?)?$/, "Enter an amount in dollars, like 47 or 1997.50")
    .transform((value) => Math.round(Number(value || "0") * 100)),
  notes: z.string().trim().max(2000, "Please keep notes under 2,000 characters").optional().default(""),
});
export type ManualAccount = z.infer<typeof manualAccountSchema>;
export const MANUAL_ACCOUNT_FIELDS = Object.keys(manualAccountSchema.shape) as (keyof ManualAccount)[];
export const manualAccountValidator = ownFieldsOnly(withZod(manualAccountSchema), MANUAL_ACCOUNT_FIELDS);

export const roleAssignmentSchema = z.object({
  email,
  role: z.enum(ROLES, { errorMap: () => ({ message: "Choose a role" }) }),
});
export const roleAssignmentValidator = ownFieldsOnly(withZod(roleAssignmentSchema), Object.keys(roleAssignmentSchema.shape));

/** Member-portal access granted by hand: the reason, for the user's page and the audit log. */
export const accessGrantSchema = z.object({
  note: z
    .string()
    .trim()
    .min(1, "Say why this account gets access")
    .max(ACCESS_NOTE_MAX_LENGTH, `Please keep the note under ${ACCESS_NOTE_MAX_LENGTH} characters`),
});
