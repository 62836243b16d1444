/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

import "@remix-run/node";

// Single fetch is on (remix.config.js), so loader data types come from `data()` / plain objects.
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
