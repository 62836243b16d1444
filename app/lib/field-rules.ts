// zod's mini build: the same rules at half the bytes in the browser, which matters on the
// public pages' JavaScript budget. Every form builds on these, so an e-mail, a phone number
// or a password is judged the same way everywhere.
import * as z from "zod/v4-mini";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_MAX_LENGTH } from "~/lib/field-limits";

export { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_MAX_LENGTH };

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORDS_DIFFER = "Passwords do not match";

export function requiredText(message: string, maxLength: number, tooLongMessage: string) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(maxLength, tooLongMessage));
}

/** An address as it is stored and compared: without surrounding spaces, in lower case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Something@something.tld: the same test on every form. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const EMAIL_INVALID = "Please enter a valid e-mail address, like name@example.com";

/** A required e-mail address; `missing` is the message when it is empty (one's own address, or someone else's on an admin screen). */
export function emailAddress(missing: string) {
  return z
    .string({ error: missing })
    .check(z.trim(), z.minLength(1, missing), z.maxLength(EMAIL_MAX_LENGTH, "That e-mail address is too long"), z.regex(EMAIL_PATTERN, EMAIL_INVALID));
}

export const emailField = emailAddress("Please enter your e-mail address");

export const phoneField = z.string({ error: "Please enter your phone number" }).check(
  z.trim(),
  z.minLength(1, "Please enter your phone number"),
  z.maxLength(PHONE_MAX_LENGTH, "That phone number is too long"),
  z.regex(/^[+()\d\s.-]+$/, "Please use only digits, spaces and + ( ) - in your phone number"),
  z.refine((value) => value.replace(/\D/g, "").length >= 7, "Please enter a full phone number, with area code"),
);

export const passwordField = z
  .string({ error: PASSWORD_TOO_SHORT })
  .check(z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT), z.maxLength(PASSWORD_MAX_LENGTH, `Please use at most ${PASSWORD_MAX_LENGTH} characters`));
