import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encryptPayload } from '@shiplabel/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import { type Database, openDatabase, rowsOf } from '../../db/client.ts';
import { databaseUrl, workerDatabaseName } from '../../db/testing/test-db.ts';
import { FORM } from '../orders/placement.fixtures.ts';

/**
 * Test-only: the real server as child processes (`node --import tsx apps/server/src/main.ts`) on one
 * database (a PGlite data dir, or a database of TEST_DATABASE_URL's server), for tests that kill servers
 * or run several at once. Modelled on orders/placement-crash.test.ts.
 */

export const adminUrl = process.env.TEST_DATABASE_URL;

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function adminSql(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database of that name on TEST_DATABASE_URL's server (nothing to do for PGlite). */
export async function freshDatabase(name: string) {
  if (!adminUrl) return;
  await adminSql(`drop database if exists ${name} with (force)`);
  await adminSql(`create database ${name}`);
}

export async function dropDatabase(name: string) {
  if (adminUrl) await adminSql(`drop database if exists ${name} with (force)`);
}

export interface ServerSetup {
  dataDir: string;
  /** Database name on TEST_DATABASE_URL's server; unused on PGlite. */
  database: string;
  extraEnv?: Record<string, string>;
}

export const serverDatabaseUrl = (setup: ServerSetup) =>
  adminUrl ? databaseUrl(adminUrl, setup.database) : undefined;

const envOf = (setup: ServerSetup, port: number) => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: setup.dataDir,
  DATABASE_URL: serverDatabaseUrl(setup) ?? '',
  LOG_LEVEL: process.env.SERVER_LOG_LEVEL ?? 'silent',
  DEMO_DATA: 'true',
  WEB_DIST: '/nonexistent/shiplabel-web',
  LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
  ORDER_RECOVERY_GRACE_SECONDS: '1',
  JOB_POLL_MS: '100',
  ...setup.extraEnv,
});

export const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
export const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => (exited(child) ? resolve() : child.once('exit', () => resolve())));

