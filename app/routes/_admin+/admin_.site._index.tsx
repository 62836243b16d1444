import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { adminPage } from "~/components/admin/AdminLayout";
import { siteTextPath } from "~/lib/admin-paths";
import { privatePageHeaders } from "~/lib/private-page";
import { requireAdmin } from "~/server/accounts/admin.server";
import { studioTexts } from "~/server/platform/site-texts.server";
import { pageTitle } from "~/lib/route-handle";

// The studio's texts: the business's facts, the founder and the e-mails, each with whether a draft waits.
export const handle = adminPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Words and e-mails | Studio") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { superAdmin } = await requireAdmin(request);
  return {
    superAdmin,
    texts: studioTexts().map(({ unit, draft }) => ({ key: unit.key, label: unit.label, group: unit.group, draftWaiting: draft.body !== null })),
  };
}

const GROUPS = [
  { group: "business", heading: "The business" },
  { group: "page", heading: "Pages" },
  { group: "email", heading: "E-mails" },
  { group: "text", heading: "Text messages" },
] as const;

export default function SiteTexts() {
  const { texts } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-extrabold text-slate-900">Words and e-mails</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        The business's facts, the founder's story and the words of the e-mails and texts the site sends. Save a change as a draft and check its preview; a super
        admin publishes it. The unsubscribe link, its headers and the postal address are added to e-mails by the system; the business's name, the link and the
        opt-out line to texts.
      </p>
      {GROUPS.map(({ group, heading }) => (
        <div key={group}>
          <h2 className="mt-8 text-xl font-bold text-slate-900">{heading}</h2>
          <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {texts
              .filter((text) => text.group === group)
              .map((text) => (
                <li key={text.key} className="flex flex-wrap items-center gap-3 px-4 py-3">
                  <Link to={siteTextPath(text.key)} className="font-semibold text-brand-700 underline">
                    {text.label}
                  </Link>
                  {text.draftWaiting ? <strong className="text-sm text-amber-800">A draft waits to be published.</strong> : null}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
