import crypto from "node:crypto";

// Read aloud or copied off a screen, 0/O/o, 1/l/I and i are easily mistaken for each other.
export const TEMPORARY_PASSWORD_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789";
const TEMPORARY_PASSWORD_LENGTH = 12;

/** A one-time password for an account someone else made (a purchase, the admin's manual setup). */
export function generateTemporaryPassword(): string {
  let password = "";
  for (let index = 0; index < TEMPORARY_PASSWORD_LENGTH; index++) {
    password += TEMPORARY_PASSWORD_ALPHABET[crypto.randomInt(TEMPORARY_PASSWORD_ALPHABET.length)];
  }
  return password;
}
