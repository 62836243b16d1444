import { createContext, useContext } from "react";
import type { UIMatch } from "@remix-run/react";
import type { Figures } from "~/content/reported-results";

// The marketing figures as published come with the layout's data (the root loader's) to every
// page; the first values stay on the server, out of every page's script.

export const FiguresContext = createContext<Figures | null>(null);

const MISSING = "The marketing figures are read inside the site's layout, which has them from the root loader";

export function useFigures(): Figures {
  const figures = useContext(FiguresContext);
  if (!figures) throw new Error(MISSING);
  return figures;
}

/** The published figures in a route's meta function, from the root's data. */
export function figuresIn(matches: UIMatch[] | { id: string; data: unknown }[]): Figures {
  const figures = (matches.find((match) => match.id === "root")?.data as { figures?: Figures } | undefined)?.figures;
  if (!figures) throw new Error(MISSING);
  return figures;
}
