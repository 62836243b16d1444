import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { adminPage } from "~/components/admin/AdminLayout";
import { FormMessage, StaleNotice, StatusSelect, studioButton, studioCard, StudioPage, TextAreaField } from "~/components/admin/studio/StudioParts";
import { FieldMessage } from "~/components/ui/FieldFrame";
import { FormField } from "~/components/ui/FormField";
import { STUDIO_PATH, studioCoursePath } from "~/lib/admin-paths";
import { MODULE_FORM_FIELDS, moduleFormSchema } from "~/lib/course-studio-forms";
import { firstErrorPerField } from "~/lib/form-errors";
import { formValues } from "~/lib/form-values";
import { privatePageHeaders } from "~/lib/private-page";
import { pageTitle, type RouteHandle } from "~/lib/route-handle";
import { formatAdminDate, requireAdmin } from "~/server/accounts/admin.server";
import { saveModuleDraft, studioModule } from "~/server/members/course-studio.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";

export const handle: RouteHandle = { ...adminPage, hydrate: false };

export const headers = privatePageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(matches, `${data?.module.title ?? "Module"} | Courses | Admin`) }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { superAdmin } = await requireAdmin(request);
  const { courseTitle, module, state } = studioModule(params.courseId ?? "", params.moduleId ?? "");
  const { lessons: _lessons, ...fields } = module;
  return { superAdmin, courseId: params.courseId ?? "", courseTitle, module: fields, version: state.version };
}

type Field = (typeof MODULE_FORM_FIELDS)[number];
type Answer = { values: Record<Field, string>; errors: Partial<Record<Field | "form", string>>; stale?: { by: string; at: string | null } };

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const { user } = await requireAdmin(request);
  const [courseId, moduleId] = [params.courseId ?? "", params.moduleId ?? ""];
  const values = formValues(await readForm(request), MODULE_FORM_FIELDS);
  const parsed = moduleFormSchema.safeParse(values);
  if (!parsed.success) return json<Answer>({ values, errors: firstErrorPerField(parsed.error.issues) }, { status: 400 });
  const { version, ...fields } = parsed.data;
  const outcome = saveModuleDraft(courseId, moduleId, fields, version, user);
  if ("stale" in outcome) return json<Answer>({ values, errors: {}, stale: { by: outcome.by, at: formatAdminDate(outcome.at) } }, { status: 409 });
  if ("error" in outcome) return json<Answer>({ values, errors: { form: outcome.error } }, { status: 400 });
  return redirectWithFlash(request, studioCoursePath(courseId), {
    type: "success",
    title: `Saved ${fields.title}`,
    description: "A draft: publish the module to show it to members.",
  });
}

export default function StudioModule() {
  const { courseId, courseTitle, module, version } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const values = answer?.values ?? {
    version: String(version),
    title: module.title,
    description: module.description,
    status: module.status,
    release: module.releaseOn ? "date" : module.releaseAfterDays ? "days" : "open",
    releaseAfterDays: module.releaseAfterDays ? String(module.releaseAfterDays) : "",
    releaseOn: module.releaseOn ?? "",
  };
  const errors = answer?.errors ?? {};
  return (
    <StudioPage
      title={`Module: ${module.title}`}
      trail={[
        { label: "Courses", to: STUDIO_PATH },
        { label: courseTitle, to: studioCoursePath(courseId) },
      ]}
    >
      <StaleNotice stale={answer?.stale} />
      <FormMessage message={errors.form} />
      <Form method="post" className={`mt-6 space-y-5 ${studioCard}`} noValidate>
        <input type="hidden" name="version" value={values.version} />
        <FormField name="title" label="Title" defaultValue={values.title} error={errors.title} required maxLength={160} />
        <TextAreaField name="description" label="Description" rows={3} defaultValue={values.description} error={errors.description} />
        <StatusSelect defaultValue={values.status} error={errors.status} />
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">When the module opens</legend>
          <p className="text-sm text-slate-700" id="release-hint">
            Each member's clock starts when their access began: &ldquo;after days&rdquo; opens the module that many days later for each member, so a member who
            joins today and one who joined a month ago see it open on different days. A date opens it for every member on that day (in the business&apos;s time
            zone).
          </p>
          <div className="mt-2 space-y-3">
            <label className="flex items-center gap-2">
              <input type="radio" name="release" value="open" defaultChecked={values.release === "open"} />
              At once
            </label>
            <div className="flex flex-wrap items-center gap-2">
              <label className="flex items-center gap-2">
                <input type="radio" name="release" value="days" defaultChecked={values.release === "days"} />
                After this many days of access:
              </label>
              <input
                name="releaseAfterDays"
                aria-label="Days after the member's access began"
                inputMode="numeric"
                defaultValue={values.releaseAfterDays}
                className="w-24 rounded-md border border-slate-400 px-2 py-1"
                aria-invalid={errors.releaseAfterDays ? true : undefined}
                aria-describedby={errors.releaseAfterDays ? "releaseAfterDays-error" : "release-hint"}
              />
            </div>
            {errors.releaseAfterDays ? <FieldMessage name="releaseAfterDays" message={errors.releaseAfterDays} /> : null}
            <div className="flex flex-wrap items-center gap-2">
              <label className="flex items-center gap-2">
                <input type="radio" name="release" value="date" defaultChecked={values.release === "date"} />
                On this date:
              </label>
              <input
                type="date"
                name="releaseOn"
                aria-label="Date the module opens"
                defaultValue={values.releaseOn}
                className="rounded-md border border-slate-400 px-2 py-1"
                aria-invalid={errors.releaseOn ? true : undefined}
                aria-describedby={errors.releaseOn ? "releaseOn-error" : "release-hint"}
              />
            </div>
            {errors.releaseOn ? <FieldMessage name="releaseOn" message={errors.releaseOn} /> : null}
          </div>
        </fieldset>
        <button type="submit" className={studioButton}>
          Save draft
        </button>
      </Form>
    </StudioPage>
  );
}
