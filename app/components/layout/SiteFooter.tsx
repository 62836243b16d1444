import { Link } from "@remix-run/react";

/** The business's facts as published in the studio; the legal line may be empty. */
export type ContactDetails = { name: string; email: string; phone: string; address: string; legalLine: string };

// Footer links are at least 24 px tall, the smallest tap target a finger can rely on.
const footerLink = "inline-block py-1 underline hover:text-white";

export function SiteFooter({ contact, signedIn, roomForBookCall }: { contact: ContactDetails; signedIn: boolean; roomForBookCall: boolean }) {
  const year = new Date().getFullYear();
  return (
    <footer className={`bg-slate-900 text-slate-300 ${roomForBookCall ? "md:pb-20" : ""}`}>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{contact.name}</p>
          <p className="mt-2 text-sm">Training, tools and coaching for people starting a mobile windshield chip-repair business.</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Contact</h2>
          <ul className="mt-3 text-sm">
            <li>
              <a className={`${footerLink} break-all`} href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </li>
            <li>
              <a className={footerLink} href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>
                {contact.phone}
              </a>
            </li>
            <li>{contact.address}</li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Company</h2>
          <ul className="mt-3 text-sm">
            <li>
              <Link className={footerLink} to="/about">
                About
              </Link>
            </li>
            <li>
              <Link className={footerLink} to="/pricing">
                Pricing
              </Link>
            </li>
            <li>
              <Link className={footerLink} to="/terms">
                Terms of Use
              </Link>
            </li>
            <li>
              <Link className={footerLink} to="/privacy-policy">
                Privacy Policy
              </Link>
            </li>
            <li>
              {signedIn ? (
                <Link className={footerLink} to="/welcome">
                  Member Area
                </Link>
              ) : (
                <Link className={footerLink} to="/auth">
                  Member Sign In
                </Link>
              )}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-700">
        <div className="mx-auto max-w-6xl space-y-3 px-4 py-8 text-xs leading-relaxed text-slate-400">
          <p>
            <strong className="text-slate-300">Earnings disclaimer:</strong> The earnings figures on this site are results our students reported, each shown
            with what it rests on. They are not promises or guarantees of income. Your results vary with your effort, skill, location, market and many other
            factors outside our control. Starting any business carries risk, and you may earn less than you invest.
          </p>
          <p>
            This site is not part of, or endorsed by, YouTube, Vimeo, Google, Facebook or Meta, or any other video or social platform. Those names are
            trademarks of their owners.
          </p>
          <p>
            © {year} {contact.name}. All rights reserved.
          </p>
          {contact.legalLine ? <p>{contact.legalLine}</p> : null}
        </div>
      </div>
    </footer>
  );
}
