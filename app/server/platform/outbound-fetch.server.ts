import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";

// Fetching an address someone typed into the site (a host's calendar feed): only http(s), only
// to the public internet unless told otherwise, with a size cap read as the body streams in and
// one deadline for the whole exchange. The address each connection actually goes to is checked
// at connect time, after DNS, on every redirect: a name that resolves to the site's own network
// (or changes its answer between a check and the connection) is refused, not fetched.

/** Networks no typed-in address may reach: this host, private and shared address space, link-local (cloud metadata), multicast and reserved. */
const privateNetworks = new net.BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const)
  privateNetworks.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  privateNetworks.addSubnet(network, prefix, "ipv6");

/** The IPv4 address an IPv4-mapped IPv6 address stands for (::ffff:127.0.0.1, or ::ffff:7f00:1 as URLs write it), else null. */
function mappedIpv4(address: string): string | null {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return dotted[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const [high, low] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** Whether an IP address is on the public internet (an IPv4 address written as IPv6 is judged as IPv4). */
export function isPublicAddress(address: string): boolean {
  const mapped = mappedIpv4(address);
  if (mapped) return isPublicAddress(mapped);
  const family = net.isIP(address);
  if (family === 0) return false;
  return !privateNetworks.check(address, family === 4 ? "ipv4" : "ipv6");
}

class OutboundFetchError extends Error {}

const PRIVATE_ADDRESS = "the address leads to a private network, which the site does not fetch";

/** dns.lookup, refusing a name any of whose addresses is not public. */
const publicLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 0);
    if (addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address))) return callback(new OutboundFetchError(PRIVATE_ADDRESS), "", 0);
    if (options.all) return (callback as unknown as (error: null, addresses: dns.LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

export type OutboundFetchOptions = {
  accept: string;
  maxBytes: number;
  timeoutMs: number;
  /** Allow addresses on private networks (a stand-in in tests, or a server on the owner's own network). */
  privateNetworks: boolean;
};

const MAX_REDIRECTS = 5;

/**
 * GET `address` and return its body as text. Fails with a message fit to show the person who
 * typed the address: the status when not 2xx, too large, too slow, a private address, too many
 * redirects.
 */
export async function fetchTypedAddress(address: string, options: OutboundFetchOptions): Promise<string> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = new URL(address);
  for (let redirects = 0; ; redirects++) {
    const answer = await get(url, options, signal);
    if (answer.location === null) return answer.body;
    if (redirects === MAX_REDIRECTS) throw new OutboundFetchError("the address redirected more than 5 times");
    url = new URL(answer.location, url);
  }
}

function get(url: URL, options: OutboundFetchOptions, signal: AbortSignal): Promise<{ location: string | null; body: string }> {
  if (url.protocol !== "https:" && url.protocol !== "http:") return Promise.reject(new OutboundFetchError("the address is not an http(s) address"));
  const literal = url.hostname.replace(/^\[|\]$/g, "");
  if (!options.privateNetworks && net.isIP(literal) && !isPublicAddress(literal)) return Promise.reject(new OutboundFetchError(PRIVATE_ADDRESS));
  return new Promise((resolve, reject) => {
    const request = (url.protocol === "https:" ? https : http).get(
      url,
      { headers: { Accept: options.accept }, signal, lookup: options.privateNetworks ? undefined : publicLookup },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ location: response.headers.location, body: "" });
        }
        if (status < 200 || status >= 300) {
          response.resume();
          return reject(new OutboundFetchError(`the address answered ${status}`));
        }
        const chunks: Buffer[] = [];
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > options.maxBytes) {
            request.destroy(new OutboundFetchError(`the answer is larger than ${Math.round(options.maxBytes / 1024 / 1024)} MB`));
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => resolve({ location: null, body: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", reject);
      },
    );
    request.on("error", (error) => reject(signal.aborted ? new OutboundFetchError(`no answer within ${options.timeoutMs / 1000} seconds`) : error));
  });
}
