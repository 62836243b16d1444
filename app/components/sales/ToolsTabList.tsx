import { Link } from "@remix-run/react";
import type { KeyboardEvent } from "react";
import { compareTabLabel, kitIds, type KitId, type ToolsTabId } from "~/content/kits";

export const TOOLS_PANEL_ID = "tools-panel";
const TAB_ROW_ID = "tool-kit-tabs";

export function toolsTabElementId(tab: ToolsTabId): string {
  return `tools-tab-${tab}`;
}

// With JavaScript, arrow keys move between tabs as in any tab list; Enter follows the link.
function moveFocusWithArrows(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
  const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>('[role="tab"]'));
  const current = tabs.indexOf(document.activeElement as HTMLAnchorElement);
  if (current === -1) return;
  event.preventDefault();
  const step = event.key === "ArrowRight" ? 1 : -1;
  tabs[(current + step + tabs.length) % tabs.length].focus();
}

/**
 * Tabs are links to ?tab=..., so they work without JavaScript and the server renders the
 * chosen panel. Each link ends in #<the tab row>, so the new page opens with the tabs at the
 * top and the chosen panel under them, with or without JavaScript.
 */
export function ToolsTabList({ selected, kitNames }: { selected: ToolsTabId; kitNames: Record<KitId, string> }) {
  const tabs: { id: ToolsTabId; label: string }[] = [{ id: "compare", label: compareTabLabel }, ...kitIds.map((id) => ({ id, label: kitNames[id] }))];
  return (
    <div
      id={TAB_ROW_ID}
      role="tablist"
      aria-label="Tool kits"
      onKeyDown={moveFocusWithArrows}
      className="flex scroll-mt-24 flex-wrap gap-2 rounded-xl bg-slate-100 p-1.5"
    >
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <Link
            key={tab.id}
            id={toolsTabElementId(tab.id)}
            to={`?tab=${tab.id}#${TAB_ROW_ID}`}
            role="tab"
            aria-selected={isSelected}
            aria-current={isSelected ? "page" : undefined}
            aria-controls={isSelected ? TOOLS_PANEL_ID : undefined}
            className={`flex-1 whitespace-nowrap rounded-lg px-4 py-2.5 text-center text-sm font-semibold sm:text-base ${
              isSelected ? "bg-white text-brand-800 shadow" : "text-slate-700 hover:bg-white/60"
            }`}
          >
            {tab.label}
          </Link>
        );
      })}
    </div>
  );
}
