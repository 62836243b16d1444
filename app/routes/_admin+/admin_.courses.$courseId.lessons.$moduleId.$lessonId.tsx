import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { adminPage } from "~/components/admin/AdminLayout";
import { LessonPreview } from "~/components/admin/studio/LessonPreview";
import {
  FormMessage,
  StaleNotice,
  StatusSelect,
  studioButton,
  studioCard,
  StudioPage,
  studioQuietButton,
  TextAreaField,
} from "~/components/admin/studio/StudioParts";
import { FieldMessage } from "~/components/ui/FieldFrame";
import { FormField } from "~/components/ui/FormField";
import { FormSelect } from "~/components/ui/FormSelect";
import { VideoFacade } from "~/components/ui/VideoFacade";
import { videoFromUrl } from "~/content/videos";
import { STUDIO_PATH, studioCoursePath, studioPreviewPath } from "~/lib/admin-paths";
import { LESSON_FORM_FIELDS, lessonFormSchema } from "~/lib/course-studio-forms";
import { firstErrorPerField } from "~/lib/form-errors";
import { formValues } from "~/lib/form-values";
import { privatePageHeaders } from "~/lib/private-page";
import { pageTitle, type RouteHandle } from "~/lib/route-handle";
import { formatAdminDate, requireAdmin } from "~/server/accounts/admin.server";
import { lessonPreview, saveLessonDraft, studioLesson } from "~/server/members/course-studio.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { TRANSCRIPT_MAX_BYTES, TRANSCRIPT_TOO_LARGE, transcriptAfterSave, transcriptParagraphs } from "~/server/members/transcripts.server";
import { readUploadForm, requireSameOrigin } from "~/server/platform/request.server";

export const handle: RouteHandle = { ...adminPage, hydrate: "The text's preview follows the typing; the video's poster follows its address" };

export const headers = privatePageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(matches, `${data?.lesson.title ?? "Lesson"} | Courses | Admin`) }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { superAdmin } = await requireAdmin(request);
  const { courseTitle, module, lesson, state } = studioLesson(params.courseId ?? "", params.moduleId ?? "", params.lessonId ?? "");
  return {
    superAdmin,
    courseId: params.courseId ?? "",
    courseTitle,
    module,
    lesson: { ...lesson, transcript: lesson.transcript !== null },
    transcriptParagraphs: lesson.transcript ? transcriptParagraphs(lesson.transcript).length : 0,
    transcriptMaxKb: TRANSCRIPT_MAX_BYTES / 1024,
    version: state.version,
  };
}

type Field = (typeof LESSON_FORM_FIELDS)[number];
type Answer = {
  values: Record<Field, string>;
  errors: Partial<Record<Field | "form" | "transcript", string>>;
  preview?: ReturnType<typeof lessonPreview>;
  stale?: { by: string; at: string | null };
};

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const { user } = await requireAdmin(request);
  const [courseId, moduleId, lessonId] = [params.courseId ?? "", params.moduleId ?? "", params.lessonId ?? ""];
  const read = await readUploadForm(request, TRANSCRIPT_MAX_BYTES);
  if ("tooLarge" in read)
    return redirectWithFlash(request, new URL(request.url).pathname, { type: "error", title: TRANSCRIPT_TOO_LARGE, description: "Nothing was saved." });
  const { form } = read;
  const values = formValues(form, LESSON_FORM_FIELDS);
  // Preview: the text rendered as members would see it; nothing is saved.
  if (form.get("intent") === "preview") return json<Answer>({ values, errors: {}, preview: lessonPreview(values.content) });
  const parsed = lessonFormSchema.safeParse(values);
  if (!parsed.success) return json<Answer>({ values, errors: firstErrorPerField(parsed.error.issues) }, { status: 400 });
  const { version, ...fields } = parsed.data;
  const transcript = await transcriptAfterSave(form, studioLesson(courseId, moduleId, lessonId).lesson.transcript);
  if ("problem" in transcript) return json<Answer>({ values, errors: { transcript: transcript.problem } }, { status: 400 });
  const outcome = saveLessonDraft(courseId, moduleId, lessonId, { ...fields, transcript: transcript.value }, version, user);
  if ("stale" in outcome) return json<Answer>({ values, errors: {}, stale: { by: outcome.by, at: formatAdminDate(outcome.at) } }, { status: 409 });
  return redirectWithFlash(request, new URL(request.url).pathname, {
    type: "success",
    title: `Saved ${fields.title}`,
    description: "A draft: preview it, then publish its module to show it to members.",
  });
}

const KIND_OPTIONS = [
  { value: "video", label: "Video (with optional notes)" },
  { value: "text", label: "Text (Markdown)" },
];

/**
 * The text's preview: from the Preview button's answer, and with JavaScript, again a moment
 * after each change (rendered by this page's action). A preview still waiting when the form is
 * sent is dropped: its answer, arriving while the saved page loads, would cut that load short
 * and lose the "Saved" message.
 */
function useLivePreview(initial: Answer["preview"]) {
  const fetcher = useFetcher<Answer>();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const cancel = () => clearTimeout(timer.current);
  useEffect(() => cancel, []);
  const schedule = (content: string) => {
    cancel();
    timer.current = setTimeout(() => fetcher.submit({ intent: "preview", content }, { method: "post" }), 400);
  };
  return { preview: fetcher.data?.preview ?? initial, schedule, cancel };
}

