import type { LoaderFunctionArgs } from "@remix-run/node";
import { calendarFileFor } from "~/server/calls/call-calendar.server";

// The booked call as an .ics file, from the links on the confirmation page, the manage page
// and the confirmation e-mail: the booking as it stands now, so a moved call downloads its
// new time (the same event, a higher SEQUENCE).
export async function loader({ params }: LoaderFunctionArgs) {
  const file = calendarFileFor(params.token ?? "");
  const text = (status: number, body: string) =>
    new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  if (file === null) return text(404, "This link is not valid or has expired. Please use the link in your latest e-mail about the call.");
  if (file === "cancelled") return text(410, "This call was cancelled, so there is nothing to add to your calendar.");
  return new Response(file.content, {
    headers: { "Content-Type": file.contentType, "Content-Disposition": `attachment; filename="${file.filename}"`, "Cache-Control": "no-store" },
  });
}
