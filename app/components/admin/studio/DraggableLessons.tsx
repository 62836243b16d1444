import { useFetcher } from "@remix-run/react";
import { useState, type DragEvent, type ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * A module's lessons as a list that, with JavaScript, reorders by drag and drop (native HTML5
 * drag events) and posts the new order; the rows' Up and Down buttons do the same one step at
 * a time, with or without JavaScript, and from the keyboard.
 */
export function DraggableLessons<Item extends { id: string }>({
  moduleId,
  items,
  label,
  row,
}: {
  moduleId: string;
  items: Item[];
  label: string;
  row: (item: Item) => ReactNode;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ ok: boolean }>();
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  // While the new order is being saved, show it; the page's data carries it once saved.
  const pending = fetcher.formData?.get("order");
  const order = typeof pending === "string" ? pending.split(",") : items.map((item) => item.id);
  const shown = order.flatMap((id) => items.filter((item) => item.id === id));

  const drop = (event: DragEvent, target: string) => {
    event.preventDefault();
    setOver(null);
    if (!dragged || dragged === target) return;
    const without = order.filter((id) => id !== dragged);
    without.splice(without.indexOf(target) + (order.indexOf(dragged) < order.indexOf(target) ? 1 : 0), 0, dragged);
    setDragged(null);
    fetcher.submit({ intent: "order-lessons", moduleId, order: without.join(",") }, { method: "post" });
  };

  const saveStatus = fetcher.state !== "idle" ? "Saving the new order…" : fetcher.data?.ok ? "New order saved." : "";

  return (
    <>
      <ol aria-label={label} className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {shown.map((item) => (
          <li
            key={item.id}
            draggable={hydrated}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = "move";
              event.dataTransfer.setData("text/plain", item.id);
              setDragged(item.id);
            }}
            onDragEnd={() => setDragged(null)}
            onDragOver={(event) => {
              event.preventDefault();
              setOver(item.id);
            }}
            onDrop={(event) => drop(event, item.id)}
            data-testid="outline-lesson"
            data-lesson={item.id}
            className={`px-3 py-2 ${hydrated ? "cursor-grab" : ""} ${over === item.id && dragged && dragged !== item.id ? "bg-brand-50" : ""} ${dragged === item.id ? "opacity-60" : ""}`}
          >
            {row(item)}
          </li>
        ))}
      </ol>
      <p role="status" className="mt-1 min-h-5 text-xs text-slate-600">
        {saveStatus}
      </p>
    </>
  );
}
