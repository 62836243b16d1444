import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { adminPage } from "~/components/admin/AdminLayout";
import { DraggableLessons } from "~/components/admin/studio/DraggableLessons";
import { StatusBadge, studioButton, studioCard, studioQuietButton, StudioPage, UnpublishedMark } from "~/components/admin/studio/StudioParts";
import { FormField } from "~/components/ui/FormField";
import { FormSelect } from "~/components/ui/FormSelect";
import { STUDIO_PATH, studioHistoryPath, studioLessonPath, studioModulePath, studioPreviewPath, studioQuizPath } from "~/lib/admin-paths";
import type { ContentStatus } from "~/lib/course-content";
import { addLessonSchema, addModuleSchema, outlineActionSchema } from "~/lib/course-studio-forms";
import { firstErrorPerField } from "~/lib/form-errors";
import { formValues } from "~/lib/form-values";
import { privatePageHeaders } from "~/lib/private-page";
import { pageTitle, type RouteHandle } from "~/lib/route-handle";
import { requireAdmin } from "~/server/accounts/admin.server";
import { requireRole } from "~/server/accounts/auth.server";
import {
  addLesson,
  addModule,
  moveLesson,
  moveModule,
  orderLessons,
  publishCourse,
  publishModule,
  publishQuiz,
  setLessonStatus,
  setModuleStatus,
  studioOutline,
} from "~/server/members/course-studio.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";

export const handle: RouteHandle = { ...adminPage, hydrate: "Lessons reorder by drag and drop" };

export const headers = privatePageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(matches, `${data?.outline.title ?? "Course"} | Courses | Admin`) }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { superAdmin } = await requireAdmin(request);
  return { superAdmin, outline: studioOutline(params.courseId ?? "") };
}

type AddAnswer = { form: string; values: Record<string, string>; errors: Record<string, string | undefined> };

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const { user } = await requireAdmin(request);
  const courseId = params.courseId ?? "";
  const here = new URL(request.url).pathname;
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "add-module" || intent === "add-lesson") {
    const values = formValues(form, ["moduleId", "id", "title", "kind"]);
    const formName = intent === "add-module" ? "add-module" : `add-lesson:${values.moduleId}`;
    const lesson = addLessonSchema.safeParse(values);
    const parsed = intent === "add-module" ? addModuleSchema.safeParse(values) : lesson;
    if (!parsed.success) return json<AddAnswer>({ form: formName, values, errors: firstErrorPerField(parsed.error.issues) }, { status: 400 });
    const added = parsed.data;
    const outcome = intent === "add-lesson" && lesson.success ? addLesson(courseId, lesson.data.moduleId, lesson.data, user) : addModule(courseId, added, user);
    if ("error" in outcome) return json<AddAnswer>({ form: formName, values, errors: { id: outcome.error } }, { status: 400 });
    return redirectWithFlash(request, here, {
      type: "success",
      title: `Added ${added.title}`,
      description: "It is hidden until you show it and publish.",
    });
  }
  const parsed = outlineActionSchema.safeParse(Object.fromEntries([...form].filter(([, value]) => typeof value === "string")));
  if (!parsed.success)
    return redirectWithFlash(request, here, { type: "error", title: "Nothing was changed", description: "Use one of the buttons on this page." });
  const { intent: action, moduleId = "", lessonId = "", order = [] } = parsed.data;
  const [unit, change] = action.split("-") as ["module" | "lesson" | "order" | "publish", string];
  if (unit === "publish") {
    const publisher = await requireRole(request, "super_admin");
    const outcome =
      action === "publish-course"
        ? publishCourse(courseId, publisher)
        : action === "publish-quiz"
          ? publishQuiz(courseId, moduleId, publisher)
          : publishModule(courseId, moduleId, publisher);
    return redirectWithFlash(
      request,
      here,
      "revision" in outcome
        ? { type: "success", title: "Published", description: `Members see it now (revision ${outcome.revision}).` }
        : { type: "error", title: "error" in outcome ? outcome.error : "Not published" },
    );
  }
  if (unit === "order") {
    orderLessons(courseId, moduleId, order, user);
    return json({ ok: true });
  }
  if (change === "up" || change === "down") {
    if (unit === "module") moveModule(courseId, moduleId, change, user);
    else moveLesson(courseId, moduleId, lessonId, change, user);
  } else if (unit === "module") setModuleStatus(courseId, moduleId, change as ContentStatus, user);
  else setLessonStatus(courseId, moduleId, lessonId, change as ContentStatus, user);
  return redirect(here);
}

