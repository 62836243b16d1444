import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Breadcrumb } from "~/components/member/Breadcrumb";
import { keyModules, nextSteps, trainingAccessLinks, trainingAccessPage, trainingIncludes } from "~/content/training-access";
import { requireMember } from "~/server/member-access.server";
import { moduleTitle } from "~/server/progress.server";
import { htmlOnlyPage } from "~/lib/route-handle";
import { privatePageHeaders } from "~/lib/private-page";

export const handle = htmlOnlyPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction = () => [{ title: "Your Training | Chip Repair Academy" }];

// For members who bought the training only (they own their tools).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireMember(request);
  // Titles come from the curriculum on the server, so the course is not shipped to the browser.
  return { modules: keyModules.modules.map((module) => ({ ...module, title: moduleTitle(module.moduleId) })) };
}

export default function TrainingAccess() {
  const { modules } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <Breadcrumb trail={[{ label: "Welcome", to: "/welcome" }, { label: "Your Training" }]} />
      <p className="mt-4 text-sm font-bold uppercase tracking-wide text-accent-600">{trainingAccessPage.eyebrow}</p>
      <h1 className="mt-1 text-3xl font-extrabold text-slate-900">{trainingAccessPage.heading}</h1>
      {trainingAccessPage.intro.map((paragraph) => (
        <p key={paragraph} className="mt-3 max-w-3xl text-slate-700">
          {paragraph}
        </p>
      ))}
      <div className="mt-6 flex flex-wrap gap-3">
        {trainingAccessLinks.map((link, index) => (
          <Link
            key={link.to}
            to={link.to}
            className={index === 0 ? "rounded-md bg-brand-700 px-5 py-3 font-semibold text-white" : "rounded-md border border-slate-400 px-5 py-3 font-semibold text-slate-800"}
          >
            {link.label}
          </Link>
        ))}
      </div>

      <h2 className="mt-12 text-2xl font-bold text-slate-900">{trainingIncludes.heading}</h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {trainingIncludes.items.map((item) => (
          <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="font-bold text-slate-900">{item.title}</h3>
            <p className="mt-1 text-sm text-slate-700">{item.text}</p>
          </li>
        ))}
      </ul>

      <h2 className="mt-12 text-2xl font-bold text-slate-900">{keyModules.heading}</h2>
      <p className="mt-2 max-w-3xl text-slate-700">{keyModules.intro}</p>
      <ul className="mt-4 space-y-3">
        {modules.map((module) => (
          <li key={module.moduleId} className="rounded-xl bg-slate-50 p-4">
            <h3 className="font-bold text-slate-900">{module.title}</h3>
            <p className="mt-1 text-sm text-slate-700">{module.why}</p>
          </li>
        ))}
      </ul>

      <h2 className="mt-12 text-2xl font-bold text-slate-900">{nextSteps.heading}</h2>
      <ol className="mt-4 space-y-4">
        {nextSteps.steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
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
