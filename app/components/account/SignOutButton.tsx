import { Form } from "@remix-run/react";

/** Sign Out is a POST (a prefetch or a crawler must not end a session). */
export function SignOutButton() {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className="rounded-md border border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100">
        Sign Out
      </button>
    </Form>
  );
}
