// Order lists over 1,000,000 orders (issue 6): p50/p95 of the real list use case (orderListPage, behind
// GET /app/order/order/list and the back office's list) for a page of 50 and of 1,000 with the list's
// total, under several filters: status view, created-date range, channel, keyword (order no, tracking no,
// reference, recipient), and the back office across customers. Target p95 < 30 ms on PostgreSQL.
// The orders are spread over 5 customers (500k, 200k, 150k, 100k, 50k) and over a year, inserted with
// one INSERT ... SELECT generate_series from a real draft (made by saveDraft) as template; a second run on
// the same database reuses them. Use a database of its own:
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/bench_list node --import tsx bench/order-list.bench.ts [rounds]
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderInputSchema, orderListQuerySchema, pageQuerySchema } from '@shiplabel/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, rowsOf } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { channels } from '../apps/server/src/modules/channels/channels.table.ts';
import { DEMO_CUSTOMER_EMAIL } from '../apps/server/src/modules/channels/rates.seed.ts';
import { saveDraft } from '../apps/server/src/modules/orders/drafts.usecases.ts';
import { FORM } from '../apps/server/src/modules/orders/order-form.fixtures.ts';
import { orderListPage } from '../apps/server/src/modules/orders/order-list.usecases.ts';
import { orders } from '../apps/server/src/modules/orders/orders.table.ts';
import { runSeed } from '../apps/server/src/modules/seed/seed.ts';
import { users } from '../apps/server/src/modules/users/users.table.ts';
import { percentile } from './lib/latency.ts';

const ROUNDS = Number(process.argv[2] ?? 40);
const TENANTS = [500_000, 200_000, 150_000, 100_000, 50_000];
const TOTAL = TENANTS.reduce((a, b) => a + b, 0);

const config = loadConfig({
  ...process.env,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'shiplabel-list-bench-')),
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'true',
});
if (!config.databaseUrl)
  console.error('note: no DATABASE_URL, running on PGlite (the target is for PostgreSQL)');
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(handle);
await runSeed(handle.db, config);
const { db } = handle;
const deps = { db, config, clock: () => new Date() };

// Five customers: the demo one (the big tenant) and four more.
const emails = [DEMO_CUSTOMER_EMAIL, ...[1, 2, 3, 4].map((i) => `list-bench-${i}@bench.example`)];
await db
  .insert(users)
  .values(
    emails.slice(1).map((email) => ({ email, kind: 'customer', status: 1, passwordHash: 'not-a-login' })),
  )
  .onConflictDoNothing();
const tenants = await db
  .select({ id: users.id, email: users.email })
  .from(users)
  .where(inArray(users.email, emails));
const tenantIds = emails.map((e) => tenants.find((t) => t.email === e)!.id);
const channelIds = (await db.select({ id: channels.id }).from(channels)).map((c) => c.id);

const [{ n: existing } = { n: 0 }] = await rowsOf<{ n: number }>(
  db.execute(sql`select count(*)::int as n from orders where remark = 'list-bench'`),
);
const fillStarted = performance.now();
if (existing < TOTAL) {
  await db.execute(sql`delete from orders where remark = 'list-bench'`);
  const template = await saveDraft({
    ...deps,
    userId: tenantIds[0]!,
    actorId: tenantIds[0]!,
    input: orderInputSchema.parse(FORM),
  });
  let first = 0;
  for (const [t, size] of TENANTS.entries()) {
    // Statuses like a live account: mostly placed or delivered, some drafts, a few cancelled or failed.
    // Created over the last 365 days; placed ones carry a tracking number and a label time.
    for (let start = 0; start < size; start += 100_000) {
      const end = Math.min(size, start + 100_000);
      await db.execute(sql`
        insert into orders (user_id, order_no, status, channel_id, service_id, carrier_code, service_name,
          remark, reference, reference2, batch_no, from_address, to_address, to_name, parcels, items, customs, options,
          currency, rate_minor, base_info, label_data, tracking_no, tracking_numbers, label_created_at,
          created_at, updated_at)
        select ${tenantIds[t]}::uuid,
          -- As generateOrderNo makes them: SL, the day, then random characters.
          'SL' || to_char(c.at, 'YYMMDD') || upper(substr(md5((${first}::int + i)::text), 1, 10)),
          s.status,
          (${`{${channelIds.join(',')}}`}::uuid[])[1 + i % ${channelIds.length}::int],
          o.service_id, 'sandbox', 'Sandbox Ground', 'list-bench',
          case when i % 3 = 0 then 'REF-' || (i::bigint * 7919 % 1000003)::text else '' end,
          '', case when i % 10 = 0 then 'BATCH-' || (i / 1000)::text else '' end,
          o.from_address,
          jsonb_set(o.to_address, '{personName}', to_jsonb(initcap(n.name))),
          n.name, o.parcels, o.items, o.customs, o.options, 'USD',
          case when s.status = 0 then null else 1234 end,
          -- A placed order's quote (~1 KB) and label data (~260 B), the sizes real ones have.
          case when s.status = 0 then null else jsonb_build_object('channelId', o.service_id,
            'totalAmount', '12.34', 'currency', 'USD', 'detail', repeat('q', 900)) end,
          case when s.status in (0, 19) then null else jsonb_build_object('format', 'sandbox',
            'barcode', repeat('l', 220)) end,
          case when s.status in (0, 19) then '' else k.tracking end,
          case when s.status in (0, 19) then '[]'::jsonb else jsonb_build_array(k.tracking) end,
          case when s.status in (0, 19) then null else c.at + interval '5 minutes' end,
          c.at, c.at
        from generate_series(${start}::int, ${end - 1}::int) as i
        cross join (select * from orders where id = ${template.id}::uuid) o
        cross join lateral (select now() - (i::float8 / ${size}::int) * interval '365 days' as at) c
        -- UPS-like: 1Z, one shipper account for all, a service code, then digits.
        cross join lateral (select '1ZA1B2C303' || substr(translate(md5((${first}::int + i)::text || 't'),
          'abcdef', '123456'), 1, 8) as tracking) k
        cross join lateral (select case
          when i % 20 < 2 then 0 when i % 20 < 11 then 8 when i % 20 < 16 then 3 when i % 20 < 17 then 6
          when i % 20 < 18 then 19 when i % 20 < 19 then 4 else 15 end as status) s
        cross join lateral (select (array['james','mary','robert','patricia','john','jennifer','michael',
          'linda','david','elizabeth','wei','li','mei','carlos','ana','fatima','yuki','olga','pierre',
          'aisha'])[1 + i % 20] || ' ' || (array['smith','johnson','williams','brown','jones','garcia',
          'miller','davis','rodriguez','martinez','chen','wang','zhang','kim','nguyen','patel','muller',
          'rossi','dubois','ivanova','tanaka','silva','cohen','walker','young'])[1 + (i / 20) % 25]
          || ' ' || (i % 997)::text as name) n`);
    }
    first += size;
  }
  await db.delete(orders).where(eq(orders.id, template.id));
  await db.execute(sql`vacuum analyze orders`);
}
const fillSeconds = (performance.now() - fillStarted) / 1000;

