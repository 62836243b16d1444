import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Breadcrumb } from "~/components/members/Breadcrumb";
import { businessResourcesPage } from "~/server/members/business-resources.server";
import { requireMember } from "~/server/members/member-access.server";
import { htmlOnlyPage, pageTitle } from "~/lib/route-handle";
import { privatePageHeaders } from "~/lib/private-page";

export const handle = htmlOnlyPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Business Resources") }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireMember(request);
  return businessResourcesPage();
}

export default function BusinessResources() {
  const page = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <Breadcrumb trail={[{ label: "Welcome", to: "/welcome" }, { label: page.title }]} />
      <h1 className="mt-3 text-3xl font-extrabold text-slate-900">{page.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{page.intro}</p>
      {page.groups.map((group) => (
        <section key={group.id} aria-labelledby={`${group.id}-heading`} className="mt-10">
          <h2 id={`${group.id}-heading`} className="text-2xl font-bold text-slate-900">
            {group.title}
          </h2>
          <p className="mt-1 text-slate-700">{group.description}</p>
          <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {group.cards.map((card) => (
              <li key={card.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid={`resource-${card.id}`}>
                <h3 className="text-lg font-bold text-slate-900">{card.title}</h3>
                <p className="mt-2 flex-1 text-sm text-slate-700">{card.description}</p>
                <a
                  href={card.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-4 inline-block rounded-md bg-brand-700 px-4 py-2 text-center font-semibold text-white hover:bg-brand-800"
                >
                  {card.buttonLabel}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
