import type { OutgoingHttpHeaders } from 'node:http';

/** The cookie a connect start answer set, as a browser sends it back ("name=value"; '' when none). */
export function connectCookieFrom(headers: OutgoingHttpHeaders | Record<string, unknown>): string {
  const raw = headers['set-cookie'];
  const line = Array.isArray(raw) ? String(raw[0] ?? '') : String(raw ?? '');
  return line.split(';')[0]!.trim();
}

/**
 * What a browser keeps of the connect flows it started: each flow's cookie by its state, so a test's
 * callback carries the cookie of the browser that started that flow (stores.connect-cookie.ts).
 */
export function connectBrowser() {
  const byState = new Map<string, string>();
  return {
    /** Keeps the cookie of a start answer (its authorizeUrl names the state as state or user_id). */
    remember(authorizeUrl: string, headers: Record<string, unknown>): void {
      const params = new URL(authorizeUrl).searchParams;
      byState.set(params.get('state') ?? params.get('user_id') ?? '', connectCookieFrom(headers));
    },
    /** The cookie header for a callback query ("?...state=..."), empty when this browser has none. */
    headersFor(search: string): Record<string, string> {
      const state = new URLSearchParams(search).get('state') ?? new URLSearchParams(search).get('user_id');
      const cookie = byState.get(state ?? '');
      return cookie ? { cookie } : {};
    },
  };
}
