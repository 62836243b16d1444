import fs from "node:fs";
import path from "node:path";
import { staticFilePolicy } from "./security-headers.mjs";

// The owner's uploaded photos, from the uploads folder in the data folder. Only a name the
// image pipeline makes is looked up (`<16 hex>-<width>w.avif|webp|jpg|png`): no folder, no dot
// file, no path outside the folder can be named, and nothing is listed. A name is the
// upload's hash, so the same name is always the same bytes: browsers keep them a year.

const NAME = /^\/([0-9a-f]{16}-\d{1,5}w)\.(avif|webp|jpg|png)$/;
const TYPES = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg", png: "image/png" };

export function uploadedFiles(directory) {
  return (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const match = NAME.exec(request.path);
    if (!match) return notFound(response);
    const file = path.join(directory, `${match[1]}.${match[2]}`);
    fs.stat(file, (error, stats) => {
      if (error || !stats.isFile()) return notFound(response);
      staticFilePolicy(response);
      response.setHeader("Content-Type", TYPES[match[2]]);
      response.setHeader("Content-Length", stats.size);
      response.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      response.setHeader("Last-Modified", stats.mtime.toUTCString());
      if (request.method === "HEAD") return response.end();
      fs.createReadStream(file)
        .on("error", () => response.destroy())
        .pipe(response);
    });
  };
}

function notFound(response) {
  response.status(404).type("text").setHeader("Cache-Control", "no-store").send("Not Found");
}
