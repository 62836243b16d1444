import type { ReactNode } from "react";
import { featureIcons, type FeatureIcon } from "~/content/landing";
import { SectionHeading } from "~/components/funnel/SectionHeading";

// Inline outline icons (24x24, stroked), so the grid costs no extra requests.
const iconPaths: Record<FeatureIcon, ReactNode> = {
  video: (
    <>
      <rect x="2" y="6" width="14" height="12" rx="2" />
      <path d="m16 10 6-3v10l-6-3" />
    </>
  ),
  kit: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 12h18" />
    </>
  ),
  shield: <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6zm-3 9 2 2 4-4" />,
  megaphone: <path d="M3 10v4h4l6 4V6L7 10zm13-2a5 5 0 0 1 0 8m2-11a9 9 0 0 1 0 14" />,
  coach: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 20a6 6 0 0 1 12 0M16 4h5v5h-3l-2 2z" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3" />
    </>
  ),
};

export function FeatureGrid({ words }: { words: Record<string, string> }) {
  return (
    <section aria-labelledby="features-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="features-heading" eyebrow={words.eyebrow} title={words.heading}>
          {words.intro}
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featureIcons.map((icon) => (
            <li key={icon} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                <svg
                  aria-hidden="true"
                  width="26"
                  height="26"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  {iconPaths[icon]}
                </svg>
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{words[`${icon}Title`]}</h3>
              <p className="mt-2 text-slate-700">{words[`${icon}Text`]}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
