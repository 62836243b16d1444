import http from "node:http";
import express from "express";
import { uploadedFiles } from "../../server/uploads.mjs";

/** The server's uploads handler on Express, as server/index.mjs mounts it; anything it passes on is answered 418. */
export function serveUploads(directory) {
  const app = express();
  app.use("/uploads", uploadedFiles(directory));
  app.use((_request, response) => response.status(418).send("fell through"));
  return http.createServer(app);
}
