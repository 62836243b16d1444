import { verifyPassword } from "~/server/platform/passwords.server";
import { consumeLimit, isLimited, resetLimit } from "~/server/platform/rate-limit.server";
import { passwordProblem } from "~/server/accounts/password-policy.server";
import { findUserByEmail, holdsRole, setPassword } from "~/server/accounts/users.server";

type Member = { id: string; email: string; needsPasswordChange: boolean; sessionIdHash: string };

/**
 * Set a signed-in member's new password. Unless this is the forced change after a
 * temporary password, the current password must be given (wrong guesses count towards the
 * same lockout as sign-in). Every other session ends; this one stays. Returns field
 * messages when refused.
 */
export async function changePassword(
  member: Member,
  input: { password: string; currentPassword?: string; clientAddress: string },
): Promise<Record<string, string> | null> {
  const weak = passwordProblem(input.password, { staff: holdsRole(member.id, "admin", "super_admin") });
  if (weak) return { password: weak };
  if (!member.needsPasswordChange) {
    const pair = `${member.email}|${input.clientAddress}`;
    if (!(await isLimited("signInFailures", pair)).allowed) return { form: "Too many wrong passwords. Please try again later." };
    const stored = findUserByEmail(member.email)?.passwordHash ?? null;
    if (!(await verifyPassword(stored, input.currentPassword ?? ""))) {
      await consumeLimit("signInFailures", pair);
      return { currentPassword: "That is not your current password" };
    }
    await resetLimit("signInFailures", pair);
  }
  await setPassword(member.id, input.password, { keepSessionIdHash: member.sessionIdHash });
  return null;
}
