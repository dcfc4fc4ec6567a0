import { beforeEach, describe, expect, it } from 'vitest';
import { clearLocalSession, getToken } from '../../app/auth/session.ts';
import { isImpersonatedTab, startImpersonatedSession } from './impersonationSession.ts';

/** A session storage of this tab only (the tests run without a DOM). */
function stubSessionStorage() {
  const items = new Map<string, string>();
  globalThis.sessionStorage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
    key: (i: number) => [...items.keys()][i] ?? null,
    get length() {
      return items.size;
    },
  } as Storage;
  return items;
}

describe('impersonated tab session', () => {
  let items: Map<string, string>;
  beforeEach(() => {
    items = stubSessionStorage();
  });

  it('keeps the token and the spec flags in this tab, never the spent one-time token', () => {
    items.set('userToken', 'spent');
    startImpersonatedSession('session-token', 'user-1');
    expect(getToken()).toBe('session-token');
    expect(Object.fromEntries(items)).toEqual({ token: 'session-token', isAuthor: '1', isCurUser: 'user-1' });
    expect(isImpersonatedTab()).toBe(true);
  });

  it('forgets the flags with the session (sign-out)', () => {
    startImpersonatedSession('session-token', 'user-1');
    clearLocalSession();
    expect(items.size).toBe(0);
    expect(isImpersonatedTab()).toBe(false);
  });
});
