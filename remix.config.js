import { flatRoutes } from "remix-flat-routes";

const AREA_FOLDER = /(?<=^routes\/)_[a-z]+\+\//;

/** The route manifest with each id's area folder left out; two routes may not end up with one id. */
function withoutAreaInIds(manifest) {
  const ids = (id) => id?.replace(AREA_FOLDER, "");
  const routes = {};
  for (const route of Object.values(manifest)) {
    const id = ids(route.id);
    if (routes[id]) throw new Error(`Two route files make the route id ${id}: ${routes[id].file} and ${route.file}`);
    routes[id] = { ...route, id, parentId: ids(route.parentId) };
  }
  return routes;
}

// BUILD_DIR lets several checkouts (or helpers) build side by side without clobbering each other.
const buildDirectory = process.env.BUILD_DIR ?? "build";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // Routes live in folders by area (app/routes/_funnel+/, _calls+/, ...): a folder whose name
  // starts with "_" and ends with "+" groups its files without adding to the URL.
  ignoredRouteFiles: ["**/*"],
  // A route keeps the id it had before the folders ("routes/dashboard"), so the id in a
  // page's data requests does not depend on where its file lives.
  routes: async (defineRoutes) => withoutAreaInIds(flatRoutes("routes", defineRoutes, { ignoredRouteFiles: ["**/.*", "**/*.test.*"] })),
  serverModuleFormat: "esm",
  serverBuildPath: `${buildDirectory}/server/index.js`,
  assetsBuildDirectory: `${buildDirectory}/client/assets`,
  publicPath: "/assets/",
  tailwind: true,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: false,
  },
};
