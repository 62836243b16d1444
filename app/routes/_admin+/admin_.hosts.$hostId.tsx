import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { adminPage } from "~/components/admin/AdminLayout";
import { FieldFrame } from "~/components/ui/FieldFrame";
import { FormField } from "~/components/ui/FormField";
import { HOSTS_STUDIO_PATH, hostStudioPath } from "~/lib/admin-paths";
import { formValues } from "~/lib/form-values";
import {
  EXCEPTION_FORM_FIELDS,
  exceptionFromForm,
  rangesText,
  SCHEDULE_FORM_FIELDS,
  scheduleFromForm,
  WEEKDAY_KEYS,
  WEEKDAY_LABELS,
  type ExceptionFormField,
  type HostSchedule,
  type ScheduleFormField,
} from "~/lib/host-schedule";
import { UPLOAD_ACCEPT } from "~/lib/picture-slots";
import { uploadUrl } from "~/lib/picture-urls";
import { privatePageHeaders } from "~/lib/private-page";
import { formatAdminDate, requireAdmin } from "~/server/accounts/admin.server";
import {
  addHostException,
  callsOutsideHours,
  draftHostPhoto,
  hostRevisions,
  publishHost,
  removeHostException,
  restoreHostRevision,
  saveHostSettings,
  studioHost,
  type StudioFailure,
} from "~/server/calls/host-studio.server";
import { refreshBusyFeed, setBusyFeed } from "~/server/calls/host-busy-feed.server";
import { hostCallsFeedLink, renewHostCallsFeed } from "~/server/calls/host-calls-feed.server";
import { BUSY_FEED_STALE_AFTER_MS, busyTimesUnknown } from "~/server/calls/hosts.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";
import { pageTitle } from "~/lib/route-handle";

// One host in the calls studio: their settings and weekly hours, exceptions (a day off, other
// hours on a date, a vacation from–to), the booked calls the hours no longer hold, publish
// (super admin) and the history with restore. Every form posts without JavaScript.
export const handle = adminPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, `${data?.published.displayName ?? "Host"} | Hosts and hours`) },
];

const hostIdOf = (param: string | undefined) => (/^\d{1,9}$/.test(param ?? "") ? Number(param) : 0);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { superAdmin } = await requireAdmin(request);
  const { host, published, current, draft } = studioHost(hostIdOf(params.hostId));
  return {
    superAdmin,
    hostId: host.id,
    account: host.accountEmail,
    published,
    current,
    timeZones: [...new Set([current.timeZone, ...Intl.supportedValuesOf("timeZone")])],
    draft: { waiting: draft.body !== null, version: draft.version, by: draft.updatedBy, at: formatAdminDate(draft.updatedAt) },
    outsideHours: callsOutsideHours(host),
    busyFeed: host.busyFeed
      ? {
          hint: host.busyFeed.hint,
          fetchedAt: formatAdminDate(host.busyFeed.fetchedAt),
          error: host.busyFeed.error,
          errorAt: formatAdminDate(host.busyFeed.errorAt),
          unknown: busyTimesUnknown(host, new Date()),
        }
      : null,
    staleAfterHours: BUSY_FEED_STALE_AFTER_MS / 3_600_000,
    callsFeedLink: hostCallsFeedLink(host),
    history: hostRevisions(host.id).map((revision) => ({
      id: revision.id,
      summary: revision.summary,
      by: revision.publishedBy,
      at: formatAdminDate(revision.publishedAt),
    })),
  };
}

type Answer =
  | { form: "settings"; values: Record<ScheduleFormField, string>; errors: Partial<Record<ScheduleFormField | "form", string>> }
  | { form: "exception"; values: Record<ExceptionFormField, string>; errors: Partial<Record<ExceptionFormField | "form", string>> }
  | { form: "busy-feed"; values: { busyFeed: string }; errors: { busyFeed?: string } }
  | { form: "photo"; errors: { photo?: string } };

