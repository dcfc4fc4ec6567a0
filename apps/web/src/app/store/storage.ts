/** Storage access that never throws (private mode, disabled storage, or tests without a DOM). */
function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

const local = () => globalThis.localStorage;
const session = () => globalThis.sessionStorage;

export const localStore = {
  get: (key: string): string | null => safe(() => local()?.getItem(key) ?? null, null),
  set: (key: string, value: string) => safe(() => local()?.setItem(key, value), undefined),
  remove: (key: string) => safe(() => local()?.removeItem(key), undefined),
};

export const sessionStore = {
  get: (key: string): string | null => safe(() => session()?.getItem(key) ?? null, null),
  set: (key: string, value: string) => safe(() => session()?.setItem(key, value), undefined),
  remove: (key: string) => safe(() => session()?.removeItem(key), undefined),
};
