import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A carrier on localhost for adapter tests and benchmarks: each route answers with a published sample,
 * a status with headers (429 + Retry-After), a slow answer (`delayMs`) or a dropped connection ('drop').
 * No test calls the internet: adapters get this server's `url` as `ctx.settings.baseUrl`.
 */
export interface FakeRequest {
  method: string;
  /** Path without the query. */
  path: string;
  query: URLSearchParams;
  /** Lower-case header names. */
  headers: Record<string, string>;
  text: string;
  json<T = unknown>(): T;
  /** An application/x-www-form-urlencoded body as an object. */
  form(): Record<string, string>;
  /** Arrival time (Date.now()). */
  at: number;
}

export interface FakeReply {
  status?: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON, a string as text, a Buffer as bytes. */
  body?: string | object | Buffer;
  /** Answer after this long (a slow carrier). */
  delayMs?: number;
  /** Close the connection without answering (after `delayMs` if set). */
  drop?: boolean;
}

export interface FakeRoute {
  method: string;
  path: string | RegExp;
  reply: (req: FakeRequest) => FakeReply | 'drop' | Promise<FakeReply | 'drop'>;
}

export interface FakeCarrierOptions {
  /** The carrier's limit: beyond this many calls in any 1 s, it answers 429 with Retry-After: 1. */
  ratePerSecond?: number;
}

export interface FakeCarrier {
  url: string;
  /** Every request received, in arrival order (429s from the limit included). */
  calls: FakeRequest[];
  /** Requests answered 429 because the limit was exceeded. */
  limited: number;
  /** The most requests that arrived within any `windowMs` (default 1 s). */
  maxInWindow(windowMs?: number): number;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function flat(headers: IncomingMessage['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers))
    if (v !== undefined) out[k] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

const matches = (route: FakeRoute, method: string, path: string) =>
  route.method.toUpperCase() === method &&
  (typeof route.path === 'string' ? route.path === path : route.path.test(path));

function send(res: ServerResponse, reply: FakeReply): void {
  const { body } = reply;
  const headers: Record<string, string> = { ...reply.headers };
  let payload: string | Buffer = '';
  if (Buffer.isBuffer(body)) payload = body;
  else if (typeof body === 'string') payload = body;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] ??= 'application/json';
  }
  res.writeHead(reply.status ?? 200, headers);
  res.end(payload);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeCarrier(
  routes: FakeRoute[],
  options: FakeCarrierOptions = {},
): Promise<FakeCarrier> {
  const calls: FakeRequest[] = [];
  const recent: number[] = [];
  const state = { limited: 0 };

  const server = createServer(async (req, res) => {
    const at = Date.now();
    try {
      const url = new URL(req.url ?? '/', 'http://fake.carrier');
      const text = await readBody(req);
      const request: FakeRequest = {
        method: (req.method ?? 'GET').toUpperCase(),
        path: url.pathname,
        query: url.searchParams,
        headers: flat(req.headers),
        text,
        json: <T>() => JSON.parse(text) as T,
        form: () => Object.fromEntries(new URLSearchParams(text)),
        at,
      };
      calls.push(request);
      if (options.ratePerSecond) {
        while (recent.length && recent[0]! <= at - 1000) recent.shift();
        if (recent.length >= options.ratePerSecond) {
          state.limited++;
          send(res, { status: 429, headers: { 'retry-after': '1' }, body: { error: 'rate limit exceeded' } });
          return;
        }
        recent.push(at);
      }
      const route = routes.find((r) => matches(r, request.method, request.path));
      if (!route) {
        send(res, { status: 404, body: { error: `no fake route for ${request.method} ${request.path}` } });
        return;
      }
      const reply = await route.reply(request);
      const r: FakeReply = reply === 'drop' ? { drop: true } : reply;
      if (r.delayMs) await wait(r.delayMs);
      if (r.drop) {
        req.socket.destroy();
        return;
      }
      send(res, r);
    } catch (error) {
      send(res, { status: 500, body: { error: `fake carrier failed: ${String(error)}` } });
    }
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    get limited() {
      return state.limited;
    },
    maxInWindow(windowMs = 1000) {
      const times = calls.map((c) => c.at).sort((a, b) => a - b);
      let max = 0;
      for (let i = 0, j = 0; i < times.length; i++) {
        while (times[i]! - times[j]! >= windowMs) j++;
        max = Math.max(max, i - j + 1);
      }
      return max;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
