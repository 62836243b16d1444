import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { restoreAnswersForBookingAgain } from "~/server/calls/no-shows.server";

// The link in the e-mail to a booker who missed their call: the calendar opens with their
// answers and contact details already in, so booking again is a date and a time.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const restored = await restoreAnswersForBookingAgain(request, params.token ?? "");
  if (!restored) {
    return redirectWithFlash(request, "/booking-survey", {
      type: "error",
      title: "That link is not valid",
      description: "Answer the short survey to book your call.",
    });
  }
  restored.headers.set("Cache-Control", "no-store");
  return redirect(restored.location, { headers: restored.headers });
}
