import { Link } from "@remix-run/react";

type Tab = { id: string; label: string };

/**
 * Tabs that are links (?tab=...), so they work without JavaScript and the chosen tab is in
 * the URL; with JavaScript Remix follows them without a full page load. Each link ends in
 * #<id> of the tab row, so the new page opens with the tabs at the top and the chosen tab's
 * content under them, where the reader tapped, with or without JavaScript.
 */
export function TabLinks({
  id,
  tabs,
  current,
  label,
  hrefFor,
}: {
  id: string;
  tabs: readonly Tab[];
  current: string;
  label: string;
  hrefFor: (id: string) => string;
}) {
  return (
    <nav id={id} aria-label={label} className="scroll-mt-24 border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-1">
        {tabs.map((tab) => {
          const selected = tab.id === current;
          return (
            <li key={tab.id}>
              <Link
                to={`${hrefFor(tab.id)}#${id}`}
                aria-current={selected ? "page" : undefined}
                className={`inline-block rounded-t-md border-b-2 px-4 py-2 text-sm font-semibold ${
                  selected ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-brand-700"
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
