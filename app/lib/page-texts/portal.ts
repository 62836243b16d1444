import type { TextUnit } from "~/lib/text-units";

// The words of the portal pages as studio units (their first values: app/content/page-texts/portal.ts).
export const portalPageUnits: TextUnit[] = [];
