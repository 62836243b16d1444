import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PlanChoice } from "~/components/sales/PlanChoice";
import { PlanOrder } from "~/components/sales/PlanOrder";
import { sharedPage, type RouteHandle, pageTitle } from "~/lib/route-handle";
import { orderPageData, submitOrderForm } from "~/server/sales/checkout-form.server";
import { planOnSale } from "~/server/platform/offers.server";
import { pageWords } from "~/server/platform/site-texts.server";
import { guaranteeWords } from "~/server/sales/sales-page-words.server";

// /order?package=<plan id> summarises that plan. Without a package the visitor is shown the
// plans to choose from; an unknown package gets the same choice with a 404 status, because a
// visitor who followed a stale link still wants to buy, and a bare not-found page would lose them.
export async function loader({ request }: LoaderFunctionArgs) {
  const packageId = new URL(request.url).searchParams.get("package");
  const words = pageWords("page.order");
  if (!packageId) return { plan: null, unknownPackage: false, words, guarantee: guaranteeWords() };
  const plan = planOnSale(packageId);
  if (!plan) return json({ plan: null, unknownPackage: true, words, guarantee: guaranteeWords() }, { status: 404 });
  return { plan, unknownPackage: false, words, ...orderPageData(plan.id) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const plan = planOnSale(new URL(request.url).searchParams.get("package"));
  if (!plan) throw new Response("Choose a plan to order.", { status: 404 });
  return submitOrderForm(request, context.clientAddress, plan.id);
}

export const handle: RouteHandle = {
  ...sharedPage,
  hydrate: "the plan choice and checkout button answer in place, and the order form checks its answers before sending",
};

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
  const plan = loaderData?.plan;
  const words = loaderData?.words;
  if (!plan) {
    return [
      { title: pageTitle(matches, "Choose Your Training Plan") },
      // A search result for the choice describes the choosing; a plan's order page names the plan.
      { name: "description", content: words?.description ?? "" },
    ];
  }
  return [
    { title: pageTitle(matches, `Order the ${plan.name}`) },
    { name: "description", content: `${words?.planDescription} ${plan.name}: ${plan.description}` },
  ];
};

export default function Order() {
  const page = useLoaderData<typeof loader>();
  return page.plan ? (
    <PlanOrder
      plan={page.plan}
      payments={page.payments}
      shippedKits={page.shippedKits}
      shippedKit={page.shippedKit}
      laterPayments={page.laterPayments}
      guarantee={page.guarantee}
      checkout={page.checkout}
    />
  ) : (
    <PlanChoice unknownPackage={page.unknownPackage} words={page.words} guarantee={page.guarantee} />
  );
}
