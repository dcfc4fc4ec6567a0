import type { Database } from '../../../db/client.ts';
import { REDACTED, redactForLog, SECRET_KEY } from '../../api-log/api-log.redact.ts';
import { enqueueApiLog } from '../../api-log/api-log.writer.ts';
import type { ApiLogSubject, CarrierHttpRequest } from '../carrier-adapter.ts';

/**
 * What one HTTP try looks like in the carrier API log. Secrets never reach the log: Authorization and
 * other credential headers, secret-named query parameters, form fields and JSON keys are masked
 * (redactForLog), and Basic/Bearer values are masked wherever they appear in text.
 */
const BEARER_TEXT = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;

export function redactHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {}))
    out[name] = SECRET_KEY.test(name) ? REDACTED : value.replace(BEARER_TEXT, `$1 ${REDACTED}`);
  return out;
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    for (const name of [...parsed.searchParams.keys()])
      if (SECRET_KEY.test(name)) parsed.searchParams.set(name, REDACTED);
    if (parsed.password) parsed.password = REDACTED;
    return parsed.toString();
  } catch {
    return url;
  }
}

/** A body as text: parsed JSON is redacted by key; other text has Basic/Bearer values masked. */
export function redactBody(contentType: string | undefined, bytes: Buffer): unknown {
  if (bytes.length === 0) return null;
  const type = (contentType ?? '').toLowerCase();
  if (/pdf|image|octet-stream|zip/.test(type)) return `(${bytes.length} bytes, ${type})`;
  const text = bytes.toString('utf8');
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      return redactForLog(JSON.parse(text));
    } catch {
      // Not JSON after all: logged as text below.
    }
  }
  if (type.includes('x-www-form-urlencoded'))
    return redactForLog(Object.fromEntries(new URLSearchParams(text)));
  return redactForLog({ text: text.replace(BEARER_TEXT, `$1 ${REDACTED}`) }).text;
}

export interface HttpTry {
  request: CarrierHttpRequest;
  attempt: number;
  startedAt: Date;
  durationMs: number;
  outcome:
    | { status: number; headers: Record<string, string>; bytes: Buffer }
    | { errorCode: string; message: string };
}

export interface HttpLogTarget {
  db: Database;
  carrierCode: string;
  channelId: string;
  log?: ApiLogSubject;
}

/** Queues one row per try (a retried call shows each try, with its number). */
export function recordHttpTry(target: HttpLogTarget, t: HttpTry): void {
  try {
    const { request } = t;
    const answered = 'status' in t.outcome ? t.outcome : null;
    const failed = 'errorCode' in t.outcome ? t.outcome : null;
    const success = answered !== null && answered.status < 400;
    enqueueApiLog(target.db, {
      orderId: target.log?.orderId ?? null,
      orderNo: target.log?.orderNo ?? '',
      userId: target.log?.userId ?? null,
      carrierCode: target.carrierCode,
      channelId: target.channelId,
      requestType: request.operation,
      request: {
        method: request.method,
        url: redactUrl(request.url),
        headers: redactHeaders(request.headers),
        body:
          request.form !== undefined
            ? redactForLog(request.form)
            : request.body === undefined
              ? null
              : redactForLog(request.body),
        attempt: t.attempt,
      },
      response: answered
        ? {
            status: answered.status,
            body: redactBody(answered.headers['content-type'], answered.bytes),
          }
        : { error: failed?.message ?? '' },
      success,
      errorCode: answered ? (success ? '' : `http.${answered.status}`) : (failed?.errorCode ?? ''),
      durationMs: t.durationMs,
      createdAt: t.startedAt,
    });
  } catch {
    // An odd body must not fail the carrier call: the answer matters more than its log row.
  }
}
