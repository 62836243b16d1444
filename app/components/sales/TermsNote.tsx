import { Link } from "@remix-run/react";
import { orderTermsCopy } from "~/content/checkout";

/** The terms every order is made under, linked beside an order or payment page's button. */
export function TermsNote({ className = "" }: { className?: string }) {
  return (
    <p className={`text-sm text-slate-600 ${className}`}>
      {orderTermsCopy}{" "}
      <Link to="/terms" className="font-semibold text-brand-700 underline">
        Terms of Use
      </Link>
      .
    </p>
  );
}
