import * as z from "zod/v4-mini";
import { phoneField, requiredText } from "~/lib/field-rules";

/** A member's choice of a coaching session's time: the day and time in the zone they picked it in. */
export const coachingBookingSchema = z.object({
  date: requiredText("Please choose a day", 10, "Please choose a day from the list"),
  datetime: requiredText("Please choose a time", 40, "Please choose a time from the list"),
  timezone: requiredText("Please choose a time zone", 60, "Please choose a time zone from the list"),
});

/** The same, when sessions are phone calls (no meeting link is set): the number the host calls. */
export const coachingBookingByPhoneSchema = z.extend(coachingBookingSchema, { phone: phoneField });

export const coachingBookingFields = ["date", "datetime", "timezone", "phone"] as const;

/** An admin adds sessions to a member's coaching allowance, saying why. */
export const COACHING_GRANT_MAX_SESSIONS = 52;
export const COACHING_GRANT_REASON_MAX_LENGTH = 200;
export const coachingGrantSchema = z.object({
  sessions: z.coerce.number({ error: "Enter how many sessions to add" }).check(
    z.refine((value) => Number.isInteger(value), "Enter a whole number of sessions"),
    z.gte(1, "Add at least 1 session"),
    z.lte(COACHING_GRANT_MAX_SESSIONS, `Add at most ${COACHING_GRANT_MAX_SESSIONS} sessions at a time`),
  ),
  reason: requiredText(
    "Say why these sessions are added",
    COACHING_GRANT_REASON_MAX_LENGTH,
    `Please keep the reason under ${COACHING_GRANT_REASON_MAX_LENGTH} characters`,
  ),
});