function failure(outcome: StudioFailure) {
  return "error" in outcome
    ? outcome.error
    : `${outcome.by} changed this host at ${formatAdminDate(outcome.at)}. Reload the page to see their change, then make yours again.`;
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const { user, superAdmin } = await requireAdmin(request);
  const { host } = studioHost(hostIdOf(params.hostId));
  const here = hostStudioPath(host.id);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "publish" || intent === "restore") {
    if (!superAdmin) throw new Response("Only a super admin publishes a host's hours.", { status: 403 });
    const outcome = intent === "publish" ? publishHost(host.id, user) : restoreHostRevision(Number(form.get("revision")), user);
    return redirectWithFlash(
      request,
      here,
      "revision" in outcome
        ? { type: "success", title: intent === "publish" ? "Published: the calendar offers these hours now." : "Restored and published." }
        : { type: "error", title: failure(outcome) },
    );
  }
  if (intent === "photo" || intent === "remove-photo") {
    const { version } = formValues(form, ["version"]);
    const file = form.get("photo");
    const bytes = intent === "photo" && file instanceof File && file.size > 0 ? Buffer.from(await file.arrayBuffer()) : null;
    if (intent === "photo" && !bytes) return json<Answer>({ form: "photo", errors: { photo: "Choose a photo to upload." } }, { status: 400 });
    const outcome = await draftHostPhoto(host.id, bytes, Number(version), user);
    if ("error" in outcome) return json<Answer>({ form: "photo", errors: { photo: outcome.error } }, { status: 400 });
    if ("stale" in outcome) return json<Answer>({ form: "photo", errors: { photo: failure(outcome) } }, { status: 409 });
    return redirectWithFlash(request, here, { type: "success", title: "Draft saved: the photo shows on the booking page once published." });
  }
  if (intent === "busy-feed") {
    const { busyFeed } = formValues(form, ["busyFeed"]);
    const outcome = await setBusyFeed(host.id, busyFeed, user);
    // The address is not sent back to the page: a refused one is typed again.
    if ("error" in outcome) return json<Answer>({ form: "busy-feed", values: { busyFeed: "" }, errors: { busyFeed: outcome.error } }, { status: 400 });
    return redirectWithFlash(request, here, { type: "success", title: busyFeed.trim() ? "Calendar address saved and fetched." : "Calendar address removed." });
  }
  if (intent === "busy-feed-refresh") {
    const outcome = await refreshBusyFeed(host.id);
    return redirectWithFlash(
      request,
      here,
      outcome.ok
        ? { type: "success", title: `Fetched: ${outcome.busyTimes} busy time${outcome.busyTimes === 1 ? "" : "s"} ahead.` }
        : { type: "error", title: `The fetch failed: ${outcome.error}` },
    );
  }
  if (intent === "renew-calls-feed") {
    renewHostCallsFeed(host.id, user);
    return redirectWithFlash(request, here, { type: "success", title: "New calendar address made: the old one no longer works." });
  }
  if (intent === "remove-exception") {
    const { version, index } = formValues(form, ["version", "index"]);
    const outcome = removeHostException(host.id, Number(index), Number(version), user);
    return redirectWithFlash(
      request,
      here,
      "version" in outcome ? { type: "success", title: "Draft saved: exception removed." } : { type: "error", title: failure(outcome) },
    );
  }
  if (intent === "exception") {
    const values = formValues(form, EXCEPTION_FORM_FIELDS);
    const parsed = exceptionFromForm(values);
    if ("errors" in parsed) return json<Answer>({ form: "exception", values, errors: parsed.errors }, { status: 400 });
    const outcome = addHostException(host.id, parsed.exception, Number(values.version), user);
    if ("stale" in outcome) return json<Answer>({ form: "exception", values, errors: { form: failure(outcome) } }, { status: 409 });
    return redirectWithFlash(request, here, { type: "success", title: "Draft saved: exception added. Publish to apply it." });
  }
  const values = formValues(form, SCHEDULE_FORM_FIELDS);
  const parsed = scheduleFromForm(values, []);
  if ("errors" in parsed) return json<Answer>({ form: "settings", values, errors: parsed.errors }, { status: 400 });
  const outcome = saveHostSettings(host.id, parsed.schedule, Number(values.version), user);
  if ("stale" in outcome) return json<Answer>({ form: "settings", values, errors: { form: failure(outcome) } }, { status: 409 });
  return redirectWithFlash(request, here, { type: "success", title: "Draft saved. Publish to apply it to the calendar." });
}

const buttonClass = "rounded-md px-4 py-2 font-semibold";
const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600";

/** The settings form's fields as a schedule fills them. */
function settingsValues(schedule: HostSchedule, version: number): Record<ScheduleFormField, string> {
  return {
    version: String(version),
    displayName: schedule.displayName,
    timeZone: schedule.timeZone,
    noticeEmail: schedule.noticeEmail,
    takesCalls: schedule.takesCalls ? "on" : "",
    callMinutes: String(schedule.callMinutes),
    minNoticeHours: String(schedule.minNoticeHours),
    bufferMinutes: String(schedule.bufferMinutes),
    maxCallsPerDay: String(schedule.maxCallsPerDay),
    changeCutoffHours: String(schedule.changeCutoffHours),
    ...(Object.fromEntries(WEEKDAY_KEYS.map((key) => [`hours-${key}`, rangesText(schedule.weekly[key])])) as Record<
      `hours-${(typeof WEEKDAY_KEYS)[number]}`,
      string
    >),
  };
}

