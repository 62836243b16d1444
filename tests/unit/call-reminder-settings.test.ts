import { describe, expect, it } from "vitest";
import { businessSettingRules } from "~/server/platform/business-setting-rules.server";
import { parseEnv } from "~/server/platform/env.server";

const reminderHours = (typed: string) => businessSettingRules.CALL_REMINDER_HOURS.rule.parse(typed);

describe("call reminder settings", () => {
  it("CALL_REMINDER_HOURS defaults to 24 and 1 hours before the call; none turns reminders off", () => {
    expect(reminderHours(businessSettingRules.CALL_REMINDER_HOURS.defaultValue)).toEqual([24, 1]);
    expect(reminderHours("1, 48,3")).toEqual([48, 3, 1]);
    expect(reminderHours("168")).toEqual([168]);
    expect(reminderHours("none")).toEqual([]);
    expect(parseEnv({ CALL_REMINDER_HOURS: "" }).CALL_REMINDER_HOURS).toBeUndefined(); // unset, as everywhere: the default then
    expect(parseEnv({ CALL_REMINDER_HOURS: "1, 48,3" }).CALL_REMINDER_HOURS).toBe("1, 48,3"); // kept as typed, for the settings
  });

  it("CALL_REMINDER_HOURS takes only different whole hours from 1 to 168", () => {
    for (const bad of ["0", "169", "24,24", "1.5", "24,,1", "x", "-1", "0x10", "1e1", "24;1", "24,"]) {
      expect(() => parseEnv({ CALL_REMINDER_HOURS: bad }), bad).toThrow(/CALL_REMINDER_HOURS:/);
    }
  });

  it("HOST_AGENDA_HOUR defaults to 7 and is an hour of the day", () => {
    expect(parseEnv({}).HOST_AGENDA_HOUR).toBe(7);
    expect(parseEnv({ HOST_AGENDA_HOUR: "0" }).HOST_AGENDA_HOUR).toBe(0);
    expect(parseEnv({ HOST_AGENDA_HOUR: "23" }).HOST_AGENDA_HOUR).toBe(23);
    for (const bad of ["24", "-1", "7.5", "seven"]) expect(() => parseEnv({ HOST_AGENDA_HOUR: bad }), bad).toThrow(/HOST_AGENDA_HOUR:/);
  });
});
