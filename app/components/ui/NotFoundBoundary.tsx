import { Link, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";

/** A route's error boundary for its own 404 (what the page says, and where to go instead); any other error goes up to the root's. */
export function NotFoundBoundary({ title, children, back }: { title: string; children: ReactNode; back: { to: string; label: string } }) {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-700">{children}</p>
      <Link to={back.to} className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white">
        {back.label}
      </Link>
    </section>
  );
}
