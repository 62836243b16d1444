import { parsePhoneNumberFromString, type CountryCode, type NumberType } from "libphonenumber-js/max";
import { timezones } from "libphonenumber-geo-carrier";

// Phone numbers as typed on the forms (the forms accept any digits, spaces and + ( ) -),
// made E.164 for texting with libphonenumber-js and its full metadata, which knows which
// numbers can take a text.

/** Where a survey's location answer says the visitor is: the booking survey's regions; any other answer (a US city and state) is the business's own country. */
const COUNTRY_BY_LOCATION: Record<string, CountryCode> = { "usa-canada": "US", "uk-europe": "GB", australia: "AU" };

export function countryForLocation(location: string | null | undefined): CountryCode {
  return COUNTRY_BY_LOCATION[location ?? ""] ?? "US";
}

type TextableNumber = { ok: true; e164: string } | { ok: false; reason: string };

/** North American numbers cannot be told apart (FIXED_LINE_OR_MOBILE): the carrier refuses a landline. */
const MOBILE_CAPABLE: readonly NumberType[] = ["MOBILE", "FIXED_LINE_OR_MOBILE"];

const TYPE_NAMES: Partial<Record<NonNullable<NumberType>, string>> = {
  FIXED_LINE: "a landline",
  TOLL_FREE: "a toll-free number",
  PREMIUM_RATE: "a premium-rate number",
  SHARED_COST: "a shared-cost number",
  VOIP: "an internet (VoIP) number",
  PERSONAL_NUMBER: "a personal (forwarding) number",
  PAGER: "a pager",
  UAN: "a company switchboard number",
  VOICEMAIL: "a voicemail number",
};

/**
 * The number in E.164 when it can take a text, else why not (shown to the admin). A number
 * with a leading + is read as international; otherwise in `country`.
 */
export function textableNumber(phone: string, country: CountryCode = "US"): TextableNumber {
  const parsed = parsePhoneNumberFromString(phone, country);
  if (!parsed || !parsed.isValid()) return { ok: false, reason: `not a valid phone number${phone.trim().startsWith("+") ? "" : ` in ${country}`}` };
  const type = parsed.getType();
  if (!MOBILE_CAPABLE.includes(type)) return { ok: false, reason: `not a mobile number: ${(type && TYPE_NAMES[type]) ?? "a number that cannot take texts"}` };
  return { ok: true, e164: parsed.number };
}

/**
 * The time zone a number's area code (or country) lies in, when it names one: several zones
 * count as one when their clocks agree now (the UK's three); a number spanning zones (a
 * toll-free one, Australia's mobiles) names none.
 */
export async function zoneOfNumber(e164: string, now = new Date()): Promise<string | null> {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return null;
  const zones = (await timezones(parsed)) ?? [];
  if (zones.length === 0) return null;
  const offset = (zone: string) =>
    new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" }).formatToParts(now).find((part) => part.type === "timeZoneName")?.value;
  const first = offset(zones[0]);
  return zones.every((zone) => offset(zone) === first) ? zones[0] : null;
}
