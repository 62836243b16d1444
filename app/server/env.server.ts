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
});

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
