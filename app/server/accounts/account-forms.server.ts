// The account forms' checks, for their actions. Routes take them from this server module so
// that a page's own scripts carry neither the form library nor a schema the page does not run
// in the browser: the validated forms load theirs with the forms themselves, on the visitor's
// first interaction (components/account/account-forms.tsx); the profile form on /account is
// checked by its action alone.
export { validationError } from "remix-validated-form";
export { profileSchema } from "~/lib/account-forms";
export { changePasswordValidator, forgotPasswordValidator, newPasswordValidator, signInValidator, signUpValidator } from "~/lib/account-validators";
