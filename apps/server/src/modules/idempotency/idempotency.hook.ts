import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { conflict } from '../../lib/errors.ts';
import { decryptSecretText, encryptSecretText } from '../carriers/credentials.ts';
import { clientIdempotencyKey } from '../orders/idempotency-key.ts';
import {
  claimKey,
  findKeyed,
  finishKey,
  type RequestKey,
  releaseKey,
  SEALED,
  takeOverStale,
} from './idempotency.repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes an Idempotency-Key header: a repeat of the same request answers the first one's
     * answer, the same key with a different request is refused with 409 (modules/idempotency).
     */
    idempotent?: boolean;
    /**
     * The answer holds a secret shown once (an API key, a webhook signing secret): the idempotency store
     * keeps it sealed with the secrets key (as carrier credentials are), never as plain text.
     */
    secretInAnswer?: boolean;
  }
  interface FastifyRequest {
    /** Set when this request holds its Idempotency-Key (it is the first with it). */
    idempotencyClaim?: RequestKey;
  }
}

/** How long a repeat waits for the first request's answer before it is told to try again. */
export const WAIT_FOR_FIRST_MS = 30_000;
const POLL_MS = 50;
/**
 * A row still running after this long belongs to a request that died (crash, kill): a repeat takes over.
 * Longer than any request runs (the web client gives up far sooner; long work runs as jobs).
 */
export const STALE_AFTER_MS = 2 * 60_000;

export const idempotencyMismatch = () => conflict('idempotency.mismatch');
export const idempotencyInProgress = () => conflict('idempotency.in_progress');

/** JSON with object keys sorted at every level: equal requests give equal text whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** What makes two requests "the same": route, caller, path parameters, query and (validated) body. */
export function requestFingerprint(request: FastifyRequest, k: RequestKey): string {
  const text = canonicalJson({
    route: k.route,
    caller: k.callerId,
    params: request.params ?? null,
    query: request.query ?? null,
    body: request.body ?? null,
  });
  return createHash('sha256').update(text).digest('hex');
}

/**
 * A stored answer as it was sent: sealed ones opened with whichever key sealed them (`secrets:rotate`
 * re-seals them with the new key). One sealed with a key this process no longer has answers 409, no secret.
 */
