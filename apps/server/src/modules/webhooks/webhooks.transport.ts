import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isBlockedAddress, guardedLookup as sharedGuardedLookup } from '../../lib/outbound-guard.ts';

/** How long one delivery attempt may take, connect to last byte. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** What the delivery log keeps of an answer's body. */
export const WEBHOOK_BODY_EXCERPT = 1_000;

export interface PostOutcome {
  status: number;
  bodyExcerpt: string;
}

/** A refused or failed attempt, with a stable code for the log (the reason's text stays in `message`). */
export class DeliveryError extends Error {
  constructor(
    readonly code: 'private_address' | 'timeout' | 'network',
    message: string,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** The connect-time check (lib/outbound-guard.ts): a refused address fails the attempt as private_address. */
const guardedLookup = (allowPrivate: boolean) =>
  sharedGuardedLookup(
    allowPrivate,
    (hostname) => new DeliveryError('private_address', `${hostname} resolves to a refused address`),
  );

/** POSTs `body` (JSON) to `url` once; any answer is an outcome (2xx or not), no answer throws. */
export function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  opts: { timeoutMs?: number; allowPrivate: boolean },
): Promise<PostOutcome> {
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !opts.allowPrivate && isBlockedAddress(host))
    return Promise.reject(new DeliveryError('private_address', `${host} is a refused address`));
  const timeoutMs = opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(target, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'ShipLabel-Webhooks/1',
      },
      lookup: guardedLookup(opts.allowPrivate),
    });
    const timer = setTimeout(() => {
      req.destroy(new DeliveryError('timeout', `no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error instanceof DeliveryError ? error : new DeliveryError('network', error.message));
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        // Only the excerpt is kept; the rest of a large answer is read and dropped.
        if (size < WEBHOOK_BODY_EXCERPT) chunks.push(chunk);
        size += chunk.length;
      });
      res.on('end', () => {
        clearTimeout(timer);
        const text = Buffer.concat(chunks).toString('utf8').slice(0, WEBHOOK_BODY_EXCERPT);
        resolve({ status: res.statusCode ?? 0, bodyExcerpt: text });
      });
      res.on('error', (error) => {
        clearTimeout(timer);
        reject(new DeliveryError('network', error.message));
      });
    });
    req.end(body);
  });
}
