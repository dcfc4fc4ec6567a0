import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { wrapPool } from '../../db/client.ts';
import { call, login } from '../../db/testing/fixtures.ts';
import { testConfig } from '../../db/testing/test-app.ts';
import { databaseUrl, testDatabasePrefix } from '../../db/testing/test-db.ts';
import { DEMO_CUSTOMER_EMAIL } from '../channels/rates.seed.ts';
import { DEMO_PASSWORD } from '../seed/accounts.seed.ts';
import { CopyRefused, copyToPostgres } from './copy.ts';
import { fillEmbeddedDatabase } from './fill.fixtures.ts';
import { serverPidFile } from './server-presence.ts';

// Slow (~1-2 min: 1,000 labels placed on an embedded database on disk, then copied), and only with a real
// PostgreSQL server: runs in CI's PostgreSQL pass (TEST_DATABASE_URL), not in the embedded one.
const adminUrl = process.env.TEST_DATABASE_URL;
const ORDERS = 1000;

describe.skipIf(!adminUrl)('db:copy-to-postgres', () => {
  const config = testConfig({ dataDir: mkdtempSync(join(tmpdir(), 'shiplabel-copy-')) });
  const names = ['copy', 'copy_killed', 'copy_running'].map((n) => `${testDatabasePrefix()}${n}`);
  const urlOf = (name: string) => databaseUrl(adminUrl!, name);
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    for (const name of names) {
      await admin(`drop database if exists ${name} with (force)`);
      await admin(`create database ${name}`);
    }
    expect(await fillEmbeddedDatabase(config, ORDERS)).toBe(ORDERS);
  }, 240_000);
  afterAll(async () => {
    for (const name of names) await admin(`drop database if exists ${name} with (force)`);
  });

  it('copies every row, sequence, balance and the login keys; the server on PostgreSQL serves them', async () => {
    const report = await copyToPostgres({ dataDir: config.dataDir, databaseUrl: urlOf(names[0]!) });
    expect(report.ok).toBe(true);
    const byName = new Map(report.tables.map((t) => [t.name, t]));
    expect(byName.get('orders')?.target).toBeGreaterThanOrEqual(ORDERS);
    expect(byName.get('ledger_entries')?.target).toBeGreaterThan(ORDERS);
    for (const t of report.tables) expect(t.target, t.name).toBe(t.source);
    expect(report.balances.target).toEqual(report.balances.source);
    expect(Object.keys(report.balances.source).length).toBeGreaterThan(0);
    expect(report.ledgerProblems).toEqual([]);
    expect(report.loginKeysCopied).toBe(true);
    expect(report.foreignKeys).toBeGreaterThan(10);

    const pool = new pg.Pool({ connectionString: urlOf(names[0]!), max: 3 });
    const target = { ...wrapPool(pool), pool };
    const app = await buildApp({
      config: { ...config, databaseUrl: urlOf(names[0]!) },
      db: target.db,
      logger: false,
    });
    try {
      await app.ready();
      const token = await login(app, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD);
      const list = await call(app, 'GET', '/app/order/orders?keyword=COPY-999', { token });
      expect(list.status).toBe(200);
      expect(JSON.stringify(list.body.data)).toContain('COPY-999');
      const wallets = (await call(app, 'GET', '/user/balanceInfo', { token })).body.data.wallets;
      const usd = wallets.find((w: { currency: string }) => w.currency === 'USD');
      const stored = await target.pool.query(
        `select a.balance::text as b from ledger_accounts a join users u on u.id = a.owner_id
         where u.email = $1 and a.kind = 'available' and a.currency = 'USD'`,
        [DEMO_CUSTOMER_EMAIL],
      );
      // The recharge of the fill minus 1,000 labels: far from zero, as copied.
      expect(BigInt(stored.rows[0].b)).toBeGreaterThan(0n);
      expect(usd.available).toBe(centsToDecimal(stored.rows[0].b));
      // The marker is gone once the copy matched: nothing says "incomplete".
      const marker = await target.pool.query("select to_regclass('public.copy_in_progress') as t");
      expect(marker.rows[0].t).toBeNull();
    } finally {
      await app.close();
      await target.close();
    }

    // A second run into the same database refuses: it is not empty.
    await expect(copyToPostgres({ dataDir: config.dataDir, databaseUrl: urlOf(names[0]!) })).rejects.toThrow(
      /is not empty.*DROP DATABASE/,
    );
  }, 180_000);

  it('refuses while a server holds the embedded database', async () => {
    writeFileSync(serverPidFile(config.dataDir), String(process.ppid));
    try {
      const copying = copyToPostgres({ dataDir: config.dataDir, databaseUrl: urlOf(names[2]!) });
      await expect(copying).rejects.toBeInstanceOf(CopyRefused);
      await expect(copying).rejects.toThrow(/stop it first/);
    } finally {
      writeFileSync(serverPidFile(config.dataDir), '');
    }
  });

  it('a kill -9 in the middle leaves the target marked, and a rerun refuses it', async () => {
    const cli = fileURLToPath(new URL('./copy.cli.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', cli], {
      env: { ...process.env, DATA_DIR: config.dataDir, DATABASE_URL: urlOf(names[1]!), LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    // Killed once rows are being copied (it prints one line per table copied).
    await new Promise<void>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        if (/ rows\n/.test(out)) resolve();
      });
      child.on('exit', () => reject(new Error(`copy ended before it was killed: ${out}`)));
    });
    child.kill('SIGKILL');
    await exited;
    const rerun = copyToPostgres({ dataDir: config.dataDir, databaseUrl: urlOf(names[1]!) });
    await expect(rerun).rejects.toThrow(/interrupted copy \(table copy_in_progress\).*DROP DATABASE/);
  }, 120_000);
});

/** 53796 -> "537.96" (minor units of USD to the API's decimal string). */
function centsToDecimal(minor: string | undefined): string {
  const n = BigInt(minor ?? '0');
  const sign = n < 0n ? '-' : '';
  const abs = n < 0n ? -n : n;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