/** Starts a server and waits for /healthz; `children` collects it for the test's cleanup. */
export async function startServer(
  setup: ServerSetup,
  port: number,
  children: ChildProcess[],
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: envOf(setup, port),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The end of its error output, to say why when it does not start.
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
    if (process.env.SERVER_LOG_LEVEL) process.stderr.write(chunk);
  });
  children.push(child);
  for (let i = 0; i < 600; i++) {
    if (exited(child))
      throw new Error(`server exited with ${child.exitCode ?? child.signalCode}:\n${stderr}`);
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
    if (up?.ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

export async function killAll(children: ChildProcess[]) {
  for (const child of children) if (!exited(child)) child.kill('SIGKILL');
  await Promise.all(children.map(stopped));
}

/**
 * One test file's servers: their own data dir and database (`label` is part of its name: letters only),
 * every server killed and the database dropped after the file. `extraEnv` is added to every server's
 * environment (e.g. SECRETS_KEY for real carriers' channels).
 */
export function serverProcesses(label: string, extraEnv?: Record<string, string>) {
  const setup: ServerSetup = {
    dataDir: mkdtempSync(join(tmpdir(), `shiplabel-${label}-`)),
    database: `${workerDatabaseName()}_${label}_${process.pid}`,
    ...(extraEnv && { extraEnv }),
  };
  const children: ChildProcess[] = [];
  afterAll(async () => {
    await killAll(children);
    await dropDatabase(setup.database);
  });
  return {
    setup,
    fresh: () => freshDatabase(setup.database),
    start: (port: number) => startServer(setup, port, children),
    /** The servers' database, opened by the test to check what they left. */
    open: () => openDatabase({ databaseUrl: serverDatabaseUrl(setup), dataDir: setup.dataDir }),
  };
}

/** The process id in a job worker's id (`host:pid:n`). */
export const pidOfWorker = (workerId: string | null) => workerId?.split(':').at(-2);

export interface Wallet {
  currency: string;
  available: string;
  held: string;
}

// biome-ignore lint/suspicious/noExplicitAny: the answers of many routes, read by field.
type Data = any;

/** HTTP calls to one server, signed in as the demo accounts. */
export function client(port: number) {
  const api = async (
    method: string,
    path: string,
    token?: string,
    body?: unknown,
    idempotencyKey?: string,
  ) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as { code: number; message: string; data: Data };
  };
  const signIn = async (username: string) => {
    const { data } = await api('GET', '/admin/publicKey');
    const encryptData = await encryptPayload(data.publicKey, { username, password: 'Demo@123456' });
    const res = await api('POST', '/admin/login', undefined, { encryptData });
    if (res.code !== 200) throw new Error(`login failed: ${JSON.stringify(res)}`);
    return res.data.token as string;
  };
  const usd = async (token: string): Promise<Wallet> => {
    const { data } = await api('GET', '/user/balanceInfo', token);
    return data.wallets.find((w: Wallet) => w.currency === 'USD');
  };
  return { api, signIn, usd };
}

export type Client = ReturnType<typeof client>;

/**
 * The demo customer with money for a big batch, a slow sandbox channel's ground service allotted, and
 * `count` drafts of the standard form.
 */
export async function batchWorld(c: Client, opts: { count: number; latencyMs: number }) {
  const admin = await c.signIn('admin@example.com');
  const customer = await c.signIn('customer@example.com');
  const customerId = (await c.api('GET', '/user/info', customer)).data.id as string;
  const channel = await c.api('POST', '/admin/channel/create', admin, {
    carrierCode: 'sandbox',
    name: `Slow sandbox ${opts.latencyMs}`,
    settings: { latencyMs: opts.latencyMs },
  });
  const ground = channel.data.services.find((s: { code: string }) => s.code === 'ground').id as string;
  await c.api('POST', '/admin/channel/allot-channel', admin, { userId: customerId, serviceIds: [ground] });
  const adjusted = await c.api('POST', `/admin/wallets/${customerId}/adjust`, admin, {
    currency: 'USD',
    amount: '20000.00',
    reason: 'Batch test money',
  });
  if (adjusted.code !== 200) throw new Error(`adjust failed: ${JSON.stringify(adjusted)}`);
  const orderIds: string[] = [];
  for (let i = 0; i < opts.count; i++) {
    const res = await c.api('POST', '/app/order/draft', customer, FORM);
    if (res.code !== 200) throw new Error(`draft failed: ${JSON.stringify(res)}`);
    orderIds.push(res.data.id);
  }
  return { admin, customer, customerId, ground, orderIds };
}

/** Polls the job (as its owner) until `done(view)` or the time is up; returns the last view. */
export async function waitForJob(
  c: Client,
  token: string,
  jobId: string,
  until: (view: Data) => boolean,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  let view: Data = null;
  while (Date.now() < deadline) {
    view = (await c.api('GET', `/app/jobs/${jobId}`, token)).data;
    if (view && until(view)) return view;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${jobId} did not get there in time: ${JSON.stringify(view)}`);
}

/**
 * Per order of the batch, the ledger transactions of its placement (reserve, capture, release) and its
 * reservations by status: what "charged exactly once" and "released" are checked against.
 */
export async function moneyOfOrders(db: Database, orderIds: string[]) {
  // A hold's transaction names the order; its capture or release names the hold (reservation).
  const tx = await rowsOf<{ reference: string; type: string; n: string | number }>(
    db.execute(sql`select coalesce(r.reference, t.reference) as reference, t.type, count(*) as n
      from ledger_transactions t left join ledger_reservations r on r.id::text = t.reference
      where t.type in ('reserve', 'capture', 'release') and coalesce(r.reference, t.reference) in ${orderIds}
      group by 1, 2`),
  );
  const holds = await rowsOf<{ reference: string; status: string; n: string | number }>(
    db.execute(sql`select reference, status, count(*) as n from ledger_reservations
      where reference in ${orderIds} group by reference, status`),
  );
  const money = new Map<string, { tx: Record<string, number>; holds: Record<string, number> }>();
  for (const id of orderIds) money.set(id, { tx: {}, holds: {} });
  for (const row of tx) money.get(row.reference)!.tx[row.type] = Number(row.n);
  for (const row of holds) money.get(row.reference)!.holds[row.status] = Number(row.n);
  return money;
}
