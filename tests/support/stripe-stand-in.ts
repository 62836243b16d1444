import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

// The few Stripe API endpoints the site uses (create and retrieve a Checkout Session),
// answered on 127.0.0.1 so the stripe package runs its real code path in tests, plus signed
// webhook events the way Stripe sends them.

export type StandInSession = {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  customer_email: string;
  client_reference_id: string;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  payment_intent: string | null;
  /** Not a Stripe field: the product name the site sent, for assertions. */
  productName: string;
};

export type StripeStandIn = {
  url: string;
  sessions: Map<string, StandInSession>;
  /** Every request's method and path, in order. */
  requests: string[];
  /** The customer pays on the hosted page. */
  pay(sessionId: string): StandInSession;
  /** A signed webhook delivery for `event`: the body and the Stripe-Signature header. */
  signedEvent(type: string, object: unknown, secret: string): { body: string; signature: string };
  close(): Promise<void>;
};

/** Stripe's form encoding (a[b][0][c]=1) back into an object. */
function parseStripeForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter(Boolean);
    let target = result as Record<string, unknown>;
    path.forEach((segment, index) => {
      if (index === path.length - 1) target[segment] = value;
      else target = (target[segment] ??= {}) as Record<string, unknown>;
    });
  }
  return result;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      requests.push(`${request.method} ${request.url}`);
      // The hosted payment page a browser is sent to: one Pay button, then back to the site.
      const hosted = request.url?.match(/^\/pay\/([\w-]+)$/);
      if (hosted && sessions.has(hosted[1])) {
        const session = sessions.get(hosted[1])!;
        if (request.method === "POST") {
          standIn.pay(session.id);
          response.writeHead(303, { Location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id) });
          return response.end();
        }
        response.writeHead(200, { "Content-Type": "text/html" });
        return response.end(`<!doctype html><title>Stand-in checkout</title><h1>Pay ${session.amount_total / 100} ${session.currency}</h1><form method="post"><button>Pay</button></form>`);
      }
      const send = (status: number, value: unknown) => {
        response.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${crypto.randomUUID()}` });
        response.end(JSON.stringify(value));
      };
      if (request.headers.authorization !== "Bearer sk_test_stand_in") {
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }
      if (request.method === "POST" && request.url === "/v1/checkout/sessions") {
        const form = parseStripeForm(body) as {
          mode: string;
          customer_email: string;
          client_reference_id: string;
          success_url: string;
          cancel_url: string;
          metadata?: Record<string, string>;
          line_items: { 0: { price_data: { currency: string; unit_amount: string; product_data: { name: string } } } };
        };
        const line = form.line_items[0].price_data;
        const id = `cs_test_${crypto.randomBytes(12).toString("hex")}`;
        const session: StandInSession = {
          id,
          object: "checkout.session",
          mode: form.mode,
          status: "open",
          payment_status: "unpaid",
          amount_total: Number(line.unit_amount),
          currency: line.currency,
          customer_email: form.customer_email,
          client_reference_id: form.client_reference_id,
          metadata: form.metadata ?? {},
          success_url: form.success_url,
          cancel_url: form.cancel_url,
          url: `${standIn.url}/pay/${id}`,
          payment_intent: null,
          productName: line.product_data.name,
        };
        sessions.set(id, session);
        return send(200, session);
      }
      const retrieve = request.method === "GET" ? request.url?.match(/^\/v1\/checkout\/sessions\/([\w-]+)$/) : null;
      if (retrieve) {
        const session = sessions.get(retrieve[1]);
        if (session) return send(200, session);
        return send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such checkout.session: '${retrieve[1]}'` } });
      }
      send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${request.method}: ${request.url})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const stripe = new Stripe("sk_test_stand_in");
  const standIn: StripeStandIn = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sessions,
    requests,
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No stand-in session ${sessionId}`);
      Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: session.payment_intent ?? `pi_${crypto.randomBytes(12).toString("hex")}` });
      return session;
    },
    signedEvent(type, object, secret) {
      const body = JSON.stringify({ id: `evt_${crypto.randomBytes(12).toString("hex")}`, object: "event", type, data: { object } });
      return { body, signature: stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
