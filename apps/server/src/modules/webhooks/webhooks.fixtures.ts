import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a local receiver got: the raw body as sent, its headers and when it arrived. */
export interface Received {
  path: string;
  body: string;
  headers: IncomingMessage['headers'];
  at: number;
}

export type Responder = (req: Received, res: ServerResponse) => void;

/**
 * A webhook receiver on 127.0.0.1 (node:http) for tests: records every POST and answers through the
 * responder of its path (200 "ok" by default; a responder may also never answer).
 */
export async function startReceiver() {
  const received: Received[] = [];
  const responders = new Map<string, Responder>();
  const open = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const got = {
        path: req.url ?? '/',
        body: Buffer.concat(chunks).toString('utf8'),
        headers: req.headers,
        at: Date.now(),
      };
      received.push(got);
      open.add(res);
      res.on('close', () => open.delete(res));
      const respond = responders.get(got.path);
      if (respond) respond(got, res);
      else res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    at: (path: string) => received.filter((r) => r.path === path),
    respond: (path: string, responder: Responder) => responders.set(path, responder),
    close: async () => {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Verifies a ShipLabel-Signature header the way a customer would, written from the documented recipe
 * (not with our signing module): t within 5 minutes, and a v1 equal to hex HMAC-SHA256(secret, "t.body").
 */
export function receiverVerifies(
  header: string | string[] | undefined,
  body: string,
  secret: string,
  nowMs: number,
) {
  if (typeof header !== 'string') return false;
  const parts = header.split(',').map((p) => p.split('='));
  const t = parts.find(([k]) => k === 't')?.[1];
  if (!t || Math.abs(nowMs / 1000 - Number(t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return parts
    .filter(([k, v]) => k === 'v1' && v?.length === 64)
    .some(([, v]) => timingSafeEqual(Buffer.from(v!, 'hex'), expected));
}

/** The v1 signatures of a header. */
export const v1sOf = (header: string | string[] | undefined) =>
  typeof header === 'string' ? header.split(',').filter((p) => p.startsWith('v1=')) : [];
