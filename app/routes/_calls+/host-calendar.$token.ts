import type { LoaderFunctionArgs } from "@remix-run/node";
import { hostCallsFeed } from "~/server/calls/host-calls-feed.server";

// A host's booked calls as an iCalendar feed, for their calendar app to subscribe to: the
// private address from the calls studio. A revoked or made-up address gets 404.
export async function loader({ params }: LoaderFunctionArgs) {
  const feed = hostCallsFeed(params.token ?? "");
  if (feed === null) {
    return new Response("This calendar address is not valid or has been replaced. Copy the new one from the calls studio.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(feed, { headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } });
}
