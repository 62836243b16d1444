import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { ComparePanel, KitPanel } from "~/components/sales/ToolsPanels";
import { TOOLS_PANEL_ID, ToolsTabList, toolsTabElementId } from "~/components/sales/ToolsTabList";
import { kitNamesOf, kits, toolsTabFrom } from "~/content/kits";
import { staticPage, pageTitle } from "~/lib/route-handle";
import { pageWords, toolsPageWords } from "~/server/platform/site-texts.server";

export const handle = staticPage;

export const loader = () => ({ ...toolsPageWords(), trainingOnly: pageWords("page.tools") });

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, `Windshield Repair Tool Kits: ${data ? `${data.kits.professional.name} and ${data.kits.platinum.name}` : "Compare"}`) },
  { name: "description", content: data?.description ?? "" },
];

export default function Tools() {
  // The tab lives in the URL (?tab=...), so the server renders the chosen panel without JavaScript.
  const [searchParams] = useSearchParams();
  const words = useLoaderData<typeof loader>();
  const selected = toolsTabFrom(searchParams.get("tab"));

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
        <header className="text-center">
          <p className="text-sm font-bold uppercase tracking-wide text-accent-600">{words.eyebrow}</p>
          <h1 className="mt-2 text-3xl font-extrabold leading-tight text-slate-900 sm:text-4xl">{words.headline}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{words.intro}</p>
        </header>

        <p className="mx-auto mt-8 max-w-3xl rounded-xl border-l-4 border-accent-500 bg-white p-4 text-slate-700 shadow-sm">{words.warning}</p>

        <div className="mt-10">
          <ToolsTabList selected={selected} kitNames={kitNamesOf(words.kits)} />
          <div id={TOOLS_PANEL_ID} role="tabpanel" aria-labelledby={toolsTabElementId(selected)} className="mt-8">
            {selected === "compare" ? (
              <ComparePanel intro={words.compareIntro} comparison={words.comparison} kitWords={words.kits} />
            ) : (
              <KitPanel kit={kits[selected]} kitWords={words.kits} />
            )}
          </div>
        </div>

        <p className="mt-12 text-center text-slate-700">
          {words.trainingOnly.trainingOnlyLead}{" "}
          <Link to="/training-order" className="font-semibold text-brand-700 underline hover:text-brand-800">
            {words.trainingOnly.trainingOnlyLink}
          </Link>
        </p>
      </div>
    </div>
  );
}
