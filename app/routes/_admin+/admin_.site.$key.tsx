import { Fragment } from "react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { adminPage } from "~/components/admin/AdminLayout";
import {
  FormMessage,
  RevisionSummary,
  StaleNotice,
  StudioPage,
  TextAreaField,
  studioButton,
  studioCard,
  studioQuietButton,
} from "~/components/admin/studio/StudioParts";
import { FounderStory } from "~/components/funnel/FounderStory";
import { FaqList } from "~/components/sales/FaqList";
import { KitComparisonTable } from "~/components/sales/KitComparisonTable";
import { KitContents } from "~/components/sales/KitContents";
import { kitNamesOf, kits, type ToolsPageWords } from "~/content/kits";
import { FieldFrame } from "~/components/ui/FieldFrame";
import { FormField } from "~/components/ui/FormField";
import { videoFromUrl, watchUrl } from "~/content/videos";
import { SITE_STUDIO_PATH, siteTextEmailPath, siteTextPath } from "~/lib/admin-paths";
import { formValues } from "~/lib/form-values";
import { privatePageHeaders } from "~/lib/private-page";
import { checkListForm, checkText, entriesOf, formFieldsOf, listFormValues, rowField, rowsShown } from "~/lib/site-texts";
import { fillValues, PAGE_WORDS_HINT, type ListShape, type TextField } from "~/lib/text-units";
import { parseWeeklySchedule } from "~/lib/weekly-schedule";
import { currentOrNextSession, sessionWhen } from "~/server/funnel/webinar.server";
import { formatAdminDate, requireAdmin } from "~/server/accounts/admin.server";
import { sampleEmail, sendTestEmail } from "~/server/shell/email-previews.server";
import { sampleTextMessage, sendTestText, textSegments } from "~/server/delivery/text-wording.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";
import {
  companyFactsOf,
  faqOf,
  fillPageWords,
  founderFactsOf,
  publishText,
  restoreTextRevision,
  saveTextDraft,
  studioText,
  testimonialsOf,
  textRevisions,
  toolsPageWords,
} from "~/server/platform/site-texts.server";
import { pageTitle } from "~/lib/route-handle";

// One text of the studio: its fields (a list's rows) as a draft (any admin), a preview of the
// draft (an e-mail filled with sample values, and sent to oneself as a test), publish (super
// admin), and the history with restore.
export const handle = adminPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(matches, `${data?.label ?? "Text"} | Words and e-mails`) }];

function previewOf(key: string, value: Record<string, string | number>, to: string) {
  const { unit } = studioText(key);
  if (unit.group === "email") {
    const message = sampleEmail(unit, value, to);
    return { kind: "email" as const, subject: message.subject, text: message.text };
  }
  if (unit.group === "text") {
    const text = sampleTextMessage(unit.key, value);
    return { kind: "text" as const, text, ...textSegments(text) };
  }
  if (unit.key === "testimonials")
    return {
      kind: "testimonials" as const,
      testimonials: testimonialsOf(value).map(({ name, location, headline, quote, video, photo }) => ({
        name,
        location,
        headline,
        quote,
        video: video ? watchUrl(video) : null,
        photo: photo?.label ?? null,
      })),
    };
  if (unit.group === "page")
    return {
      kind: "page" as const,
      entries: (unit.list ? entriesOf(value) : [value]).map((entry) =>
        (unit.list?.fields ?? unit.fields).map((field) => ({
          label: field.label,
          text: fillValues(
            fillPageWords(String(entry[field.name] ?? "")),
            Object.fromEntries(Object.entries(unit.placeholders ?? {}).map(([name, { sample }]) => [name, sample])),
          ),
        })),
      ),
    };
  if (unit.key.startsWith("tools")) return { kind: "tools" as const, part: unit.key, words: toolsPageWords({ [unit.key]: value }) };
  if (unit.list) return { kind: "faq" as const, faq: faqOf(value) };
  if (unit.key === "videos")
    return { kind: "videos" as const, videos: [videoFromUrl(String(value.webinar), "Webinar")!, videoFromUrl(String(value.freeTraining), "Free training")!] };
  if (unit.key === "webinar") {
    const sessions = String(value.sessions);
    return { kind: "webinar" as const, sessions, next: sessionWhen(currentOrNextSession(new Date(), parseWeeklySchedule(sessions)!)) };
  }
  if (unit.key === "founder") return { kind: "founder" as const, founder: founderFactsOf(value) };
  return { kind: "company" as const, company: companyFactsOf(value) };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, superAdmin } = await requireAdmin(request);
  const { unit, current, draft } = studioText(params.key ?? "");
  return {
    superAdmin,
    key: unit.key,
    label: unit.label,
    about: unit.about,
    fields: unit.fields,
    pageWords: (unit.list?.fields ?? unit.fields).some((field) => field.kind === "page"),
    placeholders: Object.entries(unit.placeholders ?? {}).map(([name, { description }]) => ({ name, description })),
    blocks: Object.entries(unit.blocks ?? {}).map(([name, description]) => ({ name, description })),
    email: unit.group === "email",
    textMessage: unit.group === "text",
    link: unit.link ?? null,
    list: unit.list ?? null,
    rows: unit.list ? rowsShown(unit.list, entriesOf(current).length) : 0,
    current: unit.list
      ? listFormValues(unit.list, entriesOf(current))
      : Object.fromEntries(Object.entries(current).map(([name, value]) => [name, String(value)])),
    preview: previewOf(unit.key, current, user.email),
    draft: { waiting: draft.body !== null, version: draft.version, by: draft.updatedBy, at: formatAdminDate(draft.updatedAt) },
    history: textRevisions(unit.key).map((revision) => ({
      id: revision.id,
      summary: revision.summary,
      by: revision.publishedBy,
      at: formatAdminDate(revision.publishedAt),
    })),
  };
}

