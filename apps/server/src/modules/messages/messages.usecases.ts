import type {
  Locale,
  Page,
  SysMessage,
  SysMessageAdmin,
  SysMessageAudience,
  SysMessageCreate,
  SysMessageType,
  SysMessageUnread,
} from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { hasMessage, t } from '../../lib/i18n/index.ts';
import {
  audienceMissing,
  contentEmpty,
  levelNotForMessages,
  nobodyToTell,
  publishAtPast,
  roleUnknown,
  usersUnknown,
} from './messages.errors.ts';
import {
  countLiveUsers,
  deletePublished,
  hasDueMessages,
  insertMessage,
  listForUser,
  listPublished,
  markAllRead,
  markRead,
  resolveDueMessages,
  roleExists,
  unreadByType,
} from './messages.repository.ts';
import { isEmptyHtml, sanitizeMessageHtml } from './messages.sanitize.ts';
import type { SysMessageRow } from './messages.table.ts';

const pageArgs = (q: { pageNum: number; pageSize: number }) => ({
  limit: q.pageSize,
  offset: (q.pageNum - 1) * q.pageSize,
});

/**
 * Scheduled messages get their recipients when they come due, on the next read of any centre or of the
 * back-office list (decisions.md: resolve on read). The cheap check keeps ordinary reads lock-free.
 */
export async function deliverDue(deps: AppDeps) {
  const now = deps.clock();
  if (await hasDueMessages(deps.db, now)) await resolveDueMessages(deps.db, now);
}

/** Publishes a back-office message now or at a set time, after checking it reaches somebody. */
export async function publishMessage(deps: AppDeps & { input: SysMessageCreate; authorId: string }) {
  const { input } = deps;
  const now = deps.clock();
  const content = sanitizeMessageHtml(input.content);
  if (isEmptyHtml(content)) throw contentEmpty();
  if (input.type === 'message' && input.messageType !== undefined) throw levelNotForMessages();
  const publishAt = input.publishAt ? new Date(input.publishAt) : now;
  if (input.publishAt && publishAt.getTime() <= now.getTime()) throw publishAtPast();

  let roleId: string | null = null;
  let userIds: string[] | null = null;
  if (input.audience === 'role') {
    if (!input.roleId) throw audienceMissing('role');
    if (!(await roleExists(deps.db, input.roleId))) throw roleUnknown();
    roleId = input.roleId;
  }
  if (input.audience === 'users') {
    userIds = [...new Set(input.userIds ?? [])];
    if (userIds.length === 0) throw audienceMissing('users');
    if ((await countLiveUsers(deps.db, userIds)) === 0) throw usersUnknown();
  }

  const scheduled = publishAt.getTime() > now.getTime();
  const { message, recipients } = await insertMessage(
    deps.db,
    {
      type: input.type,
      source: 'admin',
      title: input.title,
      subTitle: input.subTitle,
      content,
      messageType: input.type === 'message' ? null : (input.messageType ?? 0),
      audience: input.audience,
      audienceRoleId: roleId,
      audienceUserIds: userIds,
      publishAt,
      createdBy: deps.authorId,
    },
    now,
  );
  // Published now to an audience with nobody in it (an empty role): refuse rather than vanish silently.
  if (!scheduled && recipients === 0) {
    await deletePublished(deps.db, [message.id]);
    throw nobodyToTell();
  }
  return { ...toAdmin(message, recipients, 0) };
}

function toAdmin(m: SysMessageRow, recipients: number, read: number): SysMessageAdmin {
  return {
    id: m.id,
    type: m.type as SysMessageType,
    title: m.title,
    subTitle: m.subTitle,
    content: m.content,
    messageType: m.messageType,
    audience: m.audience as SysMessageAudience,
    roleId: m.audienceRoleId,
    userIds: m.audienceUserIds ?? [],
    publishAt: m.publishAt.toISOString(),
    published: m.resolvedAt !== null,
    recipients,
    read,
    createdAt: m.createdAt.toISOString(),
  };
}

/** The back office's list of published and scheduled messages, with delivery and read counts. */
export async function publishedPage(
  deps: AppDeps & { query: { pageNum: number; pageSize: number; type?: SysMessageType } },
): Promise<Page<SysMessageAdmin>> {
  await deliverDue(deps);
  const { rows, total } = await listPublished(deps.db, { type: deps.query.type, ...pageArgs(deps.query) });
  return {
    list: rows.map((r) => toAdmin(r.message, r.recipients, r.read)),
    total,
    pageNum: deps.query.pageNum,
    pageSize: deps.query.pageSize,
  };
}

/** Deletes published messages everywhere; unknown ids are ignored (answers how many went). */
export async function deleteMessages(deps: AppDeps & { ids: string[] }) {
  return { deleted: (await deletePublished(deps.db, deps.ids)).length };
}

/** An event's parameters for a reader: a `reasonKey` (an error's message key) becomes the reason in their language. */
function readerParams(params: Record<string, string>, locale: Locale): Record<string, string> {
  const { reasonKey, ...rest } = params;
  return reasonKey && hasMessage(reasonKey) ? { ...rest, reason: t(locale, reasonKey) } : rest;
}

/** One entry as its reader sees it: event messages are rendered in the reader's language now. */
function toReader(
  row: { message: SysMessageRow; readAt: Date | null; deliveredAt: Date },
  locale: Locale,
): SysMessage {
  const m = row.message;
  const event = m.source === 'event';
  const params = readerParams(m.params ?? {}, locale);
  return {
    id: m.id,
    type: m.type as SysMessageType,
    title: event && m.titleKey ? t(locale, m.titleKey, params) : m.title,
    subTitle: m.subTitle,
    avatar: '',
    content: event ? (m.contentKey ? t(locale, m.contentKey, params) : '') : m.content,
    html: !event,
    link: m.link,
    time: row.deliveredAt.toISOString(),
    messageType: m.messageType,
    status: row.readAt ? 1 : 0,
  };
}

/** The caller's own messages of one type, newest first. */
export async function myMessagesPage(
  deps: AppDeps & {
    userId: string;
    locale: Locale;
    query: { pageNum: number; pageSize: number; type: SysMessageType; unread?: 'true' | 'false' };
  },
): Promise<Page<SysMessage>> {
  await deliverDue(deps);
  const { rows, total } = await listForUser(deps.db, {
    userId: deps.userId,
    type: deps.query.type,
    unreadOnly: deps.query.unread === 'true',
    ...pageArgs(deps.query),
  });
  return {
    list: rows.map((r) => toReader(r, deps.locale)),
    total,
    pageNum: deps.query.pageNum,
    pageSize: deps.query.pageSize,
  };
}

/** The navbar's badge: unread counts per type and in all. */
export async function myUnread(deps: AppDeps & { userId: string }): Promise<SysMessageUnread> {
  await deliverDue(deps);
  const counts: SysMessageUnread = { total: 0, notice: 0, message: 0, todo: 0 };
  for (const row of await unreadByType(deps.db, deps.userId)) {
    if (row.type === 'notice' || row.type === 'message' || row.type === 'todo') counts[row.type] = row.n;
    counts.total += row.n;
  }
  return counts;
}

/** Marks the caller's own messages read; another user's ids match no row of the caller's, so nothing changes. */
export async function markMineRead(deps: AppDeps & { userId: string; ids: string[] }) {
  return { updated: await markRead(deps.db, deps.userId, deps.ids, deps.clock()) };
}

export async function markAllMineRead(deps: AppDeps & { userId: string; type?: SysMessageType }) {
  return { updated: await markAllRead(deps.db, deps.userId, deps.clock(), deps.type) };
}
