import { companyFacts } from "~/server/platform/site-texts.server";
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { privacyPolicyIntro, privacyPolicySections, type PolicyBlock } from "~/content/privacy-policy";
import { staticPage, pageTitle } from "~/lib/route-handle";

export const handle = staticPage;

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Privacy Policy") },
  {
    name: "description",
    content:
      "How Chip Repair Academy collects, uses and protects your information: lead forms, text messages, strategy-call bookings, cookies and your privacy rights.",
  },
];

export function loader() {
  // The business runs on Mountain Time, so "today" is the date in Utah.
  const effectiveDate = new Date().toLocaleDateString("en-US", {
    timeZone: "America/Denver",
    month: "long",
    day: "numeric",
    year: "numeric",
  });
  const contact = { email: companyFacts().supportEmail, phone: companyFacts().supportPhone, address: companyFacts().address };
  return { effectiveDate, sections: privacyPolicySections(contact) };
}

export default function PrivacyPolicy() {
  const { effectiveDate, sections } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-4xl font-extrabold text-slate-900">Privacy Policy</h1>
      <p className="mt-3 text-sm font-semibold text-slate-600">Effective date: {effectiveDate}</p>
      <p className="mt-6 text-lg leading-relaxed text-slate-700">{privacyPolicyIntro}</p>

      <nav aria-label="Policy sections" className="mt-8 rounded-xl bg-slate-50 p-5">
        <ol className="grid list-decimal gap-x-8 gap-y-1 pl-5 text-sm sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 underline hover:text-brand-900">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10 scroll-mt-20">
          <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-slate-900">
            {index + 1}. {section.title}
          </h2>
          {section.blocks.map((block, blockIndex) => (
            <PolicyBlockView key={blockIndex} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}

function PolicyBlockView({ block }: { block: PolicyBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <p className="mt-4 leading-relaxed text-slate-700">{block.text}</p>;
    case "list":
      return (
        <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-slate-700">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "contact":
      return (
        <ul className="mt-4 space-y-2 leading-relaxed text-slate-700">
          <li>
            E-mail:{" "}
            <a href={`mailto:${block.contact.email}`} className="text-brand-700 underline">
              {block.contact.email}
            </a>
          </li>
          <li>
            Phone:{" "}
            <a href={`tel:${block.contact.phone.replace(/[^\d+]/g, "")}`} className="text-brand-700 underline">
              {block.contact.phone}
            </a>
          </li>
          <li>Mail: Chip Repair Academy, {block.contact.address}</li>
        </ul>
      );
  }
}