type Answer = { values: Record<string, string>; errors: Record<string, string>; stale?: { by: string; at: string | null } };

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const { user, superAdmin } = await requireAdmin(request);
  const { unit, current } = studioText(params.key ?? "");
  const here = siteTextPath(unit.key);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "publish" || intent === "restore") {
    if (!superAdmin) throw new Response("Only a super admin publishes.", { status: 403 });
    const outcome = intent === "publish" ? publishText(unit.key, user) : restoreTextRevision(unit.key, Number(form.get("revision")), user);
    return redirectWithFlash(
      request,
      here,
      "revision" in outcome
        ? { type: "success", title: intent === "publish" ? "Published: the site uses it now." : "Restored and published." }
        : { type: "error", title: "error" in outcome ? outcome.error : "Someone changed this meanwhile: reload and try again." },
    );
  }
  if (intent === "test" && unit.group === "text") {
    const phone = String(form.get("phone") ?? "");
    const sent = sendTestText(unit.key, current, phone);
    if (!sent.ok) return json<Answer>({ values: { phone }, errors: { phone: sent.error } }, { status: 400 });
    return redirectWithFlash(request, here, { type: "success", title: `A test of this text (as previewed) is on its way to ${sent.to}.` });
  }
  if (intent === "test") {
    if (unit.group !== "email") throw new Response("Only an e-mail or a text is sent as a test.", { status: 400 });
    sendTestEmail(unit, current, user.email);
    return redirectWithFlash(request, here, { type: "success", title: `A test of this e-mail (as previewed) is on its way to ${user.email}.` });
  }
  const values = formValues(form, formFieldsOf(unit));
  const check = unit.list ? checkListForm(unit, values) : checkText(unit, values);
  if (!check.ok) return json<Answer>({ values, errors: check.errors }, { status: 400 });
  if (!/^\d+$/.test(values.version ?? "")) return json<Answer>({ values, errors: { form: "Reload the page and try again." } }, { status: 400 });
  const outcome = saveTextDraft(unit.key, check.value, Number(values.version), user);
  if ("stale" in outcome) return json<Answer>({ values, errors: {}, stale: { by: outcome.by, at: formatAdminDate(outcome.at) } }, { status: 409 });
  return redirectWithFlash(request, here, { type: "success", title: "Draft saved. Check the preview, then publish." });
}

