import { Link } from "@remix-run/react";

export type ContactDetails = { email: string; phone: string; address: string };

export function SiteFooter({ contact }: { contact: ContactDetails }) {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">Chip Repair Academy</p>
          <p className="mt-2 text-sm">Training, tools and coaching for people starting a mobile windshield chip-repair business.</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Contact</h2>
          <ul className="mt-3 space-y-1 text-sm">
            <li>
              <a className="underline hover:text-white" href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </li>
            <li>
              <a className="underline hover:text-white" href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>
                {contact.phone}
              </a>
            </li>
            <li>{contact.address}</li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Company</h2>
          <ul className="mt-3 space-y-1 text-sm">
            <li><Link className="underline hover:text-white" to="/about">About</Link></li>
            <li><Link className="underline hover:text-white" to="/pricing">Pricing</Link></li>
            <li><Link className="underline hover:text-white" to="/privacy-policy">Privacy Policy</Link></li>
            <li><Link className="underline hover:text-white" to="/auth">Member Sign In</Link></li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-700">
        <div className="mx-auto max-w-6xl space-y-3 px-4 py-8 text-xs leading-relaxed text-slate-400">
          <p>
            <strong className="text-slate-300">Earnings disclaimer:</strong> We make no earnings claims. Any figures on this
            site are examples of what some students have reported, not a promise or guarantee of income. Your results vary
            with your effort, skill, location, market and many other factors outside our control. Starting any business
            carries risk, and you may earn less than you invest.
          </p>
          <p>
            This site is not part of, or endorsed by, YouTube, Vimeo, Google, Facebook or Meta, or any other video or social
            platform. Those names are trademarks of their owners.
          </p>
          <p>© {year} Chip Repair Academy. All rights reserved.</p>
        </div>
      </div>
    </footer>
  );
}
