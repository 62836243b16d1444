import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { adminPage } from "~/components/admin/AdminLayout";
import { RevisionHistory } from "~/components/admin/RevisionHistory";
import { PricingPlans } from "~/components/sales/PricingPlans";
import { FieldMessage } from "~/components/ui/FieldFrame";
import { FormField } from "~/components/ui/FormField";
import { FormSelect } from "~/components/ui/FormSelect";
import { kitIds } from "~/content/kits";
import { publishedKitName } from "~/server/platform/site-texts.server";
import { OFFERS_STUDIO_PATH, offerStudioPath } from "~/lib/admin-paths";
import { formValues } from "~/lib/form-values";
import { formatDollars } from "~/lib/money";
import { isPlanId, PLAN_IDS, planCard } from "~/lib/offers";
import { type Offer } from "~/content/products";
import { privatePageHeaders } from "~/lib/private-page";
import { formatAdminDate } from "~/server/accounts/admin.server";
import { requireRole } from "~/server/accounts/auth.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";
import { inclusionWords } from "~/server/sales/inclusion-words.server";
import {
  OFFER_FORM_FIELDS,
  offerFormValues,
  offerRevisions,
  publishOffer,
  publishedOffer,
  restoreOfferRevision,
  saveOfferDraft,
  studioOffer,
  type OfferFailure,
  type OfferFormField,
} from "~/server/platform/offers.server";
import { pageTitle } from "~/lib/route-handle";

// One offer in the studio (super admin): edit it as a draft, preview its card, publish it (new
// orders buy it from then on; orders already placed keep their price), and its history with restore.
export const handle = adminPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(matches, `${data?.published.name ?? "Offer"} | Offers`) }];

const describeOffer = (offer: Offer) => `${offer.name}, ${formatDollars(offer.price)}${offer.shown ? "" : ", hidden"}`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "super_admin");
  const { id, published, current, draft } = studioOffer(params.product ?? "");
  const plan = isPlanId(id);
  return {
    superAdmin: true,
    id,
    plan,
    published,
    values: offerFormValues(current, draft.version),
    draft: { waiting: draft.body !== null, by: draft.updatedBy, at: formatAdminDate(draft.updatedAt) },
    preview: {
      published: plan ? planCard(id, published) : null,
      draft: plan && draft.body ? planCard(id, draft.body) : null,
      draftText: draft.body ? describeOffer(draft.body) : null,
    },
    kitOptions: kitIds.map((kit) => ({ value: kit, label: publishedKitName(kit) })),
    inclusionTitles: inclusionWords().titles,
    splitsOptions: PLAN_IDS.filter((other) => other !== id).map((other) => ({ value: other, label: publishedOffer(other).name })),
    history: offerRevisions(id).map((revision) => ({
      id: revision.id,
      summary: revision.summary,
      by: revision.publishedBy,
      at: formatAdminDate(revision.publishedAt),
    })),
  };
}

type Answer = { values: Record<OfferFormField, string>; errors: Partial<Record<OfferFormField | "form", string>> };

function failure(outcome: OfferFailure) {
  return {
    type: "error" as const,
    title:
      "error" in outcome
        ? outcome.error
        : `${outcome.by} changed this offer at ${formatAdminDate(outcome.at)}. Reload the page to see their change, then make yours again.`,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireRole(request, "super_admin");
  const { id } = studioOffer(params.product ?? "");
  const here = offerStudioPath(id);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "publish" || intent === "restore") {
    const outcome = intent === "publish" ? publishOffer(id, user) : restoreOfferRevision(Number(form.get("revision")), user);
    return redirectWithFlash(
      request,
      here,
      "revision" in outcome
        ? { type: "success", title: intent === "publish" ? "Published: new orders buy it now." : "Restored and published." }
        : failure(outcome),
    );
  }
  const values = formValues(form, OFFER_FORM_FIELDS);
  const outcome = saveOfferDraft(id, values, user);
  if ("errors" in outcome) return json<Answer>({ values, errors: outcome.errors }, { status: 400 });
  if ("stale" in outcome) return json<Answer>({ values, errors: { form: failure(outcome).title } }, { status: 409 });
  return redirectWithFlash(request, here, { type: "success", title: "Draft saved. Check the preview, then publish." });
}

const buttonClass = "rounded-md px-4 py-2 font-semibold";

