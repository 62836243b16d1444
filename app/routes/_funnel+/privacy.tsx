import { redirect } from "@remix-run/node";

// The sign-up screen links to /privacy; the policy lives at /privacy-policy.
export const loader = () => redirect("/privacy-policy", 301);
