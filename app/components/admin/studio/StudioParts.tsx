import { Form, Link, useLocation } from "@remix-run/react";
import type { ReactNode, TextareaHTMLAttributes } from "react";
import { describedBy, FieldFrame } from "~/components/ui/FieldFrame";
import { FormSelect } from "~/components/ui/FormSelect";
import { CONTENT_STATUSES, type ContentStatus } from "~/lib/course-content";

// Pieces every course studio screen shares: the page frame with its trail back to the
// outline, a unit's status and unpublished-changes marks, and the refusal of a stale save.

export const studioButton = "rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60";
export const studioQuietButton = "rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50";
export const studioCard = "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5";
const studioInput =
  "mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700";

export function StudioPage({ title, trail, children }: { title: string; trail: { label: string; to: string }[]; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap gap-x-2 text-slate-700">
          {trail.map((step) => (
            <li key={step.to} className="after:ml-2 after:content-['›']">
              <Link to={step.to} className="font-semibold text-brand-700 underline">
                {step.label}
              </Link>
            </li>
          ))}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900 [overflow-wrap:anywhere]">{title}</h1>
      {children}
    </section>
  );
}

const STATUS_LABELS: Record<ContentStatus, string> = {
  live: "Live: members see it",
  hidden: "Hidden: staff only",
  archived: "Archived: retired, progress kept",
};

const STATUS_OPTIONS = CONTENT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

/** Who sees a module or lesson, chosen in its editor. */
export function StatusSelect({ defaultValue, error }: { defaultValue: string; error?: string }) {
  return <FormSelect name="status" label="Status" options={STATUS_OPTIONS} placeholder="Choose a status" defaultValue={defaultValue} error={error} required />;
}

const STATUS_STYLES = { live: "bg-green-100 text-green-900", hidden: "bg-slate-200 text-slate-900", archived: "bg-amber-100 text-amber-900" } as const;

export function StatusBadge({ status }: { status: ContentStatus }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${STATUS_STYLES[status]}`} title={STATUS_LABELS[status]} data-testid="status">
      {status}
    </span>
  );
}

export function UnpublishedMark({ changed }: { changed: boolean }) {
  return changed ? (
    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-800" data-testid="unpublished">
      unpublished changes
    </span>
  ) : null;
}

/** A save refused because someone else saved or published the unit after the form was opened. */
export function StaleNotice({ stale }: { stale: { by: string; at: string | null } | undefined }) {
  const { pathname } = useLocation();
  return stale ? (
    <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900" data-testid="stale-edit">
      {stale.by} changed this on {stale.at} — your edit was not saved; {/* A link, not the browser's reload, which would send the refused form again. */}
      <Link to={pathname} reloadDocument className="font-semibold underline">
        reload to see their version
      </Link>
      .
    </p>
  ) : null;
}

/** A message for the whole form (not one field). */
export function FormMessage({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
      {message}
    </p>
  ) : null;
}

/** A labelled text area with its hint and message tied to it, as FormField is for an input. */
export function TextAreaField({
  name,
  id = name,
  label,
  hint,
  error,
  className = "",
  ...textarea
}: { name: string; id?: string; label: string; hint?: string; error?: string } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id">) {
  return (
    <FieldFrame name={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        name={name}
        className={`${studioInput} ${className}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...textarea}
      />
    </FieldFrame>
  );
}

/** A published revision in a studio's history: what changed, who published it and when, and (for a super admin) a Restore button posting intent=restore. */
export function RevisionSummary({
  revision,
  canRestore,
  busy,
  restoreClassName = studioQuietButton,
}: {
  revision: { id: number; summary: string; by: string; at: string | null };
  canRestore: boolean;
  busy: boolean;
  restoreClassName?: string;
}) {
  return (
    <>
      <div className="min-w-0 flex-1">
        <p className="break-words font-semibold text-slate-900">{revision.summary}</p>
        <p className="text-sm text-slate-700">
          Revision {revision.id}, published by {revision.by} at {revision.at}
        </p>
      </div>
      {canRestore ? (
        <Form method="post">
          <input type="hidden" name="revision" value={revision.id} />
          <button type="submit" name="intent" value="restore" disabled={busy} aria-label={`Restore revision ${revision.id}`} className={restoreClassName}>
            Restore
          </button>
        </Form>
      ) : null}
    </>
  );
}
