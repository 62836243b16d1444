import type { ActionFunctionArgs } from "@remix-run/node";
import { signedByTwilio, twilioEnabled } from "~/server/delivery/text-messages.server";
import { handleInboundText } from "~/server/delivery/text-replies.server";
import { postOnly } from "~/server/platform/request.server";

// Twilio's webhook for texts people send to the site's number (set it as the number's "A
// message comes in" address: https://<your site>/webhooks/sms, HTTP POST). Only a request
// signed with this account's auth token is believed.
export async function action({ request }: ActionFunctionArgs) {
  if (!twilioEnabled()) return new Response("Text messages are not configured on this site.", { status: 404 });
  const params = Object.fromEntries(new URLSearchParams(await request.text()));
  if (!signedByTwilio("/webhooks/sms", params, request.headers.get("x-twilio-signature"))) return new Response("Invalid signature.", { status: 403 });
  if (!params.From || !params.MessageSid) return new Response("Not an inbound text.", { status: 400 });
  handleInboundText({ from: params.From, body: params.Body ?? "", sid: params.MessageSid });
  // Answers go out through the outbox (logged and retried), so the reply here is empty.
  return new Response('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', { headers: { "Content-Type": "text/xml" } });
}

export const loader = postOnly;
