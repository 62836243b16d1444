import fs from "node:fs/promises";
import path from "node:path";
import { businessResourceGroups } from "~/content/business-resources";

// The members' downloads (templates, the shop form, the tracking sheet): files in
// resources/files/, outside public/, handed out only by the route that checks membership.
// Only a file a resource card links to (/resources/<name>) can be asked for.

const FILES_FOLDER = path.resolve(process.cwd(), "resources", "files");

const CONTENT_TYPES: Record<string, string> = {
  ".pdf": "application/pdf",
  ".csv": "text/csv; charset=utf-8",
  ".svg": "image/svg+xml",
};

const offered = new Set(
  businessResourceGroups
    .flatMap((group) => group.cards)
    .map((card) => card.href)
    .filter((href) => href.startsWith("/resources/"))
    .map((href) => href.slice("/resources/".length)),
);

/** A member's download as a response, or null when no resource card offers that name. */
export async function memberFile(name: string): Promise<Response | null> {
  if (!offered.has(name)) return null;
  const body = await fs.readFile(path.join(FILES_FOLDER, name));
  return new Response(body, {
    headers: {
      "Content-Type": CONTENT_TYPES[path.extname(name)] ?? "application/octet-stream",
      "Content-Length": String(body.byteLength),
      // A member's copy: kept by their own browser for an hour, never by a shared cache.
      "Cache-Control": "private, max-age=3600",
      // An SVG opened on its own runs no script and loads nothing.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      ...(name.endsWith(".csv") ? { "Content-Disposition": `attachment; filename="${name}"` } : {}),
    },
  });
}
