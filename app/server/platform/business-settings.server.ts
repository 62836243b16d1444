import { businessSettings as settingRows } from "~db/schema";
import {
  BUSINESS_SETTING_KEYS,
  businessSettingRules,
  type BusinessSettingKey,
  type BusinessSettings,
  type SettingSource,
} from "~/server/platform/business-setting-rules.server";
import type { Actor } from "~/server/platform/audit.server";
import { publishRevision, readDraft, revisionById, revisionsOf, type StaleEdit } from "~/server/platform/content-revisions.server";
import { db, writeTransaction, type AppDatabase } from "~/server/platform/db.server";
import { env } from "~/server/platform/env.server";

// The owner's business settings: each one's value is what the settings page saved (a row of
// business_settings), else its environment variable, else its default. The site reads them
// from memory, loaded at start and again after each save or restore. A save is a revision of
// the settings set on the page (restorable, in the audit log) and is refused when someone saved
// since the page was opened.

const BUSINESS_SETTINGS_KIND = "business-settings";
const UNIT = "all";

/** The values set on the settings page, as typed, by setting. */
type StudioValues = Partial<Record<BusinessSettingKey, string>>;

type Loaded = { values: BusinessSettings; typed: Record<BusinessSettingKey, string>; sources: Record<BusinessSettingKey, SettingSource>; studio: StudioValues };

let loaded: Loaded | null = null;

function load(): Loaded {
  const studio: StudioValues = {};
  for (const row of db.select().from(settingRows).all()) if (row.key in businessSettingRules) studio[row.key as BusinessSettingKey] = row.value;
  const typed = {} as Record<BusinessSettingKey, string>;
  const sources = {} as Record<BusinessSettingKey, SettingSource>;
  const values = {} as Record<BusinessSettingKey, unknown>;
  for (const key of BUSINESS_SETTING_KEYS) {
    const fromStudio = studio[key];
    const fromEnvironment = env[key];
    [typed[key], sources[key]] =
      fromStudio !== undefined
        ? [fromStudio, "studio"]
        : fromEnvironment !== undefined
          ? [fromEnvironment, "environment"]
          : [businessSettingRules[key].defaultValue, "default"];
    values[key] = businessSettingRules[key].rule.parse(typed[key]);
  }
  return { values: values as BusinessSettings, typed, sources, studio };
}

const current = () => (loaded ??= load());

/** One business setting's value in force. */
export const businessSetting = <Key extends BusinessSettingKey>(key: Key): BusinessSettings[Key] => current().values[key];

/** The settings page: each setting as typed, where it came from, and the version a save must send back. */
export function settingsPage() {
  const { typed, sources } = current();
  return {
    version: readDraft(BUSINESS_SETTINGS_KIND, UNIT).version,
    settings: BUSINESS_SETTING_KEYS.map((key) => ({
      key,
      label: businessSettingRules[key].label,
      hint: businessSettingRules[key].hint,
      value: typed[key],
      source: sources[key],
      defaultValue: businessSettingRules[key].defaultValue,
      environmentValue: env[key] ?? null,
    })),
  };
}

const describeChanges = (before: StudioValues, after: StudioValues) =>
  BUSINESS_SETTING_KEYS.filter((key) => before[key] !== after[key])
    .map((key) => `${key}: ${before[key] ?? "(environment)"} became ${after[key] ?? "(environment)"}`)
    .join("; ") || "No change";

/** Make `values` the settings set on the page, as a revision; the others follow the environment again. */
function publish(tx: AppDatabase, values: StudioValues, summary: (before: StudioValues) => string, actor: Actor, now: Date): number {
  const before = current().studio;
  tx.delete(settingRows).run();
  for (const key of BUSINESS_SETTING_KEYS) {
    const value = values[key];
    if (value !== undefined) tx.insert(settingRows).values({ key, value, updatedBy: actor.email, updatedAt: now }).run();
  }
  return publishRevision(tx, { kind: BUSINESS_SETTINGS_KIND, key: UNIT, before, after: values, summary: summary(before) }, actor, now);
}

/**
 * Save the settings page as typed (each already checked by its rule): a setting whose value
 * differs from the one in force is set on the page from now on; the others keep their source.
 */
export function saveBusinessSettings(typed: Record<BusinessSettingKey, string>, openedAtVersion: number, actor: Actor): { revision: number } | StaleEdit {
  const now = new Date();
  const outcome = writeTransaction((tx) => {
    const draft = readDraft(BUSINESS_SETTINGS_KIND, UNIT, tx);
    if (draft.version !== openedAtVersion) return { stale: true as const, by: draft.updatedBy ?? "someone", at: draft.updatedAt ?? now };
    const { studio, typed: inForce } = current();
    const values: StudioValues = { ...studio };
    for (const key of BUSINESS_SETTING_KEYS) if (typed[key].trim() !== inForce[key]) values[key] = typed[key].trim();
    return { revision: publish(tx, values, (before) => describeChanges(before, values), actor, now) };
  });
  loaded = load();
  return outcome;
}

/** Set one setting back to its environment variable (or default). */
export function followEnvironment(key: BusinessSettingKey, openedAtVersion: number, actor: Actor): { revision: number } | StaleEdit {
  const now = new Date();
  const outcome = writeTransaction((tx) => {
    const draft = readDraft(BUSINESS_SETTINGS_KIND, UNIT, tx);
    if (draft.version !== openedAtVersion) return { stale: true as const, by: draft.updatedBy ?? "someone", at: draft.updatedAt ?? now };
    const values: StudioValues = Object.fromEntries(Object.entries(current().studio).filter(([name]) => name !== key));
    return { revision: publish(tx, values, (before) => describeChanges(before, values), actor, now) };
  });
  loaded = load();
  return outcome;
}

/** Set the page's settings back to what a revision saved. */
export function restoreSettingsRevision(revisionId: number, actor: Actor): { revision: number } | { error: string } {
  const revision = revisionById(revisionId);
  if (!revision || revision.kind !== BUSINESS_SETTINGS_KIND) return { error: "That revision does not exist." };
  const values = revision.after as StudioValues;
  const usable = BUSINESS_SETTING_KEYS.every((key) => values[key] === undefined || businessSettingRules[key].rule.safeParse(values[key]).success);
  if (!usable) return { error: "That revision holds a value the settings no longer accept." };
  const now = new Date();
  const outcome = writeTransaction((tx) => ({ revision: publish(tx, values, () => `Restored revision ${revision.id}`, actor, now) }));
  loaded = load();
  return outcome;
}

/** The settings' saves, newest first. */
export const settingsRevisions = () => revisionsOf([BUSINESS_SETTINGS_KIND], UNIT);
