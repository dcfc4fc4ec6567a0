// PostgreSQL CPU per ledger posting, one client, no contention: what each index and foreign key of the
// ledger tables costs a posting. Runs the real posting (chargeFee) in a loop on a scratch database and
// reads the backend's CPU from /proc; with LEDGER_COST_VARIANTS=1 it then repeats the loop after dropping,
// one at a time, each secondary index and foreign key the posting writes through (restoring it after).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5433/<empty db> node --import tsx bench/ledger-db-cost.bench.ts [postings]

import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { operations } from '@shiplabel/shared';
import pg from 'pg';
import { wrapPool } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { postTransaction } from '../apps/server/src/modules/ledger/ledger.post.ts';
import { chargeFee } from '../apps/server/src/modules/ledger/ledger.usecases.ts';
import { reconcile } from '../apps/server/src/modules/ledger/reconciliation.ts';
import { users } from '../apps/server/src/modules/users/users.table.ts';
import { cpuMeter } from './lib/cpu.ts';

const N = Number(process.argv[2] ?? 3000);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL (PostgreSQL) is required');
const pool = new pg.Pool({ connectionString: url, max: 1 });
const handle = wrapPool(pool);
await migrateDatabase(handle);
const db = handle.db;
const run = randomUUID().slice(0, 8);
const ids = (
  await db
    .insert(users)
    .values(
      Array.from({ length: 200 }, (_, i) => ({
        email: `cost-${run}-${i}@bench.example`,
        kind: 'customer',
        status: 1,
        passwordHash: 'not-a-login',
      })),
    )
    .returning({ id: users.id })
).map((r) => r.id);
for (const id of ids) {
  await postTransaction(db, {
    userId: id,
    type: 'recharge',
    legs: operations.recharge('USD', 1_000_000n),
    idempotencyKey: `cost-fund-${id}`,
  });
}

let seq = 0;
async function loop(label: string) {
  for (let i = 0; i < 300; i++) await post(); // warm the backend's plan and caches
  const meter = await cpuMeter(pool);
  const t0 = performance.now();
  for (let i = 0; i < N; i++) await post();
  const ms = performance.now() - t0;
  const cpu = await meter();
  return {
    variant: label,
    dbCpuMsPerPosting: Number(((cpu.dbCpuMs ?? 0) / N).toFixed(3)),
    nodeCpuMsPerPosting: Number((cpu.nodeCpuMs / N).toFixed(3)),
    wallMsPerPosting: Number((ms / N).toFixed(3)),
  };
}
function post() {
  const n = seq++;
  return chargeFee({
    deps: { db },
    userId: ids[n % ids.length]!,
    currency: 'USD',
    amountMinor: 1n,
    idempotencyKey: `cost-${run}-${n}`,
  });
}

const load = () =>
  execFileSync('uptime', { encoding: 'utf8' })
    .trim()
    .replace(/.*load average: /, '');
const results = [{ load: load() }, await loop('as migrated')];
if (process.env.LEDGER_COST_VARIANTS === '1') {
  const { rows: idx } = await pool.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes
      where tablename in ('ledger_transactions', 'ledger_entries') and indexname not like '%pkey'`,
  );
  const { rows: fks } = await pool.query<{ tbl: string; name: string; def: string }>(
    `select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as def from pg_constraint
      where contype = 'f' and conrelid::regclass::text in ('ledger_transactions', 'ledger_entries')`,
  );
  for (const i of idx) {
    if (i.name === 'ledger_transactions_key') continue; // the idempotency key: needed
    await pool.query(`drop index ${i.name}`);
    results.push(await loop(`without index ${i.name}`));
    await pool.query(i.def);
  }
  for (const f of fks) {
    await pool.query(`alter table ${f.tbl} drop constraint ${f.name}`);
    results.push(await loop(`without ${f.tbl} ${f.def}`));
    await pool.query(`alter table ${f.tbl} add constraint ${f.name} ${f.def}`);
  }
  results.push(await loop('as migrated, again'));
}
results.push({ load: load() });
const check = await reconcile(db);
console.log(
  JSON.stringify(
    { postings: N, results, reconciled: check.accounts.length + check.transactions.length === 0 },
    null,
    2,
  ),
);
await handle.close();
