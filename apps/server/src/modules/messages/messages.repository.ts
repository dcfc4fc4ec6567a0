import { and, count, desc, eq, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { roles, userRoles } from '../rbac/rbac.table.ts';
import { users } from '../users/users.table.ts';
import { type SysMessageRow, sysMessageRecipients, sysMessages } from './messages.table.ts';

type NewMessage = typeof sysMessages.$inferInsert;

/** Back-office kinds; every other kind (customer, proxy, warehouse) is a customer for the "customers" audience. */
const BACK_OFFICE = ['admin', 'staff', 'seller'];

/** The users a message goes to, as a subquery of ids (live accounts only). */
function audienceIds(db: Database, m: SysMessageRow) {
  const live = isNull(users.deletedAt);
  switch (m.audience) {
    case 'customers':
      return db
        .select({ id: users.id })
        .from(users)
        .where(and(live, notInArray(users.kind, BACK_OFFICE)));
    case 'role':
      return db
        .select({ id: users.id })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .where(and(live, eq(userRoles.roleId, m.audienceRoleId ?? '00000000-0000-0000-0000-000000000000')));
    case 'users':
      return db
        .select({ id: users.id })
        .from(users)
        .where(and(live, inArray(users.id, m.audienceUserIds?.length ? m.audienceUserIds : [])));
    default:
      return db.select({ id: users.id }).from(users).where(live);
  }
}

/** Writes the recipients of one message and marks it resolved (inside the caller's transaction). */
async function deliver(tx: Database, m: SysMessageRow, at: Date) {
  const ids = await audienceIds(tx, m);
  if (ids.length > 0) {
    await tx
      .insert(sysMessageRecipients)
      .values(ids.map((u) => ({ messageId: m.id, userId: u.id, deliveredAt: m.publishAt })))
      .onConflictDoNothing();
  }
  await tx.update(sysMessages).set({ resolvedAt: at }).where(eq(sysMessages.id, m.id));
  return ids.length;
}

/** An event message to known users, delivered at once (notify()). Unknown or deleted ids are skipped. */
export async function insertDeliveredMessage(
  db: Database,
  input: { message: NewMessage; userIds: string[]; at: Date },
) {
  return db.transaction(async (tx) => {
    const [m] = await tx.insert(sysMessages).values(input.message).returning();
    await deliver(tx, m!, input.at);
    return m!;
  });
}

/** A back-office message; delivered now when due, else left for resolveDueMessages. */
export async function insertMessage(db: Database, message: NewMessage, now: Date) {
  return db.transaction(async (tx) => {
    const [m] = await tx.insert(sysMessages).values(message).returning();
    if (m!.publishAt > now) return { message: m!, recipients: 0 };
    const recipients = await deliver(tx, m!, now);
    return { message: { ...m!, resolvedAt: now }, recipients };
  });
}

/**
 * Resolves the recipients of every scheduled message that has come due. Rows are locked with SKIP LOCKED,
 * so two instances reading at once never deliver one message twice (the primary key would refuse anyway).
 */
export async function resolveDueMessages(db: Database, now: Date) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(sysMessages)
      .where(and(isNull(sysMessages.resolvedAt), lte(sysMessages.publishAt, now)))
      .orderBy(sysMessages.publishAt)
      .limit(100)
      .for('update', { skipLocked: true });
    for (const m of due) await deliver(tx, m, now);
    return due.length;
  });
}

/** Is there anything scheduled that is due? A cheap check before taking locks on every read. */
export async function hasDueMessages(db: Database, now: Date) {
  const [row] = await db
    .select({ id: sysMessages.id })
    .from(sysMessages)
    .where(and(isNull(sysMessages.resolvedAt), lte(sysMessages.publishAt, now)))
    .limit(1);
  return Boolean(row);
}

const mine = (userId: string) => eq(sysMessageRecipients.userId, userId);