function Checkbox({ name, label, checked, hint }: { name: OfferFormField; label: string; checked: boolean; hint?: string }) {
  return (
    <div>
      <label className="flex items-start gap-2 text-slate-900">
        <input type="checkbox" name={name} defaultChecked={checked} aria-describedby={hint ? `${name}-hint` : undefined} className="mt-1 h-4 w-4" />
        <span className="font-semibold">{label}</span>
      </label>
      {hint ? (
        <p id={`${name}-hint`} className="ml-6 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export default function OfferEditor() {
  const { id, plan, published, values: saved, draft, preview, kitOptions, inclusionTitles, splitsOptions, history } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const errors = answer?.errors ?? {};
  const values = answer?.values ?? saved;
  const on = (name: OfferFormField) => values[name] === "on";
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <p>
        <Link to={OFFERS_STUDIO_PATH} className="text-brand-700 underline">
          All offers
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900">{published.name}</h1>
      <p className="mt-2 text-slate-700" data-testid="published-offer">
        On sale now: {formatDollars(published.price)}
        {published.shown ? "" : " (hidden)"}. A new price applies to new orders; orders already placed keep theirs.
      </p>

      {preview.published || preview.draft ? <h2 className="mt-8 text-xl font-bold text-slate-900">The card on the pricing pages</h2> : null}
      {preview.published || preview.draft ? (
        <div className={`mt-6 grid gap-6 ${preview.draft ? "sm:grid-cols-2" : ""}`}>
          {preview.published ? (
            <figure>
              <PricingPlans plans={[preview.published]} linkFor={() => "/pricing"} />
              <figcaption className="mt-2 text-sm text-slate-700">On the site now.</figcaption>
            </figure>
          ) : null}
          {preview.draft ? (
            <figure data-testid="draft-preview">
              <PricingPlans plans={[preview.draft]} linkFor={() => "/pricing"} />
              <figcaption className="mt-2 text-sm text-slate-700">
                Preview of the draft, saved by {draft.by} at {draft.at}: not on the site until published.
              </figcaption>
            </figure>
          ) : null}
        </div>
      ) : null}
      {draft.waiting && !preview.draft ? (
        <p className="mt-6 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-slate-900" data-testid="draft-preview">
          Draft: {preview.draftText}, saved by {draft.by} at {draft.at}: not on the site until published.
        </p>
      ) : null}
      {draft.waiting ? (
        <Form method="post" className="mt-4">
          <button type="submit" name="intent" value="publish" disabled={busy} className={`${buttonClass} bg-green-700 text-white`}>
            Publish the draft
          </button>
        </Form>
      ) : null}

      <h2 className="mt-10 text-xl font-bold text-slate-900">Edit</h2>
      {/* A new version (a save, a restore) remounts the form, so its fields show the values in force, not what was typed before. */}
      <Form key={saved.version} method="post" noValidate className="mt-4 max-w-2xl space-y-4" aria-describedby={errors.form ? "form-error" : undefined}>
        {errors.form ? (
          <p id="form-error" role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800">
            {errors.form}
          </p>
        ) : null}
        <input type="hidden" name="version" value={values.version} />
        <FormField name="name" label="Name" defaultValue={values.name} maxLength={120} required error={errors.name} />
        <FormField
          name="price"
          label={id === "bootcamp" ? "Offer price (dollars)" : "Price (dollars)"}
          hint="Whole dollars, e.g. 1997; in instalments, each payment. New orders pay it; orders already placed keep their price."
          defaultValue={values.price}
          inputMode="numeric"
          prefix="$"
          required
          error={errors.price}
        />
        {id === "bootcamp" ? (
          <>
            <FormField
              name="listPrice"
              label="List price after the offer (dollars)"
              defaultValue={values.listPrice}
              inputMode="numeric"
              prefix="$"
              error={errors.listPrice}
            />
            <FormField
              name="offerHours"
              label="Offer runs for (hours)"
              hint="From a visitor's first visit to the bootcamp's pages."
              defaultValue={values.offerHours}
              inputMode="numeric"
              error={errors.offerHours}
            />
          </>
        ) : null}
        <FormField name="description" label="Description" defaultValue={values.description} maxLength={400} error={errors.description} />
        <Checkbox name="shown" label="On sale" checked={on("shown")} hint="Untick to hide it: not listed and not ordered. Orders already placed are kept." />
        {plan ? (
          <>
            <FormField
              name="badge"
              label="Badge"
              hint="A word or two over the card, e.g. Most Popular; empty for none."
              defaultValue={values.badge}
              maxLength={40}
              error={errors.badge}
            />
            <FormSelect
              name="badgeVariant"
              label="Badge colour"
              placeholder="Blue"
              options={[{ value: "secondary", label: "Yellow" }]}
              defaultValue={values.badgeVariant === "secondary" ? "secondary" : ""}
            />
            <Checkbox name="highlight" label="Highlight the card" checked={on("highlight")} />
            <FormField name="cta" label="Button label" defaultValue={values.cta} maxLength={60} required error={errors.cta} />
            <div>
              <label htmlFor="features" className="block text-sm font-semibold text-slate-900">
                The card's lines
              </label>
              <p id="features-hint" className="text-sm text-slate-600">
                One per line, in your words.
              </p>
              <textarea
                id="features"
                name="features"
                rows={6}
                defaultValue={values.features}
                aria-describedby={errors.features ? "features-error features-hint" : "features-hint"}
                aria-invalid={errors.features ? true : undefined}
                className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base"
              />
              {errors.features ? <FieldMessage name="features" message={errors.features} /> : null}
            </div>
            <Checkbox
              name="qualifiedOnly"
              label="Only for visitors who qualified on their strategy call"
              checked={on("qualifiedOnly")}
              hint="Shown on /pricing?qualified=true only, first."
            />

            <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
              <legend className="px-1 font-bold text-slate-900">Kits it ships</legend>
              <FormSelect name="shipsKit" label="Kit" placeholder="None" options={kitOptions} defaultValue={values.shipsKit} error={errors.shipsKit} />
              <FormField name="shipsQuantity" label="How many" defaultValue={values.shipsQuantity} inputMode="numeric" error={errors.shipsQuantity} />
            </fieldset>

            <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
              <legend className="px-1 font-bold text-slate-900">Instalments</legend>
              <p className="text-sm text-slate-700">Leave the number of payments empty to sell it paid in full.</p>
              <FormField
                name="instalmentPayments"
                label="Number of payments"
                hint="All of them, the one at checkout included; each is the price above."
                defaultValue={values.instalmentPayments}
                inputMode="numeric"
                error={errors.instalmentPayments}
              />
              <FormField
                name="instalmentEveryDays"
                label="Days between payments"
                defaultValue={values.instalmentEveryDays}
                inputMode="numeric"
                error={errors.instalmentEveryDays}
              />
              <FormSelect
                name="instalmentSplits"
                label="The plan paid in full these payments spread out"
                placeholder="Choose a plan"
                options={splitsOptions}
                defaultValue={values.instalmentSplits}
                error={errors.instalmentSplits}
              />
              <Checkbox
                name="ownerAllowsLowerTotal"
                label="Allow the payments to cost less in all than that plan paid in full"
                checked={on("ownerAllowsLowerTotal")}
              />
              {errors.ownerAllowsLowerTotal ? <FieldMessage name="ownerAllowsLowerTotal" message={errors.ownerAllowsLowerTotal} /> : null}
            </fieldset>
          </>
        ) : null}

        {id === "bootcamp" ? null : (
          <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
            <legend className="px-1 font-bold text-slate-900">What it includes (the member's page and the fulfilment queue follow this)</legend>
            <Checkbox name="includeCourse" label={inclusionTitles.course} checked={on("includeCourse")} />
            <Checkbox name="includeCoach" label={inclusionTitles.coach} checked={on("includeCoach")} />
            <Checkbox name="includeResources" label={inclusionTitles.resources} checked={on("includeResources")} />
            <Checkbox name="includeMarketingPlan" label={inclusionTitles["marketing-plan"]} checked={on("includeMarketingPlan")} />
            <Checkbox name="includeCommunity" label={inclusionTitles.community} checked={on("includeCommunity")} />
            <Checkbox name="includePlaybooks" label={inclusionTitles.playbooks} checked={on("includePlaybooks")} />
            <FormField
              name="coachingSessions"
              label="1-on-1 coaching calls"
              hint="Empty for none."
              defaultValue={values.coachingSessions}
              inputMode="numeric"
              error={errors.coachingSessions}
            />
            <FormField name="coachingOver" label="Over (e.g. 12 weeks)" defaultValue={values.coachingOver} maxLength={60} error={errors.coachingOver} />
            <FormField
              name="hostingMonths"
              label="Months of website hosting"
              hint="Empty for none."
              defaultValue={values.hostingMonths}
              inputMode="numeric"
              error={errors.hostingMonths}
            />
          </fieldset>
        )}
        <button type="submit" name="intent" value="save" disabled={busy} className={`${buttonClass} bg-brand-700 text-white`}>
          Save draft
        </button>
      </Form>

      <RevisionHistory history={history} empty="Nothing published from the studio yet: the offer is as first published." verb="published" busy={busy} />
    </section>
  );
}
