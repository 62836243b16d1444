import { describe, expect, it } from "vitest";
import { parseEnv } from "~/server/platform/env.server";

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

  it("reads the webinar's weekly schedule: days and 24-hour times, in its own zone or the host's", () => {
    expect(parseEnv({}).WEBINAR_SCHEDULE).toEqual([
      { weekday: 2, hour: 19, minute: 0 },
      { weekday: 4, hour: 12, minute: 0 },
    ]);
    expect(parseEnv({ WEBINAR_SCHEDULE: "monday 9:30,SAT 18:05", WEBINAR_TIMEZONE: "Europe/London" })).toMatchObject({
      WEBINAR_SCHEDULE: [
        { weekday: 1, hour: 9, minute: 30 },
        { weekday: 6, hour: 18, minute: 5 },
      ],
      WEBINAR_TIMEZONE: "Europe/London",
    });
    for (const bad of ["Tue", "Tue 25:00", "Funday 10:00", "Tue 10:00,", "Tuesdays 10:00"])
      expect(() => parseEnv({ WEBINAR_SCHEDULE: bad }), bad).toThrow("WEBINAR_SCHEDULE");
    expect(() => parseEnv({ WEBINAR_TIMEZONE: "Mars/Olympus" })).toThrow("WEBINAR_TIMEZONE");
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