async function openedAnswer(deps: AppDeps, stored: string | null): Promise<string | null> {
  if (!stored?.startsWith(SEALED)) return stored;
  try {
    return await decryptSecretText(deps.db, stored.slice(SEALED.length));
  } catch {
    throw idempotencyMismatch();
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Routes that declare `idempotent`, and (issue 16) every mutating call made with a customer API key: the
 * public API promises an Idempotency-Key on every mutating call. A POST that changes nothing (`readOnly`:
 * estimates, tracking look-ups, exports and label downloads) ignores the key like a GET: running it again
 * is harmless and answers today's figures, where a replay would keep a stale quote or a file of megabytes
 * for 30 days.
 */
const takesIdempotencyKey = (request: FastifyRequest) =>
  request.routeOptions.config.readOnly !== true &&
  (request.routeOptions.config.idempotent === true ||
    (request.auth?.apiKey != null && MUTATING.has(request.method)));

/**
 * A file answered by a mutating route (the PDF of POST /app/order/createManifest) is kept like a JSON
 * answer: `file:` and JSON of its headers and base64 bytes, so a retry gets the same file and the same
 * x-manifest-id instead of making another manifest. Larger files free the key (the route runs again).
 */
const FILE = 'file:';
export const FILE_ANSWER_MAX_BYTES = 4 * 1024 * 1024;
/** The headers of a file answer a replay repeats (content type, file name and the route's own x- ones). */
const keptFileHeader = (name: string) =>
  name === 'content-type' ||
  name === 'content-disposition' ||
  name === 'access-control-expose-headers' ||
  (name.startsWith('x-') && name !== 'x-request-id');

interface FileAnswer {
  headers: Record<string, string>;
  body: string;
}

/** The text kept for an answer, or null when it is not kept (a stream, a file over the limit). */
function storableAnswer(reply: FastifyReply, payload: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (!Buffer.isBuffer(payload) || payload.length > FILE_ANSWER_MAX_BYTES) return null;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined && keptFileHeader(name)) headers[name] = String(value);
  return `${FILE}${JSON.stringify({ headers, body: payload.toString('base64') } satisfies FileAnswer)}`;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends a kept answer again: JSON text as it was, a file with its headers. */
function replay(reply: FastifyReply, statusCode: number, answer: string | null) {
  reply.code(statusCode).header('idempotent-replayed', 'true');
  if (!answer?.startsWith(FILE)) return reply.header('content-type', JSON_TYPE).send(answer);
  const file = JSON.parse(answer.slice(FILE.length)) as FileAnswer;
  for (const [name, value] of Object.entries(file.headers)) reply.header(name, value);
  return reply.send(Buffer.from(file.body, 'base64'));
}

/**
 * Which first answers a repeat replays. Sessions (the web app): successes only, so a user who fixes a
 * refused form may send it again. API keys (issue 16, like Stripe): every answer the handler gave, error
 * or success, except 409 and 429 (nothing was done, retrying is the point) and 5xx (may be transient).
 * A request refused before the handler ran (validation, authorisation) never claims its key.
 */
function answerIsKept(request: FastifyRequest, status: number): boolean {
  if (status < 300) return true;
  if (!request.auth?.apiKey) return false;
  return status < 500 && status !== 409 && status !== 429;
}

/**
 * Installs the Idempotency-Key handling of the routes that declare `config: { idempotent: true }`
 * (docs/decisions.md). It runs after the access guard and the schema validation, and before the handler:
 * the first request with a key claims it and runs; a concurrent or later repeat waits for and replays the
 * first answer; the same key with another request is 409 `idempotency.mismatch`. A refused or failed
 * first request frees the key.
 */
export function installIdempotency(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('preHandler', async (request, reply) => {
    if (!takesIdempotencyKey(request)) return;
    const key = clientIdempotencyKey(request);
    if (!key) return;
    const k: RequestKey = {
      callerId: request.auth?.user.id ?? '',
      route: `${request.method} ${request.routeOptions.url}`,
      key,
    };
    const fingerprint = requestFingerprint(request, k);
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      if (await claimKey(deps.db, { ...k, fingerprint, now: deps.clock() })) {
        request.idempotencyClaim = k;
        return;
      }
      const seen = await findKeyed(deps.db, k);
      if (!seen) continue; // the first request failed and freed the key meanwhile: claim it again
      if (seen.fingerprint !== fingerprint) throw idempotencyMismatch();
      if (seen.state === 'done')
        return replay(reply, seen.statusCode ?? 200, await openedAnswer(deps, seen.response));
      const now = deps.clock();
      const startedBefore = new Date(now.getTime() - STALE_AFTER_MS);
      if (await takeOverStale(deps.db, { ...k, fingerprint, startedBefore, now })) {
        request.idempotencyClaim = k;
        return;
      }
      if (Date.now() > deadline) throw idempotencyInProgress();
      await sleep(POLL_MS);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const k = request.idempotencyClaim;
    if (!k) return payload;
    request.idempotencyClaim = undefined;
    try {
      const answer = answerIsKept(request, reply.statusCode) ? storableAnswer(reply, payload) : null;
      if (answer !== null) {
        const sealed = request.routeOptions.config.secretInAnswer === true;
        await finishKey(deps.db, {
          ...k,
          statusCode: reply.statusCode,
          response: sealed ? `${SEALED}${await encryptSecretText(deps.db, answer)}` : answer,
          now: deps.clock(),
        });
      } else {
        await releaseKey(deps.db, k);
      }
    } catch (err) {
      request.log.error({ err }, 'idempotency record failed');
    }
    return payload;
  });
}
