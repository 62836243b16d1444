import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

const variants = {
  primary: "bg-accent-500 text-slate-900 hover:bg-accent-400 shadow",
  secondary: "border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50",
  brand: "bg-brand-700 text-white hover:bg-brand-800 shadow",
} as const;

/** A link styled as a call-to-action button. */
export function ActionLink({
  to,
  variant = "primary",
  children,
  className = "",
}: {
  to: string;
  variant?: keyof typeof variants;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to={to}
      prefetch="intent"
      className={`inline-flex items-center justify-center rounded-lg px-6 py-3 text-center text-base font-bold transition ${variants[variant]} ${className}`}
    >
      {children}
    </Link>
  );
}
