// The time zones a visitor can book in, in the order the picker lists them.
export const bookingTimezones = [
  { id: "America/New_York", label: "New York (Eastern Time)" },
  { id: "America/Chicago", label: "Chicago (Central Time)" },
  { id: "America/Denver", label: "Denver (Mountain Time)" },
  { id: "America/Los_Angeles", label: "Los Angeles (Pacific Time)" },
  { id: "America/Phoenix", label: "Phoenix (Arizona Time)" },
  { id: "America/Anchorage", label: "Anchorage (Alaska Time)" },
  { id: "Pacific/Honolulu", label: "Honolulu (Hawaii Time)" },
  { id: "Europe/London", label: "London" },
  { id: "Europe/Berlin", label: "Berlin" },
  { id: "Asia/Tokyo", label: "Tokyo" },
  { id: "Australia/Sydney", label: "Sydney" },
] as const;

export const DEFAULT_TIMEZONE = "America/New_York";

export function isBookingTimezone(value: unknown): value is string {
  return bookingTimezones.some((zone) => zone.id === value);
}

export function timezoneLabel(id: string): string {
  return bookingTimezones.find((zone) => zone.id === id)?.label ?? id;
}

/** The zone's offset from UTC at `at`, in minutes east (Denver in summer: -360); null for a zone the runtime does not know. */
function offsetMinutes(zone: string, at: Date): number | null {
  let name: string | undefined;
  try {
    name = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value;
  } catch {
    return null;
  }
  const offset = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name ?? "");
  if (!offset) return null;
  return offset[1] ? (offset[1] === "-" ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
}

const HALF_A_YEAR_MS = 182 * 86_400_000;

/**
 * The offered zone for the zone a browser reports: itself when it is offered; otherwise the
 * offered zone with the same offset now, preferring one that also shares it half a year on
 * (the same daylight-saving rule: America/Boise gets Denver, not Phoenix); else New York.
 * `offered` is passed in so the browser uses the list its page came with.
 */
export function offeredZoneFor(zone: string, offered: readonly { id: string }[], now = new Date()): string {
  if (offered.some((candidate) => candidate.id === zone)) return zone;
  const today = offsetMinutes(zone, now);
  if (today === null) return DEFAULT_TIMEZONE;
  const later = new Date(now.getTime() + HALF_A_YEAR_MS);
  const sameNow = offered.filter((candidate) => offsetMinutes(candidate.id, now) === today);
  const sameAllYear = sameNow.find((candidate) => offsetMinutes(candidate.id, later) === offsetMinutes(zone, later));
  return (sameAllYear ?? sameNow[0])?.id ?? DEFAULT_TIMEZONE;
}
