// /login is the same Member Sign In screen as /auth.
export { action, loader, meta, default } from "~/routes/_accounts+/auth";
