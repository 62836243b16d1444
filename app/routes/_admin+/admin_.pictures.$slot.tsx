import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { adminPage } from "~/components/admin/AdminLayout";
import { RevisionSummary } from "~/components/admin/studio/StudioParts";
import { PictureImage } from "~/components/ui/PictureImage";
import { PublishedPhotosContext } from "~/components/ui/published-photos";
import { FormField } from "~/components/ui/FormField";
import { PICTURES_STUDIO_PATH, pictureSlotPath } from "~/lib/admin-paths";
import { firstErrorPerField } from "~/lib/form-errors";
import { formValues } from "~/lib/form-values";
import {
  ALT_MAX_LENGTH,
  MARK_ACCEPT,
  PICTURE_FORM_FIELDS,
  pictureFormSchema,
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES,
  type PictureSlotValue,
} from "~/lib/picture-slots";
import { MARK_HEIGHT } from "~/lib/picture-urls";
import { privatePageHeaders } from "~/lib/private-page";
import { formatAdminDate, requireAdmin } from "~/server/accounts/admin.server";
import { draftDrawing, publishSlot, restoreSlotRevision, slotRevisions, studioSlot, uploadSlotDraft } from "~/server/platform/picture-slots.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { companyFacts } from "~/server/platform/site-texts.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";
import { pageTitle } from "~/lib/route-handle";

// One picture slot in the studio: upload a photo with its alt text (a draft, any admin),
// preview it, go back to the drawing, publish (super admin), and the history with restore. The
// logo mark's slot takes a PNG or WebP kept whole with its transparency, described by default
// as the business's logo.
export const handle = adminPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(matches, `${data?.picture.label ?? "Picture"} | Pictures`) }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { superAdmin } = await requireAdmin(request);
  const { picture, published, current, draft } = studioSlot(params.slot ?? "");
  return {
    superAdmin,
    picture,
    suggestedAlt: picture.mark ? `${companyFacts().name} logo` : "",
    published,
    current,
    draft: { waiting: draft.body !== null, version: draft.version, by: draft.updatedBy, at: formatAdminDate(draft.updatedAt) },
    history: slotRevisions(picture.slot).map((revision) => ({
      id: revision.id,
      summary: revision.summary,
      by: revision.publishedBy,
      at: formatAdminDate(revision.publishedAt),
      value: revision.value,
    })),
  };
}

type Answer = { values: Record<(typeof PICTURE_FORM_FIELDS)[number], string>; errors: Partial<Record<"alt" | "photo" | "form", string>> };

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  // The role first: nobody else's upload is read.
  const { user, superAdmin } = await requireAdmin(request);
  const { picture } = studioSlot(params.slot ?? "");
  const here = pictureSlotPath(picture.slot);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "publish" || intent === "restore") {
    if (!superAdmin) throw new Response("Only a super admin publishes pictures.", { status: 403 });
    const outcome = intent === "publish" ? publishSlot(picture.slot, user) : restoreSlotRevision(Number(form.get("revision")), user);
    return redirectWithFlash(
      request,
      here,
      "revision" in outcome
        ? { type: "success", title: intent === "publish" ? "Published: the site shows it now." : "Restored and published." }
        : failure(outcome),
    );
  }
  const values = formValues(form, PICTURE_FORM_FIELDS);
  if (intent === "drawing") {
    const outcome = draftDrawing(picture.slot, Number(values.version), user);
    return redirectWithFlash(request, here, "version" in outcome ? { type: "success", title: "Draft saved: the drawing, once published." } : failure(outcome));
  }
  const parsed = pictureFormSchema.safeParse(values);
  if (!parsed.success) return json<Answer>({ values, errors: firstErrorPerField(parsed.error.issues) }, { status: 400 });
  const file = form.get("photo");
  const bytes = file instanceof File && file.size > 0 ? Buffer.from(await file.arrayBuffer()) : null;
  const outcome = await uploadSlotDraft(picture.slot, bytes, parsed.data.alt, parsed.data.version, user);
  if ("error" in outcome) return json<Answer>({ values, errors: { photo: outcome.error } }, { status: 400 });
  if ("stale" in outcome) return json<Answer>({ values, errors: { form: failure(outcome).title } }, { status: 409 });
  return redirectWithFlash(request, here, { type: "success", title: "Draft saved. Check the preview, then publish." });
}

function failure(outcome: { error: string } | { stale: true; by: string; at: Date }) {
  return {
    type: "error" as const,
    title:
      "error" in outcome
        ? outcome.error
        : `${outcome.by} changed this picture at ${formatAdminDate(outcome.at)}. Reload the page to see their change, then make yours again.`,
  };
}

function SlotPicture({
  picture,
  value,
  label,
}: {
  picture: ReturnType<typeof useLoaderData<typeof loader>>["picture"];
  value: PictureSlotValue;
  label: string;
}) {
  return (
    <figure>
      <PublishedPhotosContext.Provider value={value.photo ? { [picture.slot]: { photo: value.photo, alt: value.alt } } : {}}>
        <PictureImage picture={picture} sizes="(min-width: 640px) 20rem, 100vw" className="aspect-[4/3] h-auto w-full rounded-lg bg-slate-100" />
      </PublishedPhotosContext.Provider>
      <figcaption className="mt-2 text-sm text-slate-700">{label}</figcaption>
    </figure>
  );
}