type Outline = ReturnType<typeof studioOutline>;

const STATUS_ACTIONS: { status: ContentStatus; label: string }[] = [
  { status: "live", label: "Show" },
  { status: "hidden", label: "Hide" },
  { status: "archived", label: "Archive" },
];

/** The buttons of one module or lesson: Up, Down and the statuses it is not in; `name` says which for screen readers. */
function RowButtons({
  unit,
  name,
  status,
  moduleId,
  lessonId,
}: {
  unit: "module" | "lesson";
  name: string;
  status: ContentStatus;
  moduleId: string;
  lessonId?: string;
}) {
  return (
    <Form method="post" className="flex flex-wrap gap-1">
      <input type="hidden" name="moduleId" value={moduleId} />
      {lessonId ? <input type="hidden" name="lessonId" value={lessonId} /> : null}
      <button type="submit" name="intent" value={`${unit}-up`} className={studioQuietButton}>
        Up<span className="sr-only">: move {name} up</span>
      </button>
      <button type="submit" name="intent" value={`${unit}-down`} className={studioQuietButton}>
        Down<span className="sr-only">: move {name} down</span>
      </button>
      {STATUS_ACTIONS.filter((candidate) => candidate.status !== status).map((candidate) => (
        <button key={candidate.status} type="submit" name="intent" value={`${unit}-${candidate.status}`} className={studioQuietButton}>
          {candidate.label}
          <span className="sr-only"> {name}</span>
        </button>
      ))}
    </Form>
  );
}

function PublishButton({ intent, moduleId, children }: { intent: string; moduleId?: string; children: string }) {
  return (
    <Form method="post">
      {moduleId ? <input type="hidden" name="moduleId" value={moduleId} /> : null}
      <button type="submit" name="intent" value={intent} className={studioButton}>
        {children}
      </button>
    </Form>
  );
}

const KIND_OPTIONS = [
  { value: "video", label: "Video" },
  { value: "text", label: "Text (Markdown)" },
];

/** Add a module (id and title) or a lesson to a module (id, title, kind). */
function AddForm({ moduleId, answer }: { moduleId?: string; answer: AddAnswer | undefined }) {
  const name = moduleId ? `add-lesson:${moduleId}` : "add-module";
  const mine = answer?.form === name ? answer : undefined;
  const prefix = moduleId ? `new-lesson-${moduleId}` : "new-module";
  return (
    <details className="mt-3" open={Boolean(mine)}>
      <summary className="cursor-pointer font-semibold text-brand-700">{moduleId ? "Add a lesson" : "Add a module"}</summary>
      <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
        {moduleId ? <input type="hidden" name="moduleId" value={moduleId} /> : null}
        <FormField
          name="id"
          id={`${prefix}-id`}
          label="Id (part of its address; fixed once added)"
          hint="Lower-case letters, digits and hyphens, e.g. first-repair"
          defaultValue={mine?.values.id}
          error={mine?.errors.id}
          required
        />
        <FormField name="title" id={`${prefix}-title`} label="Title" defaultValue={mine?.values.title} error={mine?.errors.title} required />
        {moduleId ? (
          <FormSelect
            name="kind"
            id={`${prefix}-kind`}
            label="Kind"
            options={KIND_OPTIONS}
            placeholder="Choose video or text"
            defaultValue={mine?.values.kind}
            error={mine?.errors.kind}
            required
          />
        ) : null}
        <div className="self-end">
          <button type="submit" name="intent" value={moduleId ? "add-lesson" : "add-module"} className={studioButton}>
            {moduleId ? "Add lesson" : "Add module"}
          </button>
        </div>
      </Form>
    </details>
  );
}

