import { createCookie } from "@remix-run/node";
import { env } from "./env.server";
import { secrets } from "./secrets.server";

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
const attributionCookie = createCookie("__attribution", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secure: env.NODE_ENV === "production" && (env.SITE_URL?.startsWith("https://") ?? false),
  secrets: [secrets.sessionSecret],
  maxAge: 60 * 60 * 24 * 90,
});

const clip = (value: string) => value.slice(0, 300);

/** On arrival: remember UTM parameters and an outside referrer, unless already known. */
export async function captureAttribution(request: Request): Promise<Headers> {
  const headers = new Headers();
  const cookieHeader = request.headers.get("Cookie");
  if (cookieHeader?.includes("__attribution=")) return headers;

  const url = new URL(request.url);
  const attribution: Attribution = {};
  for (const [parameter, key] of Object.entries(UTM_PARAMETERS)) {
    const value = url.searchParams.get(parameter);
    if (value) attribution[key] = clip(value);
  }
  const referrer = request.headers.get("referer");
  if (referrer) {
    try {
      if (new URL(referrer).host !== url.host) attribution.referrer = clip(referrer);
    } catch {
      // not a URL: ignore it
    }
  }
  if (Object.keys(attribution).length === 0) return headers;
  attribution.landingPage = clip(url.pathname.replace(/\.data$/, "") || "/");
  headers.append("Set-Cookie", await attributionCookie.serialize(attribution));
  return headers;
}

export async function readAttribution(request: Request): Promise<Attribution> {
  const value = await attributionCookie.parse(request.headers.get("Cookie"));
  return value && typeof value === "object" ? (value as Attribution) : {};
}
