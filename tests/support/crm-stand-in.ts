import http from "node:http";
import { switchablePort } from "./switchable-port";

// The CRM's webhook on 127.0.0.1: records every delivery it takes (by Idempotency-Key) and
// can be switched between taking them, answering 503 and being gone (port closed), coming
// back on the same port.

type CrmReceived = { key: string; event: string; body: Record<string, unknown> };

/** accept: 200; unavailable: 503 (no Retry-After); down: nothing listens on the port. */
export type CrmMode = "accept" | "unavailable" | "down";

export type CrmStandIn = {
  /** For CRM_WEBHOOK_URL. */
  url: string;
  /** Every delivery answered 200, in order (a key twice is a duplicate delivery). */
  accepted: CrmReceived[];
  /** Deliveries answered 503. */
  refusals: () => number;
  /** Wait this long before answering (a slow CRM, so deliveries pile up in the outbox). */
  setDelay(ms: number): void;
  setMode(mode: CrmMode): Promise<void>;
  close(): Promise<void>;
};

export async function startCrmStandIn(mode: CrmMode = "accept"): Promise<CrmStandIn> {
  const accepted: CrmReceived[] = [];
  let current: CrmMode = "accept";
  let delayMs = 0;
  let refused = 0;
  const server = http.createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      if (current !== "accept") {
        refused++;
        response.writeHead(503).end();
        return;
      }
      const delivery = {
        key: String(request.headers["idempotency-key"]),
        event: String(request.headers["x-event-type"]),
        body: JSON.parse(body) as Record<string, unknown>,
      };
      // Recorded as it arrives: a sender killed before the answer gets here has still delivered.
      accepted.push(delivery);
      setTimeout(() => response.writeHead(200, { "Content-Type": "application/json" }).end('{"ok":true}'), delayMs);
    });
  });
  // The site's fetch keeps connections alive: going down cuts them too.
  const { port, down, up } = await switchablePort(server, () => server.closeAllConnections());
  const setMode = async (next: CrmMode) => {
    await (next === "down" ? down() : up());
    current = next;
  };
  await setMode(mode);
  return {
    url: `http://127.0.0.1:${port}/hooks/crm`,
    accepted,
    refusals: () => refused,
    setDelay: (ms) => (delayMs = ms),
    setMode,
    close: down,
  };
}
