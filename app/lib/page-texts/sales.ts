import type { TextUnit } from "~/lib/text-units";

// The words of the sales pages as studio units (their first values: app/content/page-texts/sales.ts).
export const salesPageUnits: TextUnit[] = [];
