import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ActionLink } from "~/components/funnel/ActionLink";
import { CheckList } from "~/components/funnel/CheckList";
import { DEMO_BOOKING_INTENT, DemoBookingForm } from "~/components/funnel/DemoBookingForm";
import { InsuranceChecker } from "~/components/funnel/InsuranceChecker";
import { demoBusiness, demoServices, demoSteps, studentSiteFeatures } from "~/content/demo";
import { validateDemoBooking } from "~/lib/demo-booking";
import { checkInsurance } from "~/lib/insurance-check";
import { sharedPage, type RouteHandle, pageTitle } from "~/lib/route-handle";
import { readForm } from "~/server/platform/request.server";

export const handle: RouteHandle = { ...sharedPage, hydrate: "the insurance checker and demo booking answer in place" };

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Demo: The Chip Repair Website You Get") },
  {
    name: "description",
    content:
      "Try a working demo of the customer website Chip Repair Academy students get: an insurance checker that shows drivers their repair is usually free, and an online booking form.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return { check: checkInsurance(new URL(request.url).searchParams) };
}

// The insurance checker is a GET form; the booking form is the only POST, named by its intent.
// By design this action stores nothing and sends nothing: it only shows how validation feels.
export async function action({ request }: ActionFunctionArgs) {
  const formData = await readForm(request);
  if (formData.get("intent") !== DEMO_BOOKING_INTENT) throw new Response("That form is not part of this page.", { status: 400 });
  const result = validateDemoBooking(formData);
  return json(result, { status: result.ok ? 200 : 400 });
}

export default function ChipRepairDemoPage() {
  const { check } = useLoaderData<typeof loader>();
  const bookingResult = useActionData<typeof action>();
  return (
    <div className="bg-slate-50">
      <section className="mx-auto max-w-6xl px-4 pt-12">
        <p className="inline-block rounded-full bg-accent-400 px-3 py-1 text-sm font-bold uppercase tracking-wide text-slate-900">Demo site</p>
        <h1 className="mt-3 text-3xl font-extrabold text-slate-900 sm:text-4xl">See the website you get as a student</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">
          Below is a working sample of the customer website that comes with your training. {demoBusiness.name} is a made-up business: try the insurance checker
          and the booking form exactly as your customers would. Nothing you enter is sent or stored.
        </p>
      </section>

      <section aria-labelledby="demo-site-heading" className="mx-auto max-w-6xl px-4 py-10">
        <div className="overflow-hidden rounded-2xl border-2 border-dashed border-accent-600 bg-white shadow-lg">
          <p className="bg-accent-400 px-4 py-2 text-center text-sm font-bold text-slate-900">
            Demo: a sample student website. The business, prices and forms are examples only.
          </p>

          <div className="bg-brand-900 px-6 py-12 text-white sm:px-10">
            <h2 id="demo-site-heading" className="text-3xl font-extrabold">
              {demoBusiness.name}
            </h2>
            <p className="mt-3 max-w-2xl text-xl text-brand-100">{demoBusiness.tagline}</p>
            <p className="mt-2 text-brand-100">Serving {demoBusiness.serviceArea}. Most drivers with comprehensive coverage pay $0.</p>
          </div>

          <div className="space-y-12 px-6 py-10 sm:px-10">
            <section aria-labelledby="demo-services-heading">
              <h3 id="demo-services-heading" className="text-2xl font-bold text-slate-900">
                Fix the chip before it becomes a crack
              </h3>
              <ul className="mt-4 grid gap-4 md:grid-cols-3">
                {demoServices.map((service) => (
                  <li key={service.name} className="rounded-xl border border-slate-200 p-5">
                    <p className="font-bold text-slate-900">{service.name}</p>
                    <p className="mt-1 text-slate-700">{service.description}</p>
                  </li>
                ))}
              </ul>
              <p className="mt-4 text-slate-700">
                A repair takes {demoBusiness.repairTime}, right where your car is parked. Without insurance it costs {`$${demoBusiness.cashPricePerChip}`}, a
                fraction of the price of a new windshield.
              </p>
            </section>

            <section aria-labelledby="demo-steps-heading">
              <h3 id="demo-steps-heading" className="text-2xl font-bold text-slate-900">
                How it works
              </h3>
              <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700">
                {demoSteps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </section>

            <section id="insurance-checker" aria-labelledby="insurance-checker-heading" className="scroll-mt-24 rounded-xl bg-slate-50 p-6">
              <h3 id="insurance-checker-heading" className="text-2xl font-bold text-slate-900">
                Is my repair covered?
              </h3>
              <p className="mt-1 text-slate-700">Choose your insurer and your coverage, then press Check Eligibility.</p>
              <div className="mt-5">
                <InsuranceChecker check={check} />
              </div>
            </section>

            <section id="demo-booking" aria-labelledby="demo-booking-heading" className="scroll-mt-24 rounded-xl bg-slate-50 p-6">
              <h3 id="demo-booking-heading" className="text-2xl font-bold text-slate-900">
                Book your chip repair
              </h3>
              <p className="mt-1 text-slate-700">Leave your details and we will call to set a time and place.</p>
              <div className="mt-5">
                <DemoBookingForm result={bookingResult} />
              </div>
            </section>
          </div>
        </div>
      </section>

      <section aria-labelledby="student-site-heading" className="bg-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="student-site-heading" className="text-2xl font-bold sm:text-3xl">
            Your own version of this site comes with the training
          </h2>
          <CheckList items={studentSiteFeatures} className="mt-6" iconClassName="text-accent-400" />
          <div className="mt-8 flex flex-col gap-4 sm:flex-row">
            <ActionLink to="/pricing">Compare Training Plans</ActionLink>
            <ActionLink to="/earnings-calculator" variant="secondary">
              Estimate Your Income
            </ActionLink>
          </div>
        </div>
      </section>
    </div>
  );
}
