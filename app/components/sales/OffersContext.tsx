import { createContext, useContext } from "react";
import { type OffersView } from "~/lib/offers";

/** The published offers as the public pages show them, from the layout's data (root provides it). */
export const OffersContext = createContext<OffersView>({ plans: [], kitShipments: {} });

export const useOffers = () => useContext(OffersContext);
