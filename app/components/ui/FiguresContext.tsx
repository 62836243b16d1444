import { createContext, useContext } from "react";
import type { UIMatch } from "@remix-run/react";
import { shippedFigures, type Figures } from "~/content/reported-results";

/** The marketing figures as published, from the layout's data (root provides them; an error page falls back to the first values). */
export const FiguresContext = createContext<Figures>(shippedFigures);

export const useFigures = () => useContext(FiguresContext);

/** The published figures in a route's meta function, from the root's data. */
export const figuresIn = (matches: UIMatch[] | { id: string; data: unknown }[]): Figures =>
  (matches.find((match) => match.id === "root")?.data as { figures?: Figures } | undefined)?.figures ?? shippedFigures;
