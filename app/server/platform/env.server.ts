import { isTimeZone } from "~/lib/calendar-dates";
import { z } from "zod";
import { company } from "~/content/company";
import { parseWeeklySchedule, WEEKLY_SCHEDULE_RULE } from "~/lib/weekly-schedule";
import { BUSINESS_SETTING_KEYS, businessSettingRules, type BusinessSettingKey } from "~/server/platform/business-setting-rules.server";

/** An owner setting's variable: kept as typed (the settings module reads it), refused at start when its rule refuses it. */
const settingVariable = (key: BusinessSettingKey) =>
  z
    .string()
    .optional()
    .superRefine((value, context) => {
      const checked = value === undefined ? null : businessSettingRules[key].rule.safeParse(value);
      if (checked && !checked.success) context.addIssue({ code: z.ZodIssueCode.custom, message: checked.error.issues[0].message });
    });

const businessSettingVariables = Object.fromEntries(BUSINESS_SETTING_KEYS.map((key) => [key, settingVariable(key)])) as Record<
  BusinessSettingKey,
  ReturnType<typeof settingVariable>
>;

// Every variable has a safe default so a fresh machine needs no configuration at all.
// A bad value stops start-up with a message that names the variable.
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  /** Set by server/index.mjs when it chose NODE_ENV itself: `npm start` on a developer's machine, not a deploy. */
  NODE_ENV_DEFAULTED: z.enum(["true"]).optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** The interface to listen on; all of them when unset. */
  HOST: z.string().min(1).optional(),
  /** How many proxies in front of the site may set X-Forwarded-For (and -Proto, -Host); none when unset. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** The largest request body accepted, in KB; bigger form posts get 413. */
  BODY_LIMIT_KB: z.coerce
    .number()
    .int()
    .min(1)
    .max(100 * 1024)
    .default(64),
  DATABASE_PATH: z.string().min(1).default("./data/app.db"),
  SITE_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /**
   * The generation of each kind of signed e-mail link's key (default 1), e.g.
   * "manage-booking=2": raising one revokes every link of that kind already sent.
   */
  LINK_KEY_GENERATIONS: z
    .string()
    .default("")
    .transform((value, context) => {
      const generations: Record<string, number> = {};
      for (const part of value
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean)) {
        const match = /^(pay-instalment|manage-booking|add-to-calendar|book-again|unsubscribe)=(\d{1,6})$/.exec(part);
        if (!match) {
          context.addIssue({
            code: z.ZodIssueCode.custom,
            message:
              'must be link kinds with a whole number each, e.g. "manage-booking=2,unsubscribe=3" (kinds: pay-instalment, manage-booking, add-to-calendar, book-again, unsubscribe)',
          });
          continue;
        }
        generations[match[1]] = Number(match[2]);
      }
      return generations;
    }),
  SUPER_ADMIN_EMAIL: z.string().email().optional(),
  SUPER_ADMIN_PASSWORD: z.string().min(6, "must be at least 6 characters").optional(),
  SMTP_URL: z.string().url().optional(),
  /** The sender of outgoing mail; unset, the business's name and support e-mail as the studio publishes them. */
  MAIL_FROM: z.string().min(3).optional(),
  CRM_WEBHOOK_URL: z.string().url().optional(),
  CRM_WEBHOOK_SECRET: z.string().min(1).optional(),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  /** Past this delay of the event loop (ms), pages the app renders are answered 503 with Retry-After at once; 0 turns it off. */
  OVERLOAD_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  SIGNUP: z.enum(["open", "closed"]).default("closed"),
  /** How long the built-in mailbox (no SMTP_URL) keeps messages; they hold reset links. */
  MAILBOX_RETENTION_DAYS: z.coerce.number().positive().default(7),
  SUPPORT_EMAIL: z.string().email().default(company.supportEmail),
  SUPPORT_PHONE: z.string().min(3).default(company.supportPhone),
  SUPPORT_ADDRESS: z.string().min(3).default(company.address),
  // Strategy-call calendar: the host's working hours, in the host's time zone.
  HOST_TIMEZONE: z.string().refine(isTimeZone, "must be an IANA time zone like America/Denver").default("America/Denver"),
  HOST_HOURS: z
    .string()
    .regex(/^\d{1,2}(,\d{1,2})*$/, "must be whole hours separated by commas, like 9,10,11,14")
    .transform((value) => value.split(",").map(Number))
    .refine((hours) => hours.every((hour) => hour >= 0 && hour <= 23), "hours must be from 0 to 23")
    .default("9,10,11,14,15,16"),
  /**
   * The live webinar's weekly sessions, e.g. "Tue 19:00, Thu 12:00", in WEBINAR_TIMEZONE (else
   * HOST_TIMEZONE): the landing page's banner counts down to the next one. The first value of
   * the studio's webinar schedule; once the owner publishes one there, the studio's wins.
   */
  WEBINAR_SCHEDULE: z
    .string()
    .default("Tue 19:00, Thu 12:00")
    .transform((value, context) => {
      const times = parseWeeklySchedule(value);
      if (!times) {
        context.addIssue({ code: z.ZodIssueCode.custom, message: `must be ${WEEKLY_SCHEDULE_RULE}` });
        return z.NEVER;
      }
      return times;
    }),
  WEBINAR_TIMEZONE: z.string().refine(isTimeZone, "must be an IANA time zone like America/Denver").optional(),
  MIN_NOTICE_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 14)
    .default(2),
  /** Free time kept before and after every call: a slot closer than this to a booked call is not offered. */
  CALL_BUFFER_MINUTES: z.coerce.number().int().min(0).max(240).default(15),
  /** The most calls the host takes on one of their days. */
  MAX_CALLS_PER_DAY: z.coerce.number().int().min(1).max(24).default(5),
  /** A booker may cancel or move a call until this many hours before it; after that, only by contacting the business. */
  CHANGE_CUTOFF_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 7)
    .default(4),
  /** The calendar bookings belong to (sent to the CRM); defaults to the support address. */
  CALENDAR_ID: z.string().min(1).optional(),
  /** Where the host is told about new bookings; defaults to the support address. */
  HOST_NOTIFY_EMAIL: z.string().email().optional(),
  MEETING_LINK: z.string().url().optional(),
  // Text messages: Twilio when the account, its auth token and a sender are all set, else the built-in text outbox.
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, "must be your Twilio account SID (AC followed by 32 hexadecimal characters)")
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, "must be your Twilio auth token").optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, "must be your Twilio number in E.164 form, like +15551234567")
    .optional(),
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(/^MG[0-9a-fA-F]{32}$/, "must be a messaging service SID (MG followed by 32 hexadecimal characters)")
    .optional(),
  /** Where the twilio package sends its calls; only for a local stand-in in tests. */
  TWILIO_API_URL: z.string().url().optional(),
  /** Which addresses a host's calendar feed may be fetched from: "public" refuses this host's own and private networks; "any" allows them (a calendar server on the owner's network, a stand-in in tests). */
  CALENDAR_FEED_ADDRESSES: z.enum(["public", "any"]).default("public"),
  /** The hour (0-23, in each host's zone) at which each host gets the day's agenda of calls. */
  HOST_AGENDA_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  // The on-demand coach: an OpenAI-compatible chat-completions endpoint when all three are
  // set, else the embedded coach that answers from the course notes (no network).
  COACH_API_URL: z.string().url().optional(),
  COACH_API_KEY: z.string().min(1).optional(),
  COACH_MODEL: z.string().min(1).optional(),
  COACH_TIMEOUT_SECONDS: z.coerce.number().min(1).max(300).default(20),
  // Payments: Stripe Checkout when the key is set (with the webhook secret, so a buyer who
  // closes the tab still gets access), else the built-in test-mode checkout, which a site at
  // a public address only runs when PAYMENTS=test says so (see payments.server.ts).
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** "test": run the free test-mode checkout even at a public address (a staging site). */
  PAYMENTS: z.enum(["test"], { errorMap: () => ({ message: 'must be "test" (or unset)' }) }).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Where the stripe package sends its calls; only for a local stand-in in tests. */
  STRIPE_API_URL: z.string().url().optional(),
  CALL_INSTRUCTIONS: z.string().min(1).default("Join from a quiet place with a pen and paper, and bring your questions about starting your business."),
  // The owner's business settings (app/lib/business-settings.ts): the environment gives their
  // first value, kept as typed; the settings page's value wins once saved.
  ...businessSettingVariables,
});

