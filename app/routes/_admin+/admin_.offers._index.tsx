import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { adminPage } from "~/components/admin/AdminLayout";
import { offerStudioPath } from "~/lib/admin-paths";
import { formatDollars } from "~/lib/money";
import { PRODUCT_IDS } from "~/lib/offers";
import { privatePageHeaders } from "~/lib/private-page";
import { requireRole } from "~/server/accounts/auth.server";
import { studioOffer } from "~/server/platform/offers.server";
import { pageTitle } from "~/lib/route-handle";

// The offers studio (super admin): every product the site sells, its price now, whether it is
// on sale and whether a draft waits to be published.
export const handle = adminPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Offers | Studio") }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "super_admin");
  return {
    superAdmin: true,
    offers: PRODUCT_IDS.map((id) => {
      const { published, draft } = studioOffer(id);
      return { id, name: published.name, price: published.price, shown: published.shown, draftWaiting: draft.body !== null };
    }),
  };
}

export default function Offers() {
  const { offers } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-extrabold text-slate-900">Offers</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        What the site sells: each plan, the bootcamp and the training without a kit. A new price applies to new orders only; every order keeps the price it was
        sold at, and a plan in instalments keeps its schedule.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {offers.map((offer) => (
          <li key={offer.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <h2 className="font-bold text-slate-900">
              <Link to={offerStudioPath(offer.id)} className="text-brand-700 underline">
                {offer.name}
              </Link>
            </h2>
            <p className="mt-1 text-slate-900">{formatDollars(offer.price)}</p>
            <p className="mt-1 text-sm text-slate-700">
              {offer.shown ? "On sale." : "Hidden: not listed, not ordered."}
              {offer.draftWaiting ? <strong className="ml-1 text-amber-800">A draft waits to be published.</strong> : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
