import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

// The few Stripe API endpoints the site uses, answered on 127.0.0.1 so the stripe package
// runs its real code path in tests: create, retrieve and expire a Checkout Session (which can
// save the card for later under a customer), charge a saved card without the buyer (a
// PaymentIntent with off_session and confirm) and refund a payment. Plus signed webhook
// events the way Stripe sends them.
//
// The rules kept, as Stripe keeps them:
// - Every POST with an Idempotency-Key runs once: the same key again gets the first answer
//   (status and body) replayed, with other parameters a 400 idempotency_error, and while the
//   first is still running a 409.
// - A card paid with at checkout is a payment method of its own (pm_...). With
//   setup_future_usage it is attached to the session's customer and can be charged again;
//   without, it cannot. Charged off session, it answers as its behaviour says, which a test
//   may change at any time (a card that paid at checkout can be declined later).
// - A declined charge is a 402 card_error naming the PaymentIntent it left behind.

type CardBehaviour = "succeeds" | "card_declined" | "expired_card" | "authentication_required";

export type StandInSession = {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  /** null when the session was opened for an existing customer. */
  customer_email: string | null;
  /** The customer given at creation, or the one created on payment with customer_creation=always. */
  customer: string | null;
  customer_creation: "always" | "if_required" | null;
  client_reference_id: string;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  /** The PaymentIntent's id; retrieved with expand[]=payment_intent, the object. */
  payment_intent: string | null;
  /** Words Stripe's page shows; `submit` above the pay button (at most 1200 characters). */
  custom_text: { submit: { message: string } | null };
  /** Not a Stripe field: the product name the site sent, for assertions. */
  productName: string;
  /** Not a Stripe field: the payment_intent_data the site sent (setup_future_usage, metadata), for assertions. */
  payment_intent_data: { setup_future_usage?: string; metadata?: Record<string, string> } | null;
};

type StandInPaymentIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  status: "succeeded" | "requires_payment_method";
  setup_future_usage: string | null;
  metadata: Record<string, string>;
  last_payment_error: {
    type: "card_error";
    code: string;
    decline_code?: string;
    message: string;
    payment_method: { id: string; object: "payment_method" };
  } | null;
};

/** A charge the stand-in actually made (replays of an idempotent request are not charges). */
type StandInCharge = {
  idempotencyKey: string | null;
  paymentIntent: string;
  amount: number;
  currency: string;
  customer: string | null;
  paymentMethod: string;
  offSession: boolean;
  outcome: CardBehaviour;
  metadata: Record<string, string>;
};

/** A refund the stand-in made: once per payment, whatever key or retry. */
type StandInRefund = { id: string; object: "refund"; payment_intent: string; amount: number; status: "succeeded" };

/** One API request as received: the path without its query, the query and form decoded. */
type StandInCall = {
  method: string;
  path: string;
  query: Record<string, unknown>;
  form: Record<string, unknown>;
  idempotencyKey: string | null;
};

/** How an answer is lost on its way back: a 500 from Stripe, or the connection cut. */
type LostAnswer = "server-error" | "connection-reset";