export type Env = z.infer<typeof envSchema>;

// Behind a proxy the site has a public address of its own, and e-mailed links must use it:
// without SITE_URL they would point at localhost.
const requireSiteUrlBehindProxy = (values: Env) => !(values.TRUST_PROXY > 0 && !values.SITE_URL);

const requireWebhookSecretWithStripe = (values: Env) => !(values.STRIPE_SECRET_KEY && !values.STRIPE_WEBHOOK_SECRET);

const testPaymentsWithoutStripe = (values: Env) => !(values.PAYMENTS === "test" && values.STRIPE_SECRET_KEY);

// Twilio is all or nothing: half a configuration would silently keep texts in the built-in outbox.
const twilioComplete = (values: Env) => {
  const given = [values.TWILIO_ACCOUNT_SID, values.TWILIO_AUTH_TOKEN, values.TWILIO_FROM ?? values.TWILIO_MESSAGING_SERVICE_SID];
  return given.every(Boolean) || !given.some(Boolean);
};

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Treat empty strings as unset, as shells and .env files often leave them that way.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema
    .refine(requireSiteUrlBehindProxy, {
      path: ["SITE_URL"],
      message: "must be set to the site's public address (like https://www.example.com) when it runs behind a proxy (TRUST_PROXY)",
    })
    .refine(requireWebhookSecretWithStripe, {
      path: ["STRIPE_WEBHOOK_SECRET"],
      message: "must be set with STRIPE_SECRET_KEY (the signing secret of the webhook endpoint /webhooks/stripe)",
    })
    .refine(testPaymentsWithoutStripe, {
      path: ["PAYMENTS"],
      message: "test cannot be combined with STRIPE_SECRET_KEY: unset one of them (a Stripe test key, sk_test_..., tries Stripe without money)",
    })
    .refine(twilioComplete, {
      path: ["TWILIO_ACCOUNT_SID"],
      message:
        "TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and a sender (TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID) go together: set all three, or none for the built-in text outbox",
    })
    .safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  return result.data;
}

