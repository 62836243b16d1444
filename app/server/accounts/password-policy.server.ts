import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from "~/lib/field-rules";

// What a new password must be, checked on the server only (the dictionaries are megabytes, and
// the browser's form checks only the length): at least 8 characters for a member and 12 for an
// admin or super admin, and not a password that attackers try first. The second test is
// zxcvbn-ts with its common dictionaries, which hold the most used passwords from public
// breaches; a password it can guess in fewer than a million tries (score 0 or 1: one of those
// passwords, or one with a digit added, letters swapped for symbols, a keyboard run, a
// repetition, a date) is refused. Accounts keep the passwords they have: a member still signs
// in, and an admin is asked for a new one at the next sign-in (auth.server.ts).

const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_TOO_SHORT = `Passwords of admin accounts must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`;
export const COMMON_PASSWORD = "That password is one of the most used (it appears in lists of breached passwords). Please choose another";

/** zxcvbn never sees more than this: its matching grows with length, and a longer password is strong anyway. */
const CHECKED_LENGTH = 64;
const GUESSABLE_BELOW_SCORE = 2;

let checker: ZxcvbnFactory | undefined;
const zxcvbn = () => (checker ??= new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs, useLevenshteinDistance: true }));

/** Why this password may not be chosen for an account (staff: an admin or super admin), or null when it may. */
export function passwordProblem(password: string, { staff }: { staff: boolean }): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (staff && password.length < STAFF_PASSWORD_MIN_LENGTH) return STAFF_PASSWORD_TOO_SHORT;
  if (zxcvbn().check(password.slice(0, CHECKED_LENGTH)).score < GUESSABLE_BELOW_SCORE) return COMMON_PASSWORD;
  return null;
}
