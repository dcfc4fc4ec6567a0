import { USER_STATUS, type UserKind } from '@shiplabel/shared';
import type { Database } from '../../db/client.ts';
import { hashPassword } from '../auth/password.ts';
import { userRoles } from '../rbac/rbac.table.ts';
import { countUsers, insertUser } from '../users/users.repository.ts';
import type { SeededRoleIds } from './catalog.seed.ts';

export const DEMO_PASSWORD = 'Demo@123456';

export const DEMO_ACCOUNTS: readonly {
  email: string;
  kind: UserKind;
  role: keyof SeededRoleIds;
  profile?: { nickName?: string; company?: string };
}[] = [
  { email: 'admin@example.com', kind: 'admin', role: 'administrator' },
  { email: 'staff@example.com', kind: 'staff', role: 'staff' },
  {
    email: 'customer@example.com',
    kind: 'customer',
    role: 'customer',
    profile: { nickName: 'Demo Customer', company: 'Demo Trading LLC' },
  },
];

/** The three demo accounts, only into an empty user table (a restart never resets their passwords). */
export async function seedDemoAccounts(db: Database, roleIds: SeededRoleIds): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const account of DEMO_ACCOUNTS) {
      const user = await insertUser(tx, {
        email: account.email,
        kind: account.kind,
        status: USER_STATUS.active,
        passwordHash,
        ...account.profile,
      });
      await tx.insert(userRoles).values({ userId: user.id, roleId: roleIds[account.role] });
    }
  });
  return true;
}

export class MissingAdminError extends Error {}

/** Production start (DEMO_DATA=false): the first administrator, once, from ADMIN_EMAIL / ADMIN_PASSWORD. */
export async function seedFirstAdmin(
  db: Database,
  roleIds: SeededRoleIds,
  admin: { email?: string; password?: string },
): Promise<boolean> {
  if ((await countUsers(db, 'admin')) > 0) return false;
  if (!admin.email || !admin.password) {
    throw new MissingAdminError(
      'DEMO_DATA=false and no administrator exists yet: set ADMIN_EMAIL and ADMIN_PASSWORD (8-16 characters with a letter and a digit) for the first start.',
    );
  }
  const passwordHash = await hashPassword(admin.password);
  await db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: admin.email!,
      kind: 'admin',
      status: USER_STATUS.active,
      passwordHash,
    });
    await tx.insert(userRoles).values({ userId: user.id, roleId: roleIds.administrator });
  });
  return true;
}