function FormError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800">
      {message}
    </p>
  ) : null;
}

export default function HostStudio() {
  const { superAdmin, account, published, current, timeZones, draft, outsideHours, busyFeed, staleAfterHours, callsFeedLink, history } =
    useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const settings = answer?.form === "settings" ? answer : null;
  const exception = answer?.form === "exception" ? answer : null;
  const feedAnswer = answer?.form === "busy-feed" ? answer : null;
  const photoError = answer?.form === "photo" ? answer.errors.photo : undefined;
  const values = settings?.values ?? settingsValues(current, draft.version);
  const errors = settings?.errors ?? {};
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <p>
        <Link to={HOSTS_STUDIO_PATH} className="text-brand-700 underline">
          All hosts
        </Link>
      </p>
      <h1 className="mt-2 break-words text-3xl font-extrabold text-slate-900">{published.displayName}</h1>
      <p className="mt-2 break-words text-slate-700">
        {account ? `Account: ${account}.` : "No account linked (the first host)."} {published.takesCalls ? "Takes calls" : "Not taking calls"} in{" "}
        {published.timeZone}. A published change applies to the times offered from then on; calls already booked are never moved or cancelled by it.
      </p>

      {outsideHours.length > 0 ? (
        <div className="mt-6 rounded-xl border border-amber-400 bg-amber-50 p-4" data-testid="calls-outside-hours">
          <h2 className="font-bold text-amber-900">Booked calls outside the published hours</h2>
          <p className="text-sm text-amber-900">These calls stay booked. Call or e-mail the booker if one should move.</p>
          <ul className="mt-2 list-disc pl-5 text-amber-900">
            {outsideHours.map((call) => (
              <li key={call.id} className="break-words">
                {call.when}: {call.name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {draft.waiting ? (
        <div className="mt-6 rounded-xl border border-slate-300 bg-slate-50 p-4">
          <p className="text-slate-800">
            A draft saved by {draft.by} at {draft.at} waits: the form below shows it; the calendar still offers the published hours.
          </p>
          {superAdmin ? (
            <Form method="post" className="mt-3">
              <button type="submit" name="intent" value="publish" disabled={busy} className={`${buttonClass} bg-green-700 text-white`}>
                Publish the draft
              </button>
            </Form>
          ) : (
            <p className="mt-2 text-slate-700">A super admin publishes the draft.</p>
          )}
        </div>
      ) : null}

      <h2 className="mt-10 text-xl font-bold text-slate-900">Weekly hours and rules</h2>
      <Form method="post" noValidate className="mt-4 space-y-4" aria-describedby={errors.form ? "settings-error" : undefined}>
        <FormError id="settings-error" message={errors.form} />
        <input type="hidden" name="version" value={draft.version} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="displayName" label="Name on the booking page" defaultValue={values.displayName} maxLength={80} error={errors.displayName} required />
          <FieldFrame name="timeZone" label="Time zone" error={errors.timeZone}>
            <select id="timeZone" name="timeZone" defaultValue={values.timeZone} className={inputClass} aria-invalid={errors.timeZone ? true : undefined}>
              {timeZones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
          </FieldFrame>
          <FormField
            name="noticeEmail"
            type="email"
            label="Booking notices go to"
            hint="Empty: the business's address."
            defaultValue={values.noticeEmail}
            error={errors.noticeEmail}
          />
          <FormField
            name="callMinutes"
            type="number"
            inputMode="numeric"
            label="Call length (minutes)"
            defaultValue={values.callMinutes}
            error={errors.callMinutes}
          />
        </div>
        <div className="flex items-center gap-2">
          <input id="takesCalls" name="takesCalls" type="checkbox" defaultChecked={values.takesCalls === "on"} className="h-5 w-5" />
          <label htmlFor="takesCalls" className="font-semibold text-slate-900">
            Takes calls (offered to visitors)
          </label>
        </div>
        <fieldset className="rounded-xl border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-slate-900">Hours each weekday, in the host's zone</legend>
          <p className="text-sm text-slate-700">24-hour clock, ranges separated by commas, like “9:00-12:00, 14:00-17:00”. Empty: no calls that day.</p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {WEEKDAY_KEYS.map((key) => (
              <FormField
                key={key}
                name={`hours-${key}`}
                label={WEEKDAY_LABELS[key]}
                defaultValue={values[`hours-${key}`]}
                error={errors[`hours-${key}`]}
                autoComplete="off"
              />
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            name="minNoticeHours"
            type="number"
            inputMode="decimal"
            step="any"
            label="Minimum notice (hours)"
            hint="No call starts sooner than this after it is booked."
            defaultValue={values.minNoticeHours}
            error={errors.minNoticeHours}
          />
          <FormField
            name="bufferMinutes"
            type="number"
            inputMode="numeric"
            label="Buffer (minutes)"
            hint="Kept free before and after every call."
            defaultValue={values.bufferMinutes}
            error={errors.bufferMinutes}
          />
          <FormField
            name="maxCallsPerDay"
            type="number"
            inputMode="numeric"
            label="Most calls in a day"
            defaultValue={values.maxCallsPerDay}
            error={errors.maxCallsPerDay}
          />
          <FormField
            name="changeCutoffHours"
            type="number"
            inputMode="decimal"
            step="any"
            label="Change cut-off (hours)"
            hint="Bookers may move or cancel until this long before the call."
            defaultValue={values.changeCutoffHours}
            error={errors.changeCutoffHours}
          />
        </div>
        <button type="submit" name="intent" value="settings" disabled={busy} className={`${buttonClass} bg-brand-700 text-white`}>
          Save draft
        </button>
      </Form>

      <h2 className="mt-10 text-xl font-bold text-slate-900">Photo on the booking page</h2>
      <div className="mt-4 flex flex-wrap items-start gap-4">
        {current.photo ? (
          <img
            src={uploadUrl(current.photo.id, Math.min(...current.photo.widths), "jpg")}
            alt={`${current.displayName}, as visitors see them`}
            width={96}
            height={96}
            className="h-24 w-24 rounded-full object-cover"
          />
        ) : (
          <p className="text-slate-700">No photo: visitors see the host's name only.</p>
        )}
        <Form method="post" encType="multipart/form-data" noValidate className="max-w-xl space-y-3">
          <input type="hidden" name="version" value={draft.version} />
          <FieldFrame name="photo" label="Photo" hint="JPEG, PNG, WebP or HEIC; a face, shown small and round." error={photoError}>
            <input
              id="photo"
              name="photo"
              type="file"
              accept={UPLOAD_ACCEPT}
              aria-invalid={photoError ? true : undefined}
              aria-describedby={photoError ? "photo-hint photo-error" : "photo-hint"}
              className="mt-1 block w-full text-base"
            />
          </FieldFrame>
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="photo" disabled={busy} className={`${buttonClass} bg-brand-700 text-white`}>
              Save photo to the draft
            </button>
            {current.photo ? (
              <button
                type="submit"
                name="intent"
                value="remove-photo"
                disabled={busy}
                className={`${buttonClass} border border-slate-400 bg-white text-slate-900`}
              >
                Remove the photo
              </button>
            ) : null}
          </div>
        </Form>
      </div>

      <h2 className="mt-10 text-xl font-bold text-slate-900">Days off and other hours</h2>
      {current.exceptions.length === 0 ? (
        <p className="mt-2 text-slate-700">None: every date follows the weekly hours.</p>
      ) : (
        <ul className="mt-4 space-y-2">
          {current.exceptions.map((entry, index) => (
            <li
              key={`${entry.from}-${entry.to}-${index}`}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3"
            >
              <span className="text-slate-900">
                {entry.from === entry.to ? entry.from : `${entry.from} to ${entry.to}`}: {entry.ranges.length === 0 ? "no calls" : rangesText(entry.ranges)}
              </span>
              <Form method="post">
                <input type="hidden" name="version" value={draft.version} />
                <input type="hidden" name="index" value={index} />
                <button
                  type="submit"
                  name="intent"
                  value="remove-exception"
                  disabled={busy}
                  aria-label={`Remove the exception for ${entry.from === entry.to ? entry.from : `${entry.from} to ${entry.to}`}`}
                  className={`${buttonClass} border border-slate-400 bg-white text-slate-900`}
                >
                  Remove
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" noValidate className="mt-4 max-w-xl space-y-4" aria-describedby={exception?.errors.form ? "exception-error" : undefined}>
        <FormError id="exception-error" message={exception?.errors.form} />
        <input type="hidden" name="version" value={draft.version} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="from" type="date" label="First day" defaultValue={exception?.values.from ?? ""} error={exception?.errors.from} required />
          <FormField
            name="to"
            type="date"
            label="Last day"
            hint="Empty: the first day only."
            defaultValue={exception?.values.to ?? ""}
            error={exception?.errors.to}
          />
        </div>
        <FormField
          name="hours"
          label="Hours on these days"
          hint="Empty: no calls (a day off, a vacation). Or ranges like “10:00-12:00”."
          defaultValue={exception?.values.hours ?? ""}
          error={exception?.errors.hours}
          autoComplete="off"
        />
        <button type="submit" name="intent" value="exception" disabled={busy} className={`${buttonClass} bg-brand-700 text-white`}>
          Add to the draft
        </button>
      </Form>

      <h2 className="mt-10 text-xl font-bold text-slate-900">Busy times from the host's own calendar</h2>
      <p className="mt-2 text-slate-700">
        Paste the calendar's secret address in iCal format (Google: Settings, your calendar, “Secret address in iCal format”; Outlook: a published calendar's
        ICS link; iCloud: a public calendar's link). It is fetched every 10 minutes; no time is offered that overlaps an event marked busy. If fetches fail for{" "}
        {staleAfterHours} hours, the host's times are not offered until one succeeds.
      </p>
      {busyFeed ? (
        <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4" data-testid="busy-feed-status">
          <p className="break-words text-slate-900">
            Address: {busyFeed.hint} (kept secret, not shown in full). {busyFeed.fetchedAt ? `Last good copy: ${busyFeed.fetchedAt}.` : "Not fetched yet."}
          </p>
          {busyFeed.error ? (
            <p role="alert" className="mt-2 break-words font-semibold text-red-800">
              The last fetch failed at {busyFeed.errorAt}: {busyFeed.error}.{" "}
              {busyFeed.unknown ? "The host's times are not offered until a fetch succeeds." : "The last good copy is used meanwhile."}
            </p>
          ) : null}
          <Form method="post" className="mt-3">
            <button
              type="submit"
              name="intent"
              value="busy-feed-refresh"
              disabled={busy}
              className={`${buttonClass} border border-slate-400 bg-white text-slate-900`}
            >
              Fetch now
            </button>
          </Form>
        </div>
      ) : null}
      <Form method="post" noValidate className="mt-4 max-w-xl space-y-4">
        <FormField
          name="busyFeed"
          type="url"
          label={busyFeed ? "Replace the address (empty: stop using the calendar)" : "The calendar's secret address"}
          defaultValue={feedAnswer?.values.busyFeed ?? ""}
          error={feedAnswer?.errors.busyFeed}
          autoComplete="off"
        />
        <button type="submit" name="intent" value="busy-feed" disabled={busy} className={`${buttonClass} bg-brand-700 text-white`}>
          Save address
        </button>
      </Form>

      <h2 className="mt-10 text-xl font-bold text-slate-900">The host's calls in their calendar</h2>
      <p className="mt-2 text-slate-700">
        Subscribe to this private address in Google Calendar (Other calendars, From URL), Outlook (Add calendar, Subscribe from web) or Apple Calendar (New
        Calendar Subscription): every booked call with the visitor's name, answers and manage link. Anyone with the address sees the calls: if it leaks, make a
        new one.
      </p>
      <label htmlFor="callsFeedLink" className="mt-3 block text-sm font-semibold text-slate-900">
        Private calendar address
      </label>
      <input id="callsFeedLink" readOnly value={callsFeedLink} className={inputClass} data-testid="calls-feed-link" />
      <Form method="post" className="mt-3">
        <button
          type="submit"
          name="intent"
          value="renew-calls-feed"
          disabled={busy}
          className={`${buttonClass} border border-slate-400 bg-white text-slate-900`}
        >
          Make a new address (the old one stops working)
        </button>
      </Form>

      <h2 className="mt-10 text-xl font-bold text-slate-900">History</h2>
      {history.length === 0 ? (
        <p className="mt-2 text-slate-700">Nothing published from the studio yet.</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {history.map((revision) => (
            <li key={revision.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
              <div className="min-w-0 flex-1">
                <p className="break-words font-semibold text-slate-900">{revision.summary}</p>
                <p className="text-sm text-slate-700">
                  Revision {revision.id}, published by {revision.by} at {revision.at}
                </p>
              </div>
              {superAdmin ? (
                <Form method="post">
                  <input type="hidden" name="revision" value={revision.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="restore"
                    disabled={busy}
                    aria-label={`Restore revision ${revision.id}`}
                    className={`${buttonClass} border border-slate-400 bg-white text-slate-900`}
                  >
                    Restore
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
