import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ActionLink } from "~/components/funnel/ActionLink";
import { staticPage, pageTitle } from "~/lib/route-handle";
import { pageWords } from "~/server/platform/site-texts.server";

export const handle = staticPage;

export const loader = () => pageWords("page.thank-you");

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, "You're In! Your Free Training Is on Its Way") },
  { name: "description", content: data?.description ?? "" },
];

export default function ThankYou() {
  const words = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:py-24">
      <div aria-hidden="true" className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-green-100 text-green-700">
        <svg width="32" height="32" viewBox="0 0 20 20" fill="currentColor">
          <path d="M7.6 13.2 4.4 10l-1.2 1.2 4.4 4.4 9.2-9.2-1.2-1.2z" />
        </svg>
      </div>
      <h1 className="mt-6 text-4xl font-extrabold text-slate-900">{words.headline}</h1>
      <p className="mt-4 text-lg text-slate-700">{words.message}</p>
      <p className="mt-4 text-slate-700">{words.watchPrompt}</p>
      <div className="mt-8 flex flex-col items-center gap-4">
        <ActionLink to="/video">{words.watchButton}</ActionLink>
        <ActionLink to="/" variant="secondary">
          {words.homeButton}
        </ActionLink>
      </div>
    </section>
  );
}
