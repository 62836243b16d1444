import { Form, Link } from "@remix-run/react";
import { useRef } from "react";
import { notify } from "~/components/ui/Toasts";
import { adminUserDeletePath, adminUserPath } from "~/lib/admin-paths";
import { useHydrated } from "~/lib/use-hydrated";

const DETAIL_TOAST_MS = 10_000;

type Props = { id: string; email: string; summary: string; canDelete: boolean };

/**
 * A user row's Details and Delete. Without JavaScript both are links to pages of their own
 * (the detail page, the confirmation page); with it, Details shows the user's summary in a
 * toast for 10 seconds and Delete asks in a dialog, then posts the same form the confirmation
 * page does.
 */
export function UserActions({ id, email, summary, canDelete }: Props) {
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <div className="flex flex-wrap gap-2">
      <Link
        to={adminUserPath(id)}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          notify({ title: email, description: summary, durationMs: DETAIL_TOAST_MS });
        }}
        className="rounded-md border border-slate-400 px-3 py-1 text-sm font-semibold text-slate-800"
        aria-label={`Details for ${email}`}
      >
        Details
      </Link>
      {canDelete ? (
        <>
          <Link
            to={adminUserDeletePath(id)}
            onClick={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              dialog.current?.showModal();
            }}
            className="rounded-md border border-red-700 px-3 py-1 text-sm font-semibold text-red-800"
            aria-label={`Delete ${email}`}
          >
            Delete
          </Link>
          {/* Only a page that runs JavaScript opens it, so only such a page draws it. */}
          {hydrated ? (
            <dialog ref={dialog} aria-labelledby={`delete-${id}-title`} className="max-w-md rounded-2xl p-6 backdrop:bg-slate-900/50">
              <h2 id={`delete-${id}-title`} className="text-lg font-bold text-slate-900">
                Delete {email}?
              </h2>
              <p className="mt-2 text-sm text-slate-700">
                Their sign-ins, profile, roles, progress and coach history are removed for good. Their orders stay for the books.
              </p>
              <Form method="post" action={adminUserDeletePath(id)} className="mt-4 flex justify-end gap-3">
                <button
                  type="button"
                  onClick={() => dialog.current?.close()}
                  className="rounded-md border border-slate-400 px-4 py-2 font-semibold text-slate-800"
                >
                  Cancel
                </button>
                <button type="submit" className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white">
                  Delete User
                </button>
              </Form>
            </dialog>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