const buttonClass = "rounded-md px-4 py-2 font-semibold";

export default function PictureSlot() {
  const { superAdmin, picture, suggestedAlt, published, current, draft, history } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const errors = answer?.errors ?? {};
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <p>
        <Link to={PICTURES_STUDIO_PATH} className="text-brand-700 underline">
          All pictures
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900">{picture.label}</h1>
      {picture.mark ? (
        <p className="mt-2 text-slate-700">
          Shown {MARK_HEIGHT} pixels tall in the header, beside the business&rsquo;s name, and at most twice as wide; never cropped. A PNG or WebP with a
          transparent background, at least {MARK_HEIGHT * 4} pixels tall, looks best.
        </p>
      ) : (
        <p className="mt-2 text-slate-700">
          Shown {picture.width} × {picture.height} at most, cropped to that shape. Any photo works; a sharp one at least {picture.width * 2} pixels wide looks
          best.
        </p>
      )}

      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <SlotPicture picture={picture} value={published} label={published.photo ? "On the site now." : "On the site now: the drawing."} />
        {draft.waiting ? (
          <SlotPicture
            picture={picture}
            value={current}
            label={`Preview of the draft (${current.photo ? "a photo" : "the drawing"}), saved by ${draft.by} at ${draft.at}: not on the site until published.`}
          />
        ) : null}
      </div>

      {draft.waiting ? (
        superAdmin ? (
          <Form method="post" className="mt-4">
            <button type="submit" name="intent" value="publish" disabled={busy} className={`${buttonClass} bg-green-700 text-white`}>
              Publish the draft
            </button>
          </Form>
        ) : (
          <p className="mt-4 text-slate-700">A super admin publishes the draft.</p>
        )
      ) : null}

      <h2 className="mt-10 text-xl font-bold text-slate-900">Upload a {picture.mark ? "logo" : "photo"}</h2>
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="mt-4 max-w-xl space-y-4"
        aria-describedby={errors.form ? "form-error" : undefined}
      >
        {errors.form ? (
          <p id="form-error" role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800">
            {errors.form}
          </p>
        ) : null}
        <input type="hidden" name="version" value={draft.version} />
        <div>
          <label htmlFor="photo" className="block font-semibold text-slate-900">
            {picture.mark ? "Logo" : "Photo"}
          </label>
          <p id="photo-hint" className="text-sm text-slate-700">
            {picture.mark
              ? `PNG or WebP (or JPEG), up to ${UPLOAD_MAX_BYTES / 1024 / 1024} MB; not SVG, which can carry scripts.`
              : `JPEG, PNG, WebP or HEIC, up to ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`}{" "}
            {current.photo ? `Leave empty to keep the ${picture.mark ? "logo" : "photo"} and change only its description.` : ""}
          </p>
          <input
            id="photo"
            name="photo"
            type="file"
            accept={picture.mark ? MARK_ACCEPT : UPLOAD_ACCEPT}
            aria-invalid={errors.photo ? true : undefined}
            aria-describedby={errors.photo ? "photo-hint photo-error" : "photo-hint"}
            className="mt-1 block w-full text-base"
          />
          {errors.photo ? (
            <p id="photo-error" data-testid="photo-error" className="mt-1 text-sm font-semibold text-red-700">
              {errors.photo}
            </p>
          ) : null}
        </div>
        <FormField
          name="alt"
          label="Description (alt text)"
          hint={
            picture.mark
              ? "What the logo says, for people who cannot see it, e.g. “Chip Repair Academy logo”."
              : "What the photo shows, for people who cannot see it, e.g. “Dave beside his repair van, holding a bridge”."
          }
          defaultValue={answer?.values.alt ?? (current.photo ? current.alt : suggestedAlt)}
          maxLength={ALT_MAX_LENGTH}
          required
          error={errors.alt}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" disabled={busy} className={`${buttonClass} bg-brand-700 text-white`}>
            Save draft
          </button>
          {current.photo ? (
            <button type="submit" name="intent" value="drawing" disabled={busy} className={`${buttonClass} border border-slate-400 bg-white text-slate-900`}>
              Show the drawing instead
            </button>
          ) : null}
        </div>
      </Form>

      <h2 className="mt-10 text-xl font-bold text-slate-900">History</h2>
      {history.length === 0 ? (
        <p className="mt-2 text-slate-700">Nothing published yet: the drawing shows.</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {history.map((revision) => (
            <li key={revision.id} className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-4">
              <div className="w-32">
                <PublishedPhotosContext.Provider
                  value={revision.value.photo ? { [picture.slot]: { photo: revision.value.photo, alt: revision.value.alt } } : {}}
                >
                  <PictureImage picture={picture} decorative sizes="8rem" className="aspect-[4/3] h-auto w-full rounded bg-slate-100" />
                </PublishedPhotosContext.Provider>
              </div>
              <RevisionSummary
                revision={revision}
                canRestore={superAdmin}
                busy={busy}
                restoreClassName={`${buttonClass} border border-slate-400 bg-white text-slate-900`}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
