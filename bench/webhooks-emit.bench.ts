// What emitting a webhook event costs a placement (issue 16): emitWebhookEvent for a customer without
// endpoints (nearly every placement: a cached Set lookup), and for one with an endpoint (a delivery row
// and the sender job's singleton check). Prints JSON.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5433/<empty db> node --import tsx bench/webhooks-emit.bench.ts [events]

import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { wrapPool } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { users } from '../apps/server/src/modules/users/users.table.ts';
import { webhookEndpoints } from '../apps/server/src/modules/webhooks/webhooks.table.ts';
import { emitWebhookEvent } from '../apps/server/src/modules/webhooks/webhooks.usecases.ts';

const N = Number(process.argv[2] ?? 20_000);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL (PostgreSQL) is required');
const pool = new pg.Pool({ connectionString: url, max: 4 });
const handle = wrapPool(pool);
await migrateDatabase(handle);
const db = handle.db;
const run = randomUUID().slice(0, 8);
const [plain, subscriber] = await db
  .insert(users)
  .values(
    ['plain', 'hooked'].map((name) => ({
      email: `${name}-${run}@bench.example`,
      kind: 'customer',
      status: 1,
      passwordHash: 'not-a-login',
    })),
  )
  .returning({ id: users.id });
await db.insert(webhookEndpoints).values({
  userId: subscriber!.id,
  url: 'https://hooks.example.com/shiplabel',
  events: ['label.created'],
  secretCipher: 'not-used-by-this-bench',
});
const deps = { db, clock: systemClock };
const data = { orderId: randomUUID(), orderNo: 'SL0001', status: 8 };

async function time(label: string, userId: string, n: number) {
  for (let i = 0; i < 50; i++) await emitWebhookEvent(deps, userId, 'label.created', data);
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await emitWebhookEvent(deps, userId, 'label.created', data);
  const ms = performance.now() - t0;
  return {
    case: label,
    events: n,
    totalMs: Math.round(ms),
    usPerEvent: Number(((ms * 1000) / n).toFixed(1)),
  };
}

const results = [
  await time('customer without endpoints', plain!.id, N),
  await time('customer with one subscribed endpoint', subscriber!.id, Math.min(N, 2_000)),
];
console.log(JSON.stringify({ bench: 'webhooks-emit', results }, null, 2));
await pool.end();
