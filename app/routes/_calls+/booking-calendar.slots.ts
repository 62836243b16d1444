import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { chosenTimezone, daySlots } from "~/server/calls/booking-calendar.server";

// With JavaScript, the calendar loads a day's slots from here through a fetcher.
export async function loader({ request }: LoaderFunctionArgs) {
  const date = new URL(request.url).searchParams.get("date") ?? "";
  const result = daySlots(date, chosenTimezone(request).timezone);
  if ("error" in result) return json({ error: result.error, availability: null }, { status: result.status });
  return json({ error: null, availability: result.availability }, { headers: { "Cache-Control": "no-store" } });
}
