// Field lengths as plain numbers, for inputs' maxLength on pages that ship no schema (the
// rules themselves are in field-rules.ts, which brings zod along).
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 30;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 100;
/** A note an admin writes when granting member access by hand. */
export const ACCESS_NOTE_MAX_LENGTH = 500;
