import type { MetaFunction } from "@remix-run/node";
import { termsSections } from "~/content/terms";
import { staticPage, pageTitle } from "~/lib/route-handle";
import { useFigures } from "~/components/ui/FiguresContext";

export const handle = staticPage;

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Terms of Use") },
  { name: "description", content: "The terms for using the Chip Repair Academy website, member account and courses." },
];

export default function Terms() {
  const figures = useFigures();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900">Terms of Use</h1>
      {termsSections(figures).map((section, index) => (
        <section key={section.title} className="mt-8">
          <h2 className="text-xl font-bold text-slate-900">
            {index + 1}. {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
