import type { UserInfo } from '@shiplabel/shared';
import { STORAGE_KEYS } from '@shiplabel/shared/layout/settings';
import { createStore } from '../store/createStore.ts';
import { sessionStore } from '../store/storage.ts';

/** The session token lives in session storage under "token" (spec section 9). */
export function getToken(): string | null {
  return sessionStore.get(STORAGE_KEYS.token);
}

export function setToken(token: string) {
  sessionStore.set(STORAGE_KEYS.token, token);
}

export function clearToken() {
  sessionStore.remove(STORAGE_KEYS.token);
}

/** The signed-in user's profile; `role` holds the resource codes that routes and menus check. */
export const userStore = createStore<UserInfo | null>(null);

export function userCodes(): string[] {
  return userStore.get()?.role ?? [];
}

type Cleaner = () => void;
const cleaners: Cleaner[] = [];

/** Other stores (server menu, tabs, query cache) register what they forget on logout. */
export function onSessionCleared(cleaner: Cleaner) {
  cleaners.push(cleaner);
}

/** Forgets everything of this session locally: token, user, menus, tabs, cached queries. */
export function clearLocalSession() {
  clearToken();
  userStore.set(null);
  for (const clean of cleaners) clean();
}
