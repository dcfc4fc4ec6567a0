// Ledger throughput: balanced transactions posted per second through the real use case (row locks,
// idempotency key, entries, balances in one database transaction), with 16 concurrent clients on one hot
// wallet and spread over 1,000 wallets. On the embedded PGlite by default, on PostgreSQL when
// DATABASE_URL is set (use an empty database: the bench migrates it and adds its own users). Prints JSON.
// On PostgreSQL it also runs pgbench's TPC-B (`pgbench -M prepared -c 16 -j 2 -T 20`, scratch database
// `<db>_pgbench`, one run per scale in PGBENCH_SCALES, default "1,16") right before and right after the
// ledger scenarios, and prints the ledger's postings per second as a ratio of pgbench's tps of the same run.
//   node --import tsx bench/ledger.bench.ts [transactionsPerScenario]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5433/h7_bench node --import tsx bench/ledger.bench.ts
//   (PGBENCH=0 skips pgbench; PGBENCH_SECONDS=20 sets its duration)
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { operations } from '@shiplabel/shared';
import pg from 'pg';
import { type DbHandle, wrapPglite, wrapPool } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { postTransaction } from '../apps/server/src/modules/ledger/ledger.post.ts';
import { chargeFee } from '../apps/server/src/modules/ledger/ledger.usecases.ts';
import { reconcile } from '../apps/server/src/modules/ledger/reconciliation.ts';
import { users } from '../apps/server/src/modules/users/users.table.ts';
import { cpuMeter } from './lib/cpu.ts';
import { percentile } from './lib/latency.ts';
import { pgbenchRuns } from './lib/pgbench.ts';

const PER_SCENARIO = Number(process.argv[2] ?? 4000);
const CLIENTS = 16;
const WALLETS = 1000;

const url = process.env.DATABASE_URL;
const handle: DbHandle = url
  ? wrapPool(new pg.Pool({ connectionString: url, max: CLIENTS + 1 }))
  : wrapPglite(await PGlite.create(join(mkdtempSync(join(tmpdir(), 'shiplabel-ledger-bench-')), 'pglite')));
await migrateDatabase(handle);
const db = handle.db;

// 1,000 customers, each with 10,000.00 USD credited through the ledger.
const run = randomUUID().slice(0, 8);
const ids: string[] = [];
for (let start = 0; start < WALLETS; start += 250) {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: 250 }, (_, i) => ({
        email: `bench-${run}-${start + i}@bench.example`,
        kind: 'customer',
        status: 1,
        passwordHash: 'not-a-login',
      })),
    )
    .returning({ id: users.id });
  ids.push(...rows.map((r) => r.id));
}
for (const id of ids) {
  await postTransaction(db, {
    userId: id,
    type: 'recharge',
    legs: operations.recharge('USD', 1_000_000n),
    idempotencyKey: `bench-fund-${id}`,
  });
}

async function scenario(name: string, pickUser: () => string) {
  let next = 0;
  const latencies: number[] = [];
  const meter = await cpuMeter(handle.kind === 'pg' ? handle.pool : null);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < PER_SCENARIO) {
        const n = next++;
        const t0 = performance.now();
        await chargeFee({
          deps: { db },
          userId: pickUser(),
          currency: 'USD',
          amountMinor: 10n,
          idempotencyKey: `bench-${name}-${run}-${n}`,
        });
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = await meter();
  latencies.sort((a, b) => a - b);
  const at = (p: number) => Number(percentile(latencies, p).toFixed(2));
  return {
    scenario: name,
    transactions: PER_SCENARIO,
    seconds: Number(seconds.toFixed(2)),
    perSecond: Math.round(PER_SCENARIO / seconds),
    p50ms: at(50),
    p95ms: at(95),
    p99ms: at(99),
    nodeCpuMsPerPosting: Number((cpu.nodeCpuMs / PER_SCENARIO).toFixed(3)),
    dbCpuMsPerPosting: cpu.dbCpuMs === null ? null : Number((cpu.dbCpuMs / PER_SCENARIO).toFixed(3)),
  };
}

const pgbench = url && process.env.PGBENCH !== '0';
const scales = (process.env.PGBENCH_SCALES ?? '1,16').split(',').map(Number);
const load = () =>
  execFileSync('uptime', { encoding: 'utf8' })
    .trim()
    .replace(/.*load average: /, '');
const before = pgbench ? await pgbenchRuns(url, scales) : [];
const loadBefore = load();
const hot = ids[0]!;
const results = [
  await scenario('one-hot-wallet', () => hot),
  await scenario('1000-wallets', () => ids[Math.floor(Math.random() * ids.length)]!),
];
const loadAfter = load();
const after = pgbench ? await pgbenchRuns(url, scales) : [];
const check = await reconcile(db);
const comparison = scales.flatMap((scale, i) => {
  if (!pgbench) return [];
  const tps = (before[i]!.tps + after[i]!.tps) / 2;
  const cpus = [before[i]!.dbCpuMsPerTransaction, after[i]!.dbCpuMsPerTransaction];
  const cpu = cpus.every((c) => c !== null) ? (cpus[0]! + cpus[1]!) / 2 : null;
  return [
    {
      pgbench: `TPC-B -M prepared -c 16 -j 2, scale ${scale}`,
      tpsBefore: Math.round(before[i]!.tps),
      tpsAfter: Math.round(after[i]!.tps),
      ratios: Object.fromEntries(results.map((r) => [r.scenario, Number((r.perSecond / tps).toFixed(2))])),
      // The load-independent comparison: PostgreSQL CPU per TPC-B transaction over CPU per posting.
      dbCpuMsPerTransaction: cpus,
      cpuRatios:
        cpu === null
          ? null
          : Object.fromEntries(
              results.map((r) => [
                r.scenario,
                r.dbCpuMsPerPosting ? Number((cpu / r.dbCpuMsPerPosting).toFixed(2)) : null,
              ]),
            ),
    },
  ];
});
console.log(
  JSON.stringify(
    {
      benchmark: 'ledger',
      driver: handle.kind === 'pg' ? 'postgresql' : 'pglite',
      clients: CLIENTS,
      wallets: WALLETS,
      results,
      pgbench: comparison,
      loadAverage: { before: loadBefore, after: loadAfter },
      reconciled: check.accounts.length === 0 && check.transactions.length === 0,
    },
    null,
    2,
  ),
);
await handle.close();
