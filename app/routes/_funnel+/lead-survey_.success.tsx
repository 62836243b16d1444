import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { sharedPage, type RouteHandle, pageTitle } from "~/lib/route-handle";
import { pageWords } from "~/server/platform/site-texts.server";

const REDIRECT_MS = 1000;

export const handle: RouteHandle = {
  ...sharedPage,
  hydrate: "after a client-side post, the webinar opens a second later (the Refresh header does it on a full load)",
};

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "You're registered") }];

export const loader = () => pageWords("page.lead-survey-success");

// Without JavaScript the browser follows this header after one second.
export const headers: HeadersFunction = () => ({ Refresh: `${REDIRECT_MS / 1000}; url=/webinar` });

export default function LeadSurveySuccess() {
  const words = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate("/webinar"), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-extrabold text-slate-900">{words.headline}</h1>
      <p role="status" className="mt-4 text-lg text-slate-700">
        {words.message}
      </p>
      <Link to="/webinar" className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white">
        {words.link}
      </Link>
    </section>
  );
}
