import { z } from "zod";

// The owner's business settings: rules of the business an owner decides (the pass mark, when
// reminders go out, how many calls an hour the site takes, ...), as opposed to deploy-time
// settings (ports, secrets, addresses, keys), which stay in the environment. Each is typed as
// text, the same in an environment variable and in the settings page, and checked by its one
// rule here; the environment variable of the same name gives the first value, the settings
// page's value wins once saved.

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, "must be a whole number")
    .transform(Number)
    .refine((value) => value >= min && value <= max, `must be from ${min} to ${max}`);

const HOURS_BEFORE = /^\s*\d{1,3}\s*$/;

export const businessSettingRules = {
  QUIZ_PASS_PERCENT: {
    label: "Quiz pass mark (percent)",
    hint: "The share of a checkpoint quiz's questions a member must get right to pass it.",
    defaultValue: "80",
    rule: wholeNumber(1, 100),
  },
  QUIZ_RETRY_MINUTES: {
    label: "Wait before retrying a failed quiz (minutes)",
    hint: "0 lets a member try again at once.",
    defaultValue: "10",
    rule: wholeNumber(0, 60 * 24 * 7),
  },
  QUIZ_ATTEMPTS_PER_DAY: {
    label: "Quiz attempts per day",
    hint: "The most attempts at one quiz a member may make in any 24 hours.",
    defaultValue: "5",
    rule: wholeNumber(1, 100),
  },
  CALL_REMINDER_HOURS: {
    label: "Call reminder e-mails (hours before the call)",
    hint: "Whole hours from 1 to 168 separated by commas, e.g. 24,1; or none for no reminder e-mails.",
    defaultValue: "24,1",
    rule: z
      .string()
      .trim()
      .transform((value, context) => {
        if (value === "none") return [];
        const hours = value.split(",").map((part) => (HOURS_BEFORE.test(part) ? Number(part) : NaN));
        if (!hours.every((hour) => hour >= 1 && hour <= 168) || new Set(hours).size !== hours.length) {
          context.addIssue({ code: z.ZodIssueCode.custom, message: 'must be different whole hours from 1 to 168, e.g. "24,1", or "none" for no reminders' });
          return z.NEVER;
        }
        return hours.sort((a, b) => b - a);
      }),
  },
  CALL_TEXT_REMINDER_HOURS: {
    label: "Call reminder text message (hours before the call)",
    hint: "Whole hours from 1 to 168, e.g. 2; or none for no text reminder.",
    defaultValue: "2",
    rule: z
      .string()
      .trim()
      .refine(
        (value) => value === "none" || (HOURS_BEFORE.test(value) && Number(value) >= 1 && Number(value) <= 168),
        'must be whole hours from 1 to 168, e.g. "2", or "none" for no text reminder',
      )
      .transform((value) => (value === "none" ? null : Number(value))),
  },
  BOOKINGS_PER_HOUR: {
    label: "Calls booked per hour, site-wide",
    hint: "Past this, new bookings wait and the host is told.",
    defaultValue: "10",
    rule: wholeNumber(1, 10_000),
  },
  BOOKING_CHANGES_PER_DAY: {
    label: "Moves of one booked call per day",
    hint: "How often a booker may move one call in any 24 hours from their manage link; cancelling is always allowed.",
    defaultValue: "3",
    rule: wholeNumber(1, 100),
  },
  COACH_MESSAGES_PER_HOUR: {
    label: "Questions to the AI coach per member per hour",
    hint: "Past this a member waits until the hour has passed.",
    defaultValue: "30",
    rule: wholeNumber(1, 10_000),
  },
  COACH_DAILY_TOKENS: {
    label: "AI coach tokens per member per day",
    hint: "What one member may spend on the remote model in a day (the embedded coach spends none).",
    defaultValue: "20000",
    rule: wholeNumber(100, 10_000_000),
  },
  INSTALMENT_RETRY_DAYS: {
    label: "Grace days for a failed instalment",
    hint: 'When a failed instalment is charged again, in days after its due date, rising, e.g. "3,7,14". After the last one fails, the plan lapses.',
    defaultValue: "3,7,14",
    rule: z
      .string()
      .trim()
      .transform((value, context) => {
        const days = value.split(",").map((part) => (/^\s*\d+\s*$/.test(part) ? Number(part) : NaN));
        if (!days.every((day, index) => day >= 1 && day <= 365 && (index === 0 || day > days[index - 1]))) {
          context.addIssue({ code: z.ZodIssueCode.custom, message: 'must be rising whole days from 1 to 365, e.g. "3,7,14"' });
          return z.NEVER;
        }
        return days;
      }),
  },
} as const;

export type BusinessSettingKey = keyof typeof businessSettingRules;

export type BusinessSettings = { [Key in BusinessSettingKey]: z.output<(typeof businessSettingRules)[Key]["rule"]> };

export const BUSINESS_SETTING_KEYS = Object.keys(businessSettingRules) as BusinessSettingKey[];

/** Where a setting's value comes from: the settings page, its environment variable, or the default. */
export type SettingSource = "studio" | "environment" | "default";

/** The settings form: every setting as typed, and the version the page was opened at. */
export const businessSettingsFormSchema = z.object({
  version: z.coerce.number().int().min(0),
  ...(Object.fromEntries(BUSINESS_SETTING_KEYS.map((key) => [key, businessSettingRules[key].rule])) as {
    [Key in BusinessSettingKey]: (typeof businessSettingRules)[Key]["rule"];
  }),
});

export const BUSINESS_SETTINGS_FORM_FIELDS = ["version", ...BUSINESS_SETTING_KEYS] as const;
