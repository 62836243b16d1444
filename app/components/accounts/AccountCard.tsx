import type { ReactNode } from "react";

/** The narrow centred card every account screen (sign in, passwords) sits in. */
export function AccountCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-extrabold text-slate-900">{title}</h1>
        {intro ? <div className="mt-2 text-slate-700">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

export function FormAlert({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
      {title ? <p className="font-semibold">{title}</p> : null}
      <p className="text-sm">{children}</p>
    </div>
  );
}

export const submitButtonClass = "w-full rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70";
