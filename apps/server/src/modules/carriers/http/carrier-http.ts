import type { LookupFunction } from 'node:net';
import { Agent, request as undiciRequest } from 'undici';
import type { Database } from '../../../db/client.ts';
import {
  type ApiLogSubject,
  CarrierError,
  type CarrierHttp,
  type CarrierHttpRequest,
  type CarrierHttpResponse,
} from '../carrier-adapter.ts';
import { recordHttpTry } from './http-log.ts';
import { channelLimiter } from './rate-limiter.ts';
import {
  backoffMs,
  MAX_RETRY_AFTER_MS,
  MAX_TRIES,
  RETRYABLE_STATUSES,
  retryAfterMs,
} from './retry-policy.ts';

export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;
export const DEFAULT_RESPONSE_TIMEOUT_MS = 30_000;

export interface CarrierHttpDeps {
  /** Where every try is logged (carrier API log); null: not logged (tests without a database). */
  db: Database | null;
  carrierCode: string;
  channelId: string;
  log?: ApiLogSubject;
  /** The carrier's published limit for one account; shared by every call of the channel in the process. */
  ratePerSecond?: number;
  connectTimeoutMs?: number;
  responseTimeoutMs?: number;
  /** Waits between tries (tests pass a fast one). */
  sleep?: (ms: number) => Promise<void>;
  /**
   * Resolves host names when connecting (lib/outbound-guard.ts guardedLookup: addresses a customer chose,
   * such as a store's, refused inside private ranges). Pass one long-lived function: it keys a pool.
   */
  lookup?: LookupFunction;
}

const agents = new Map<LookupFunction | undefined, Map<number, Agent>>();
/** One connection pool per connect timeout and lookup (keep-alive across calls and channels). */
function agentFor(connectTimeoutMs: number, lookup?: LookupFunction): Agent {
  let pools = agents.get(lookup);
  if (!pools) {
    pools = new Map();
    agents.set(lookup, pools);
  }
  let agent = pools.get(connectTimeoutMs);
  if (!agent) {
    agent = new Agent({
      connect: { timeout: connectTimeoutMs, ...(lookup && { lookup }) },
      keepAliveTimeout: 4_000,
    });
    pools.set(connectTimeoutMs, agent);
  }
  return agent;
}

/** How a try ended without an answer, and whether the carrier can have seen the request. */
type Failure = { code: 'carrier.timeout' | 'carrier.unreachable'; message: string; maybeSent: boolean };

const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

function failureOf(error: unknown, timedOut: boolean): Failure {
  const err = error as { code?: string; message?: string; cause?: { code?: string } };
  const code = err?.code ?? err?.cause?.code ?? '';
  const message = `${code} ${err?.message ?? String(error)}`.trim();
  if (code === 'UND_ERR_CONNECT_TIMEOUT') return { code: 'carrier.timeout', message, maybeSent: false };
  if (timedOut || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT')
    return { code: 'carrier.timeout', message, maybeSent: true };
  return { code: 'carrier.unreachable', message, maybeSent: !NOT_SENT.has(code) };
}

function encode(request: CarrierHttpRequest): { headers: Record<string, string>; body?: string } {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  const has = (name: string) => Object.keys(headers).some((h) => h.toLowerCase() === name);
  if (request.form !== undefined) {
    if (!has('content-type')) headers['content-type'] = 'application/x-www-form-urlencoded';
    return { headers, body: new URLSearchParams(request.form).toString() };
  }
  if (request.body !== undefined) {
    if (typeof request.body === 'string') return { headers, body: request.body };
    if (!has('content-type')) headers['content-type'] = 'application/json';
    return { headers, body: JSON.stringify(request.body) };
  }
  return { headers };
}

function responseOf(status: number, headers: Record<string, string>, bytes: Buffer): CarrierHttpResponse {
  const text = bytes.toString('utf8');
  return {
    status,
    headers,
    text,
    bytes,
    json<T>() {
      try {
        return JSON.parse(text) as T;
      } catch {
        throw new CarrierError('carrier.bad_response', `not JSON (status ${status}): ${text.slice(0, 200)}`);
      }
    },
  };
}

function flatHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw))
    if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  return out;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * HTTP to one carrier channel: connect and response timeouts, retries only where repeating cannot buy a
 * second label (safe calls after timeouts, dropped connections and 502/503/504; any call whose request
 * never left; any call after 429, which the carrier did not act on), the channel's rate limit, and one
 * API-log row per try.
 */
export function createCarrierHttp(deps: CarrierHttpDeps): CarrierHttp {
  const limiter = channelLimiter(`${deps.carrierCode}:${deps.channelId}`, deps.ratePerSecond);
  const connectTimeoutMs = deps.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const sleep = deps.sleep ?? realSleep;
  const db = deps.db;
  const logTarget = db
    ? { db, carrierCode: deps.carrierCode, channelId: deps.channelId, log: deps.log }
    : null;

  async function once(request: CarrierHttpRequest, attempt: number) {
    const timeoutMs = request.timeoutMs ?? deps.responseTimeoutMs ?? DEFAULT_RESPONSE_TIMEOUT_MS;
    const { headers, body } = encode(request);
    await limiter.acquire();
    const startedAt = new Date();
    const started = performance.now();
    const abort = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      abort.abort();
    }, timeoutMs);
    try {
      const res = await undiciRequest(request.url, {
        method: request.method,
        headers,
        body,
        signal: abort.signal,
        dispatcher: agentFor(connectTimeoutMs, deps.lookup),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      const bytes = Buffer.from(await res.body.arrayBuffer());
      const answer = { status: res.statusCode, headers: flatHeaders(res.headers), bytes };
      if (logTarget)
        recordHttpTry(logTarget, {
          request,
          attempt,
          startedAt,
          durationMs: Math.round(performance.now() - started),
          outcome: answer,
        });
      return { answer } as const;
    } catch (error) {
      const failure = failureOf(error, timedOut);
      if (logTarget)
        recordHttpTry(logTarget, {
          request,
          attempt,
          startedAt,
          durationMs: Math.round(performance.now() - started),
          outcome: { errorCode: failure.code, message: failure.message },
        });
      return { failure } as const;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async request(request) {
      for (let attempt = 1; ; attempt++) {
        const last = attempt >= MAX_TRIES;
        const result = await once(request, attempt);
        if (result.failure) {
          const { failure } = result;
          const retryable = !failure.maybeSent || request.safeToRetry;
          if (last || !retryable) throw new CarrierError(failure.code, failure.message);
          await sleep(backoffMs(attempt));
          continue;
        }
        const { answer } = result;
        if (answer.status === 429 && !last) {
          const asked = retryAfterMs(answer.headers['retry-after'], Date.now());
          // Longer than we are willing to hold a call: answer the 429 (the adapter maps it to rate_limited).
          if (asked === null || asked <= MAX_RETRY_AFTER_MS) {
            const waitMs = asked ?? backoffMs(attempt);
            // The whole channel waits: the limit is per account, not per call.
            limiter.pauseUntil(Date.now() + waitMs);
            await sleep(waitMs);
            continue;
          }
        }
        if (RETRYABLE_STATUSES.has(answer.status) && request.safeToRetry && !last) {
          await sleep(backoffMs(attempt));
          continue;
        }
        return responseOf(answer.status, answer.headers, answer.bytes);
      }
    },
  };
}
