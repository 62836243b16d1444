import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { AccountCard, submitButtonClass } from "~/components/accounts/AccountCard";
import { OrderingClosedNotice } from "~/components/sales/OrderingClosedNotice";
import { SAVED_CARD_NOTICE_ID, SavedCardNotice } from "~/components/sales/SavedCardNotice";
import { TermsNote } from "~/components/sales/TermsNote";
import { TestModeBadge } from "~/components/sales/TestModeBadge";
import { formatCents } from "~/lib/money";
import { announcedLaterPaymentsOfOrder } from "~/server/sales/instalment-schedule.server";
import { completeTestCheckout, findTestCheckout, isPayableTestCheckout, paymentMode, testModePayments, type TestCard } from "~/server/sales/payments.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";
import { privatePageHeaders } from "~/lib/private-page";
import { pageTitle } from "~/lib/route-handle";

// The built-in checkout a fresh install sells through (no STRIPE_SECRET_KEY): the same
// flow as Stripe Checkout, session id and all, with no card and no money. A plan in
// instalments saves "a card" for its later payments: the buyer picks one that pays or one
// that will be declined later, to try the whole lifecycle. While ordering is closed (a
// public address without a key) it says so and takes nothing.
export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Test Checkout") }, { name: "robots", content: "noindex" }];

const orderingClosed = () => json({ checkout: null }, { status: 503 });

function openTestCheckout(sessionId: string | undefined) {
  const session = testModePayments() && sessionId ? findTestCheckout(sessionId) : undefined;
  if (!session) throw new Response("No such checkout.", { status: 404 });
  return session;
}

export async function loader({ params }: LoaderFunctionArgs) {
  if (paymentMode() === "closed") return orderingClosed();
  const session = openTestCheckout(params.sessionId);
  return {
    checkout: {
      productName: session.productName,
      amount: formatCents(session.amountCents),
      email: session.customerEmail,
      paid: session.status === "complete",
      expired: session.status !== "complete" && !isPayableTestCheckout(session),
      savesCard: session.saveCard,
      laterPayments: session.saveCard && session.instalmentId === null ? announcedLaterPaymentsOfOrder(session.orderId) : [],
      cancelUrl: session.cancelUrl,
    },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  if (paymentMode() === "closed") return orderingClosed();
  const session = openTestCheckout(params.sessionId);
  const form = await readForm(request);
  if (form.get("intent") === "cancel") return redirect(session.cancelUrl);
  const card: TestCard = form.get("card") === "declined-later" ? "declined-later" : "pays";
  const next = completeTestCheckout(session.id, card);
  // An expired checkout takes no payment, as Stripe's does not: the page says so.
  return redirect(next ?? new URL(request.url).pathname);
}

export default function TestCheckout() {
  const { checkout } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  if (!checkout) {
    return (
      <AccountCard title="Checkout">
        <OrderingClosedNotice />
      </AccountCard>
    );
  }
  const { productName, amount, email, paid, expired, savesCard, laterPayments, cancelUrl } = checkout;
  if (expired) {
    return (
      <AccountCard title="Checkout expired" intro={<TestModeBadge />}>
        <p data-testid="checkout-expired" className="text-slate-800">
          This checkout for {productName} ({amount}) has expired, so it takes no payment. Nothing was charged.
        </p>
        <Link to={cancelUrl} className="mt-4 inline-block font-semibold text-brand-700 underline">
          Go back and start again
        </Link>
      </AccountCard>
    );
  }
  // Before a plan's first payment, the notice over the button states what the kept card is charged, and links the terms.
  const statesKeptCard = laterPayments.length > 0 && !paid;
  return (
    <AccountCard title="Checkout" intro={<TestModeBadge />}>
      <dl className="space-y-2 text-slate-800">
        <div className="flex justify-between gap-4">
          <dt>{productName}</dt>
          <dd className="font-bold">{amount}</dd>
        </div>
        <div className="flex justify-between gap-4 text-sm">
          <dt>Receipt to</dt>
          <dd>{email}</dd>
        </div>
      </dl>
      <Form method="post" className="mt-6 space-y-3">
        {savesCard && !paid ? (
          <fieldset className="rounded-md border border-slate-300 p-3">
            <legend className="px-1 font-semibold text-slate-900">Test card, kept for the later payments</legend>
            <label className="mt-1 flex items-start gap-2">
              <input type="radio" name="card" value="pays" defaultChecked className="mt-1" />
              <span>A card that pays every time</span>
            </label>
            <label className="mt-2 flex items-start gap-2">
              <input type="radio" name="card" value="declined-later" className="mt-1" />
              <span>A card that pays today and is declined for the later payments</span>
            </label>
          </fieldset>
        ) : null}
        {statesKeptCard ? <SavedCardNotice laterPayments={laterPayments} /> : null}
        <button
          type="submit"
          name="intent"
          value="pay"
          disabled={busy}
          aria-describedby={statesKeptCard ? SAVED_CARD_NOTICE_ID : undefined}
          className={submitButtonClass}
        >
          {paid ? "Already paid: continue" : `Pay ${amount} (test)`}
        </button>
        {paid ? null : (
          <button
            type="submit"
            name="intent"
            value="cancel"
            disabled={busy}
            className="w-full rounded-md border border-slate-400 px-5 py-3 font-semibold text-slate-800"
          >
            Cancel and go back
          </button>
        )}
      </Form>
      {statesKeptCard ? null : <TermsNote className="mt-4" />}
    </AccountCard>
  );
}
