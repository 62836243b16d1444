import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { adminPage } from "~/components/admin/AdminLayout";
import { studioButton, studioCard, StudioPage, studioQuietButton } from "~/components/admin/studio/StudioParts";
import { STUDIO_PATH, studioCoursePath, studioHistoryPath } from "~/lib/admin-paths";
import { privatePageHeaders } from "~/lib/private-page";
import { pageTitle, type RouteHandle } from "~/lib/route-handle";
import { formatAdminDate, requireAdmin } from "~/server/accounts/admin.server";
import { requireRole } from "~/server/accounts/auth.server";
import { courseRevisions, restoreRevision, revisionOfCourse, studioOutline } from "~/server/members/course-studio.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";

export const handle: RouteHandle = { ...adminPage, hydrate: false };

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "History | Courses | Admin") }];

// Every publish of a course, newest first; ?revision=N shows what it changed, and
// ?revision=N&restore asks a super admin to confirm publishing it again.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { superAdmin } = await requireAdmin(request);
  const courseId = params.courseId ?? "";
  const { title } = studioOutline(courseId);
  const url = new URL(request.url);
  const revision = url.searchParams.has("revision") ? revisionOfCourse(courseId, Number(url.searchParams.get("revision"))) : null;
  if (url.searchParams.has("revision") && !revision) throw new Response("No such revision", { status: 404 });
  return {
    superAdmin,
    courseId,
    title,
    confirmRestore: superAdmin && revision !== null && url.searchParams.has("restore"),
    revision: revision && { ...revision, publishedAt: formatAdminDate(revision.publishedAt) },
    revisions: courseRevisions(courseId).map((entry) => ({ ...entry, publishedAt: formatAdminDate(entry.publishedAt) })),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const actor = await requireRole(request, "super_admin");
  const courseId = params.courseId ?? "";
  const revisionId = Number((await readForm(request)).get("revision"));
  if (!revisionOfCourse(courseId, revisionId))
    return redirectWithFlash(request, studioHistoryPath(courseId), { type: "error", title: "That revision does not exist." });
  const outcome = restoreRevision(revisionId, actor);
  return redirectWithFlash(
    request,
    studioHistoryPath(courseId),
    "revision" in outcome
      ? { type: "success", title: `Restored revision ${revisionId}`, description: `Members see it now (revision ${outcome.revision}).` }
      : { type: "error", title: "error" in outcome ? outcome.error : "Not restored" },
  );
}

export default function StudioHistory() {
  const { courseId, title, superAdmin, revision, revisions, confirmRestore } = useLoaderData<typeof loader>();
  const here = studioHistoryPath(courseId);
  return (
    <StudioPage
      title={`History: ${title}`}
      trail={[
        { label: "Courses", to: STUDIO_PATH },
        { label: title, to: studioCoursePath(courseId) },
      ]}
    >
      <p className="mt-2 text-slate-700">
        Every publish, newest first. {superAdmin ? "Restore publishes a revision's version again, as a new revision." : "A super admin can restore a revision."}
      </p>
      {revision ? (
        <section aria-labelledby="revision-heading" className={`mt-6 ${studioCard}`} data-testid="revision">
          <h2 id="revision-heading" className="text-xl font-bold text-slate-900">
            Revision {revision.id}: {revision.summary}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {revision.publishedBy} · {revision.publishedAt} · {revision.key}
          </p>
          {revision.changes.length === 0 ? <p className="mt-3 text-slate-700">Nothing changed.</p> : null}
          {revision.changes.map((change) => (
            <div key={change.field} className="mt-4">
              <h3 className="font-semibold text-slate-900">{change.field}</h3>
              <div className="mt-1 grid gap-2 md:grid-cols-2">
                {(["before", "after"] as const).map((side) => (
                  <div key={side} className="min-w-0">
                    <p className="text-xs font-bold uppercase text-slate-600">{side}</p>
                    <pre
                      tabIndex={0}
                      aria-label={`${change.field} ${side}`}
                      className={`max-h-80 overflow-auto whitespace-pre-wrap break-words rounded p-2 text-xs ${side === "before" ? "bg-red-50 text-red-950" : "bg-green-50 text-green-950"}`}
                    >
                      {change[side] || "(none)"}
                    </pre>
                  </div>
                ))}
              </div>
            </div>
          ))}
          {confirmRestore ? (
            <Form method="post" className="mt-5 rounded-lg border border-amber-300 bg-amber-50 p-3">
              <p className="font-semibold text-amber-950">
                Publish revision {revision.id}&apos;s version again? Members see it at once; drafts of what it restores are discarded.
              </p>
              <input type="hidden" name="revision" value={revision.id} />
              <div className="mt-3 flex flex-wrap gap-3">
                <button type="submit" className={studioButton}>
                  Yes, restore revision {revision.id}
                </button>
                <Link to={`${here}?revision=${revision.id}`} className={studioQuietButton}>
                  Cancel
                </Link>
              </div>
            </Form>
          ) : superAdmin ? (
            <Link to={`${here}?revision=${revision.id}&restore`} className={`mt-5 inline-block ${studioQuietButton}`}>
              Restore this revision…
            </Link>
          ) : null}
        </section>
      ) : null}
      <ol className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {revisions.map((entry) => (
          <li key={entry.id} className="px-4 py-3" data-testid="revision-entry">
            <Link to={`${here}?revision=${entry.id}`} className="font-semibold text-brand-700 underline [overflow-wrap:anywhere]">
              {entry.summary}
            </Link>
            <p className="text-sm text-slate-700">
              Revision {entry.id} · {entry.publishedBy} · {entry.publishedAt}
            </p>
          </li>
        ))}
        {revisions.length === 0 ? <li className="px-4 py-3 text-slate-700">Nothing has been published from the studio yet.</li> : null}
      </ol>
    </StudioPage>
  );
}
