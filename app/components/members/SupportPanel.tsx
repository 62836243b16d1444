import { Link } from "@remix-run/react";
/** The business's support details as published in the studio. */
export type SupportContact = { email: string; phone: string; hours: { days: string; hours: string }[] };

/**
 * Contact Support, the same on /welcome and on the dashboard's Contact tab: text and e-mail
 * links, the numbers, and the hours. `closeTo` adds a Close link (with `onClose` for JS).
 */
export function SupportPanel({ contact, closeTo, onClose }: { contact: SupportContact; closeTo?: string; onClose?: () => void }) {
  const digits = contact.phone.replace(/[^\d+]/g, "");
  return (
    <section id="support" aria-labelledby="support-heading" className="rounded-2xl border border-brand-100 bg-brand-50 p-6">
      <h2 id="support-heading" className="text-xl font-bold text-slate-900">
        Contact Support
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <a href={`sms:${digits}`} className="rounded-lg bg-white p-4 font-semibold text-brand-800 shadow-sm hover:bg-brand-100">
          Text support
        </a>
        <a href={`mailto:${contact.email}`} className="rounded-lg bg-white p-4 font-semibold text-brand-800 shadow-sm hover:bg-brand-100">
          Email support
        </a>
      </div>
      <ul className="mt-4 space-y-1 text-slate-800">
        <li>Phone: {contact.phone}</li>
        <li>E-mail: {contact.email}</li>
        {contact.hours.map((entry) => (
          <li key={entry.days}>
            {entry.days}: {entry.hours}
          </li>
        ))}
      </ul>
      {closeTo ? (
        <Link
          to={closeTo}
          preventScrollReset
          onClick={(event) => {
            if (!onClose) return;
            event.preventDefault();
            onClose();
          }}
          className="mt-4 inline-block rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800"
        >
          Close
        </Link>
      ) : null}
    </section>
  );
}
