import fs from "node:fs";
import { describe, expect, it } from "vitest";

// The lowest version of each package that has the fixes docs/security/dependencies.md relies
// on. Every copy the lock file installs (nested ones included) must be at least that; an
// override or upgrade that goes missing fails here, not in production.
const FLOORS: Record<string, { floor: string; why: string }> = {
  "@remix-run/router": { floor: "1.23.4", why: "open redirect to a script URL through navigate() (GHSA-jjmj-jmhj-qwj2)" },
  "react-router": { floor: "6.30.6", why: "built on @remix-run/router 1.23.4 (GHSA-jjmj-jmhj-qwj2)" },
  "react-router-dom": { floor: "6.30.6", why: "built on @remix-run/router 1.23.4 (GHSA-jjmj-jmhj-qwj2)" },
  "sanitize-html": { floor: "2.17.7", why: "allow-list bypasses in SVG and MathML content (GHSA-g8qq-57p8-ggw5 and the one before it)" },
  nanoid: { floor: "3.3.18", why: "endless loops and predictable ids from bad sizes (GHSA-2v37-7h3g-55p8 and three earlier)" },
  undici: {
    floor: "6.28.0",
    why: "CRLF injection through a body's type, retry desynchronisation (GHSA-m8rv-5g2x-5cg5, GHSA-8xcm-r25x-g524) and the 6.27.0 fixes",
  },
  compression: { floor: "1.8.2", why: "zlib memory kept after an aborted response (GHSA-vc2v-76pw-4v95)" },
  "body-parser": { floor: "1.20.6", why: "an invalid limit turned the size check off (GHSA-v422-hmwv-36x6)" },
  qs: { floor: "6.16.0", why: "denial of service through an attacker-controlled isBuffer (GHSA-4mjr-xmp4-gh2g)" },
  tmp: { floor: "0.2.6", why: "path traversal through prefix, postfix or dir (GHSA-ph9p-34f9-6g65)" },
};

type Lock = { packages: Record<string, { version?: string }> };
const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as Lock;

/** Every version of `name` the lock file installs, wherever it is nested. */
function installedVersions(name: string): string[] {
  return Object.entries(lock.packages)
    .filter(([location]) => location === `node_modules/${name}` || location.endsWith(`/node_modules/${name}`))
    .map(([, entry]) => entry.version!)
    .filter(Boolean);
}

function atLeast(version: string, floor: string): boolean {
  const [a, b] = [version, floor].map((value) => value.split(/[.-]/).slice(0, 3).map(Number));
  for (let part = 0; part < 3; part++) if (a[part] !== b[part]) return a[part] > b[part];
  return true;
}

describe("installed versions", () => {
  for (const [name, { floor, why }] of Object.entries(FLOORS)) {
    it(`${name} is at least ${floor} everywhere (${why})`, () => {
      const versions = installedVersions(name);
      expect(versions.length).toBeGreaterThan(0);
      for (const version of versions) expect(atLeast(version, floor), `${name}@${version}`).toBe(true);
    });
  }
});
