/// <reference types="@remix-run/dev" />

import "@remix-run/node";

// Single fetch is on (remix.config.js), so loader data types come from `data()` / plain objects.
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
