import type { MetaFunction } from "@remix-run/node";
import { ActionLink } from "~/components/info/ActionLink";
import { aboutNextSteps, aboutPage, founderStory, milestones } from "~/content/about";
import { staticPage } from "~/lib/route-handle";

export const handle = staticPage;

export const meta: MetaFunction = () => [
  { title: "About Our Founder: 15+ Years in Windshield Repair | Chip Repair Academy" },
  {
    name: "description",
    content:
      "How our founder built a mobile windshield repair business over 15+ years, trained about 1,000 students, and why knowledge beats tools.",
  },
];

export default function About() {
  return (
    <div className="bg-slate-50">
      <header className="bg-brand-900 text-white">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:py-20">
          <p className="text-sm font-bold uppercase tracking-wide text-accent-400">Our story</p>
          <h1 className="mt-3 text-3xl font-extrabold leading-tight sm:text-5xl">{aboutPage.headline}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-50">{aboutPage.intro}</p>
        </div>
      </header>

      <div className="mx-auto max-w-3xl px-4 py-12">
        <dl className="grid gap-4 sm:grid-cols-3">
          {milestones.map((milestone) => (
            <div key={milestone.label} className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm">
              <dt className="mt-1 text-sm text-slate-600">{milestone.label}</dt>
              <dd className="text-2xl font-extrabold text-brand-700">{milestone.value}</dd>
            </div>
          ))}
        </dl>

        {founderStory.map((section) => (
          <section key={section.heading} className="mt-12">
            <h2 className="text-2xl font-bold text-slate-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
          </section>
        ))}

        <section aria-labelledby="next-steps-heading" className="mt-14 rounded-2xl bg-white p-6 text-center shadow-sm sm:p-10">
          <h2 id="next-steps-heading" className="text-2xl font-bold text-slate-900">
            {aboutNextSteps.heading}
          </h2>
          <p className="mt-3 text-slate-700">{aboutNextSteps.text}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <ActionLink to="/booking-landing">Book Your Free Strategy Call</ActionLink>
            <ActionLink to="/earnings-calculator" variant="secondary">
              Calculate Your Earnings
            </ActionLink>
          </div>
        </section>
      </div>
    </div>
  );
}
