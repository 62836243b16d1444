import autocannon from "autocannon";

/**
 * One autocannon run against the server. method/headers/body are passed through, so POST
 * benchmarks (lead submissions, bookings) can reuse this with a form-encoded body.
 */
export async function runAutocannon({ url, method = "GET", headers, body, requests, connections = 20, durationSeconds = 10 }) {
  const result = await autocannon({ url, method, headers, body, requests, connections, duration: durationSeconds });
  return {
    method,
    url,
    connections,
    durationSeconds,
    requestsPerSecond: Math.round(result.requests.average),
    totalRequests: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count])),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
