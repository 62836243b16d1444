// The oldest Node the server runs on: better-sqlite3's binary needs Node-API 10 (Node 22.14),
// and on an older Node it crashes instead of failing. package.json's "engines" says the same.
export const OLDEST_SUPPORTED_NODE = [22, 14];

/** Whether a Node version string ("v24.21.0") is at least the oldest supported one. */
export function isSupportedNode(version) {
  const [major, minor] = version.replace(/^v/, "").split(".").map(Number);
  return major > OLDEST_SUPPORTED_NODE[0] || (major === OLDEST_SUPPORTED_NODE[0] && minor >= OLDEST_SUPPORTED_NODE[1]);
}
