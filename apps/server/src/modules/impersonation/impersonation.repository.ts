import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oneTimeTokens } from '../auth/auth.table.ts';

export const IMPERSONATION_PURPOSE = 'impersonation';

export async function insertImpersonationToken(
  db: Database,
  values: { tokenHash: string; userId: string; createdBy: string; createdAt: Date; expiresAt: Date },
) {
  await db.insert(oneTimeTokens).values({ ...values, purpose: IMPERSONATION_PURPOSE });
}

/**
 * Marks an unused, unexpired impersonation token used and returns it, in one statement: of two
 * concurrent exchanges of one token only one gets the row.
 */
export async function claimImpersonationToken(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.purpose, IMPERSONATION_PURPOSE),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** The token row whatever its state, to tell "used" from "expired" from "unknown". */
export async function findImpersonationToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, IMPERSONATION_PURPOSE)));
  return row ?? null;
}