/** One user's messages of one type, newest first, with that user's read state. */
export async function listForUser(
  db: Database,
  q: { userId: string; type: string; limit: number; offset: number; unreadOnly?: boolean },
) {
  const where = and(
    mine(q.userId),
    eq(sysMessages.type, q.type),
    q.unreadOnly ? isNull(sysMessageRecipients.readAt) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        message: sysMessages,
        readAt: sysMessageRecipients.readAt,
        deliveredAt: sysMessageRecipients.deliveredAt,
      })
      .from(sysMessageRecipients)
      .innerJoin(sysMessages, eq(sysMessages.id, sysMessageRecipients.messageId))
      .where(where)
      .orderBy(desc(sysMessageRecipients.deliveredAt), desc(sysMessages.createdAt))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: count() })
      .from(sysMessageRecipients)
      .innerJoin(sysMessages, eq(sysMessages.id, sysMessageRecipients.messageId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Unread messages of one user per type. */
export async function unreadByType(db: Database, userId: string) {
  return db
    .select({ type: sysMessages.type, n: count() })
    .from(sysMessageRecipients)
    .innerJoin(sysMessages, eq(sysMessages.id, sysMessageRecipients.messageId))
    .where(and(mine(userId), isNull(sysMessageRecipients.readAt)))
    .groupBy(sysMessages.type);
}

/** Marks the user's own recipient rows read; ids that are not the user's match nothing. */
export async function markRead(db: Database, userId: string, ids: string[], at: Date) {
  const done = await db
    .update(sysMessageRecipients)
    .set({ readAt: at })
    .where(
      and(mine(userId), inArray(sysMessageRecipients.messageId, ids), isNull(sysMessageRecipients.readAt)),
    )
    .returning({ id: sysMessageRecipients.messageId });
  return done.length;
}

/** Marks every unread message of the user read (of one type when given). */
export async function markAllRead(db: Database, userId: string, at: Date, type?: string) {
  const ofType = type
    ? inArray(
        sysMessageRecipients.messageId,
        db.select({ id: sysMessages.id }).from(sysMessages).where(eq(sysMessages.type, type)),
      )
    : undefined;
  const done = await db
    .update(sysMessageRecipients)
    .set({ readAt: at })
    .where(and(mine(userId), isNull(sysMessageRecipients.readAt), ofType))
    .returning({ id: sysMessageRecipients.messageId });
  return done.length;
}

/** Back-office list: published messages with how many received and read them. */
export async function listPublished(db: Database, q: { type?: string; limit: number; offset: number }) {
  const where = and(eq(sysMessages.source, 'admin'), q.type ? eq(sysMessages.type, q.type) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        message: sysMessages,
        recipients: sql<number>`(select count(*)::int from ${sysMessageRecipients} r where r.message_id = ${sysMessages.id})`,
        read: sql<number>`(select count(*)::int from ${sysMessageRecipients} r where r.message_id = ${sysMessages.id} and r.read_at is not null)`,
      })
      .from(sysMessages)
      .where(where)
      .orderBy(desc(sysMessages.createdAt))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(sysMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Deletes published messages (recipient rows go with them, so every centre loses them). */
export async function deletePublished(db: Database, ids: string[]) {
  const gone = await db
    .delete(sysMessages)
    .where(and(eq(sysMessages.source, 'admin'), inArray(sysMessages.id, ids)))
    .returning({ id: sysMessages.id });
  return gone.map((g) => g.id);
}

export async function roleExists(db: Database, roleId: string) {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  return Boolean(row);
}

/** How many of the chosen ids are live users. */
export async function countLiveUsers(db: Database, ids: string[]) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(isNull(users.deletedAt), inArray(users.id, ids)));
  return row?.n ?? 0;
}

/** Roles for the audience picker. */
export async function roleOptions(db: Database) {
  return db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(roles.name);
}

/** Live users whose e-mail or name contains the keyword, for the chosen-users picker (20 at most). */
export async function userOptions(db: Database, keyword: string) {
  const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      nickName: users.nickName,
      realName: users.realName,
      kind: users.kind,
    })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        keyword
          ? sql`(${users.email} ilike ${like} or ${users.nickName} ilike ${like} or ${users.realName} ilike ${like} or ${users.company} ilike ${like})`
          : undefined,
      ),
    )
    .orderBy(users.email)
    .limit(20);
  return rows.map((r) => ({ id: r.id, email: r.email, name: r.realName || r.nickName, kind: r.kind }));
}
