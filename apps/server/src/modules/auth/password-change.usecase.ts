import { updatePasswordSchema } from '@shiplabel/shared';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../lib/deps.ts';
import { validationFailed } from '../../lib/errors.ts';
import { zodFieldIssues } from '../../lib/validation.ts';
import { users } from '../users/users.table.ts';
import { oldPasswordWrong, passwordChangeImpersonated } from './auth.errors.ts';
import { revokeOtherSessions } from './auth.repository.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { openFreshPayload } from './payload-freshness.ts';
import type { AuthContext } from './sessions.usecases.ts';

/** POST /user/updatePassword: checks the old password, stores the new one, signs out other sessions. */
export async function changePassword(
  deps: AppDeps & { auth: AuthContext; encryptData: string },
): Promise<void> {
  const { db, auth } = deps;
  if (auth.impersonatorId) throw passwordChangeImpersonated();
  const parsed = updatePasswordSchema.safeParse(await openFreshPayload(deps, deps.encryptData));
  if (!parsed.success) throw validationFailed(zodFieldIssues(parsed.error));
  const { oldPassword, newPassword } = parsed.data;

  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, auth.user.id));
  if (!row || !(await verifyPassword(oldPassword, row.hash))) throw oldPasswordWrong();

  const now = deps.clock();
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, auth.user.id));
    await revokeOtherSessions(tx, auth.user.id, auth.ownSessionIds, now);
  });
}
