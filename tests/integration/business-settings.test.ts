import { describe, expect, it } from "vitest";

// The owner's business settings on the real database: the environment gives the first value
// (QUIZ_PASS_PERCENT=70 here), the built-in default stands in for an unset variable, a value
// saved on the settings page wins over both and the page says where each came from; a stale
// page is refused; a restore brings an earlier save back; "use the environment" hands a
// setting back to its variable. Every save is a revision in the audit log.

process.env.QUIZ_PASS_PERCENT = "70";
delete process.env.BOOKINGS_PER_HOUR;

const settings = await import("~/server/platform/business-settings.server");
const { recentAudit } = await import("~/server/platform/audit.server");
const { createUser } = await import("~/server/accounts/users.server");

const owner = {
  id: await createUser({ email: "settings-owner@example.test", password: "secret1", roles: ["super_admin"] }),
  email: "settings-owner@example.test",
};

const sourceOf = (key: string) => settings.settingsPage().settings.find((setting) => setting.key === key)!.source;
const typedNow = () =>
  Object.fromEntries(settings.settingsPage().settings.map((setting) => [setting.key, setting.value])) as Parameters<typeof settings.saveBusinessSettings>[0];

describe("business settings", () => {
  it("take the environment's value, else the default, and the settings page's once saved", () => {
    expect(settings.businessSetting("QUIZ_PASS_PERCENT")).toBe(70);
    expect(sourceOf("QUIZ_PASS_PERCENT")).toBe("environment");
    expect(settings.businessSetting("BOOKINGS_PER_HOUR")).toBe(10);
    expect(sourceOf("BOOKINGS_PER_HOUR")).toBe("default");

    const { version } = settings.settingsPage();
    const saved = settings.saveBusinessSettings({ ...typedNow(), QUIZ_PASS_PERCENT: "90", CALL_REMINDER_HOURS: "48, 2" }, version, owner);
    expect(saved).toHaveProperty("revision");
    expect(settings.businessSetting("QUIZ_PASS_PERCENT")).toBe(90);
    expect(settings.businessSetting("CALL_REMINDER_HOURS")).toEqual([48, 2]);
    expect(sourceOf("QUIZ_PASS_PERCENT")).toBe("studio");
    // Settings left as they were keep their source: saving the page does not freeze them.
    expect(sourceOf("BOOKINGS_PER_HOUR")).toBe("default");
    expect(recentAudit(5).some((entry) => entry.action === "content.publish" && entry.details?.includes("QUIZ_PASS_PERCENT: (environment) became 90"))).toBe(
      true,
    );

    // A page opened before that save is refused, nothing written over it.
    const stale = settings.saveBusinessSettings({ ...typedNow(), QUIZ_PASS_PERCENT: "60" }, version, owner);
    expect(stale).toMatchObject({ stale: true, by: owner.email });
    expect(settings.businessSetting("QUIZ_PASS_PERCENT")).toBe(90);
  });

  it("restore an earlier save, and hand a setting back to its environment variable", () => {
    const first = settings.settingsRevisions().at(-1)!;
    settings.saveBusinessSettings({ ...typedNow(), QUIZ_PASS_PERCENT: "95" }, settings.settingsPage().version, owner);
    expect(settings.businessSetting("QUIZ_PASS_PERCENT")).toBe(95);

    expect(settings.restoreSettingsRevision(first.id, owner)).toHaveProperty("revision");
    expect(settings.businessSetting("QUIZ_PASS_PERCENT")).toBe(90);

    settings.followEnvironment("QUIZ_PASS_PERCENT", settings.settingsPage().version, owner);
    expect(settings.businessSetting("QUIZ_PASS_PERCENT")).toBe(70);
    expect(sourceOf("QUIZ_PASS_PERCENT")).toBe("environment");
    expect(settings.businessSetting("CALL_REMINDER_HOURS")).toEqual([48, 2]);
  });
});