const big = tenantIds[0]!;
const small = tenantIds[4]!;
const today = new Date();
const day = (daysAgo: number) => new Date(today.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const channel = channelIds[0]!;

// Keywords as users type them: a whole order number and a whole tracking number of existing orders.
const numbers = async (userId: string, skip: number) =>
  (
    await rowsOf<{ order_no: string; tracking_no: string }>(
      db.execute(sql`select order_no, tracking_no from orders where user_id = ${userId}::uuid
        and tracking_no <> '' order by created_at desc offset ${skip}::int limit 1`),
    )
  )[0]!;
const bigOrder = await numbers(big, 123_456);
const smallOrder = await numbers(small, 34_567);

type Q = Record<string, unknown>;
const combos: { name: string; owner: string | null; query: Q }[] = [
  { name: 'customer 500k: all', owner: big, query: {} },
  { name: 'customer 500k: view transported', owner: big, query: { view: 'transported' } },
  { name: 'customer 500k: view draft', owner: big, query: { view: 'draft' } },
  {
    name: 'customer 500k: created last 30 days',
    owner: big,
    query: { createdFrom: day(30), createdTo: day(0) },
  },
  { name: 'customer 500k: channel', owner: big, query: { channelId: channel } },
  {
    name: 'customer 500k: view + 90 days + channel',
    owner: big,
    query: { view: 'transported', createdFrom: day(90), createdTo: day(0), channelId: channel },
  },
  { name: 'customer 500k: keyword order no', owner: big, query: { keyword: bigOrder.order_no } },
  { name: 'customer 500k: keyword tracking no', owner: big, query: { keyword: bigOrder.tracking_no } },
  { name: 'customer 500k: keyword reference', owner: big, query: { keyword: 'REF-41' } },
  { name: 'customer 500k: keyword recipient', owner: big, query: { keyword: 'mary smith' } },
  { name: 'customer 500k: keyword, no match', owner: big, query: { keyword: 'zzzz-nothing' } },
  { name: 'customer 50k: all', owner: small, query: {} },
  { name: 'customer 50k: keyword recipient', owner: small, query: { keyword: 'wei chen' } },
  { name: 'admin: all 1M', owner: null, query: {} },
  {
    name: 'admin: view transported, 30 days',
    owner: null,
    query: { view: 'transported', createdFrom: day(30) },
  },
  { name: 'admin: one customer (500k)', owner: null, query: { userId: big } },
  { name: 'admin: keyword tracking no', owner: null, query: { keyword: smallOrder.tracking_no } },
  { name: 'admin: keyword order no', owner: null, query: { keyword: smallOrder.order_no } },
  { name: 'admin: keyword recipient', owner: null, query: { keyword: 'yuki tanaka 5' } },
];
const listQuery = orderListQuerySchema.extend(pageQuerySchema.shape);

async function time(owner: string | null, query: Q, pageSize: number) {
  const parsed = listQuery.parse({ ...query, pageSize, pageNum: 1 });
  const times: number[] = [];
  let total = 0;
  let rows = 0;
  for (let i = 0; i < 3 + ROUNDS; i++) {
    const t0 = performance.now();
    const page = await orderListPage({ ...deps, ownerId: owner, query: parsed });
    if (i >= 3) times.push(performance.now() - t0);
    total = page.total;
    rows = page.list.length;
  }
  times.sort((a, b) => a - b);
  const ms = (v: number) => Math.round(v * 10) / 10;
  return { p50: ms(percentile(times, 50)), p95: ms(percentile(times, 95)), rows, total };
}

const results = [];
for (const combo of combos) {
  const page50 = await time(combo.owner, combo.query, 50);
  const page1000 = await time(combo.owner, combo.query, 1000);
  const line = { query: combo.name, total: page50.total, page50, page1000 };
  results.push(line);
  console.error(JSON.stringify(line));
}
const worstP95 = Math.max(...results.flatMap((r) => [r.page50.p95, r.page1000.p95]));
console.log(
  JSON.stringify(
    {
      benchmark: 'order-list',
      driver: handle.kind === 'pg' ? 'postgresql' : 'pglite',
      loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
      orders: TOTAL,
      fillSeconds: Math.round(fillSeconds),
      roundsPerQuery: ROUNDS,
      target: { p95Ms: 30 },
      worstP95Ms: worstP95,
      results,
    },
    null,
    2,
  ),
);
await handle.close();
