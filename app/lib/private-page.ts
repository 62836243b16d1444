import type { HeadersFunction } from "@remix-run/node";

/**
 * The `headers` export of every page that shows a secret or someone's personal data (a
 * member's or admin's page, a one-time password, a booking): no cache may keep a copy, the
 * browser's own included. It applies to the page and to its data requests alike.
 */
export const privatePageHeaders: HeadersFunction = () => ({ "Cache-Control": "no-store" });
