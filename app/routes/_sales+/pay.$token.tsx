import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CheckoutButtonForm } from "~/components/sales/CheckoutButtonForm";
import { OrderingClosedNotice } from "~/components/sales/OrderingClosedNotice";
import { TermsNote } from "~/components/sales/TermsNote";
import { TestModeBadge } from "~/components/sales/TestModeBadge";
import { privatePageHeaders } from "~/lib/private-page";
import { htmlOnlyPage, pageTitle } from "~/lib/route-handle";
import { instalmentToPay, startInstalmentPayment, verifyInstalmentPayment } from "~/server/sales/instalment-pay-link.server";
import { instalmentIdFromToken } from "~/server/sales/instalment-schedule.server";
import { OrderingClosedError } from "~/server/sales/payments.server";
import { consumeLimit } from "~/server/platform/rate-limit.server";

export const handle = htmlOnlyPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Pay Your Instalment") }, { name: "robots", content: "noindex" }];

// The link in a failed instalment's e-mail (and on /account and /no-access): shows what is
// owed; its button opens a checkout for that payment alone, which also saves the card used
// for the payments after it. The checkout returns here with ?session_id=.
function instalmentOf(token: string | undefined): number {
  const instalmentId = instalmentIdFromToken(token ?? "");
  if (instalmentId === null) throw new Response("This link is not valid or has expired.", { status: 404 });
  return instalmentId;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const instalmentId = instalmentOf(params.token);
  const sessionId = new URL(request.url).searchParams.get("session_id");
  const returnedUnpaid = sessionId ? !(await verifyInstalmentPayment(instalmentId, sessionId)) : false;
  const instalment = instalmentToPay(instalmentId);
  if (!instalment) throw new Response("This link is not valid or has expired.", { status: 404 });
  return { ...instalment, returnedUnpaid };
}

export async function action({ params, context }: ActionFunctionArgs) {
  const instalmentId = instalmentOf(params.token);
  const limit = await consumeLimit("publicForm", context.clientAddress);
  if (!limit.allowed) {
    return json(
      { error: "Too many attempts from your connection. Please try again later." },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  try {
    const payment = await startInstalmentPayment(instalmentId);
    if (payment.outcome === "checkout") return redirect(payment.url);
    if (payment.outcome === "charge-under-way")
      return json({ error: "We are charging your saved card for this payment right now. Reload this page in a minute to see the result." }, { status: 409 });
    return json({ error: null });
  } catch (error) {
    if (error instanceof OrderingClosedError) return json({ error: "closed" as const }, { status: 503 });
    console.error("[instalments] could not open a checkout for an instalment", error);
    return json({ error: "We could not open the checkout just now. Please try again in a minute, or reply to our e-mail." }, { status: 502 });
  }
}

export default function PayInstalment() {
  const { productName, payment, amount, dueOn, status, payable, orderRefunded, testMode, returnedUnpaid } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const heading = status === "paid" ? "Paid: thank you" : payable ? `Pay ${amount}` : "Nothing to pay";
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900">{heading}</h1>
      {testMode ? <TestModeBadge className="mt-4" /> : null}
      <p className="mt-4 text-lg text-slate-700">
        {productName}, {payment}: <strong>{amount}</strong>, due {dueOn}
      </p>
      {status === "paid" ? (
        <p data-testid="instalment-paid" className="mt-4 text-slate-700">
          This payment is received and your receipt is on its way by e-mail. Your member area is open.
        </p>
      ) : !payable ? (
        <p className="mt-4 text-slate-700">
          {orderRefunded ? "This order was refunded, so nothing more is owed." : "This payment was waived: there is nothing to pay."}
        </p>
      ) : answer?.error === "closed" ? (
        <OrderingClosedNotice className="mt-6" />
      ) : (
        <>
          <p className="mt-4 text-slate-700">
            {status === "lapsed"
              ? "Our tries to charge your card did not go through, so your member area is paused. It opens again as soon as this payment is made."
              : "Our last try to charge your card did not go through. Pay now, with the same card or another; the card you use is kept for your next payments."}
          </p>
          {returnedUnpaid ? (
            <p role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
              We have not received this payment yet. If you paid just now, reload this page in a minute; otherwise try again.
            </p>
          ) : null}
          <CheckoutButtonForm error={answer?.error} label={`Pay ${amount} now`} />
        </>
      )}
      <TermsNote className="mt-8" />
      <p className="mt-2 text-sm text-slate-600">
        Your orders and payments are on{" "}
        <Link to="/account" className="font-semibold text-brand-700 underline">
          My Account
        </Link>
        . Questions? Reply to our e-mail.
      </p>
    </section>
  );
}
