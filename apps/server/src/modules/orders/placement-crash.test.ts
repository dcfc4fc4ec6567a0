import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encryptPayload } from '@shiplabel/shared';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import { openDatabase, rowsOf } from '../../db/client.ts';
import { databaseUrl, workerDatabaseName } from '../../db/testing/test-db.ts';
import { reconcile } from '../ledger/reconciliation.ts';
import { orders } from './orders.table.ts';
import { FORM } from './placement.fixtures.ts';

/**
 * A real crash: the real server as a child process, killed with SIGKILL while the carrier call of a
 * placement is in flight (money reserved, order in 17), then started again. The recovery job must end the
 * order in 8 (charged once) or 19 (everything released), with the ledger's invariants intact.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const crashDb = `${workerDatabaseName()}_crash`;
const dataDir = mkdtempSync(join(tmpdir(), 'shiplabel-crash-'));
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function adminSql(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const env = (port: number) => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: adminUrl ? databaseUrl(adminUrl, crashDb) : '',
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'true',
  WEB_DIST: '/nonexistent/shiplabel-web',
  LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
  ORDER_RECOVERY_GRACE_SECONDS: '1',
});

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: env(port),
    stdio: 'ignore',
  });
  children.push(child);
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
    if (up?.ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => (exited(child) ? resolve() : child.once('exit', () => resolve())));

interface Wallet {
  currency: string;
  available: string;
  held: string;
}
/** The fields of the answers this test reads. */
interface ApiData {
  publicKey: string;
  token: string;
  id: string;
  wallets: Wallet[];
  services: { id: string; code: string }[];
}

function client(port: number) {
  const api = async (method: string, path: string, token?: string, body?: unknown, key?: string) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as { code: number; data: ApiData };
  };
  const signIn = async (username: string) => {
    const { data } = await api('GET', '/admin/publicKey');
    const encryptData = await encryptPayload(data.publicKey, { username, password: 'Demo@123456' });
    const res = await api('POST', '/admin/login', undefined, { encryptData });
    if (res.code !== 200) throw new Error(`login failed: ${JSON.stringify(res)}`);
    return res.data.token as string;
  };
  const usd = async (token: string) => {
    const { data } = await api('GET', '/user/balanceInfo', token);
    return data.wallets.find((w) => w.currency === 'USD')!;
  };
  return { api, signIn, usd };
}

afterAll(async () => {
  for (const child of children) if (!exited(child)) child.kill('SIGKILL');
  await Promise.all(children.map(stopped));
  if (adminUrl) await adminSql(`drop database if exists ${crashDb} with (force)`);
});

describe('a server killed during placement', () => {
  it('is resolved after restart: placed and charged once, or failed and released', {
    timeout: 180_000,
  }, async () => {
    if (adminUrl) {
      await adminSql(`drop database if exists ${crashDb} with (force)`);
      await adminSql(`create database ${crashDb}`);
    }
    const port = await freePort();
    let server = await startServer(port);
    const { api, signIn, usd } = client(port);
    const admin = await signIn('admin@example.com');
    const customer = await signIn('customer@example.com');
    const customerId = (await api('GET', '/user/info', customer)).data.id as string;
    const channel = await api('POST', '/admin/channel/create', admin, {
      carrierCode: 'sandbox',
      name: 'Slow sandbox',
      settings: { latencyMs: 3000 },
    });
    const ground = channel.data.services.find((s) => s.code === 'ground')!.id;
    await api('POST', '/admin/channel/allot-channel', admin, { userId: customerId, serviceIds: [ground] });
    const before = await usd(customer);
    // The demo data has orders and ledger entries of this customer too: look only at what follows.
    const since = new Date();

    // The request dies with the server; it is never answered.
    void api('POST', '/app/order/label/create', customer, { ...FORM, serviceId: ground }, 'crash-1').catch(
      () => null,
    );
    for (let i = 0; i < 200 && (await usd(customer)).held === before.held; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect((await usd(customer)).held).not.toBe(before.held); // reserved, carrier call in flight
    server.kill('SIGKILL');
    await stopped(server);

    server = await startServer(port);
    const token = await signIn('customer@example.com');
    let after = await usd(token);
    for (let i = 0; i < 600 && after.held !== before.held; i++) {
      await new Promise((r) => setTimeout(r, 100));
      after = await usd(token);
    }
    server.kill('SIGTERM');
    await stopped(server);

    const handle = await openDatabase({ databaseUrl: env(port).DATABASE_URL || undefined, dataDir });
    try {
      const [order] = await handle.db.select().from(orders).where(eq(orders.serviceId, ground));
      expect([8, 19]).toContain(order!.status);
      const settlements = await rowsOf<{ type: string; n: string | number }>(
        handle.db.execute(sql`select type, count(*) as n from ledger_transactions
          where user_id = ${customerId}::uuid and created_at >= ${since.toISOString()}::timestamptz and type in ('reserve', 'capture', 'release') group by type`),
      );
      const count = Object.fromEntries(settlements.map((s) => [s.type, Number(s.n)]));
      const charged = BigInt(before.available.replace('.', '')) - BigInt(after.available.replace('.', ''));
      if (order!.status === 8) {
        expect(count).toEqual({ reserve: 1, capture: 1 });
        expect(charged).toBe(order!.rateMinor! + order!.depositMinor);
      } else {
        expect(count).toEqual({ reserve: 1, release: 1 });
        expect(order!.errorCode).toBe('placement.interrupted');
        expect(after).toEqual(before);
      }
      expect(after.held).toBe(before.held);
      expect(await reconcile(handle.db)).toEqual({ accounts: [], transactions: [] });
    } finally {
      await handle.close();
    }
  });
});
