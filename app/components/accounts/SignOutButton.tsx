import { Form } from "@remix-run/react";

/** Sign Out is a POST (a prefetch or a crawler must not end a session). */
export function SignOutButton({ everywhere = false, className }: { everywhere?: boolean; className?: string }) {
  return (
    <Form method="post" action="/logout">
      {everywhere ? <input type="hidden" name="scope" value="everywhere" /> : null}
      <button
        type="submit"
        className={
          className ??
          (everywhere
            ? "text-sm font-semibold text-slate-700 underline"
            : "rounded-md border border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100")
        }
      >
        {everywhere ? "Sign out on all devices" : "Sign Out"}
      </button>
    </Form>
  );
}
