import { describe, expect, it } from "vitest";
import { parseEnv } from "~/server/env.server";

describe("parseEnv", () => {
  it("gives a fresh machine safe defaults for every variable", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_PATH).toBe("./data/app.db");
    expect(env.RATE_LIMIT_MULTIPLIER).toBe(1);
    expect(env.SIGNUP).toBe("closed");
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.CRM_WEBHOOK_URL).toBeUndefined();
    expect(env.SUPPORT_EMAIL).toMatch(/@/);
  });

  it("reads the operator's values", () => {
    const env = parseEnv({ PORT: "8080", RATE_LIMIT_MULTIPLIER: "50", DATABASE_PATH: "/data/site.db", SIGNUP: "open" });
    expect(env).toMatchObject({ PORT: 8080, RATE_LIMIT_MULTIPLIER: 50, DATABASE_PATH: "/data/site.db", SIGNUP: "open" });
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ SMTP_URL: "", PORT: "" }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ RATE_LIMIT_MULTIPLIER: "-1" }, "RATE_LIMIT_MULTIPLIER"],
    [{ SMTP_URL: "not a url" }, "SMTP_URL"],
    [{ SUPER_ADMIN_EMAIL: "nobody" }, "SUPER_ADMIN_EMAIL"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
    [{ SIGNUP: "maybe" }, "SIGNUP"],
  ])("stops with a message naming the bad variable %o", (source, name) => {
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}:`));
  });
});
