import net from "node:net";
import { RateLimiterSQLite, RateLimiterRes } from "rate-limiter-flexible";
import { db } from "~/server/platform/db.server";
import { env } from "~/server/platform/env.server";
import { businessSetting } from "~/server/platform/business-settings.server";

/** `points` as a function: a business setting, read each time, so a change on the settings page applies at once. */
type LimitRule = { points: number | (() => number); durationSeconds: number; blockSeconds?: number };

// Every limit is multiplied by RATE_LIMIT_MULTIPLIER (1 in production) so local load and
// browser tests from 127.0.0.1 can raise them.
const limitRules = {
  /** Survey steps, bookings and other public forms, per IP. */
  publicForm: { points: 60, durationSeconds: 10 * 60 },
  /** Questions to the on-demand coach per member. */
  coachMessages: { points: () => businessSetting("COACH_MESSAGES_PER_HOUR"), durationSeconds: 60 * 60 },
  /** Booking attempts (valid forms) per client address. */
  bookingByIp: { points: 5, durationSeconds: 60 * 60 },
  /** Sign-in attempts per IP. */
  signInByIp: { points: 20, durationSeconds: 15 * 60 },
  /** Failed sign-ins per account and address pair before a short lockout. */
  signInFailures: { points: 5, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /**
   * Failed sign-ins per account, from anywhere, before its password sign-in pauses for 15
   * minutes; the owner lifts the pause for their own browser from an e-mailed link
   * (sign-in-unlock.server.ts), so no one can keep them out.
   */
  accountSignInFailures: { points: 10, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /** Requests that send an account e-mail (password reset, sign-up), per client address and per e-mail. */
  accountEmails: { points: 5, durationSeconds: 60 * 60 },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof limitRules;

const limiters = new Map<LimitName, RateLimiterSQLite>();

function limiterFor(name: LimitName): RateLimiterSQLite {
  const rule: LimitRule = limitRules[name];
  const points = Math.ceil((typeof rule.points === "function" ? rule.points() : rule.points) * env.RATE_LIMIT_MULTIPLIER);
  let limiter = limiters.get(name);
  // A limiter with other points (the setting changed) is replaced; what was counted stays in the table.
  if (!limiter || limiter.points !== points) {
    limiter = new RateLimiterSQLite({
      storeClient: db.$client,
      storeType: "better-sqlite3",
      tableName: "rate_limits",
      tableCreated: true, // created by our migrations, so the first request never races it
      clearExpiredByTimeout: true,
      keyPrefix: name,
      points,
      duration: rule.durationSeconds,
      blockDuration: rule.blockSeconds ?? 0,
    });
    limiters.set(name, limiter);
  }
  return limiter;
}

export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * An IPv6 client gets a /64 from its provider and may send from any address in it, so every
 * limit counts the /64 (written `2001:db8:1:2::/64`); an IPv4-mapped address counts as IPv4.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1];
  const bare = address.split("%")[0];
  if (!net.isIPv6(bare)) return address;
  return `${ipv6Groups(bare).slice(0, 4).join(":")}::/64`;
}

/** The network an address belongs to: an IPv4 /24 (`203.0.113.0/24`) or an IPv6 /64. */
export function networkKey(address: string): string {
  const key = addressKey(address);
  return net.isIPv4(key) ? `${key.split(".").slice(0, 3).join(".")}.0/24` : key;
}

/** The eight groups of an IPv6 address, without leading zeros ("::" expanded, a dotted tail as two groups). */
function ipv6Groups(address: string): string[] {
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  const hex = dotted
    ? address.slice(0, dotted.index) + [((+dotted[1] << 8) | +dotted[2]).toString(16), ((+dotted[3] << 8) | +dotted[4]).toString(16)].join(":")
    : address;
  const [head, tail] = hex.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups].map((group) => parseInt(group, 16).toString(16));
}

/** Each part of a key that is an address is counted by its network (see addressKey). */
const limitKey = (key: string) => key.split("|").map(addressKey).join("|");

/** Spend one point for this key; refuses when the budget is used up. */
export async function consumeLimit(name: LimitName, key: string): Promise<LimitResult> {
  try {
    await limiterFor(name).consume(limitKey(key));
    return { allowed: true };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
    throw rejection;
  }
}

/** Spend one point for each key (say, the client address and the e-mail); the first refusal wins. */
export async function consumeLimits(name: LimitName, keys: string[]): Promise<LimitResult> {
  for (const key of keys) {
    const result = await consumeLimit(name, key);
    if (!result.allowed) return result;
  }
  return { allowed: true };
}

/** Without spending a point: is this key over its budget right now? */
export async function isLimited(name: LimitName, key: string): Promise<LimitResult> {
  const state = await limiterFor(name).get(limitKey(key));
  if (state && state.remainingPoints <= 0 && state.msBeforeNext > 0) {
    return { allowed: false, retryAfterSeconds: Math.ceil(state.msBeforeNext / 1000) };
  }
  return { allowed: true };
}

export async function resetLimit(name: LimitName, key: string): Promise<void> {
  await limiterFor(name).delete(limitKey(key));
}
