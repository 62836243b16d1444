import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import twilio from "twilio";

// The part of Twilio's REST API the site uses, answered on 127.0.0.1 so the twilio package
// runs its real code path in tests: send a message (POST .../Messages.json) and list the
// messages to a number (GET .../Messages.json?To=). Plus what Twilio sends the site, signed
// with the account's auth token as Twilio signs (X-Twilio-Signature): status callbacks and
// inbound texts.
//
// The rules kept, as Twilio keeps them: HTTP Basic auth with the account SID and auth token
// (else 401, error 20003); To must be E.164 (else 400, error 21211); a sender (From or
// MessagingServiceSid) and a Body are required (else 400, 21604 / 21602); a number that texted
// STOP is refused (400, error 21610) until it texts START.

const STAND_IN_ACCOUNT_SID = `AC${"a1".repeat(16)}`;
export const STAND_IN_AUTH_TOKEN = "stand-in-auth-token-0123456789";
const STAND_IN_FROM = "+15005550006";

export type StandInMessage = {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  status: string;
  statusCallback: string | null;
  dateCreated: Date;
};

type Failure = { status: number; code: number; message: string };

const rfc2822 = (date: Date) => date.toUTCString().replace(" GMT", " +0000");

function messageJson(message: StandInMessage) {
  return {
    sid: message.sid,
    account_sid: STAND_IN_ACCOUNT_SID,
    to: message.to,
    from: message.from,
    messaging_service_sid: message.messagingServiceSid,
    body: message.body,
    status: message.status,
    num_segments: "1",
    direction: "outbound-api",
    date_created: rfc2822(message.dateCreated),
    date_updated: rfc2822(message.dateCreated),
    date_sent: null,
    error_code: null,
    error_message: null,
    uri: `/2010-04-01/Accounts/${STAND_IN_ACCOUNT_SID}/Messages/${message.sid}.json`,
  };
}

/** A POST the site's webhook gets, signed as Twilio signs it, to `url` (the address Twilio was given). */
export async function postSigned(
  url: string,
  params: Record<string, string>,
  options: { signedFor?: string; authToken?: string; signature?: string } = {},
): Promise<Response> {
  const signature = options.signature ?? twilio.getExpectedTwilioSignature(options.authToken ?? STAND_IN_AUTH_TOKEN, options.signedFor ?? url, params);
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Twilio-Signature": signature },
    body: new URLSearchParams(params).toString(),
  });
}

export async function startTwilioStandIn() {
  const messages: StandInMessage[] = [];
  const optedOut = new Set<string>();
  const failures: Failure[] = [];
  let requests = 0;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      requests++;
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { "Content-Type": "application/json" });
        response.end(JSON.stringify(body));
      };
      const refuse = (status: number, code: number, message: string) =>
        answer(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
      const expected = `Basic ${Buffer.from(`${STAND_IN_ACCOUNT_SID}:${STAND_IN_AUTH_TOKEN}`).toString("base64")}`;
      if (request.headers.authorization !== expected) return refuse(401, 20003, "Authenticate");
      const url = new URL(request.url ?? "/", "http://stand-in");
      if (url.pathname !== `/2010-04-01/Accounts/${STAND_IN_ACCOUNT_SID}/Messages.json`) return refuse(404, 20404, "The requested resource was not found");
      if (request.method === "GET") {
        const to = url.searchParams.get("To");
        const pageSize = Number(url.searchParams.get("PageSize") ?? 50);
        const found = messages
          .filter((message) => !to || message.to === to)
          .reverse()
          .slice(0, pageSize);
        return answer(200, {
          messages: found.map(messageJson),
          page: 0,
          page_size: pageSize,
          first_page_uri: url.pathname,
          next_page_uri: null,
          previous_page_uri: null,
          uri: url.pathname + url.search,
        });
      }
      if (request.method !== "POST") return refuse(405, 20004, "Method not allowed");
      const failure = failures.shift();
      if (failure) return refuse(failure.status, failure.code, failure.message);
      const params = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const to = params.get("To") ?? "";
      if (!/^\+[1-9]\d{6,14}$/.test(to)) return refuse(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      if (!params.get("From") && !params.get("MessagingServiceSid")) return refuse(400, 21604, "A 'From' phone number is required.");
      if (!params.get("Body")) return refuse(400, 21602, "Message body is required.");
      if (optedOut.has(to)) return refuse(400, 21610, "Attempt to send to unsubscribed recipient");
      const message: StandInMessage = {
        sid: `SM${crypto.randomBytes(16).toString("hex")}`,
        to,
        from: params.get("From"),
        messagingServiceSid: params.get("MessagingServiceSid"),
        body: params.get("Body")!,
        status: "queued",
        statusCallback: params.get("StatusCallback"),
        dateCreated: new Date(),
      };
      messages.push(message);
      answer(201, messageJson(message));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    apiUrl,
    messages,
    /** The settings that point the site at this stand-in. */
    settings: { TWILIO_ACCOUNT_SID: STAND_IN_ACCOUNT_SID, TWILIO_AUTH_TOKEN: STAND_IN_AUTH_TOKEN, TWILIO_FROM: STAND_IN_FROM, TWILIO_API_URL: apiUrl },
    requests: () => requests,
    /** The next sends fail with these answers, in order (e.g. a 500, then a 429). */
    failNext: (...next: Failure[]) => failures.push(...next),
    /** A message as if sent earlier (an attempt whose answer never reached the site). */
    record: (message: Omit<StandInMessage, "sid" | "status" | "statusCallback" | "messagingServiceSid"> & { messagingServiceSid?: string | null }) => {
      const recorded = {
        ...message,
        messagingServiceSid: message.messagingServiceSid ?? null,
        sid: `SM${crypto.randomBytes(16).toString("hex")}`,
        status: "queued",
        statusCallback: null,
      };
      messages.push(recorded);
      return recorded;
    },
    /** The carrier's word on a message, sent to its StatusCallback as Twilio does. */
    reportStatus: async (message: StandInMessage, status: string, errorCode?: string) => {
      message.status = status;
      const params: Record<string, string> = {
        AccountSid: STAND_IN_ACCOUNT_SID,
        MessageSid: message.sid,
        SmsSid: message.sid,
        MessageStatus: status,
        SmsStatus: status,
        To: message.to,
        From: message.from ?? "",
        ApiVersion: "2010-04-01",
      };
      if (errorCode) params.ErrorCode = errorCode;
      return postSigned(message.statusCallback!, params);
    },
    /** A text from a phone to the site's number, posted to the site's inbound webhook. */
    receive: async (webhookUrl: string, from: string, body: string, options: { signedFor?: string; signature?: string } = {}) => {
      const keyword = body.replace(/\s+/g, "").toUpperCase();
      if (["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"].includes(keyword)) optedOut.add(from);
      if (["START", "UNSTOP"].includes(keyword)) optedOut.delete(from);
      const params = {
        AccountSid: STAND_IN_ACCOUNT_SID,
        MessageSid: `SM${crypto.randomBytes(16).toString("hex")}`,
        SmsStatus: "received",
        From: from,
        To: STAND_IN_FROM,
        Body: body,
        NumMedia: "0",
        NumSegments: "1",
        ApiVersion: "2010-04-01",
      };
      return { params, response: await postSigned(webhookUrl, params, options) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TwilioStandIn = Awaited<ReturnType<typeof startTwilioStandIn>>;