export const env = parseEnv(process.env);

/**
 * The public address used in e-mailed links and to judge redirects: SITE_URL, else the
 * address the site was started on. Never a request header: a client chooses its Host.
 */
export const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
export const siteOrigin = new URL(siteUrl).origin;

const LOOPBACK_IPV4 = /^127(\.\d{1,3}){3}$/;

/** A name that only ever means this machine: localhost (and *.localhost), 127.0.0.0/8, ::1. */
function isLoopbackHost(hostname: string): boolean {
  return hostname === "localhost" || hostname.endsWith(".localhost") || LOOPBACK_IPV4.test(hostname) || hostname === "[::1]";
}

/**
 * A production deploy: NODE_ENV=production given by the environment (the Dockerfile, a systemd
 * unit), not the default server/index.mjs picks for `npm start` on a developer's machine.
 */
export const isProductionDeploy = (values: Pick<Env, "NODE_ENV" | "NODE_ENV_DEFAULTED">): boolean =>
  values.NODE_ENV === "production" && values.NODE_ENV_DEFAULTED !== "true";

/**
 * Whether the site faces the public: a production deploy, whatever SITE_URL says; else an
 * https SITE_URL, or a server in production mode whose SITE_URL names a host other than this
 * machine. `npm start` without SITE_URL (http://localhost) is a trial run.
 */
export function servesPublicAddress(values: Pick<Env, "NODE_ENV" | "NODE_ENV_DEFAULTED" | "SITE_URL">): boolean {
  if (isProductionDeploy(values)) return true;
  if (!values.SITE_URL) return false;
  const url = new URL(values.SITE_URL);
  return url.protocol === "https:" || (values.NODE_ENV === "production" && !isLoopbackHost(url.hostname));
}
