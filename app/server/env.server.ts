import { z } from "zod";
import { company } from "~/content/company";

// Every variable has a safe default so a fresh machine needs no configuration at all.
// A bad value stops start-up with a message that names the variable.
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_PATH: z.string().min(1).default("./data/app.db"),
  SITE_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SUPER_ADMIN_EMAIL: z.string().email().optional(),
  SUPER_ADMIN_PASSWORD: z.string().min(6, "must be at least 6 characters").optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default(`Chip Repair Academy <${company.supportEmail}>`),
  CRM_WEBHOOK_URL: z.string().url().optional(),
  CRM_WEBHOOK_SECRET: z.string().min(1).optional(),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  SIGNUP: z.enum(["open", "closed"]).default("closed"),
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
  MIN_NOTICE_HOURS: z.coerce.number().min(0).max(24 * 14).default(2),
  /** The calendar bookings belong to (sent to the CRM); defaults to the support address. */
  CALENDAR_ID: z.string().min(1).optional(),
  /** Where the host is told about new bookings; defaults to the support address. */
  HOST_NOTIFY_EMAIL: z.string().email().optional(),
  MEETING_LINK: z.string().url().optional(),
  CALL_INSTRUCTIONS: z
    .string()
    .min(1)
    .default("Join from a quiet place with a pen and paper, and bring your questions about starting your business."),
});

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Treat empty strings as unset, as shells and .env files often leave them that way.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  return result.data;
}

export const env = parseEnv(process.env);

/** The public address used in e-mailed links. */
export function siteUrl(request?: Request): string {
  if (env.SITE_URL) return env.SITE_URL.replace(/\/$/, "");
  if (request) return new URL(request.url).origin;
  return `http://localhost:${env.PORT}`;
}
