import type { ReactNode } from "react";

/** The centred h2 (with optional eyebrow and intro) that opens each landing-page section. */
export function SectionHeading({ id, eyebrow, title, children }: { id: string; eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <header className="mx-auto max-w-3xl text-center">
      {eyebrow ? <p className="text-sm font-bold uppercase tracking-wide text-accent-600">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-3xl font-extrabold leading-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg text-slate-700">{children}</p> : null}
    </header>
  );
}
