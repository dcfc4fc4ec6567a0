import type { AppDeps } from '../../lib/deps.ts';
import { insertDeliveredMessage } from './messages.repository.ts';

/** An event of another module told to its users through the message centre (DESIGN 13). */
export interface Notification {
  /** Recipients (users.id uuids); empty -> nothing happens. */
  userIds: string[];
  type: 'message' | 'notice' | 'todo';
  /** Server i18n key rendered in the READER's language when listed. */
  titleKey: string;
  /** Server i18n key for the body (plain text after interpolation). */
  contentKey?: string;
  /** Interpolated into both keys ({name} style, as lib/i18n t()). */
  params?: Record<string, string>;
  /** Web path to open, e.g. '/settings/reply?id=<ticket id>'. */
  link?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Delivers an event as a message to its recipients at once. Call it AFTER your transaction commits: the
 * event has happened, so a failure here is logged and never turned into the caller's error.
 */
export async function notify(deps: AppDeps, n: Notification): Promise<void> {
  try {
    const userIds = [...new Set(n.userIds.filter((id) => UUID.test(id)))];
    if (userIds.length === 0) return;
    await insertDeliveredMessage(deps.db, {
      message: {
        type: n.type,
        source: 'event',
        titleKey: n.titleKey,
        contentKey: n.contentKey ?? null,
        params: n.params ?? {},
        link: n.link ?? null,
        audience: 'users',
        audienceUserIds: userIds,
        publishAt: deps.clock(),
      },
      userIds,
      at: deps.clock(),
    });
  } catch (error) {
    console.error('messages: notify failed', { titleKey: n.titleKey, error });
  }
}