export default function StudioLesson() {
  const { courseId, courseTitle, module, lesson, version, transcriptParagraphs, transcriptMaxKb } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const values: Record<Field, string> = answer?.values ?? {
    version: String(version),
    title: lesson.title,
    kind: lesson.kind,
    videoUrl: lesson.videoUrl ?? "",
    duration: lesson.duration,
    description: lesson.description,
    content: lesson.content,
    status: lesson.status,
  };
  const errors = answer?.errors ?? {};
  const [videoUrl, setVideoUrl] = useState(values.videoUrl);
  const [duration, setDuration] = useState(values.duration);
  const video = videoUrl.trim() ? videoFromUrl(videoUrl.trim(), values.title) : null;
  const { preview, schedule, cancel: cancelPreview } = useLivePreview(answer?.preview);
  return (
    <StudioPage
      title={`Lesson: ${lesson.title}`}
      trail={[
        { label: "Courses", to: STUDIO_PATH },
        { label: courseTitle, to: studioCoursePath(courseId) },
      ]}
    >
      <p className="mt-2 text-slate-700">
        In {module.title}.{" "}
        <Link to={studioPreviewPath(courseId, module.id, lesson.id)} className="font-semibold text-brand-700 underline">
          Preview the saved draft as members will see it
        </Link>
      </p>
      <StaleNotice stale={answer?.stale} />
      <FormMessage message={errors.form} />
      <Form method="post" encType="multipart/form-data" className={`mt-6 space-y-5 ${studioCard}`} noValidate onSubmit={cancelPreview}>
        <input type="hidden" name="version" value={values.version} />
        <FormField name="title" label="Title" defaultValue={values.title} error={errors.title} required maxLength={160} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelect
            name="kind"
            label="Kind"
            options={KIND_OPTIONS}
            placeholder="Choose video or text"
            defaultValue={values.kind}
            error={errors.kind}
            required
          />
          <StatusSelect defaultValue={values.status} error={errors.status} />
        </div>
        <fieldset className="space-y-4 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-bold text-slate-900">Video</legend>
          <FormField
            name="videoUrl"
            label="Video address"
            hint="Paste the YouTube or Vimeo address of the video; leave empty while it is being made (members see “Video coming soon”)."
            defaultValue={values.videoUrl}
            onChange={(event) => setVideoUrl(event.currentTarget.value)}
            error={errors.videoUrl}
            inputMode="url"
          />
          <FormField
            name="duration"
            label="Length"
            hint="Minutes:seconds, e.g. 12:40, or TBD"
            defaultValue={values.duration}
            onChange={(event) => setDuration(event.currentTarget.value)}
            error={errors.duration}
            className="max-w-xs"
          />
          {video ? (
            <div className="max-w-md" data-testid="video-poster-preview">
              <p className="text-sm font-semibold text-slate-900">What members see before they press play:</p>
              <VideoFacade video={{ ...video, ...(/^\d/.test(duration) ? { duration } : {}) }} className="mt-1" />
            </div>
          ) : videoUrl.trim() ? (
            <p className="text-sm text-slate-700">Not a YouTube or Vimeo address yet.</p>
          ) : null}
        </fieldset>
        <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3" data-testid="transcript-field">
          <legend className="px-1 text-sm font-bold text-slate-900">Transcript</legend>
          <p id="transcript-hint" className="text-sm text-slate-600">
            The video&apos;s captions as a WebVTT file (.vtt, at most {transcriptMaxKb} KB), the same file you upload to YouTube or Vimeo. Members read it under
            the video, and the coach answers from it.
          </p>
          <p className="text-sm font-semibold text-slate-800">
            {lesson.transcript ? `This lesson has a transcript (${transcriptParagraphs} paragraphs).` : "No transcript yet."}
          </p>
          <label htmlFor="transcript" className="block text-sm font-semibold text-slate-900">
            {lesson.transcript ? "Replace it with" : "Caption file"}
          </label>
          <input
            id="transcript"
            name="transcript"
            type="file"
            accept=".vtt,text/vtt"
            className="block text-sm"
            aria-invalid={errors.transcript ? true : undefined}
            aria-describedby={errors.transcript ? "transcript-error transcript-hint" : "transcript-hint"}
          />
          {errors.transcript ? <FieldMessage name="transcript" message={errors.transcript} /> : null}
          {lesson.transcript ? (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="removeTranscript" /> Remove the transcript
            </label>
          ) : null}
        </fieldset>
        <TextAreaField name="description" label="Description" rows={2} defaultValue={values.description} error={errors.description} />
        <div className="grid gap-4 lg:grid-cols-2">
          <div>
            <TextAreaField
              name="content"
              label="Text (Markdown)"
              hint="A line starting with “# ” begins a tab; ## and ### are headings; **bold**, *italic*, lists, links and tables work."
              rows={16}
              defaultValue={values.content}
              onChange={(event) => schedule(event.currentTarget.value)}
              className="font-mono text-sm"
              error={errors.content}
            />
            <button type="submit" name="intent" value="preview" className={`mt-2 ${studioQuietButton}`}>
              Preview text
            </button>
          </div>
          <section aria-labelledby="preview-heading" className="min-w-0 rounded-lg border border-dashed border-slate-300 p-3" data-testid="text-preview">
            <h2 id="preview-heading" className="text-sm font-bold text-slate-900">
              Preview of the text
            </h2>
            <div className="mt-2">
              {preview ? <LessonPreview parts={preview} /> : <p className="text-sm text-slate-700">Press Preview text to see it here.</p>}
            </div>
          </section>
        </div>
        <button type="submit" name="intent" value="save" className={studioButton}>
          Save draft
        </button>
      </Form>
    </StudioPage>
  );
}
