import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Breadcrumb } from "~/components/members/Breadcrumb";
import { PlanInclusions } from "~/components/members/PlanInclusions";
import { memberPlan } from "~/server/members/member-plan.server";
import { requireMember } from "~/server/members/member-access.server";
import { trainingAccessPage } from "~/server/members/training-access.server";
import { htmlOnlyPage, pageTitle } from "~/lib/route-handle";
import { privatePageHeaders } from "~/lib/private-page";

export const handle = htmlOnlyPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Your Training") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireMember(request);
  const plan = memberPlan(user.id);
  return { plan, ...trainingAccessPage(plan) };
}

export default function TrainingAccess() {
  const { plan, heading, intro, links, focus, nextSteps } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <Breadcrumb trail={[{ label: "Welcome", to: "/welcome" }, { label: "Your Training" }]} />
      <p className="mt-4 text-sm font-bold uppercase tracking-wide text-accent-600">{plan.name ?? "Your membership"}</p>
      <h1 className="mt-1 text-3xl font-extrabold text-slate-900">{heading}</h1>
      {intro.map((paragraph, index) => (
        <p key={index} className="mt-3 max-w-3xl text-slate-700">
          {paragraph}
        </p>
      ))}
      <div className="mt-6 flex flex-wrap gap-3">
        {links.map((link, index) => (
          <Link
            key={link.to}
            to={link.to}
            className={
              index === 0
                ? "rounded-md bg-brand-700 px-5 py-3 font-semibold text-white"
                : "rounded-md border border-slate-400 px-5 py-3 font-semibold text-slate-800"
            }
          >
            {link.label}
          </Link>
        ))}
      </div>

      <PlanInclusions plan={plan} className="mt-12" />

      <h2 className="mt-12 text-2xl font-bold text-slate-900">{focus.heading}</h2>
      {focus.intro ? <p className="mt-2 max-w-3xl text-slate-700">{focus.intro}</p> : null}
      <ul className="mt-4 space-y-3">
        {focus.modules.map((module) => (
          <li key={module.moduleId} className="rounded-xl bg-slate-50 p-4">
            <h3 className="font-bold text-slate-900">{module.title}</h3>
            <p className="mt-1 text-sm text-slate-700">{module.why}</p>
          </li>
        ))}
      </ul>

      <h2 className="mt-12 text-2xl font-bold text-slate-900">{nextSteps.heading}</h2>
      <ol className="mt-4 space-y-4">
        {nextSteps.steps.map((step, index) => (
          <li key={index} className="flex gap-4">
            <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">{index + 1}</span>
            <div>
              <h3 className="font-bold text-slate-900">{step.title}</h3>
              <p className="mt-1 text-slate-700">{step.text}</p>
              <Link to={step.link.to} className="mt-1 inline-block font-semibold text-brand-700 underline">
                {step.link.label}
              </Link>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
