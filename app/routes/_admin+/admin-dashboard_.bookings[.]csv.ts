import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvDownload } from "~/lib/csv";
import { listBookings } from "~/server/calls/admin-bookings.server";
import { requireAdmin } from "~/server/accounts/admin.server";

// Every booked call as a spreadsheet, survey answers in one column.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const rows = listBookings(100_000).map((booking) => [
    booking.createdAt.toISOString(),
    booking.name,
    booking.email,
    booking.phone,
    booking.host,
    booking.hostTime,
    booking.bookerTime,
    booking.timezone,
    booking.status,
    booking.rebookEmailAt?.toISOString() ?? "",
    booking.notes?.kind === "answers" ? booking.notes.answers.map((answer) => `${answer.label}: ${answer.answer}`).join("; ") : booking.notes?.text,
  ]);
  const header = [
    "booked at",
    "name",
    "email",
    "phone",
    "host",
    "appointment (host)",
    "appointment (booker)",
    "booker time zone",
    "status",
    "book-again e-mail sent",
    "answers",
  ];
  return csvDownload("booked-calls.csv", header, rows);
}
