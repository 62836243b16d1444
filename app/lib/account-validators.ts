// The account forms' schemas as remix-validated-form validators (browser and server). Kept
// apart from account-forms.ts so pages that only need a schema (the profile form) do not
// ship the form library.
import { changePasswordSchema, forgotPasswordSchema, newPasswordSchema, signInSchema, signUpSchema } from "~/lib/account-forms";
import { withZodMini } from "~/lib/zod-mini-validator";

export const signInValidator = withZodMini(signInSchema);
export const signUpValidator = withZodMini(signUpSchema);
export const forgotPasswordValidator = withZodMini(forgotPasswordSchema);
export const newPasswordValidator = withZodMini(newPasswordSchema);
export const changePasswordValidator = withZodMini(changePasswordSchema);
