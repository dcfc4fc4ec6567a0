import type { ApiRequestType } from '@shiplabel/shared';

/** The list's filters as the page keeps them. */
export interface ApiLogFilters {
  orderNo?: string;
  requestType?: ApiRequestType;
  carrierCode?: string;
  success?: boolean;
  /** Business days YYYY-MM-DD, both included. */
  createdFrom?: string;
  createdTo?: string;
}

/** The query string of GET /admin/apiLog/list: empty filters left out, the result as 'true' / 'false'. */
export function apiLogQuery(filters: ApiLogFilters, paging: { pageNum: number; pageSize: number }) {
  const query: Record<string, string | number> = { pageNum: paging.pageNum, pageSize: paging.pageSize };
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '') continue;
    query[key] = typeof value === 'boolean' ? String(value) : value;
  }
  return query;
}

/** A call's duration: milliseconds below a second, else seconds with two decimals. */
export function formatDuration(ms: number, locale = 'en-US'): string {
  const zh = locale === 'zh-CN';
  if (ms < 1000) return `${Math.max(0, Math.round(ms))} ${zh ? '毫秒' : 'ms'}`;
  return `${(ms / 1000).toFixed(2)} ${zh ? '秒' : 's'}`;
}

/** A body as indented JSON; text that is not JSON-able is shown as it is. */
export function prettyJson(value: unknown): string {
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

type Translate = (key: string, options: { defaultValue: string }) => string;

/** A carrier's name in the reader's language (from the carrier list), its code while the list loads. */
export function carrierLabel(code: string, carriers: readonly { code: string; name: string }[] | undefined) {
  return carriers?.find((c) => c.code === code)?.name ?? code;
}

/** What a failed call's error code means, in the reader's language; an unknown code is shown as it is. */
export function errorLabel(code: string, t: Translate): string {
  // i18next reads dots as nesting: carrier.unknown_service -> errors.carrier.unknown_service
  return t(`errors.${code}`, { defaultValue: code });
}
