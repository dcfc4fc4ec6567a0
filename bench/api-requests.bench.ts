// Cost of an authenticated request: session lookup, permission codes resolved from the database (on every
// request, so role changes apply at once), envelope. Runs the real app in-process through app.inject on the
// embedded PGlite, or on PostgreSQL when DATABASE_URL is set. Prints JSON figures.
//   node --import tsx bench/api-requests.bench.ts [requests]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encryptPayload } from '@shiplabel/shared';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { runSeed } from '../apps/server/src/modules/seed/seed.ts';
import { benchLogin, measureRequests } from './lib/latency.ts';

const requests = Number(process.argv[2] ?? 2000);
const config = loadConfig({
  ...process.env,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'shiplabel-bench-')),
  LOG_LEVEL: 'silent',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
});
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(handle);
await runSeed(handle.db, config);
const app = await buildApp({ config, db: handle.db, logger: false });
await app.ready();

const { publicKey } = (await app.inject({ url: '/admin/publicKey' })).json().data;
const adminToken = await benchLogin(app, 'admin@example.com');
const auth = { authorization: `Bearer ${adminToken}` };
const results = [
  await measureRequests('GET /healthz (no auth)', () => app.inject({ url: '/healthz' }), requests, 20),
  await measureRequests(
    'GET /user/info',
    () => app.inject({ url: '/user/info', headers: auth }),
    requests,
    20,
  ),
  await measureRequests(
    'GET /role/list',
    () => app.inject({ url: '/role/list', headers: auth }),
    requests,
    20,
  ),
  await measureRequests(
    'POST /api/user/menu',
    () => app.inject({ method: 'POST', url: '/api/user/menu', headers: auth }),
    requests,
    20,
  ),
  await measureRequests(
    'POST /admin/login (scrypt N=2^15)',
    async () => {
      const encryptData = await encryptPayload(publicKey, {
        username: 'customer@example.com',
        password: 'Demo@123456',
      });
      return app.inject({ method: 'POST', url: '/admin/login', payload: { encryptData } });
    },
    Math.min(50, requests),
    20,
  ),
];
console.log(
  JSON.stringify(
    {
      bench: 'api-requests',
      database: handle.kind,
      node: process.version,
      rssMb: Math.round(process.memoryUsage().rss / 1e6),
      results,
    },
    null,
    2,
  ),
);
await app.close();
await handle.close();
