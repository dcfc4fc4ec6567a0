import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isBlockedAddress } from './webhooks.targets.ts';

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

/**
 * Resolves like Node does, then refuses any answer inside a blocked range: the check happens on the
 * address actually connected to, so DNS cannot change between the check and the connection.
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as LookupAddress[];
      const bad = !allowPrivate && list.some((a) => isBlockedAddress(a.address));
      if (bad || list.length === 0)
        return callback(
          new DeliveryError('private_address', `${hostname} resolves to a refused address`),
          '',
          0,
        );
      if ((options as { all?: boolean }).all)
        return (callback as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

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
