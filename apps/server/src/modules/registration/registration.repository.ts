import { USER_STATUS } from '@shiplabel/shared';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { roles, userRoles } from '../rbac/rbac.table.ts';
import { users } from '../users/users.table.ts';
import { type EmailCodeRow, emailCodes, registrations } from './registration.table.ts';

export const REGISTER_PURPOSE = 'register';

export async function emailInUse(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return Boolean(row);
}

export async function insertEmailCode(
  db: Database,
  values: { email: string; codeHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(emailCodes).values({
    email: values.email,
    purpose: REGISTER_PURPOSE,
    codeHash: values.codeHash,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

/** The newest sign-up code sent to `email`: only the latest one counts (asking again replaces it). */
export async function latestEmailCode(db: Database, email: string): Promise<EmailCodeRow | null> {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, REGISTER_PURPOSE)))
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .limit(1);
  return row ?? null;
}

export async function countWrongCode(db: Database, id: string): Promise<void> {
  await db
    .update(emailCodes)
    .set({ failedAttempts: sql`${emailCodes.failedAttempts} + 1` })
    .where(eq(emailCodes.id, id));
}

/** Marks the code used unless someone else just did: false when it was already used. */
export async function consumeEmailCode(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailCodes)
    .set({ usedAt: now })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  return rows.length === 1;
}

/** The active seller who owns an invitation code (users.invitation_code), else null. */
export async function sellerByInvitationCode(db: Database, code: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`upper(${users.invitationCode}) = upper(${code})`,
        eq(users.kind, 'seller'),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export interface NewRegistration {
  email: string;
  passwordHash: string;
  phone: string;
  nickName: string;
  realName: string;
  company: string;
  sellerId: string | null;
  firstName: string;
  lastName: string;
  wechatId: string;
  invitationCode: string;
  smsConsent: boolean;
  ip: string;
  now: Date;
}

/** An inactive customer holding the Customer role, with the sign-up details beside it. */
export async function insertRegisteredCustomer(db: Database, r: NewRegistration): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({
      email: r.email,
      passwordHash: r.passwordHash,
      kind: 'customer',
      status: USER_STATUS.inactive,
      phone: r.phone,
      nickName: r.nickName,
      realName: r.realName,
      company: r.company,
      sellerId: r.sellerId,
      createdAt: r.now,
      updatedAt: r.now,
    })
    .returning({ id: users.id });
  const [customerRole] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(sql`lower(${roles.name}) = 'customer'`)
    .limit(1);
  if (customerRole) await db.insert(userRoles).values({ userId: user!.id, roleId: customerRole.id });
  await db.insert(registrations).values({
    userId: user!.id,
    firstName: r.firstName,
    lastName: r.lastName,
    wechatId: r.wechatId,
    invitationCode: r.invitationCode,
    smsConsent: r.smsConsent,
    privacyAcceptedAt: r.now,
    ip: r.ip,
    createdAt: r.now,
  });
  return user!.id;
}

/** Deletes codes that expired before `before` (used or not); returns how many. */
export async function purgeExpiredCodes(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(emailCodes)
    .where(lt(emailCodes.expiresAt, before))
    .returning({ id: emailCodes.id });
  return rows.length;
}

/** What the user gave at sign-up besides the profile, null for accounts created by staff. */
export async function registrationOf(db: Database, userId: string) {
  const [row] = await db.select().from(registrations).where(eq(registrations.userId, userId));
  if (!row) return null;
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    wechatId: row.wechatId,
    invitationCode: row.invitationCode,
    smsConsent: row.smsConsent,
    privacyAcceptedAt: row.privacyAcceptedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
