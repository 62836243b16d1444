import { describe, expect, it } from "vitest";
import { businessSettingRules } from "~/server/platform/business-setting-rules.server";
import { parseEnv } from "~/server/platform/env.server";
import { choosePaymentMode } from "~/server/sales/payments.server";

// Which checkout the site runs: Stripe with a key; without one, the free test checkout on a
// trial run and nothing at all at a public address unless PAYMENTS=test says so.

const modeFor = (source: Record<string, string>) => choosePaymentMode(parseEnv(source));

describe("choosePaymentMode", () => {
  it.each([
    [{ NODE_ENV_DEFAULTED: "true" }, "test"], // npm start on a fresh machine: http://localhost:3000, NODE_ENV chosen by server/index.mjs
    [{ NODE_ENV: "production", NODE_ENV_DEFAULTED: "true", SITE_URL: "http://localhost:3000" }, "test"],
    [{ NODE_ENV: "production" }, "closed"], // the Docker image: NODE_ENV=production from the environment, no SITE_URL
    [{ NODE_ENV: "production", SITE_URL: "http://localhost:3000" }, "closed"], // a deploy, whatever SITE_URL says
    [{ NODE_ENV: "production", PAYMENTS: "test" }, "test"],
    [{ NODE_ENV: "development" }, "test"],
    [{ NODE_ENV_DEFAULTED: "true", SITE_URL: "http://localhost:3000" }, "test"],
    [{ NODE_ENV_DEFAULTED: "true", SITE_URL: "http://127.0.0.1:3100" }, "test"], // the browser tests' server
    [{ NODE_ENV_DEFAULTED: "true", SITE_URL: "http://127.8.9.10:3100" }, "test"],
    [{ NODE_ENV_DEFAULTED: "true", SITE_URL: "http://[::1]:3000" }, "test"],
    [{ NODE_ENV_DEFAULTED: "true", SITE_URL: "http://academy.localhost:3000" }, "test"],
    [{ NODE_ENV: "development", SITE_URL: "http://academy.example" }, "test"],
    [{ SITE_URL: "https://academy.example" }, "closed"],
    [{ NODE_ENV: "development", SITE_URL: "https://localhost:8443" }, "closed"], // https is a deployment
    [{ NODE_ENV_DEFAULTED: "true", SITE_URL: "http://academy.example" }, "closed"], // npm start, in production mode, at another host
    [{ SITE_URL: "http://192.168.1.20:3000" }, "closed"],
    [{ SITE_URL: "http://localhost.example.com" }, "closed"],
    [{ SITE_URL: "https://academy.example", PAYMENTS: "test" }, "test"],
    [{ SITE_URL: "https://academy.example", STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }, "stripe"],
    [{ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }, "stripe"],
  ])("%o: %s", (source, mode) => {
    expect(modeFor(source)).toBe(mode);
  });

  it("PAYMENTS takes only 'test', and not together with a Stripe key", () => {
    expect(() => parseEnv({ PAYMENTS: "free" })).toThrow(/PAYMENTS:/);
    expect(() => parseEnv({ PAYMENTS: "test", STRIPE_SECRET_KEY: "sk_x", STRIPE_WEBHOOK_SECRET: "whsec_x" })).toThrow(
      /PAYMENTS: test cannot be combined with STRIPE_SECRET_KEY/,
    );
  });

  it("INSTALMENT_RETRY_DAYS defaults to 3, 7 and 14 days after the due date, and must rise", () => {
    const retryDays = businessSettingRules.INSTALMENT_RETRY_DAYS;
    expect(retryDays.rule.parse(retryDays.defaultValue)).toEqual([3, 7, 14]);
    expect(retryDays.rule.parse("1, 2")).toEqual([1, 2]);
    for (const bad of ["7,3", "0", "x", "3,,7"]) expect(() => parseEnv({ INSTALMENT_RETRY_DAYS: bad })).toThrow(/INSTALMENT_RETRY_DAYS:/);
  });
});
