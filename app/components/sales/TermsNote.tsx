import { Link } from "@remix-run/react";

/** The link to the terms, as order and payment pages show it. */
export function TermsLink() {
  return (
    <Link to="/terms" className="font-semibold text-brand-700 underline">
      Terms of Use
    </Link>
  );
}

/** The terms every order is made under, linked beside an order or payment page's button. */
export function TermsNote({ className = "" }: { className?: string }) {
  return (
    <p className={`text-sm text-slate-600 ${className}`}>
      Every order is made under our <TermsLink />.
    </p>
  );
}
