import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AccountCard, submitButtonClass } from "~/components/accounts/AccountCard";
import { SignOutButton } from "~/components/accounts/SignOutButton";
import { Breadcrumb } from "~/components/members/Breadcrumb";
import { CertificatePanel } from "~/components/members/CertificatePanel";
import { FormField } from "~/components/ui/FormField";
import { NAME_MAX_LENGTH } from "~/lib/field-limits";
import { firstErrorPerField } from "~/lib/form-errors";
import { formValues } from "~/lib/form-values";
import { InstalmentList } from "~/components/sales/InstalmentList";
import { formatCents } from "~/lib/money";
import { orderNumber } from "~/lib/order-number";
import { fullDateInZone } from "~/lib/calendar-dates";
import { profileSchema } from "~/server/accounts/account-forms.server";
import { requireUser } from "~/server/accounts/auth.server";
import { memberCertificate } from "~/server/members/certificates.server";
import { env } from "~/server/platform/env.server";
import { withInstalmentViews } from "~/server/sales/instalment-admin.server";
import { memberOrders } from "~/server/members/member-access.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";
import { updateProfile } from "~/server/accounts/users.server";
import { pageTitle, type RouteHandle } from "~/lib/route-handle";
import { privatePageHeaders } from "~/lib/private-page";

export const handle: RouteHandle = { hydrate: "the profile saves without a reload and the button shows its progress" };

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "My Account") }];

const FIELDS = ["firstName", "lastName", "displayName"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const orders = withInstalmentViews(memberOrders(user.id, (order) => order.status !== "pending")).map((order) => ({
    id: order.id,
    number: orderNumber(order.id),
    productName: order.productName,
    amount: formatCents(order.amountCents),
    paidOn: order.paidAt ? fullDateInZone(order.paidAt, env.HOST_TIMEZONE) : null,
    refunded: order.status === "refunded",
    test: order.provider === "test",
    instalments: order.instalments,
  }));
  const certificate = await memberCertificate(user.id);
  return {
    email: user.email,
    names: { firstName: user.firstName ?? "", lastName: user.lastName ?? "", displayName: user.displayName ?? "" },
    orders,
    // Shown to members who have started the course or hold a certificate.
    certificate: certificate.issued || certificate.progress.completed > 0 ? certificate : null,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireUser(request);
  const values = formValues(await readForm(request), FIELDS);
  const parsed = profileSchema.safeParse(values);
  if (!parsed.success) return json({ values, errors: firstErrorPerField(parsed.error.issues) }, { status: 400 });
  updateProfile(user.id, parsed.data);
  return redirectWithFlash(request, "/account", { type: "success", title: "Profile saved" });
}

export default function Account() {
  const { email, names, orders, certificate } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const values = answer?.values ?? names;
  const saving = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-md px-4 pt-8">
      <Breadcrumb trail={[{ label: "Welcome", to: "/welcome" }, { label: "My Account" }]} />
      <AccountCard
        title="My Account"
        intro={
          <>
            Signed in as <strong>{email}</strong>
          </>
        }
      >
        <Form method="post" noValidate className="space-y-4">
          <FormField
            name="firstName"
            label="First name"
            autoComplete="given-name"
            required
            maxLength={NAME_MAX_LENGTH}
            defaultValue={values.firstName}
            error={answer?.errors.firstName}
          />
          <FormField
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            defaultValue={values.lastName}
            error={answer?.errors.lastName}
          />
          <FormField
            name="displayName"
            label="Display name"
            hint="How we greet you. Leave it empty to use your first name."
            autoComplete="nickname"
            maxLength={NAME_MAX_LENGTH}
            defaultValue={values.displayName}
            error={answer?.errors.displayName}
          />
          <button type="submit" disabled={saving} className={submitButtonClass}>
            {saving ? "Saving..." : "Save Profile"}
          </button>
        </Form>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
          <Link to="/change-password" className="font-semibold text-brand-700 underline">
            Change password
          </Link>
          <SignOutButton />
          <SignOutButton everywhere />
        </div>
      </AccountCard>
      {certificate ? <CertificatePanel certificate={certificate} className="mx-4 -mt-6 mb-12 sm:p-8" /> : null}
      {orders.length > 0 ? (
        <section aria-labelledby="orders-heading" className="mx-4 -mt-6 mb-12 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="orders-heading" className="text-xl font-bold text-slate-900">
            Orders and payments
          </h2>
          <ul className="mt-2 divide-y divide-slate-100">
            {orders.map((order) => (
              <li key={order.id} data-testid="account-order" className="py-3">
                <p className="font-semibold text-slate-900">
                  {order.productName}: {order.amount}
                  {order.test ? <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">TEST</span> : null}
                </p>
                <p className="text-sm text-slate-700">
                  {order.refunded ? "Refunded" : `Paid ${order.paidOn ?? ""}`} · Order {order.number}
                </p>
                {order.instalments.length > 0 ? <InstalmentList instalments={order.instalments} payLinks /> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
