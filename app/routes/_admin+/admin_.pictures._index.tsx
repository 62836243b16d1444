import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { adminPage } from "~/components/admin/AdminLayout";
import { PictureImage } from "~/components/ui/PictureImage";
import { pictureSlotPath } from "~/lib/admin-paths";
import { privatePageHeaders } from "~/lib/private-page";
import { requireAdmin } from "~/server/accounts/admin.server";
import { studioSlots } from "~/server/platform/picture-slots.server";
import { pageTitle } from "~/lib/route-handle";

// The studio's picture slots: each with what the site shows now, and whether a draft waits.
export const handle = adminPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Pictures | Studio") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { superAdmin } = await requireAdmin(request);
  return {
    superAdmin,
    slots: studioSlots().map(({ picture, published, draft }) => ({ picture, hasPhoto: published.photo !== null, draftWaiting: draft.body !== null })),
  };
}

export default function PictureSlots() {
  const { slots } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-extrabold text-slate-900">Pictures</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Every picture on the site. Each shows a drawing until a photo is published for it. Upload a photo (JPEG, PNG, WebP or HEIC) with a description for
        people who cannot see it; a super admin publishes it.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {slots.map(({ picture, hasPhoto, draftWaiting }) => (
          <li key={picture.slot} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <PictureImage picture={picture} decorative sizes="20rem" className="aspect-[4/3] h-auto w-full rounded-lg bg-slate-100" />
            <h2 className="mt-3 font-bold text-slate-900">
              <Link to={pictureSlotPath(picture.slot)} className="text-brand-700 underline">
                {picture.label}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              {hasPhoto ? "Shows a photo." : "Shows the drawing."}
              {draftWaiting ? <strong className="ml-1 text-amber-800">A draft waits to be published.</strong> : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
