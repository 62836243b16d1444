import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { adminPage } from "~/components/admin/AdminLayout";
import { RevisionHistory } from "~/components/admin/RevisionHistory";
import { FormField } from "~/components/ui/FormField";
import { SETTINGS_STUDIO_PATH } from "~/lib/admin-paths";
import {
  BUSINESS_SETTING_KEYS,
  BUSINESS_SETTINGS_FORM_FIELDS,
  businessSettingsFormSchema,
  type BusinessSettingKey,
  type SettingSource,
} from "~/server/platform/business-setting-rules.server";
import { firstErrorPerField } from "~/lib/form-errors";
import { formValues } from "~/lib/form-values";
import { privatePageHeaders } from "~/lib/private-page";
import { formatAdminDate } from "~/server/accounts/admin.server";
import { requireRole } from "~/server/accounts/auth.server";
import { followEnvironment, restoreSettingsRevision, saveBusinessSettings, settingsPage, settingsRevisions } from "~/server/platform/business-settings.server";
import type { StaleEdit } from "~/server/platform/content-revisions.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";
import { pageTitle } from "~/lib/route-handle";

// The owner's business settings (super admin only): each with the value in force and where it
// came from; a save is a revision (restorable, audited), refused when someone saved since.
export const handle = adminPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Business settings | Studio") }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "super_admin");
  return {
    superAdmin: true,
    ...settingsPage(),
    history: settingsRevisions().map((revision) => ({
      id: revision.id,
      summary: revision.summary,
      by: revision.publishedBy,
      at: formatAdminDate(revision.publishedAt),
    })),
  };
}

type Answer = {
  values: Record<(typeof BUSINESS_SETTINGS_FORM_FIELDS)[number], string>;
  errors: Partial<Record<BusinessSettingKey | "version" | "form", string>>;
};

const staleMessage = (outcome: StaleEdit) =>
  `${outcome.by} saved the settings at ${formatAdminDate(outcome.at)}. Reload the page to see their change, then make yours again.`;

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireRole(request, "super_admin");
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "restore") {
    const outcome = restoreSettingsRevision(Number(form.get("revision")), user);
    return redirectWithFlash(
      request,
      SETTINGS_STUDIO_PATH,
      "error" in outcome ? { type: "error", title: outcome.error } : { type: "success", title: "Restored." },
    );
  }
  if (intent === "follow-environment") {
    const key = String(form.get("key"));
    if (!(BUSINESS_SETTING_KEYS as string[]).includes(key)) throw new Response("No such setting", { status: 400 });
    const outcome = followEnvironment(key as BusinessSettingKey, Number(form.get("version")), user);
    return redirectWithFlash(
      request,
      SETTINGS_STUDIO_PATH,
      "stale" in outcome ? { type: "error", title: staleMessage(outcome) } : { type: "success", title: "The setting follows the environment again." },
    );
  }
  const values = formValues(form, BUSINESS_SETTINGS_FORM_FIELDS);
  const parsed = businessSettingsFormSchema.safeParse(values);
  if (!parsed.success) return json<Answer>({ values, errors: firstErrorPerField(parsed.error.issues) }, { status: 400 });
  const typed = Object.fromEntries(BUSINESS_SETTING_KEYS.map((key) => [key, values[key]])) as Record<BusinessSettingKey, string>;
  const outcome = saveBusinessSettings(typed, parsed.data.version, user);
  if ("stale" in outcome) return json<Answer>({ values, errors: { form: staleMessage(outcome) } }, { status: 409 });
  return redirectWithFlash(request, SETTINGS_STUDIO_PATH, { type: "success", title: "Settings saved: the site uses them now." });
}

const buttonClass = "rounded-md px-4 py-2 font-semibold";

const sourceLabels: Record<SettingSource, string> = {
  studio: "Set on this page",
  environment: "Environment variable",
  default: "Environment default",
};

export default function BusinessSettingsPage() {
  const { version, settings, history } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const errors = answer?.errors ?? {};
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-extrabold text-slate-900">Business settings</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        The rules of your business the site follows. Each starts at its environment variable (or the built-in default); once you save a value here, this page's
        value wins. Ports, secrets, addresses and keys stay in the environment.
      </p>
      {/* A new version (a save, a restore) remounts the form, so its fields show the values in force, not what was typed before. */}
      <Form key={version} method="post" noValidate className="mt-6 space-y-6" aria-describedby={errors.form ? "form-error" : undefined}>
        {errors.form ? (
          <p id="form-error" role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800">
            {errors.form}
          </p>
        ) : null}
        <input type="hidden" name="version" value={version} />
        {settings.map((setting) => (
          <div key={setting.key} className="rounded-xl border border-slate-200 bg-white p-4">
            <FormField
              name={setting.key}
              label={setting.label}
              hint={setting.hint}
              defaultValue={answer?.values[setting.key] ?? setting.value}
              error={errors[setting.key]}
              required
            />
            <p className="mt-2 text-sm text-slate-700" data-testid={`source-${setting.key}`}>
              From: <strong>{sourceLabels[setting.source]}</strong>
              {setting.source === "studio"
                ? null
                : setting.source === "environment"
                  ? ` (${setting.key}=${setting.environmentValue})`
                  : ` (${setting.key} unset)`}
              .{" "}
              {setting.source === "studio"
                ? setting.environmentValue === null
                  ? `Without it: the default, ${setting.defaultValue}.`
                  : `Without it: the environment's ${setting.environmentValue}.`
                : null}
            </p>
          </div>
        ))}
        <button type="submit" name="intent" value="save" disabled={busy} className={`${buttonClass} bg-brand-700 text-white`}>
          Save settings
        </button>
      </Form>

      {settings.some((setting) => setting.source === "studio") ? (
        <>
          <h2 className="mt-10 text-xl font-bold text-slate-900">Follow the environment again</h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {settings
              .filter((setting) => setting.source === "studio")
              .map((setting) => (
                <li key={setting.key}>
                  <Form method="post">
                    <input type="hidden" name="version" value={version} />
                    <input type="hidden" name="key" value={setting.key} />
                    <button
                      type="submit"
                      name="intent"
                      value="follow-environment"
                      disabled={busy}
                      className={`${buttonClass} border border-slate-400 bg-white text-slate-900`}
                    >
                      {setting.label}: use the environment
                    </button>
                  </Form>
                </li>
              ))}
          </ul>
        </>
      ) : null}

      <RevisionHistory history={history} empty="Nothing saved here yet: every setting follows the environment." verb="saved" busy={busy} />
    </section>
  );
}
