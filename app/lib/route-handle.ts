/** What a route module may declare in its `handle` export. */
export type RouteHandle = {
  /**
   * Every signed-out visitor sees the same HTML for this URL (path and query): the server
   * may answer from its in-process page cache. Only for pages whose loaders read nothing
   * but the URL; the root's own per-visitor parts (session, flash) are handled by the cache.
   */
  pageCache?: boolean;
};

export const sharedPage: RouteHandle = { pageCache: true };
