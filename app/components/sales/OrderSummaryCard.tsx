import type { ReactNode } from "react";
import type { ScheduledPayment } from "~/lib/instalments";
import type { PaymentMode } from "~/lib/order-form";
import { CheckoutForm } from "~/components/sales/CheckoutForm";
import { OrderingClosedNotice } from "~/components/sales/OrderingClosedNotice";
import { TermsNote } from "~/components/sales/TermsNote";
import type { PageWords } from "~/lib/page-texts/sales";

type Props = {
  name: string;
  price: ReactNode;
  payments: PaymentMode;
  /** The kits the product ships, e.g. "2 Platinum Tools kits": the form then asks where to send them. */
  shippedKits: string | null;
  /** A plan in instalments: the later payments the kept card is charged. */
  laterPayments?: ScheduledPayment[];
  /** The order pages' shared words (page.checkout). */
  checkout: PageWords;
  children?: ReactNode;
};

/** The boxed summary beside an order page: what is bought, its price and the buyer's details for checkout. */
export function OrderSummaryCard({ name, price, payments, shippedKits, laterPayments = [], checkout, children }: Props) {
  // A plan in instalments states what the kept card is charged above the button, with the terms linked there.
  const statesKeptCard = payments !== "closed" && laterPayments.length > 0;
  return (
    <aside aria-labelledby="order-summary-heading" className="rounded-2xl border-2 border-brand-700 bg-white p-6 shadow-lg">
      <h2 id="order-summary-heading" className="text-sm font-bold uppercase tracking-wide text-slate-600">
        {checkout.summaryHeading}
      </h2>
      <p className="mt-2 text-xl font-bold text-slate-900">{name}</p>
      <div className="mt-3">{price}</div>
      {children}
      {payments === "closed" ? (
        <OrderingClosedNotice className="mt-6" />
      ) : (
        <CheckoutForm testMode={payments === "test"} shippedKits={shippedKits} laterPayments={laterPayments} words={checkout} className="mt-6" />
      )}
      {statesKeptCard ? null : <TermsNote className="mt-3" />}
    </aside>
  );
}
