import { json, type MetaFunction } from "@remix-run/node";
import { NotFound } from "~/components/ui/NotFound";
import { htmlOnlyPage, pageTitle } from "~/lib/route-handle";

export const handle = htmlOnlyPage;

// Unknown URLs render inside the site layout with a real 404 status.
export async function loader() {
  return json(null, { status: 404 });
}

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Page not found") }];

export default function UnknownRoute() {
  return <NotFound />;
}
