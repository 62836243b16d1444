// BUILD_DIR lets several checkouts (or helpers) build side by side without clobbering each other.
const buildDirectory = process.env.BUILD_DIR ?? "build";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
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
