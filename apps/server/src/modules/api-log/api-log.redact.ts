/**
 * What a carrier call's request or response looks like in the API log: plain JSON (bigint as a string,
 * dates as ISO text), every secret-named key masked, long text (base64 label files, images) cut short,
 * so the log can be read by staff and stays small.
 */

/**
 * Names whose values are secrets wherever they appear: JSON keys, form fields, headers, query parameters
 * (apiKey, x-api-key, accessToken, clientSecret, cookies; client ids too: carriers' forms keep them
 * write-only). One list for the whole API log.
 */
export const SECRET_KEY =
  /password|passwd|secret|token|authorization|cookie|credential|api[-_]?key|client[-_]?id|key$/i;
export const REDACTED = '***';
export const MAX_TEXT = 200;
const MAX_ITEMS = 100;
const MAX_DEPTH = 8;

function clean(value: unknown, depth: number): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string')
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}... (${value.length} chars)` : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `(${value.byteLength} bytes)`;
  if (typeof value !== 'object') return String(value);
  if (depth >= MAX_DEPTH) return '(nested too deep)';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((v) => clean(v, depth + 1));
    if (value.length > MAX_ITEMS) items.push(`(${value.length - MAX_ITEMS} more)`);
    return items;
  }
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'function') continue;
    out[key] = SECRET_KEY.test(key) ? REDACTED : clean(v, depth + 1);
  }
  return out;
}

/** The loggable form of a request or response (always an object, as the column expects). */
export function redactForLog(value: unknown): Record<string, unknown> {
  const cleaned = clean(value, 0);
  return cleaned !== null && typeof cleaned === 'object' && !Array.isArray(cleaned)
    ? (cleaned as Record<string, unknown>)
    : { value: cleaned };
}
