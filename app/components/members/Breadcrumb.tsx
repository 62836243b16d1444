import { Link } from "@remix-run/react";

/** Back to the member's home, then where they are. */
export function Breadcrumb({ trail }: { trail: { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((step, index) => (
          <li key={step.label} className="flex items-center gap-1">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {step.to ? (
              <Link to={step.to} className="font-semibold text-brand-700 underline">
                {step.label}
              </Link>
            ) : (
              <span aria-current="page">{step.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
