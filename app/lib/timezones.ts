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