export type StripeStandIn = {
  url: string;
  sessions: Map<string, StandInSession>;
  paymentIntents: Map<string, StandInPaymentIntent>;
  /** Every charge made, in order. */
  charges: StandInCharge[];
  /** Every refund made, in order. */
  refunds: StandInRefund[];
  /** Every request's method and path (with its query), in order. */
  requests: string[];
  /** Every API request with its parameters and idempotency key, in order. */
  calls: StandInCall[];
  /**
   * The customer pays on the hosted page with `card` (a Stripe test card token): a new
   * payment method, saved to the customer when the session asked for setup_future_usage.
   */
  pay(sessionId: string, card?: string): StandInSession;
  /** The payment method a paid session's payment used. */
  paymentMethodOf(sessionId: string): string;
  /** How `paymentMethodId` answers later charges, from now on. */
  setCardBehaviour(paymentMethodId: string, behaviour: CardBehaviour): void;
  /**
   * The next new charge is received but not made until `release()`; `arrived` resolves when
   * it has been received, so a test can act while it is in flight.
   */
  holdNextCharge(): { arrived: Promise<void>; release: () => void };
  /**
   * The next new charge is made, but its answer is lost `times` times: every request with its
   * idempotency key gets a 500 (or a cut connection) until then, and the stored answer after.
   * The stripe package retries by itself (maxNetworkRetries), so 3 outlasts its retries.
   */
  loseChargeAnswers(times: number, how?: LostAnswer): void;
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

const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString("hex")}`;

/** Stripe's test card tokens and how each answers charges made later without the buyer. */
const TEST_CARD_BEHAVIOURS: Record<string, CardBehaviour> = {
  pm_card_visa: "succeeds",
  pm_card_mastercard: "succeeds",
  pm_card_chargeCustomerFail: "card_declined",
  pm_card_authenticationRequired: "authentication_required",
};

/** What Stripe says for each way a card fails. */
const DECLINES: Record<Exclude<CardBehaviour, "succeeds">, { code: string; decline_code?: string; message: string }> = {
  card_declined: { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." },
  expired_card: { code: "expired_card", decline_code: "expired_card", message: "Your card has expired." },
  authentication_required: {
    code: "authentication_required",
    decline_code: "authentication_required",
    message: "Your card was declined. This transaction requires authentication.",
  },
};

type Answer = { status: number; body: unknown };
type SavedCard = { behaviour: CardBehaviour; customer: string | null; reusable: boolean };
type Idempotent = { method: string; path: string; body: string; answer: Answer | null };

const apiError = (status: number, type: string, message: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: { error: { type, message, ...extra } },
});

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  const paymentIntents = new Map<string, StandInPaymentIntent>();
  const customers = new Map<string, { id: string; email: string | null }>();
  const cards = new Map<string, SavedCard>();
  const charges: StandInCharge[] = [];
  const refunds: StandInRefund[] = [];
  const requests: string[] = [];
  const calls: StandInCall[] = [];
  /** Answers by idempotency key; `answer` is null while the first request is running. */
  const idempotent = new Map<string, Idempotent>();
  const holds: { arrived: () => void; released: Promise<void> }[] = [];
  /** Set by loseChargeAnswers, taken by the next new charge. */
  let pendingLoss: { times: number; how: LostAnswer } | null = null;
  /** Charges whose answers are being lost, by idempotency key. */
  const losses = new Map<string, { times: number; how: LostAnswer }>();

  function createSession(form: Record<string, unknown>): Answer {
    const fields = form as {
      mode: string;
      customer?: string;
      customer_email?: string;
      customer_creation?: "always" | "if_required";
      client_reference_id: string;
      success_url: string;
      cancel_url: string;
      metadata?: Record<string, string>;
      payment_intent_data?: { setup_future_usage?: string; metadata?: Record<string, string> };
      custom_text?: { submit?: { message: string } };
      line_items: { 0: { price_data: { currency: string; unit_amount: string; product_data: { name: string } } } };
    };
    if (fields.customer && !customers.has(fields.customer)) {
      return apiError(400, "invalid_request_error", `No such customer: '${fields.customer}'`, { code: "resource_missing", param: "customer" });
    }
    if (fields.customer && fields.customer_creation) {
      return apiError(400, "invalid_request_error", "`customer_creation` can only be used when `customer` is not set.", { param: "customer_creation" });
    }
    if (fields.customer && fields.customer_email) {
      return apiError(400, "invalid_request_error", "You may only specify one of these parameters: customer, customer_email.", { param: "customer_email" });
    }
    if ((fields.custom_text?.submit?.message.length ?? 0) > 1200) {
      return apiError(400, "invalid_request_error", "custom_text[submit][message] must be at most 1200 characters.", { param: "custom_text[submit][message]" });
    }
    const line = fields.line_items[0].price_data;
    const id = `cs_test_${crypto.randomBytes(12).toString("hex")}`;
    const session: StandInSession = {
      id,
      object: "checkout.session",
      mode: fields.mode,
      status: "open",
      payment_status: "unpaid",
      amount_total: Number(line.unit_amount),
      currency: line.currency,
      customer_email: fields.customer_email ?? null,
      customer: fields.customer ?? null,
      customer_creation: fields.customer_creation ?? null,
      client_reference_id: fields.client_reference_id,
      metadata: fields.metadata ?? {},
      success_url: fields.success_url,
      cancel_url: fields.cancel_url,
      url: `${standIn.url}/pay/${id}`,
      payment_intent: null,
      custom_text: { submit: fields.custom_text?.submit ?? null },
      productName: line.product_data.name,
      payment_intent_data: fields.payment_intent_data ?? null,
    };
    sessions.set(id, session);
    return { status: 200, body: session };
  }

  function retrieveSession(id: string, query: Record<string, unknown>): Answer {
    const session = sessions.get(id);
    if (!session) return apiError(404, "invalid_request_error", `No such checkout.session: '${id}'`, { code: "resource_missing", param: "session" });
    const expand = Object.values((query.expand ?? {}) as Record<string, string>);
    if (!expand.includes("payment_intent")) return { status: 200, body: session };
    return { status: 200, body: { ...session, payment_intent: session.payment_intent ? (paymentIntents.get(session.payment_intent) ?? null) : null } };
  }

  /** Stripe's rule: only an open session can be expired; then it can no longer be paid. */
  function expireSession(id: string): Answer {
    const session = sessions.get(id);
    if (!session) return apiError(404, "invalid_request_error", `No such checkout.session: '${id}'`, { code: "resource_missing", param: "session" });
    if (session.status !== "open")
      return apiError(
        400,
        "invalid_request_error",
        `Only Checkout Sessions with a status of \`open\` can be expired. This Checkout Session has a status of \`${session.status}\`.`,
      );
    session.status = "expired";
    return { status: 200, body: session };
  }

  /** A full refund of a payment that succeeded; a payment is refunded once. */
  function createRefund(form: Record<string, unknown>): Answer {
    const intent = paymentIntents.get(String(form.payment_intent ?? ""));
    if (!intent)
      return apiError(400, "invalid_request_error", `No such payment_intent: '${String(form.payment_intent)}'`, {
        code: "resource_missing",
        param: "payment_intent",
      });
    if (intent.status !== "succeeded") return apiError(400, "invalid_request_error", "This PaymentIntent does not have a successful charge to refund.");
    if (refunds.some((refund) => refund.payment_intent === intent.id))
      return apiError(400, "invalid_request_error", `Charge for ${intent.id} has already been refunded.`, { code: "charge_already_refunded" });
    const refund: StandInRefund = { id: randomId("re"), object: "refund", payment_intent: intent.id, amount: intent.amount, status: "succeeded" };
    refunds.push(refund);
    return { status: 200, body: refund };
  }

  /** A charge to a saved card: made once per idempotency key, answered as the card's behaviour says. */
  function createPaymentIntent(form: Record<string, unknown>, idempotencyKey: string | null): Answer {
    const fields = form as {
      amount: string;
      currency: string;
      customer?: string;
      payment_method?: string;
      off_session?: string;
      confirm?: string;
      metadata?: Record<string, string>;
    };
    const card = fields.payment_method ? cards.get(fields.payment_method) : undefined;
    if (!fields.payment_method || !card) {
      return apiError(400, "invalid_request_error", `No such PaymentMethod: '${fields.payment_method}'`, { code: "resource_missing", param: "payment_method" });
    }
    if (fields.confirm !== "true") return apiError(400, "invalid_request_error", "The stand-in only makes charges confirmed at once (confirm=true).");
    if (!card.reusable) {
      return apiError(
        400,
        "invalid_request_error",
        "The provided PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.",
        { param: "payment_method" },
      );
    }
    if (card.customer !== (fields.customer ?? null)) {
      return apiError(
        400,
        "invalid_request_error",
        `The provided PaymentMethod belongs to ${card.customer ? `customer ${card.customer}` : "no customer"}; the charge named ${fields.customer ?? "none"}.`,
        { param: "customer" },
      );
    }
    const intent: StandInPaymentIntent = {
      id: randomId("pi"),
      object: "payment_intent",
      amount: Number(fields.amount),
      currency: fields.currency,
      customer: fields.customer ?? null,
      payment_method: fields.payment_method,
      status: card.behaviour === "succeeds" ? "succeeded" : "requires_payment_method",
      setup_future_usage: null,
      metadata: fields.metadata ?? {},
      last_payment_error: null,
    };
    charges.push({
      idempotencyKey,
      paymentIntent: intent.id,
      amount: intent.amount,
      currency: intent.currency,
      customer: intent.customer,
      paymentMethod: fields.payment_method,
      offSession: fields.off_session === "true",
      outcome: card.behaviour,
      metadata: intent.metadata,
    });
    paymentIntents.set(intent.id, intent);
    if (card.behaviour === "succeeds") return { status: 200, body: intent };
    const decline = DECLINES[card.behaviour];
    intent.last_payment_error = { type: "card_error", ...decline, payment_method: { id: fields.payment_method, object: "payment_method" } };
    return apiError(402, "card_error", decline.message, {
      code: decline.code,
      decline_code: decline.decline_code,
      payment_intent: intent,
      payment_method: { id: fields.payment_method, object: "payment_method" },
    });
  }

  /** The API: the answer to one request, or "lost" when the connection is to be cut instead. */
  async function answer(call: StandInCall, rawBody: string): Promise<Answer | "lost"> {
    const key = call.idempotencyKey;
    const isCharge = call.method === "POST" && call.path === "/v1/payment_intents";
    const lose = (stored: Answer): Answer | "lost" => {
      const loss = key ? losses.get(key) : undefined;
      if (!loss || loss.times <= 0) return stored;
      loss.times--;
      return loss.how === "connection-reset" ? "lost" : apiError(500, "api_error", "An unknown error occurred");
    };
    if (call.method === "POST" && key) {
      const earlier = idempotent.get(key);
      if (earlier) {
        if (earlier.method !== call.method || earlier.path !== call.path || earlier.body !== rawBody) {
          return apiError(
            400,
            "idempotency_error",
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          );
        }
        if (!earlier.answer)
          return apiError(
            409,
            "idempotency_error",
            "There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through).",
          );
        return lose(earlier.answer);
      }
      idempotent.set(key, { method: call.method, path: call.path, body: rawBody, answer: null });
    }
    let result: Answer;
    if (isCharge) {
      if (pendingLoss && key) {
        losses.set(key, pendingLoss);
        pendingLoss = null;
      }
      const hold = holds.shift();
      if (hold) {
        hold.arrived();
        await hold.released;
      }
      result = createPaymentIntent(call.form, key);
    } else if (call.method === "POST" && call.path === "/v1/checkout/sessions") {
      result = createSession(call.form);
    } else if (call.method === "POST" && /^\/v1\/checkout\/sessions\/[\w-]+\/expire$/.test(call.path)) {
      result = expireSession(call.path.split("/").at(-2)!);
    } else if (call.method === "POST" && call.path === "/v1/refunds") {
      result = createRefund(call.form);
    } else if (call.method === "GET" && /^\/v1\/checkout\/sessions\/[\w-]+$/.test(call.path)) {
      result = retrieveSession(call.path.split("/").at(-1)!, call.query);
    } else {
      result = apiError(404, "invalid_request_error", `Unrecognized request URL (${call.method}: ${call.path})`);
    }
    // A request refused before it ran (invalid parameters) leaves no answer to replay.
    if (call.method === "POST" && key) {
      if (result.status === 400 || result.status === 404) idempotent.delete(key);
      else idempotent.get(key)!.answer = result;
    }
    return lose(result);
  }

  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", async () => {
      requests.push(`${request.method} ${request.url}`);
      const url = new URL(request.url ?? "/", "http://stand-in");
      // The hosted payment page a browser is sent to: one Pay button, then back to the site.
      const hosted = url.pathname.match(/^\/pay\/([\w-]+)$/);
      if (hosted && sessions.has(hosted[1])) {
        const session = sessions.get(hosted[1])!;
        if (session.status === "expired") {
          response.writeHead(410, { "Content-Type": "text/html" });
          return response.end("<!doctype html><title>Expired</title><h1>This checkout has expired</h1>");
        }
        if (request.method === "POST") {
          standIn.pay(session.id);
          response.writeHead(303, { Location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id) });
          return response.end();
        }
        response.writeHead(200, { "Content-Type": "text/html" });
        return response.end(
          `<!doctype html><title>Stand-in checkout</title><h1>Pay ${session.amount_total / 100} ${session.currency}</h1><form method="post"><button>Pay</button></form>`,
        );
      }
      const send = ({ status, body: value }: Answer, replayed = false) => {
        response.writeHead(status, {
          "Content-Type": "application/json",
          "Request-Id": `req_${crypto.randomUUID()}`,
          ...(replayed ? { "Idempotent-Replayed": "true" } : {}),
        });
        response.end(JSON.stringify(value));
      };
      if (request.headers.authorization !== "Bearer sk_test_stand_in") {
        return send(apiError(401, "invalid_request_error", "Invalid API Key provided"));
      }
      const idempotencyKey = (request.headers["idempotency-key"] as string | undefined) ?? null;
      const call: StandInCall = {
        method: request.method ?? "GET",
        path: url.pathname,
        query: parseStripeForm(url.search.slice(1)),
        form: parseStripeForm(body),
        idempotencyKey,
      };
      calls.push(call);
      const replayed = Boolean(idempotencyKey && idempotent.get(idempotencyKey)?.answer);
      try {
        const result = await answer(call, body);
        if (result === "lost") return request.socket.destroy();
        send(result, replayed && result.status !== 500);
      } catch (error) {
        if (idempotencyKey && !idempotent.get(idempotencyKey)?.answer) idempotent.delete(idempotencyKey);
        send(apiError(500, "api_error", `Stand-in failure: ${error instanceof Error ? error.message : String(error)}`));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const stripe = new Stripe("sk_test_stand_in");
  const standIn: StripeStandIn = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sessions,
    paymentIntents,
    charges,
    refunds,
    requests,
    calls,
    pay(sessionId, card = "pm_card_visa") {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No stand-in session ${sessionId}`);
      if (session.status === "complete") return session;
      if (session.status === "expired") throw new Error(`Stand-in session ${sessionId} has expired and takes no payment`);
      if (!session.customer && session.customer_creation === "always") {
        const customer = { id: randomId("cus"), email: session.customer_email };
        customers.set(customer.id, customer);
        session.customer = customer.id;
      }
      const setupFutureUsage = session.payment_intent_data?.setup_future_usage ?? null;
      const paymentMethod = randomId("pm");
      // Saved for later only when asked for, and then to the session's customer.
      cards.set(paymentMethod, {
        behaviour: TEST_CARD_BEHAVIOURS[card] ?? "succeeds",
        customer: setupFutureUsage ? session.customer : null,
        reusable: Boolean(setupFutureUsage),
      });
      const intent: StandInPaymentIntent = {
        id: randomId("pi"),
        object: "payment_intent",
        amount: session.amount_total,
        currency: session.currency,
        customer: session.customer,
        payment_method: paymentMethod,
        status: "succeeded",
        setup_future_usage: setupFutureUsage,
        metadata: session.payment_intent_data?.metadata ?? {},
        last_payment_error: null,
      };
      paymentIntents.set(intent.id, intent);
      Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: intent.id });
      return session;
    },
    paymentMethodOf(sessionId) {
      const intent = paymentIntents.get(sessions.get(sessionId)?.payment_intent ?? "");
      if (!intent?.payment_method) throw new Error(`Stand-in session ${sessionId} is not paid`);
      return intent.payment_method;
    },
    setCardBehaviour(paymentMethodId, behaviour) {
      const card = cards.get(paymentMethodId);
      if (!card) throw new Error(`No stand-in payment method ${paymentMethodId}`);
      card.behaviour = behaviour;
    },
    holdNextCharge() {
      let arrived!: () => void;
      let release!: () => void;
      const arrival = new Promise<void>((resolve) => (arrived = resolve));
      holds.push({ arrived, released: new Promise<void>((resolve) => (release = resolve)) });
      return { arrived: arrival, release };
    },
    loseChargeAnswers(times, how = "server-error") {
      pendingLoss = { times, how };
    },
    signedEvent(type, object, secret) {
      const body = JSON.stringify({ id: `evt_${crypto.randomBytes(12).toString("hex")}`, object: "event", type, data: { object } });
      return { body, signature: stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
