import type { SysMessageUnread } from '@shiplabel/shared';

/** How often the navbar asks for the unread count (also on window focus). */
export const UNREAD_POLL_MS = 60_000;
/** The code whose holders have a message centre; nobody else's navbar asks (a page never calls what it may not). */
export const CENTRE_CODE = 'appSysMessageList';

export const holdsCentre = (codes: readonly string[] | undefined) => Boolean(codes?.includes(CENTRE_CODE));

/** The badge's text: nothing at 0, the count up to 99, then "99+". */
export function badgeText(count: number | undefined): string {
  if (!count || count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

/** The tab the popover opens on: the first type with something unread, notices first. */
export function firstUnreadTab(unread: SysMessageUnread | undefined): 'notice' | 'message' | 'todo' {
  if (unread?.notice) return 'notice';
  if (unread?.message) return 'message';
  if (unread?.todo) return 'todo';
  return 'notice';
}

/** "Mark these as read" does something only when the tab holds an unread entry. */
export const canMarkTabRead = (unread: SysMessageUnread | undefined, type: 'notice' | 'message' | 'todo') =>
  Boolean(unread?.[type]);
