import { STORAGE_KEYS } from '@shiplabel/shared/layout/settings';
import { onSessionCleared, setToken } from '../../app/auth/session.ts';
import { sessionStore } from '../../app/store/storage.ts';

/**
 * The tab's impersonation flags (spec section 9 keys), in session storage like the token: only the tab
 * opened by /config holds the user's session, the administrator's own tabs keep theirs.
 * isAuthor: '1' when this tab's session was opened by an administrator or staff member on the user's
 * behalf; isCurUser: the id of the user whose session it is. The one-time userToken is never kept (it is
 * used up by the exchange), so the key is cleared.
 */
export function startImpersonatedSession(token: string, userId: string) {
  setToken(token);
  sessionStore.set(STORAGE_KEYS.isAuthor, '1');
  sessionStore.set(STORAGE_KEYS.isCurUser, userId);
  sessionStore.remove(STORAGE_KEYS.userToken);
}

export function isImpersonatedTab(): boolean {
  return sessionStore.get(STORAGE_KEYS.isAuthor) === '1';
}

export function clearImpersonationFlags() {
  sessionStore.remove(STORAGE_KEYS.isAuthor);
  sessionStore.remove(STORAGE_KEYS.isCurUser);
  sessionStore.remove(STORAGE_KEYS.userToken);
}

// Signing out of the borrowed session forgets its flags too.
onSessionCleared(clearImpersonationFlags);
