import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { adminPage } from "~/components/admin/AdminLayout";
import { ParcelAddress } from "~/components/sales/ParcelAddress";
import { FormField } from "~/components/ui/FormField";
import { FormSelect } from "~/components/ui/FormSelect";
import { carriers } from "~/content/inclusions";
import { FULFILMENT_DETAIL_MAX_LENGTH, FULFILMENT_FIELDS, fulfilmentSchema, type Fulfilment } from "~/lib/admin-forms";
import { ADMIN_FULFILMENT_PATH } from "~/lib/admin-paths";
import { firstErrorPerField } from "~/lib/form-errors";
import { formValues } from "~/lib/form-values";
import { privatePageHeaders } from "~/lib/private-page";
import { requireAdmin } from "~/server/accounts/admin.server";
import { requireRole } from "~/server/accounts/auth.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { fulfilmentQueue, markFulfilled, type QueueItem, type QueueOrder } from "~/server/sales/fulfilment.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";
import { pageTitle } from "~/lib/route-handle";

// What the team delivers by hand, order by order: the kits to ship (where, which, how many)
// and each plan's other inclusions. A super admin records each as done (who and when are
// kept); shipping the kits takes the carrier and tracking number and e-mails the buyer the
// tracking link. Plain forms, one per thing to do.
export const handle = adminPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Fulfilment") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { superAdmin } = await requireAdmin(request);
  const show = new URL(request.url).searchParams.get("show") === "done" ? "done" : "open";
  return { superAdmin, show, orders: fulfilmentQueue(show) };
}

type FulfilAnswer = { target: string; values: Record<(typeof FULFILMENT_FIELDS)[number], string>; errors: Partial<Record<keyof Fulfilment | "form", string>> };

const targetOf = (orderId: string, inclusion: string) => `${orderId}:${inclusion}`;

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const actor = await requireRole(request, "super_admin");
  const values = formValues(await readForm(request), FULFILMENT_FIELDS);
  const parsed = fulfilmentSchema.safeParse(values);
  if (!parsed.success)
    return json<FulfilAnswer>({ target: targetOf(values.orderId, values.inclusion), values, errors: firstErrorPerField(parsed.error.issues) }, { status: 400 });
  const result = markFulfilled(actor, parsed.data);
  const back = `${ADMIN_FULFILMENT_PATH}#order-${parsed.data.orderId}`;
  return redirectWithFlash(
    request,
    back,
    result.ok
      ? { type: "success", title: result.title, description: parsed.data.inclusion === "kits" ? "The buyer is e-mailed the tracking link." : undefined }
      : { type: "error", title: `Not recorded: ${result.reason}` },
  );
}

export default function Fulfilment() {
  const { superAdmin, show, orders } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-extrabold text-slate-900">Fulfilment</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        What each paid plan includes that the team delivers by hand: the kits to ship, websites to set up, marketing plans, community invitations and playbooks.
        The member sees each one&apos;s state on their Welcome page.
      </p>
      <nav aria-label="Fulfilment lists" className="mt-4 flex gap-4">
        <Link
          to={ADMIN_FULFILMENT_PATH}
          aria-current={show === "open" ? "page" : undefined}
          className="font-semibold text-brand-700 underline aria-[current=page]:text-slate-900 aria-[current=page]:no-underline"
        >
          To do
        </Link>
        <Link
          to={`${ADMIN_FULFILMENT_PATH}?show=done`}
          aria-current={show === "done" ? "page" : undefined}
          className="font-semibold text-brand-700 underline aria-[current=page]:text-slate-900 aria-[current=page]:no-underline"
        >
          Done
        </Link>
      </nav>
      {orders.length === 0 ? (
        <p className="mt-6 text-slate-700" data-testid="fulfilment-empty">
          {show === "open" ? "Nothing to do: every paid order's kits and extras are delivered." : "Nothing delivered yet."}
        </p>
      ) : (
        <ul className="mt-6 space-y-4">
          {orders.map((order) => (
            <QueueCard key={order.id} order={order} canChange={superAdmin} />
          ))}
        </ul>
      )}
    </section>
  );
}

