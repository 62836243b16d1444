import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "~/server/passwords.server";
import { findUserByEmail, loadCurrentUser } from "~/server/users.server";

describe("npm run create-admin", () => {
  it("creates a super admin the app can sign in, hashing the same way", async () => {
    const output = execFileSync("node", ["scripts/create-admin.mjs", "--email", "Boss@Example.test"], {
      input: "boss-password\n",
      env: { ...process.env },
    }).toString();
    expect(output).toContain("Created super admin boss@example.test");
    const user = findUserByEmail("boss@example.test")!;
    expect(await verifyPassword(user.passwordHash, "boss-password")).toBe(true);
    expect(loadCurrentUser(user.id)?.roles.sort()).toEqual(["admin", "super_admin", "user"]);
  });

  it("refuses a short password", () => {
    expect(() => execFileSync("node", ["scripts/create-admin.mjs", "--email", "x@example.test"], { input: "123\n", stdio: "pipe" })).toThrow();
  });
});
