import type { UIMatch } from "@remix-run/react";
import type { ComponentType, ReactNode } from "react";

/** What a route module may declare in its `handle` export. */
export type RouteHandle = {
  /**
   * Every signed-out visitor sees the same HTML for this URL (path and query): the server
   * may answer from its in-process page cache. Only for pages whose loaders read nothing
   * but the URL; the root's own per-visitor parts (session, flash) are handled by the cache.
   */
  pageCache?: boolean;
  /**
   * false: the page works entirely as HTML (links, <details>, plain form posts), so the
   * root leaves out every script. A string names what on the page needs JavaScript.
   * `npm run bench` lists both.
   */
  hydrate?: false | string;
  /**
   * The page's own surroundings in place of the site's header, footer and Book Call button
   * (the admin area's menu), given the page's loader data. A page whose loader failed (an
   * Access Denied) keeps the site's.
   */
  layout?: ComponentType<{ data: unknown; children: ReactNode }>;
};

export const sharedPage: RouteHandle = { pageCache: true };

/** A page, per visitor, that needs no JavaScript at all. */
export const htmlOnlyPage: RouteHandle = { hydrate: false };

/** A shared page that needs no JavaScript at all. */
export const staticPage: RouteHandle = { pageCache: true, hydrate: false };

/**
 * Whether the document carries the scripts: the page (the deepest matched route) decides;
 * pages that say nothing hydrate. In the browser the scripts already run (a client-side
 * navigation onto an HTML-only page), so they stay and scroll restoration keeps working.
 */
export function pageHydrates(matches: UIMatch[]): boolean {
  return typeof document !== "undefined" || (matches.at(-1)?.handle as RouteHandle | undefined)?.hydrate !== false;
}

/** The surroundings the page (the deepest matched route) brings instead of the site's, with its data; null for the site's own. */
export function pageLayout(matches: UIMatch[]): { Layout: NonNullable<RouteHandle["layout"]>; data: unknown } | null {
  const page = matches.at(-1);
  const Layout = (page?.handle as RouteHandle | undefined)?.layout;
  // A route whose loader or action failed has no data (null on the server, undefined in the browser).
  return Layout && page?.data != null ? { Layout, data: page.data } : null;
}

/** A page's title: its own words, then the business's name as the studio publishes it (from the layout's data; the words alone where the layout has none). */
export function pageTitle(matches: { id: string; data: unknown }[], words: string): string {
  const name = (matches.find((match) => match.id === "root")?.data as { contact?: { name: string } } | undefined)?.contact?.name;
  return name ? `${words} | ${name}` : words;
}
