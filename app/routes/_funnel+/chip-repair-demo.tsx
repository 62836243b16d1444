import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ActionLink } from "~/components/funnel/ActionLink";
import { CheckList } from "~/components/funnel/CheckList";
import { DEMO_BOOKING_INTENT, DemoBookingForm } from "~/components/funnel/DemoBookingForm";
import { InsuranceChecker } from "~/components/funnel/InsuranceChecker";
import { validateDemoBooking } from "~/lib/demo-booking";
import { checkInsurance } from "~/lib/insurance-check";
import { linesOf } from "~/lib/page-lines";
import { sharedPage, type RouteHandle, pageTitle } from "~/lib/route-handle";
import { demoWords } from "~/server/funnel/page-words.server";
import { readForm } from "~/server/platform/request.server";

export const handle: RouteHandle = { ...sharedPage, hydrate: "the insurance checker and demo booking answer in place" };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, "Demo: The Chip Repair Website You Get") },
  { name: "description", content: data?.words.description ?? "" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const demo = demoWords();
  return { check: checkInsurance(new URL(request.url).searchParams, demo.words), ...demo };
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
  const { check, words, services } = useLoaderData<typeof loader>();
  const bookingResult = useActionData<typeof action>();
  return (
    <div className="bg-slate-50">
      <section className="mx-auto max-w-6xl px-4 pt-12">
        <p className="inline-block rounded-full bg-accent-400 px-3 py-1 text-sm font-bold uppercase tracking-wide text-slate-900">{words.badge}</p>
        <h1 className="mt-3 text-3xl font-extrabold text-slate-900 sm:text-4xl">{words.headline}</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{words.intro}</p>
      </section>

      <section aria-labelledby="demo-site-heading" className="mx-auto max-w-6xl px-4 py-10">
        <div className="overflow-hidden rounded-2xl border-2 border-dashed border-accent-600 bg-white shadow-lg">
          <p className="bg-accent-400 px-4 py-2 text-center text-sm font-bold text-slate-900">{words.demoBanner}</p>

          <div className="bg-brand-900 px-6 py-12 text-white sm:px-10">
            <h2 id="demo-site-heading" className="text-3xl font-extrabold">
              {words.demoName}
            </h2>
            <p className="mt-3 max-w-2xl text-xl text-brand-100">{words.demoTagline}</p>
            <p className="mt-2 text-brand-100">{words.demoServing}</p>
          </div>

          <div className="space-y-12 px-6 py-10 sm:px-10">
            <section aria-labelledby="demo-services-heading">
              <h3 id="demo-services-heading" className="text-2xl font-bold text-slate-900">
                {words.servicesHeading}
              </h3>
              <ul className="mt-4 grid gap-4 md:grid-cols-3">
                {services.map((service, place) => (
                  <li key={place} className="rounded-xl border border-slate-200 p-5">
                    <p className="font-bold text-slate-900">{service.name}</p>
                    <p className="mt-1 text-slate-700">{service.description}</p>
                  </li>
                ))}
              </ul>
              <p className="mt-4 text-slate-700">{words.servicesNote}</p>
            </section>

            <section aria-labelledby="demo-steps-heading">
              <h3 id="demo-steps-heading" className="text-2xl font-bold text-slate-900">
                {words.stepsHeading}
              </h3>
              <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700">
                {linesOf(words.steps).map((step, place) => (
                  <li key={place}>{step}</li>
                ))}
              </ol>
            </section>

            <section id="insurance-checker" aria-labelledby="insurance-checker-heading" className="scroll-mt-24 rounded-xl bg-slate-50 p-6">
              <h3 id="insurance-checker-heading" className="text-2xl font-bold text-slate-900">
                {words.checkerHeading}
              </h3>
              <p className="mt-1 text-slate-700">{words.checkerIntro}</p>
              <div className="mt-5">
                <InsuranceChecker check={check} words={words} />
              </div>
            </section>

            <section id="demo-booking" aria-labelledby="demo-booking-heading" className="scroll-mt-24 rounded-xl bg-slate-50 p-6">
              <h3 id="demo-booking-heading" className="text-2xl font-bold text-slate-900">
                {words.bookingHeading}
              </h3>
              <p className="mt-1 text-slate-700">{words.bookingIntro}</p>
              <div className="mt-5">
                <DemoBookingForm result={bookingResult} words={words} />
              </div>
            </section>
          </div>
        </div>
      </section>

      <section aria-labelledby="student-site-heading" className="bg-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="student-site-heading" className="text-2xl font-bold sm:text-3xl">
            {words.studentHeading}
          </h2>
          <CheckList items={linesOf(words.studentFeatures)} className="mt-6" iconClassName="text-accent-400" />
          <div className="mt-8 flex flex-col gap-4 sm:flex-row">
            <ActionLink to="/pricing">{words.pricingButton}</ActionLink>
            <ActionLink to="/earnings-calculator" variant="secondary">
              {words.calculatorButton}
            </ActionLink>
          </div>
        </div>
      </section>
    </div>
  );
}
