import { createCookie } from "@remix-run/node";
import { COOKIE_NAMES, cookieValue } from "~/lib/cookie-names";
import { cookieSecurity } from "~/server/platform/cookies.server";
import { secrets } from "~/server/platform/secrets.server";

export type Attribution = {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  referrer?: string;
  landingPage?: string;
};

const UTM_PARAMETERS = {
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  utm_term: "utmTerm",
  utm_content: "utmContent",
} as const;

// First touch wins: where a visitor first came from, kept until they become a lead.
const attributionCookie = createCookie(COOKIE_NAMES.attribution, {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secrets: [secrets.sessionSecret],
  maxAge: 60 * 60 * 24 * 90,
});

const clip = (value: string) => value.slice(0, 300);

/**
 * What a request tells us about where a new visitor came from: UTM parameters and an outside
 * referrer. Null when there is nothing new to remember (nothing there, or already known).
 */
export function arrivalAttribution(url: URL, cookieHeader: string | null, referrer: string | null): Attribution | null {
  if (cookieValue(cookieHeader, COOKIE_NAMES.attribution) !== null) return null;
  const attribution: Attribution = {};
  for (const [parameter, key] of Object.entries(UTM_PARAMETERS)) {
    const value = url.searchParams.get(parameter);
    if (value) attribution[key] = clip(value);
  }
  if (referrer) {
    try {
      if (new URL(referrer).host !== url.host) attribution.referrer = clip(referrer);
    } catch {
      // not a URL: ignore it
    }
  }
  if (Object.keys(attribution).length === 0) return null;
  attribution.landingPage = clip(url.pathname || "/");
  return attribution;
}

/** On arrival: remember UTM parameters and an outside referrer (first touch wins). */
export async function captureAttribution(request: Request): Promise<Headers> {
  const headers = new Headers();
  const attribution = arrivalAttribution(new URL(request.url), request.headers.get("Cookie"), request.headers.get("referer"));
  if (attribution) headers.append("Set-Cookie", await attributionCookie.serialize(attribution, cookieSecurity(request)));
  return headers;
}

export async function readAttribution(request: Request): Promise<Attribution> {
  const value = await attributionCookie.parse(request.headers.get("Cookie"));
  return value && typeof value === "object" ? (value as Attribution) : {};
}
