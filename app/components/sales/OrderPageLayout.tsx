import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { CheckoutSteps } from "~/components/sales/CheckoutSteps";
import type { PageWords } from "~/lib/page-texts/sales";

type Props = {
  back?: { to: string; label: string };
  eyebrow: string;
  title: string;
  intro: string;
  /** The order summary card, kept beside the details on wide screens. */
  summary: ReactNode;
  /**
   * The kits the product ships ("2 Platinum Tools kits"), or null: the summary's form then
   * asks for an address (too long a card to keep in view while scrolling), and the next
   * steps say when the kits ship.
   */
  shippedKits: string | null;
  /** The order pages' shared words (page.checkout). */
  checkout: PageWords;
  children: ReactNode;
};

/** The frame every order page shares: heading, summary card, details, then what happens next. */
export function OrderPageLayout({ back, eyebrow, title, intro, summary, shippedKits, checkout, children }: Props) {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
        {back ? (
          <Link to={back.to} className="inline-flex items-center gap-2 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50">
            <span aria-hidden="true">←</span> {back.label}
          </Link>
        ) : null}
        <header className="mt-4">
          <p className="text-sm font-bold uppercase tracking-wide text-accent-600">{eyebrow}</p>
          <h1 className="mt-1 text-3xl font-extrabold text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</p>
        </header>
        <div className="mt-8 grid items-start gap-8 md:grid-cols-3">
          <div className={`md:order-last ${shippedKits === null ? "md:sticky md:top-6" : ""}`}>{summary}</div>
          <div className="space-y-10 md:col-span-2">
            {children}
            <section aria-labelledby="next-steps-heading">
              <h2 id="next-steps-heading" className="text-xl font-bold text-slate-900">
                {checkout.nextHeading}
              </h2>
              <div className="mt-4">
                <CheckoutSteps shippedKits={shippedKits} words={checkout} />
              </div>
            </section>
          </div>
        </div>
      </div>
    </div>
  );
}