function ModuleCard({
  courseId,
  module,
  superAdmin,
  answer,
}: {
  courseId: string;
  module: Outline["modules"][number];
  superAdmin: boolean;
  answer: AddAnswer | undefined;
}) {
  return (
    <li className={studioCard} data-testid="outline-module" data-module={module.id}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-xl font-bold text-slate-900 [overflow-wrap:anywhere]">
          <Link to={studioModulePath(courseId, module.id)} className="underline decoration-slate-300 hover:text-brand-700">
            {module.title}
          </Link>
        </h2>
        <StatusBadge status={module.status} />
        <UnpublishedMark changed={module.changed || !module.published} />
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <RowButtons unit="module" name={`module ${module.title}`} status={module.status} moduleId={module.id} />
        {superAdmin ? (
          <PublishButton intent="publish-module" moduleId={module.id}>
            Publish module
          </PublishButton>
        ) : null}
      </div>
      <DraggableLessons
        moduleId={module.id}
        items={module.lessons}
        label={`Lessons of ${module.title}`}
        row={(lesson) => (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="flex min-w-0 flex-wrap items-center gap-2">
              <Link
                to={studioLessonPath(courseId, module.id, lesson.id)}
                className="font-semibold text-slate-900 underline [overflow-wrap:anywhere] hover:text-brand-700"
              >
                {lesson.title}
              </Link>
              <span className="text-xs text-slate-600">{lesson.kind}</span>
              <StatusBadge status={lesson.status} />
              <UnpublishedMark changed={lesson.changed} />
            </span>
            <div className="flex flex-wrap items-center gap-1">
              <Link to={studioPreviewPath(courseId, module.id, lesson.id)} className={studioQuietButton}>
                Preview<span className="sr-only"> {lesson.title}</span>
              </Link>
              <RowButtons unit="lesson" name={`lesson ${lesson.title}`} status={lesson.status} moduleId={module.id} lessonId={lesson.id} />
            </div>
          </div>
        )}
      />
      {module.lessons.length === 0 ? <p className="mt-2 text-sm text-slate-700">No lessons yet.</p> : null}
      <AddForm moduleId={module.id} answer={answer} />
      {module.quiz ? (
        <div className="mt-4 flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 px-3 py-2">
          <Link to={studioQuizPath(courseId, module.id)} className="font-semibold text-slate-900 underline hover:text-brand-700">
            Quiz: {module.quiz.title}
          </Link>
          <span className="text-sm text-slate-700">{module.quiz.questions} questions in the pool</span>
          <UnpublishedMark changed={module.quiz.changed} />
          {superAdmin ? (
            <PublishButton intent="publish-quiz" moduleId={module.id}>
              Publish quiz
            </PublishButton>
          ) : null}
        </div>
      ) : (
        <p className="mt-4 text-sm">
          <Link to={studioQuizPath(courseId, module.id)} className="font-semibold text-brand-700 underline">
            Add a quiz<span className="sr-only"> to {module.title}</span>
          </Link>
        </p>
      )}
    </li>
  );
}

export default function StudioOutline() {
  const { outline, superAdmin } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as AddAnswer | undefined;
  return (
    <StudioPage title={outline.title} trail={[{ label: "Courses", to: STUDIO_PATH }]}>
      <p className="mt-2 text-slate-700">
        Drafts: members see nothing of an edit until it is published. {superAdmin ? "" : "A super admin publishes. "}
        <Link to={studioHistoryPath(outline.id)} className="font-semibold text-brand-700 underline">
          History of publishes
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p data-testid="unpublished-count" className="font-semibold text-slate-900">
          {outline.unpublished === 0 ? "Everything is published." : `${outline.unpublished} unpublished ${outline.unpublished === 1 ? "change" : "changes"}`}
          {outline.orderChanged ? " (including the module order)" : ""}
        </p>
        {superAdmin ? <PublishButton intent="publish-course">Publish whole course</PublishButton> : null}
      </div>
      <p className="mt-2 text-sm text-slate-700">Reorder with the Up and Down buttons, or drag a lesson onto another place in its module.</p>
      <ol className="mt-6 grid gap-6">
        {outline.modules.map((module) => (
          <ModuleCard key={module.id} courseId={outline.id} module={module} superAdmin={superAdmin} answer={answer} />
        ))}
      </ol>
      <div className={`mt-6 ${studioCard}`}>
        <AddForm answer={answer} />
      </div>
    </StudioPage>
  );
}
