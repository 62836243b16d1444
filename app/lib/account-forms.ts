import * as z from "zod/v4-mini";

export const PASSWORD_TOO_SHORT = "Password must be at least 6 characters";
export const PASSWORDS_DIFFER = "Passwords do not match";

/** New password + confirmation (reset and forced change). */
export const newPasswordSchema = z
  .object({
    password: z.string({ error: PASSWORD_TOO_SHORT }).check(z.minLength(6, PASSWORD_TOO_SHORT), z.maxLength(200, "Please use at most 200 characters")),
    confirmPassword: z.string({ error: PASSWORDS_DIFFER }),
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, { message: PASSWORDS_DIFFER, path: ["confirmPassword"] }),
  );

export const forgotPasswordSchema = z.object({
  email: z.string({ error: "Please enter your e-mail address" }).check(z.trim(), z.minLength(1, "Please enter your e-mail address"), z.maxLength(254, "That e-mail address is too long")),
});

/** First message per field, from any of these schemas. */
export function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

export const signUpSchema = z
  .object({
    fullName: z.string({ error: "Please enter your full name" }).check(z.trim(), z.minLength(1, "Please enter your full name"), z.maxLength(100, "Please keep your name under 100 characters")),
    email: z.string({ error: "Please enter your e-mail address" }).check(
      z.trim(),
      z.minLength(1, "Please enter your e-mail address"),
      z.maxLength(254, "That e-mail address is too long"),
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, "Please enter a valid e-mail address, like name@example.com"),
    ),
    password: z.string({ error: PASSWORD_TOO_SHORT }).check(z.minLength(6, PASSWORD_TOO_SHORT), z.maxLength(200, "Please use at most 200 characters")),
    confirmPassword: z.string({ error: PASSWORDS_DIFFER }),
  })
  .check(z.refine((values) => values.password === values.confirmPassword, { message: PASSWORDS_DIFFER, path: ["confirmPassword"] }));
