import { savedCardCopy } from "~/content/saved-card";
import type { ScheduledPayment } from "~/lib/instalments";
import { TermsLink } from "~/components/sales/TermsNote";

export const SAVED_CARD_NOTICE_ID = "saved-card-notice";

/**
 * Before paying for a plan in instalments: the card is kept and charged each later payment on
 * the date shown (the card networks' stored-credential disclosure), with the terms linked.
 */
export function SavedCardNotice({ laterPayments }: { laterPayments: ScheduledPayment[] }) {
  return (
    <div id={SAVED_CARD_NOTICE_ID} data-testid="saved-card-notice" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800">
      <p className="font-bold text-slate-900">{savedCardCopy.title}</p>
      <p className="mt-1">{savedCardCopy.intro}</p>
      <ul className="mt-1 list-disc pl-5">
        {laterPayments.map(({ payment, amount, dueOn }) => (
          <li key={payment}>
            <strong>{amount}</strong> on <strong>{dueOn}</strong> ({payment})
          </li>
        ))}
      </ul>
      <p className="mt-1">{savedCardCopy.after}</p>
      <p className="mt-1">
        {savedCardCopy.terms} <TermsLink />.
      </p>
    </div>
  );
}