function Field({ field, name = field.name, value, error }: { field: TextField; name?: string; value: string; error?: string }) {
  const common = { name, label: field.label, hint: field.hint, error, defaultValue: value, maxLength: field.maxLength, required: !field.optional };
  if (field.kind === "flag")
    return (
      <div>
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <input type="checkbox" name={name} value="yes" defaultChecked={value === "yes"} className="h-4 w-4" />
          {field.label}
        </label>
        {error ? <p className="mt-1 text-sm font-medium text-red-700">{error}</p> : null}
      </div>
    );
  if (field.kind === "choice")
    return (
      <FieldFrame name={name} label={field.label} hint={field.hint} error={error}>
        <select
          id={name}
          name={name}
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${name}-error` : undefined}
          className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2"
        >
          {field.optional ? <option value="">None</option> : null}
          {field.choices?.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </FieldFrame>
    );
  return field.multiline ? (
    <TextAreaField {...common} rows={field.maxLength > 2000 ? 14 : 4} />
  ) : (
    <FormField
      {...common}
      type={field.kind === "email" ? "email" : "text"}
      inputMode={field.kind === "hours" || field.kind === "year" ? "numeric" : undefined}
    />
  );
}

/** A list's rows: each entry's fields with its place and a remove box, then blank rows to add entries (a blank row is ignored). */
function ListRows({ list, rows, values, errors }: { list: ListShape; rows: number; values: Record<string, string>; errors: Record<string, string> }) {
  return (
    <>
      <p className="text-sm text-slate-700">
        Change an entry&apos;s position number to move it, tick &ldquo;Remove&rdquo; to drop it, and fill a blank row to add one. Save to see the list in order.
      </p>
      {Array.from({ length: rows }, (_, row) => {
        const order = rowField(row, "order");
        const blank = list.fields.every((field) => field.kind === "flag" || !(values[rowField(row, field.name)] ?? "").trim());
        return (
          <fieldset key={row} className="space-y-3 rounded-xl border border-slate-300 bg-white p-4">
            <legend className="px-1 font-bold text-slate-900">{blank ? `New ${list.item.toLowerCase()}` : `${list.item} ${row + 1}`}</legend>
            <div className="flex flex-wrap items-end gap-6">
              <FormField
                name={order}
                label="Position"
                className="w-24"
                inputMode="numeric"
                maxLength={3}
                defaultValue={values[order] ?? ""}
                error={errors[order]}
              />
              <label className="flex items-center gap-2 pb-2 text-sm font-semibold text-slate-900">
                <input
                  type="checkbox"
                  name={rowField(row, "remove")}
                  value="yes"
                  defaultChecked={Boolean(values[rowField(row, "remove")])}
                  className="h-4 w-4"
                />
                Remove
              </label>
            </div>
            {list.fields.map((field) => (
              <Field
                key={field.name}
                field={{ ...field, optional: true }}
                name={rowField(row, field.name)}
                value={values[rowField(row, field.name)] ?? ""}
                error={errors[rowField(row, field.name)]}
              />
            ))}
          </fieldset>
        );
      })}
    </>
  );
}

function Preview({ preview, emailPath }: { preview: ReturnType<typeof useLoaderData<typeof loader>>["preview"]; emailPath: string }) {
  if (preview.kind === "email")
    return (
      <div data-testid="email-preview">
        <p className="font-semibold text-slate-900">Subject: {preview.subject}</p>
        <pre className="mt-3 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-sm text-slate-800">{preview.text}</pre>
        <p className="mt-3">
          <a href={emailPath} className="font-semibold text-brand-700 underline">
            Open the e-mail as HTML
          </a>
        </p>
      </div>
    );
  if (preview.kind === "text")
    return (
      <div data-testid="text-preview">
        <p className="whitespace-pre-wrap break-words rounded-2xl bg-slate-100 p-3 text-slate-900">{preview.text}</p>
        <p className="mt-2 text-sm text-slate-700" data-testid="text-segments">
          {preview.characters} characters: sent as {preview.segments} {preview.segments === 1 ? "message" : "messages"}
          {preview.plain ? "" : " (a character outside the plain set, such as an emoji or a curly quote, makes each message hold 70 characters, not 160)"}. The
          first text to a number also ends with &ldquo;Reply STOP to opt out.&rdquo;
        </p>
      </div>
    );
  if (preview.kind === "testimonials")
    return (
      <ol data-testid="testimonials-preview" className="list-decimal space-y-3 pl-5">
        {preview.testimonials.map((testimonial, index) => (
          <li key={index}>
            <p className="font-semibold text-slate-900">
              {testimonial.headline}: {testimonial.name}, {testimonial.location}
            </p>
            <p className="text-slate-700">&ldquo;{testimonial.quote}&rdquo;</p>
            <p className="text-sm text-slate-600">
              {testimonial.video ? `Video: ${testimonial.video}` : "No video"} · {testimonial.photo ? `Photo: ${testimonial.photo}` : "No photo"}
            </p>
          </li>
        ))}
      </ol>
    );
  if (preview.kind === "faq")
    return (
      <div data-testid="faq-preview">
        <FaqList entries={preview.faq} />
      </div>
    );
  if (preview.kind === "page")
    return (
      <div data-testid="page-preview" className="space-y-4">
        {preview.entries.map((fields, entry) => (
          <dl key={entry} className="grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]">
            {fields.map((field) => (
              <Fragment key={field.label}>
                <dt className="font-semibold">{field.label}</dt>
                <dd className="whitespace-pre-line break-words">{field.text}</dd>
              </Fragment>
            ))}
          </dl>
        ))}
      </div>
    );
  if (preview.kind === "tools") return <ToolsPreview part={preview.part} words={preview.words} />;
  if (preview.kind === "founder")
    return (
      <div data-testid="founder-preview">
        <p className="text-lg font-bold text-slate-900">{preview.founder.name}</p>
        <FounderStory founder={preview.founder} />
      </div>
    );
  if (preview.kind === "videos")
    return (
      <ul data-testid="videos-preview" className="space-y-2">
        {preview.videos.map((video) => (
          <li key={video.title}>
            {video.title}:{" "}
            <a href={watchUrl(video)} className="break-all text-brand-700 underline">
              {watchUrl(video)}
            </a>
          </li>
        ))}
      </ul>
    );
  if (preview.kind === "webinar")
    return (
      <p data-testid="webinar-preview" className="text-slate-800">
        Sessions every week: {preview.sessions}. The banner would count down to <strong>{preview.next}</strong>.
      </p>
    );
  const { company } = preview;
  return (
    <dl data-testid="company-preview" className="grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
      <dt className="font-semibold">Name</dt>
      <dd>{company.name}</dd>
      <dt className="font-semibold">E-mail</dt>
      <dd className="break-all">{company.supportEmail}</dd>
      <dt className="font-semibold">Phone</dt>
      <dd>{company.supportPhone}</dd>
      <dt className="font-semibold">Address</dt>
      <dd>{company.address}</dd>
      <dt className="font-semibold">Hours</dt>
      <dd>
        {company.hours.map((row) => (
          <span key={row.days} className="block">
            {row.days}: {row.hours}
          </span>
        ))}
      </dd>
      <dt className="font-semibold">Legal line</dt>
      <dd>{company.legalLine || "(none)"}</dd>
    </dl>
  );
}

/** A part of /tools as the page would show it: its words, the comparison, or a kit's contents. */
function ToolsPreview({ part, words }: { part: string; words: ToolsPageWords }) {
  if (part === "tools.comparison")
    return (
      <div data-testid="tools-preview">
        <KitComparisonTable rows={words.comparison} names={kitNamesOf(words.kits)} />
      </div>
    );
  const kit = Object.values(kits).find((candidate) => part === `tools.${candidate.id}`);
  if (kit)
    return (
      <div data-testid="tools-preview">
        <KitContents words={words.kits[kit.id]} />
      </div>
    );
  return (
    <dl data-testid="tools-preview" className="grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]">
      <dt className="font-semibold">Heading</dt>
      <dd>
        {words.eyebrow}: {words.headline}
      </dd>
      <dt className="font-semibold">Introduction</dt>
      <dd>{words.intro}</dd>
      <dt className="font-semibold">Note on tools alone</dt>
      <dd>{words.warning}</dd>
      <dt className="font-semibold">Compare Kits</dt>
      <dd>{words.compareIntro}</dd>
      {Object.values(kits).map((kit) => (
        <Fragment key={kit.id}>
          <dt className="font-semibold">{words.kits[kit.id].name}</dt>
          <dd>
            {words.kits[kit.id].summary} ({words.kits[kit.id].resinRepairs} repairs of resin, cracks up to {words.kits[kit.id].maxCrackLength})
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

export default function SiteText() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const errors: Record<string, string> = answer?.errors ?? {};
  const values = answer?.values ?? data.current;
  return (
    <StudioPage title={data.label} trail={[{ label: "Words and e-mails", to: SITE_STUDIO_PATH }]}>
      <p className="mt-2 max-w-3xl text-slate-700">{data.about}</p>

      <section aria-labelledby="preview-heading" className={`mt-6 ${studioCard}`}>
        <h2 id="preview-heading" className="text-xl font-bold text-slate-900">
          {data.draft.waiting ? "Preview of the draft" : "As published"}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {data.draft.waiting
            ? `Saved by ${data.draft.by} at ${data.draft.at}: not used by the site until published.`
            : "No draft waits: this is what the site uses."}
          {data.email || data.textMessage ? " Filled with sample values." : ""}
        </p>
        <div className="mt-4">
          <Preview preview={data.preview} emailPath={siteTextEmailPath(data.key)} />
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          {data.email ? (
            <Form method="post">
              <button type="submit" name="intent" value="test" disabled={busy} className={studioQuietButton}>
                Send me a test
              </button>
            </Form>
          ) : null}
          {data.textMessage ? (
            <Form method="post" noValidate className="flex flex-wrap items-end gap-3">
              <FormField
                name="phone"
                label="Your mobile number"
                type="tel"
                autoComplete="tel"
                maxLength={40}
                defaultValue={answer?.values.phone ?? ""}
                error={errors.phone}
              />
              <button type="submit" name="intent" value="test" disabled={busy} className={studioQuietButton}>
                Send me a test
              </button>
            </Form>
          ) : null}
          {data.draft.waiting ? (
            data.superAdmin ? (
              <Form method="post">
                <button type="submit" name="intent" value="publish" disabled={busy} className="rounded-md bg-green-700 px-4 py-2 font-semibold text-white">
                  Publish the draft
                </button>
              </Form>
            ) : (
              <p className="text-slate-700">A super admin publishes the draft.</p>
            )
          ) : null}
        </div>
      </section>

      <h2 className="mt-10 text-xl font-bold text-slate-900">Edit</h2>
      {data.link ? <p className="mt-2 max-w-3xl text-sm text-slate-700">The system ends the text with {data.link}.</p> : null}
      {data.placeholders.length + data.blocks.length > 0 ? (
        <div className="mt-2 max-w-3xl text-sm text-slate-700">
          <p>Placeholders this message knows (any other is refused):</p>
          <ul className="mt-1 list-disc pl-5">
            {data.placeholders.map((placeholder) => (
              <li key={placeholder.name}>
                <code>{`{{${placeholder.name}}}`}</code>: {placeholder.description}
              </li>
            ))}
            {data.blocks.map((block) => (
              <li key={block.name}>
                <code>{`{{${block.name}}}`}</code>, on a line of its own in the message: {block.description} (required)
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data.pageWords ? <p className="mt-2 max-w-3xl text-sm text-slate-700">Page words are plain text. {PAGE_WORDS_HINT}</p> : null}
      <StaleNotice stale={answer?.stale} />
      <FormMessage message={errors.form} />
      {/* Keyed by the draft's version: after a save the fields show the saved draft, whose rows may have moved. */}
      <Form key={data.draft.version} method="post" noValidate className="mt-4 max-w-3xl space-y-4">
        <input type="hidden" name="version" value={data.draft.version} />
        {data.list ? (
          <ListRows list={data.list} rows={data.rows} values={values} errors={errors} />
        ) : (
          data.fields.map((field) => <Field key={field.name} field={field} value={values[field.name] ?? ""} error={errors[field.name]} />)
        )}
        <button type="submit" name="intent" value="save" disabled={busy} className={studioButton}>
          Save draft
        </button>
      </Form>

      <h2 className="mt-10 text-xl font-bold text-slate-900">History</h2>
      {data.history.length === 0 ? (
        <p className="mt-2 text-slate-700">Nothing published yet: the site uses the text it came with.</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {data.history.map((revision) => (
            <li key={revision.id} className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-4">
              <RevisionSummary revision={revision} canRestore={data.superAdmin} busy={busy} />
            </li>
          ))}
        </ol>
      )}
    </StudioPage>
  );
}
