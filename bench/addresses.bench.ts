// Cost of the address and zone calls through the real app (app.inject) on the embedded PGlite, or on
// PostgreSQL when DATABASE_URL is set: one validation, a full batch of 100, a zone lookup (with its history
// insert) and an address book page. The ZIP directory loads on first use; its load time is printed apart.
//   node --import tsx bench/addresses.bench.ts [requests]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADDRESS_BATCH_MAX } from '@shiplabel/shared';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { lookupZip } from '../apps/server/src/modules/geo/zip-directory.ts';
import { runSeed } from '../apps/server/src/modules/seed/seed.ts';
import { benchLogin, measureRequests } from './lib/latency.ts';

const requests = Number(process.argv[2] ?? 500);
const config = loadConfig({
  ...process.env,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'shiplabel-bench-')),
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'true',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
});
const loadStarted = performance.now();
lookupZip('10001');
const directoryLoadMs = Math.round(performance.now() - loadStarted);

const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(handle);
await runSeed(handle.db, config);
const app = await buildApp({ config, db: handle.db, logger: false });
await app.ready();

const token = await benchLogin(app, 'customer@example.com');
const headers = { authorization: `Bearer ${token}` };

const address = {
  personName: 'Ann Lee',
  addressLine1: '350 fifth avenue suite 3300',
  city: 'St. Louis',
  stateCode: 'MO',
  zipCode: '63101',
};
const post = (url: string, payload: object) => () => app.inject({ method: 'POST', url, headers, payload });
const results = [
  await measureRequests(
    'POST /app/user/address/validate',
    post('/app/user/address/validate', address),
    requests,
    10,
  ),
  await measureRequests(
    `POST /app/user/address/validate/batch (${ADDRESS_BATCH_MAX} addresses)`,
    post('/app/user/address/validate/batch', {
      addresses: Array.from({ length: ADDRESS_BATCH_MAX }, () => address),
    }),
    Math.max(10, Math.round(requests / 10)),
    10,
  ),
  await measureRequests(
    'POST /app/zone/find',
    post('/app/zone/find', { fromZip: '10001', toZip: '90001' }),
    requests,
    10,
  ),
  await measureRequests(
    'GET /app/user/address-book/list',
    () => app.inject({ url: '/app/user/address-book/list', headers }),
    requests,
    10,
  ),
];
console.log(
  JSON.stringify(
    {
      bench: 'addresses',
      database: handle.kind,
      node: process.version,
      zipDirectoryLoadMs: directoryLoadMs,
      rssMb: Math.round(process.memoryUsage().rss / 1e6),
      results,
    },
    null,
    2,
  ),
);
await app.close();
await handle.close();
