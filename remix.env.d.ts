/// <reference types="@remix-run/dev" />

import "@remix-run/node";

// What our Express server (server/app.mjs, getLoadContext) hands every loader and action.
declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    /** The visitor's address: the socket's, or with TRUST_PROXY the one the trusted proxy saw. */
    clientAddress: string;
  }
}
