import { describe, expect, it } from "vitest";
import { generateTemporaryPassword, TEMPORARY_PASSWORD_ALPHABET } from "~/server/accounts/temporary-password.server";

describe("temporary passwords (purchases and the admin's manual setup)", () => {
  it("are 12 characters from the alphabet without look-alikes", () => {
    for (let index = 0; index < 500; index++) {
      const password = generateTemporaryPassword();
      expect(password).toHaveLength(12);
      for (const character of password) expect(TEMPORARY_PASSWORD_ALPHABET).toContain(character);
    }
  });

  it("never use 0, O, o, 1, l, I or i", () => {
    expect(TEMPORARY_PASSWORD_ALPHABET).not.toMatch(/[0Oo1lIi]/);
    expect(new Set(TEMPORARY_PASSWORD_ALPHABET).size).toBe(TEMPORARY_PASSWORD_ALPHABET.length);
  });

  it("draw on the whole alphabet and do not repeat", () => {
    const passwords = Array.from({ length: 2000 }, generateTemporaryPassword);
    expect(new Set(passwords).size).toBe(passwords.length);
    expect(new Set(passwords.join("")).size).toBe(TEMPORARY_PASSWORD_ALPHABET.length);
  });
});
