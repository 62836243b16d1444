import { createContext } from "react";
import type { PublishedPhotos } from "~/lib/picture-urls";

/** The published photos, given by the root from its loader data; without it, every slot shows its drawing. */
export const PublishedPhotosContext = createContext<PublishedPhotos>({});
