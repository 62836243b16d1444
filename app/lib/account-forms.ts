import * as z from "zod/v4-mini";
import { EMAIL_MAX_LENGTH, emailField, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, passwordField, PASSWORDS_DIFFER, requiredText } from "~/lib/field-rules";

const confirmation = z.string({ error: PASSWORDS_DIFFER });
const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>((values) => values.password === values.confirmPassword, {
  message: PASSWORDS_DIFFER,
  path: ["confirmPassword"],
});

/** New password + confirmation (reset link, forced change). */
export const newPasswordSchema = z.object({ password: passwordField, confirmPassword: confirmation }).check(passwordsMatch);

/** A member changing a password they know: the current one proves it is them. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Please enter your current password" })
      .check(z.minLength(1, "Please enter your current password"), z.maxLength(PASSWORD_MAX_LENGTH, "That is not your current password")),
    password: passwordField,
    confirmPassword: confirmation,
  })
  .check(passwordsMatch);

/** Sign-in checks only that both are there; whether they are right is the server's business. */
export const signInSchema = z.object({
  email: z.string({ error: "Please enter your e-mail address" }).check(z.trim(), z.minLength(1, "Please enter your e-mail address")),
  password: z.string({ error: "Please enter your password" }).check(z.minLength(1, "Please enter your password")),
});

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: "Please enter your e-mail address" })
    .check(z.trim(), z.minLength(1, "Please enter your e-mail address"), z.maxLength(EMAIL_MAX_LENGTH, "That e-mail address is too long")),
});

export const signUpSchema = z
  .object({
    fullName: requiredText("Please enter your full name", NAME_MAX_LENGTH, `Please keep your name under ${NAME_MAX_LENGTH} characters`),
    email: emailField,
    password: passwordField,
    confirmPassword: confirmation,
  })
  .check(passwordsMatch);

const optionalName = (label: string) =>
  z.string().check(z.trim(), z.maxLength(NAME_MAX_LENGTH, `Please keep your ${label} under ${NAME_MAX_LENGTH} characters`));

/** A member's own names (the account page); the greeting uses the display name first. */
export const profileSchema = z.object({
  firstName: requiredText("Please enter your first name", NAME_MAX_LENGTH, `Please keep your first name under ${NAME_MAX_LENGTH} characters`),
  lastName: optionalName("last name"),
  displayName: optionalName("display name"),
});
