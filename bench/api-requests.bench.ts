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
async function login(username: string) {
  const encryptData = await encryptPayload(publicKey, { username, password: 'Demo@123456' });
  const res = await app.inject({ method: 'POST', url: '/admin/login', payload: { encryptData } });
  return res.json().data.token as string;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(name: string, run: () => Promise<{ statusCode: number }>, count: number) {
  for (let i = 0; i < 20; i++) await run(); // warm-up
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const res = await run();
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${name}: HTTP ${res.statusCode}`);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const ms = (v: number) => Math.round(v * 100) / 100;
  return {
    name,
    requests: count,
    perSecond: Math.round((count / total) * 1000),
    p50Ms: ms(percentile(times, 50)),
    p95Ms: ms(percentile(times, 95)),
    p99Ms: ms(percentile(times, 99)),
  };
}

const adminToken = await login('admin@example.com');
const auth = { authorization: `Bearer ${adminToken}` };
const results = [
  await measure('GET /healthz (no auth)', () => app.inject({ url: '/healthz' }), requests),
  await measure('GET /user/info', () => app.inject({ url: '/user/info', headers: auth }), requests),
  await measure('GET /role/list', () => app.inject({ url: '/role/list', headers: auth }), requests),
  await measure(
    'POST /api/user/menu',
    () => app.inject({ method: 'POST', url: '/api/user/menu', headers: auth }),
    requests,
  ),
  await measure(
    'POST /admin/login (scrypt N=2^15)',
    async () => {
      const encryptData = await encryptPayload(publicKey, {
        username: 'customer@example.com',
        password: 'Demo@123456',
      });
      return app.inject({ method: 'POST', url: '/admin/login', payload: { encryptData } });
    },
    Math.min(50, requests),
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
