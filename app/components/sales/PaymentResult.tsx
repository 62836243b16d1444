import { Link, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { TermsNote } from "~/components/sales/TermsNote";
import { TestModeBadge } from "~/components/sales/TestModeBadge";
import { notify } from "~/components/ui/Toasts";
import type { PaymentOutcome } from "~/lib/order-form";
import { fillValues } from "~/lib/text-units";

const ACCOUNT_CREATED_TOAST_MS = 10_000;

/** The answer to a buyer's return from checkout: paid (and, once, a new account's password) or not verified. `words`: page.payment-result's, its {{productName}}, {{orderNumber}} and {{email}} filled here. */
export function PaymentResult({ outcome, signedIn, words }: { outcome: PaymentOutcome; signedIn: boolean; words: Record<string, string> }) {
  const newUser = outcome.success ? outcome.newUser : null;
  const here = useLocation().pathname;
  const toastTitle = words.accountToast;
  useEffect(() => {
    if (newUser) {
      notify({
        title: toastTitle,
        description: `Login e-mail: ${newUser.email}. Temporary password: ${newUser.temporaryPassword}`,
        durationMs: ACCOUNT_CREATED_TOAST_MS,
      });
    }
  }, [newUser, toastTitle]);

  if (!outcome.success) {
    return (
      <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-6 text-red-900">
        <h2 className="text-xl font-bold">{words.failedHeading}</h2>
        <p className="mt-1">{words.failedText}</p>
        <p className="mt-2 text-sm">
          Support:{" "}
          <a href={`mailto:${outcome.support.email}`} className="font-semibold underline">
            {outcome.support.email}
          </a>
          , {outcome.support.phone}
        </p>
      </div>
    );
  }
  const buyer = { productName: outcome.productName, orderNumber: outcome.orderNumber, email: outcome.email };
  return (
    <div role="status" className="space-y-4 rounded-2xl border border-green-300 bg-green-50 p-6 text-green-950">
      {outcome.testMode ? <TestModeBadge /> : null}
      <div>
        <h2 className="text-xl font-bold">{words.paidHeading}</h2>
        <p className="mt-1">{fillValues(words.welcomeText!, buyer)}</p>
        <p data-testid="order-number" className="mt-1 text-sm">
          {fillValues(words.orderNumberText!, buyer)}
        </p>
      </div>
      {newUser ? (
        <div className="rounded-xl border border-green-400 bg-white p-4">
          <h3 className="font-bold">{words.accountHeading}</h3>
          <p className="mt-1 text-sm">{words.passwordText}</p>
          <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]">
            <dt className="font-semibold">Login e-mail</dt>
            <dd data-testid="login-email" className="[overflow-wrap:anywhere]">
              {newUser.email}
            </dd>
            <dt className="font-semibold">Temporary password</dt>
            <dd data-testid="temporary-password" className="font-mono text-lg tracking-wider">
              {newUser.temporaryPassword}
            </dd>
          </dl>
        </div>
      ) : outcome.awaitsClaim ? (
        <p data-testid="awaits-claim" className="[overflow-wrap:anywhere]">
          {fillValues(words.awaitsClaimText!, buyer)}
        </p>
      ) : (
        <p className="[overflow-wrap:anywhere]">{fillValues(words.receiptText!, buyer)}</p>
      )}
      {outcome.awaitsClaim ? null : signedIn ? (
        outcome.startPath === here ? null : (
          <Link to={outcome.startPath} className="inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
            {words.startButton}
          </Link>
        )
      ) : (
        <Link
          to={`/auth?${new URLSearchParams({ redirectTo: outcome.startPath })}`}
          className="inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {words.signInButton}
        </Link>
      )}
      <TermsNote />
    </div>
  );
}
