import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CheckoutButtonForm } from "~/components/sales/CheckoutButtonForm";
import { OrderingClosedNotice } from "~/components/sales/OrderingClosedNotice";
import { TermsNote } from "~/components/sales/TermsNote";
import { formatCents } from "~/lib/money";
import { privatePageHeaders } from "~/lib/private-page";
import { htmlOnlyPage, pageTitle } from "~/lib/route-handle";
import { reminderOrder, reopenCheckout } from "~/server/sales/checkout-reminders.server";
import { OrderingClosedError } from "~/server/sales/payments.server";
import { consumeLimit } from "~/server/platform/rate-limit.server";

export const handle = htmlOnlyPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Finish Your Order") }, { name: "robots", content: "noindex" }];

// The link in the one reminder to a buyer who left checkout without paying. Opening it only
// shows the order (mail scanners open links too); the button reopens checkout.
export async function loader({ params }: LoaderFunctionArgs) {
  const found = reminderOrder(params.token ?? "");
  if (!found) throw new Response("This link is not valid.", { status: 404 });
  const { order, product, bought } = found;
  return { productName: product.name, amount: formatCents(order.amountCents), bought, orderPath: product.orderPath };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const limit = await consumeLimit("publicForm", context.clientAddress);
  if (!limit.allowed) {
    return json(
      {
        error: "Too many attempts from your connection. Please try again later.",
      },
      {
        status: 429,
        headers: { "Retry-After": String(limit.retryAfterSeconds) },
      },
    );
  }
  try {
    const reopened = await reopenCheckout(params.token ?? "");
    if (reopened.outcome === "unknown") throw new Response("This link is not valid.", { status: 404 });
    if (reopened.outcome === "bought") return redirect(new URL(request.url).pathname); // this page says so
    return redirect(reopened.url);
  } catch (error) {
    if (error instanceof OrderingClosedError) return json({ error: "closed" as const }, { status: 503 });
    if (error instanceof Response) throw error;
    console.error("[checkout-reminders] could not reopen a checkout", error);
    return json(
      {
        error: "We could not open the checkout just now. Please try again in a minute, or reply to the reminder e-mail.",
      },
      { status: 502 },
    );
  }
}

export default function ReopenCheckout() {
  const { productName, amount, bought, orderPath } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900">{bought ? "You have it already" : "Finish your order"}</h1>
      <p className="mt-4 text-lg text-slate-700">
        {productName}: <strong>{amount}</strong>
      </p>
      {bought ? (
        <p className="mt-4 text-slate-700">
          Thank you: this is paid for, in this order or another one, so there is nothing more to pay. Your receipt tells you how to sign in.
        </p>
      ) : answer?.error === "closed" ? (
        <OrderingClosedNotice className="mt-6" />
      ) : (
        <>
          <p className="mt-4 text-slate-700">Nothing was charged when you left checkout. Continue to pay at the same price.</p>
          <CheckoutButtonForm error={answer?.error} label="Continue to Checkout" />
        </>
      )}
      <TermsNote className="mt-8" />
      <p className="mt-2 text-sm text-slate-600">
        Want to change something first?{" "}
        <Link to={orderPath} className="font-semibold text-brand-700 underline">
          Start a new order
        </Link>
      </p>
    </section>
  );
}
