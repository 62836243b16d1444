// The account forms' checks, for their actions. Routes take them from this server module so
// that a page's own scripts carry neither the form library nor the schemas: those load with
// the forms themselves, on the visitor's first interaction (components/account/account-forms.tsx).
export { validationError } from "remix-validated-form";
export { changePasswordValidator, forgotPasswordValidator, newPasswordValidator, signInValidator, signUpValidator } from "~/lib/account-validators";
