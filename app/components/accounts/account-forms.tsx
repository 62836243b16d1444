// The account forms as pages use them. Each brings the form library and the schemas
// (about 24 kB of gzip JavaScript) only when the visitor first interacts with the page, so
// the account pages stay within the 110 kB budget of the public pages; until then, and
// without JavaScript, the server's HTML form posts on its own.
import { loadOnFirstInteraction } from "~/components/ui/load-on-first-interaction";

export const SignInForm = loadOnFirstInteraction(() => import("~/components/accounts/SignInForm").then((module) => module.SignInForm));
export const SignUpForm = loadOnFirstInteraction(() => import("~/components/accounts/SignUpForm").then((module) => module.SignUpForm));
export const ForgotPasswordForm = loadOnFirstInteraction(() => import("~/components/accounts/ForgotPasswordForm").then((module) => module.ForgotPasswordForm));
export const NewPasswordForm = loadOnFirstInteraction(() => import("~/components/accounts/NewPasswordForm").then((module) => module.NewPasswordForm));
