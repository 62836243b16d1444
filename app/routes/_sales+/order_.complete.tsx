import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { KitShipmentNote } from "~/components/sales/KitShipmentNote";
import { PaymentResult } from "~/components/sales/PaymentResult";
import { currentUser } from "~/server/accounts/auth.server";
import { pageWords } from "~/server/platform/site-texts.server";
import { paymentOutcome } from "~/server/sales/purchases.server";
import { privatePageHeaders } from "~/lib/private-page";
import { pageTitle } from "~/lib/route-handle";

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Welcome Aboard") }, { name: "robots", content: "noindex" }];

// Where a plan's checkout returns (?session_id=): the payment is verified, the account made,
// and the buyer welcomed with how to sign in. Shows a one-time password: never stored.
export async function loader({ request }: LoaderFunctionArgs) {
  const sessionId = new URL(request.url).searchParams.get("session_id");
  if (!sessionId) throw redirect("/pricing");
  const payment = await paymentOutcome(sessionId);
  const signedIn = Boolean(await currentUser(request));
  return { payment, signedIn, words: pageWords("page.order-complete"), paymentWords: pageWords("page.payment-result") };
}

export default function OrderComplete() {
  const { payment, signedIn, words, paymentWords } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900">{payment.success ? words.welcomeHeading : words.orderHeading}</h1>
      <div className="mt-6">
        <PaymentResult outcome={payment} signedIn={signedIn} words={paymentWords} />
      </div>
      {payment.success ? (
        <div className="mt-8 space-y-2 text-slate-700">
          <h2 className="text-xl font-bold text-slate-900">{words.nextHeading}</h2>
          <p>{words.nextText}</p>
          {payment.shipment ? <KitShipmentNote shipment={payment.shipment} /> : null}
          <p>{words.questionsText}</p>
        </div>
      ) : null}
    </section>
  );
}
