// The admin screens' forms: one schema each, on the shared field rules (zod's mini build,
// the same the browser runs), checked as fields are filled in and again by the action.
import * as z from "zod/v4-mini";
import { ACCESS_NOTE_MAX_LENGTH } from "./field-limits";
import { emailAddress, NAME_MAX_LENGTH, passwordField, requiredText } from "./field-rules";

export const COURSE_ACCESS_OPTIONS = [
  { value: "windshield-repair-course", label: "Windshield Repair Course" },
  { value: "business-training", label: "Business Training" },
  { value: "pro-kit", label: "Pro Kit" },
  { value: "bootcamp-access", label: "Bootcamp Access" },
  { value: "consultation", label: "Consultation" },
] as const;
export type CourseAccess = (typeof COURSE_ACCESS_OPTIONS)[number]["value"];

export const ROLES = ["user", "admin", "super_admin"] as const;

const email = emailAddress("E-mail is required");
const name = (label: string) => requiredText(`${label} is required`, NAME_MAX_LENGTH, `Please keep the ${label.toLowerCase()} under ${NAME_MAX_LENGTH} characters`);

export const manualAccountSchema = z.object({
  firstName: name("First name"),
  lastName: name("Last name"),
  email,
  tempPassword: passwordField,
  courseAccess: z.enum(COURSE_ACCESS_OPTIONS.map((option) => option.value) as [CourseAccess, ...CourseAccess[]], { error: "Choose what this person gets" }),
  amountPaid: z.pipe(
    z.string().check(z.trim(), z.regex(/^(\d{1,7}(\.\d{1,2})?)?$/, "Enter an amount in dollars, like 47 or 1997.50")),
    z.transform((value) => Math.round(Number(value || "0") * 100)),
  ),
  notes: z.string().check(z.trim(), z.maxLength(2000, "Please keep notes under 2,000 characters")),
});
export type ManualAccount = z.output<typeof manualAccountSchema>;
export const MANUAL_ACCOUNT_FIELDS = Object.keys(manualAccountSchema.shape) as (keyof ManualAccount)[];

export const roleAssignmentSchema = z.object({
  email,
  role: z.enum(ROLES, { error: "Choose a role" }),
});

/** Member-portal access granted by hand: the reason, for the user's page and the audit log. */
export const accessGrantSchema = z.object({
  note: requiredText("Say why this account gets access", ACCESS_NOTE_MAX_LENGTH, `Please keep the note under ${ACCESS_NOTE_MAX_LENGTH} characters`),
});