function QueueCard({ order, canChange }: { order: QueueOrder; canChange: boolean }) {
  return (
    <li id={`order-${order.id}`} data-testid="fulfilment-order" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap justify-between gap-3">
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <h2 className="text-lg font-bold text-slate-900">
            {order.buyer} · {order.productName}
            {order.test ? <span className="ml-2 rounded bg-amber-200 px-2 py-0.5 text-xs font-bold text-amber-900">TEST</span> : null}
          </h2>
          <p className="text-sm text-slate-700">
            {order.email} · paid {order.paidAt}
          </p>
        </div>
        {order.shipment ? (
          <div className="min-w-0 text-sm [overflow-wrap:anywhere]" data-testid="ship-to">
            <p className="font-semibold text-slate-900">Ship {order.shipment.kits} to</p>
            <ParcelAddress shipment={order.shipment} />
            <p>Phone: {order.shipment.phone}</p>
          </div>
        ) : null}
      </div>
      <ul className="mt-4 divide-y divide-slate-100 border-t border-slate-100">
        {order.items.map((item) => (
          <li key={item.kind} data-testid={`fulfilment-${item.kind}`} className="py-3">
            <ItemRow order={order} item={item} canChange={canChange} />
          </li>
        ))}
      </ul>
    </li>
  );
}

function ItemRow({ order, item, canChange }: { order: QueueOrder; item: QueueItem; canChange: boolean }) {
  const answer = useActionData<FulfilAnswer>();
  const busy = useNavigation().state === "submitting";
  const mine = answer?.target === targetOf(order.id, item.kind) ? answer : null;
  const id = (field: string) => `${field}-${order.id}-${item.kind}`;
  if (item.done) {
    return (
      <p className="text-sm text-slate-800 [overflow-wrap:anywhere]">
        <span className="font-semibold text-green-800">✓ {item.title}:</span> {item.action.done.toLowerCase()} by {item.done.by} on {item.done.at}
        {item.done.tracking ? (
          <>
            {" "}
            ({item.done.tracking.carrier}{" "}
            <a href={item.done.tracking.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
              {item.done.tracking.number}
            </a>
            )
          </>
        ) : null}
        {item.done.detail ? <> · “{item.done.detail}”</> : null}
      </p>
    );
  }
  if (!canChange) return <p className="text-sm text-slate-800">{item.title}: to do</p>;
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3" aria-label={`${item.title} for ${order.buyer}`}>
      <input type="hidden" name="orderId" value={order.id} />
      <input type="hidden" name="inclusion" value={item.kind} />
      <p className="w-full text-sm font-semibold text-slate-900 sm:w-auto sm:flex-1">{item.title}</p>
      {item.kind === "kits" ? (
        <>
          <FormSelect
            name="carrier"
            id={id("carrier")}
            label="Carrier"
            options={carriers}
            placeholder="Choose"
            defaultValue={mine?.values.carrier}
            error={mine?.errors.carrier}
          />
          <FormField
            name="trackingNumber"
            id={id("trackingNumber")}
            label="Tracking number"
            autoComplete="off"
            maxLength={60}
            defaultValue={mine?.values.trackingNumber}
            error={mine?.errors.trackingNumber}
          />
        </>
      ) : item.action.detailLabel ? (
        <FormField
          name="detail"
          id={id("detail")}
          label={item.action.detailLabel}
          autoComplete="off"
          maxLength={FULFILMENT_DETAIL_MAX_LENGTH}
          defaultValue={mine?.values.detail}
          error={mine?.errors.detail}
          className="w-full sm:w-auto sm:min-w-0 sm:flex-1"
        />
      ) : null}
      <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60">
        {item.kind === "kits" ? "Mark shipped" : `Mark done: ${item.action.done.toLowerCase()}`}
      </button>
      {mine?.errors.form ? <p className="w-full text-sm font-medium text-red-700">{mine.errors.form}</p> : null}
    </Form>
  );
}
