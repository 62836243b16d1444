import type { ActionFunctionArgs } from "@remix-run/node";
import { recordProviderStatus, signedByTwilio, STATUS_CALLBACK_PATH, twilioEnabled } from "~/server/delivery/text-messages.server";
import { postOnly } from "~/server/platform/request.server";

// Twilio's status callbacks for the texts the site sends (each send names this address): the
// text log shows whether the carrier delivered it. Only a request Twilio signed is believed.
export async function action({ request }: ActionFunctionArgs) {
  if (!twilioEnabled()) return new Response("Text messages are not configured on this site.", { status: 404 });
  const params = Object.fromEntries(new URLSearchParams(await request.text()));
  if (!signedByTwilio(STATUS_CALLBACK_PATH, params, request.headers.get("x-twilio-signature"))) return new Response("Invalid signature.", { status: 403 });
  const status = params.MessageStatus ?? params.SmsStatus;
  if (!params.MessageSid || !status) return new Response("Not a status callback.", { status: 400 });
  recordProviderStatus(params.MessageSid, status, params.ErrorCode ?? null);
  return new Response(null, { status: 204 });
}

export const loader = postOnly;
