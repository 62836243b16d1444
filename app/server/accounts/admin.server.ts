import { TZDate } from "@date-fns/tz";
import { dateInZone, shortDateTimeInZone } from "~/lib/calendar-dates";
import { requireRole } from "~/server/accounts/auth.server";
import { env } from "~/server/platform/env.server";

/** An admin or super admin, and whether they may change things (super admin only). */
export async function requireAdmin(request: Request) {
  const user = await requireRole(request, "admin");
  return { user, superAdmin: user.roles.includes("super_admin") };
}

/** Dates on admin screens: the host's time zone, formatted on the server so every viewer reads the same. */
export function formatAdminDate(date: Date | null): string | null {
  return date ? shortDateTimeInZone(date, env.HOST_TIMEZONE) : null;
}

/** Midnight at the start of a calendar date (YYYY-MM-DD) in the host's time zone. */
export function hostMidnight(date: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(new TZDate(year, month - 1, day, 0, 0, 0, env.HOST_TIMEZONE).getTime());
}

/** Midnight today in the host's time zone: where 'new users today' starts counting. */
export function startOfHostDay(now: Date): Date {
  return hostMidnight(dateInZone(now, env.HOST_TIMEZONE));
}
