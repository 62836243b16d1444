// Field lengths as plain numbers, for inputs' maxLength on pages that ship no schema (the
// rules themselves are in field-rules.ts, which brings zod along).
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 30;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 100;
/** One line of a shipping address (street, apartment or suite). */
export const ADDRESS_LINE_MAX_LENGTH = 100;
export const CITY_MAX_LENGTH = 60;
/** A ZIP+4 code with its hyphen. */
export const ZIP_MAX_LENGTH = 10;
/** A note an admin writes when granting member access by hand. */
export const ACCESS_NOTE_MAX_LENGTH = 500;
/** Why a booker cancels their call, in their own words (optional). */
export const CANCEL_REASON_MAX_LENGTH = 500;
