import { Form } from "@remix-run/react";

export type RevisionEntry = { id: number; summary: string; by: string; at: string | null };

/** A studio page's publishes, newest first, each with its Restore button (the form posts intent=restore and the revision). */
export function RevisionHistory({ history, empty, verb, busy }: { history: RevisionEntry[]; empty: string; verb: string; busy: boolean }) {
  return (
    <>
      <h2 className="mt-10 text-xl font-bold text-slate-900">History</h2>
      {history.length === 0 ? (
        <p className="mt-2 text-slate-700">{empty}</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {history.map((revision) => (
            <li key={revision.id} className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-4">
              <div className="min-w-0 flex-1">
                <p className="break-words font-semibold text-slate-900">{revision.summary}</p>
                <p className="text-sm text-slate-700">
                  Revision {revision.id}, {verb} by {revision.by} at {revision.at}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="revision" value={revision.id} />
                <button
                  type="submit"
                  name="intent"
                  value="restore"
                  disabled={busy}
                  aria-label={`Restore revision ${revision.id}`}
                  className="rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-900"
                >
                  Restore
                </button>
              </Form>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
