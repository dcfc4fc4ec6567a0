// Rating speed. (1) In-process: quotes per second for one shipment across 20 services (the whole engine:
// billable weight, limits, zone, adapter, surcharges, markup, insurance, deposit, quote JSON) from the
// cached catalogue. (2) Over HTTP: p50/p95/p99 of POST /app/order/estimateRate through a real socket,
// on the embedded PGlite or on PostgreSQL when DATABASE_URL is set. Prints JSON figures.
//   node --import tsx bench/rates.bench.ts [httpRequests] [inProcessRounds]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { estimateRequestSchema } from '@shiplabel/shared';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import {
  channelServices,
  channels,
  serviceAllotments,
} from '../apps/server/src/modules/channels/channels.table.ts';
import { ratingSettings } from '../apps/server/src/modules/config/config.usecases.ts';
import { bumpCatalog, loadCatalog } from '../apps/server/src/modules/pricing/catalog.ts';
import { quoteAll } from '../apps/server/src/modules/pricing/rate-engine.ts';
import { runSeed } from '../apps/server/src/modules/seed/seed.ts';
import { users } from '../apps/server/src/modules/users/users.table.ts';
import { benchLogin, percentile } from './lib/latency.ts';

const httpRequests = Number(process.argv[2] ?? 2000);
const rounds = Number(process.argv[3] ?? 2000);
const config = loadConfig({
  ...process.env,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'shiplabel-bench-')),
  LOG_LEVEL: 'silent',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
  DEMO_DATA: 'true',
});
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(handle);
await runSeed(handle.db, config);
const { db } = handle;

// 20 services for the demo customer: the 5 demo ones (4 usable domestically) plus 5 more sandbox channels.
const [customer] = await db.select().from(users).where(eq(users.email, 'customer@example.com'));
if (!customer) throw new Error('demo customer missing: run with DEMO_DATA');
const existing = await db.select().from(channels);
if (existing.length < 7) {
  for (let i = 1; i <= 5; i++) {
    const [channel] = await db
      .insert(channels)
      .values({ carrierCode: 'sandbox', name: `Bench sandbox ${i}` })
      .returning();
    const rows = await db
      .insert(channelServices)
      .values(
        ['ground', 'two_day', 'overnight'].map((code, sort) => ({
          channelId: channel!.id,
          code,
          name: `Bench ${i} ${code}`,
          sort,
          limits: {
            maxWeightLb: 150,
            maxLengthIn: null,
            maxLengthGirthIn: null,
            domestic: true,
            international: false,
            batteryAllowed: false,
            signatureOptions: [],
          },
        })),
      )
      .returning();
    await db.insert(serviceAllotments).values(rows.map((s) => ({ userId: customer.id, serviceId: s.id })));
  }
  await bumpCatalog(db);
}

const shipment = {
  from: { zipCode: '90001', countryCode: 'US' },
  to: { zipCode: '10001', countryCode: 'US', isResidential: true },
  parcels: [{ weight: 2.4, length: 12, width: 9, height: 6, declaredValue: '250.00' }],
};

const ms = (v: number) => Math.round(v * 1000) / 1000;

// (1) in process
const catalog = await loadCatalog(db);
const settings = await ratingSettings({ db, clock: systemClock });
const request = estimateRequestSchema.parse(shipment);
const services = (
  await quoteAll({ catalog, userId: customer.id, request, settings, locale: 'en-US', now: new Date() })
).quotes.length;
for (let i = 0; i < 200; i++)
  await quoteAll({ catalog, userId: customer.id, request, settings, locale: 'en-US', now: new Date() });
const t0 = performance.now();
let quotes = 0;
for (let i = 0; i < rounds; i++) {
  const list = await quoteAll({
    catalog,
    userId: customer.id,
    request,
    settings,
    locale: 'en-US',
    now: new Date(),
  });
  quotes += list.quotes.length + list.unavailable.length;
}
const inProcessMs = performance.now() - t0;

// (2) over HTTP
const app = await buildApp({ config, db, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const token = await benchLogin(app, 'customer@example.com');
const post = async () => {
  const res = await fetch(`${address}/app/order/estimateRate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(shipment),
  });
  const body = await res.json();
  if (body.code !== 200) throw new Error(JSON.stringify(body));
  return body.data.quotes.length as number;
};
for (let i = 0; i < 50; i++) await post();
const times: number[] = [];
const h0 = performance.now();
for (let i = 0; i < httpRequests; i++) {
  const s = performance.now();
  await post();
  times.push(performance.now() - s);
}
const httpMs = performance.now() - h0;
times.sort((a, b) => a - b);

console.log(
  JSON.stringify(
    {
      database: config.databaseUrl ? 'postgresql' : 'pglite',
      inProcess: {
        servicesPerShipment: services,
        rounds,
        quotes,
        quotesPerSecond: Math.round((quotes / inProcessMs) * 1000),
        msPerShipment: ms(inProcessMs / rounds),
        target: '>= 10000 quotes/s',
      },
      http: {
        endpoint: 'POST /app/order/estimateRate',
        requests: httpRequests,
        servicesPerRequest: services,
        perSecond: Math.round((httpRequests / httpMs) * 1000),
        p50Ms: ms(percentile(times, 50)),
        p95Ms: ms(percentile(times, 95)),
        p99Ms: ms(percentile(times, 99)),
        target: 'p95 < 10 ms',
      },
    },
    null,
    2,
  ),
);
await app.close();
await handle.close();
