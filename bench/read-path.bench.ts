// Authenticated reads under 20 concurrent clients, over a real HTTP socket, beside the same SQL run directly.
// The server runs in a child process (its own event loop, pool of 20); this process is the load generator
// (undici, keep-alive, 20 requests in flight). For each endpoint, the statements one request sends to
// PostgreSQL are captured in the server (pg.Client.prototype.query) and then replayed, same text, same
// values, same protocol (named or unnamed), by 20 clients on a pg.Pool of 20: the database's own speed for
// that request. Prints req/s and p50/p95 of both, their ratio (target >= 0.5), the statements per request,
// and CPU milliseconds per request of the server process and of its PostgreSQL backends.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5433/h7_read node --import tsx bench/read-path.bench.ts [seconds]
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encryptPayload, orderInputSchema } from '@shiplabel/shared';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { Pool as HttpPool } from 'undici';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, rowsOf } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { DEMO_CUSTOMER_EMAIL } from '../apps/server/src/modules/channels/rates.seed.ts';
import { saveDraft } from '../apps/server/src/modules/orders/drafts.usecases.ts';
import { FORM } from '../apps/server/src/modules/orders/order-form.fixtures.ts';
import { runSeed } from '../apps/server/src/modules/seed/seed.ts';
import { users } from '../apps/server/src/modules/users/users.table.ts';
import { backendCpuMs, cpuBetween } from './lib/cpu.ts';
import { percentile } from './lib/latency.ts';
import type { Captured, ServerReply } from './read-path.server.ts';

const SECONDS = Number(process.argv[2] ?? 10);
const CLIENTS = 20;
const ORDERS = 300;
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL (PostgreSQL) is required');

const config = loadConfig({
  ...process.env,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'shiplabel-read-bench-')),
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'true',
});
const handle = await openDatabase({ databaseUrl: url, dataDir: config.dataDir });
await migrateDatabase(handle);
await runSeed(handle.db, config);
const { db } = handle;
const [customer] = await db.select().from(users).where(eq(users.email, DEMO_CUSTOMER_EMAIL));
const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(
  db.execute(sql`select count(*)::int as n from orders where user_id = ${customer!.id}::uuid`),
);
for (let i = n; i < ORDERS; i++) {
  const deps = { db, config, clock: () => new Date() };
  await saveDraft({
    ...deps,
    userId: customer!.id,
    actorId: customer!.id,
    input: orderInputSchema.parse(FORM),
  });
}
await handle.close();

// The server, in its own process.
const server: ChildProcess = fork(join(import.meta.dirname, 'read-path.server.ts'), [], {
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when the bench ends.
  execArgv: [
    '--import',
    'tsx',
    ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
  ],
  // Production mode: no test-only response contract checks (lib/response-serializer.ts).
  env: { ...process.env, NODE_ENV: 'production', DATA_DIR: config.dataDir },
  serialization: 'advanced',
});
process.on('exit', () => server.kill());
let waiting: ((reply: ServerReply) => void) | null = null;
server.on('message', (reply: ServerReply) => waiting?.(reply));
const ask = (message: string) =>
  new Promise<ServerReply>((resolve) => {
    waiting = resolve;
    server.send(message);
  });
const { address } = await new Promise<ServerReply>((resolve) => {
  waiting = resolve;
});
const http = new HttpPool(address!, { connections: CLIENTS, pipelining: 1 });

async function call(method: 'GET' | 'POST', path: string, body?: unknown, token?: string) {
  const res = await http.request({
    method,
    path,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.body.text();
  if (res.statusCode !== 200)
    throw new Error(`${method} ${path}: HTTP ${res.statusCode} ${text.slice(0, 300)}`);
  return text;
}

const { publicKey } = JSON.parse(await call('GET', '/admin/publicKey')).data;
const encryptData = await encryptPayload(publicKey, {
  username: DEMO_CUSTOMER_EMAIL,
  password: 'Demo@123456',
});
const token = JSON.parse(await call('POST', '/admin/login', { encryptData })).data.token as string;

const shipment = {
  from: { zipCode: '90001', countryCode: 'US' },
  to: { zipCode: '10001', countryCode: 'US', isResidential: true },
  parcels: [{ weight: 2.4, length: 12, width: 9, height: 6, declaredValue: '250.00' }],
};
const endpoints = [
  {
    name: 'GET /app/order/orders (page of 50)',
    run: () => call('GET', '/app/order/orders?pageNum=1&pageSize=50&view=allWaybills', undefined, token),
  },
  {
    name: 'POST /app/order/estimateRate',
    run: () => call('POST', '/app/order/estimateRate', shipment, token),
  },
];

const direct = new pg.Pool({ connectionString: url, max: CLIENTS });
const load = () =>
  execFileSync('uptime', { encoding: 'utf8' })
    .trim()
    .replace(/.*load average: /, '');

/** 20 clients calling `run` for SECONDS; req/s, p50/p95, and CPU per request (server, backends). */
async function drive(run: () => Promise<unknown>, backends: pg.Pool | null) {
  for (let i = 0; i < 100; i++) await run();
  const db0 = backends ? await backendCpuMs(backends) : null;
  const server0 = (await ask('cpu')).cpuMs!;
  const latencies: number[] = [];
  const started = performance.now();
  const end = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        await run();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const serverCpu = (await ask('cpu')).cpuMs! - server0;
  const dbCpu = backends && db0 ? cpuBetween(db0, await backendCpuMs(backends)) : null;
  latencies.sort((a, b) => a - b);
  const count = latencies.length;
  return {
    perSecond: Math.round(count / seconds),
    p50ms: Number(percentile(latencies, 50).toFixed(2)),
    p95ms: Number(percentile(latencies, 95).toFixed(2)),
    serverCpuMsPerRequest: Number((serverCpu / count).toFixed(3)),
    dbCpuMsPerRequest: dbCpu === null ? null : Number((dbCpu / count).toFixed(3)),
  };
}

/** The statements of the captured requests, replayed one request after another (cycling) on the direct pool. */
const replay = (requests: Captured[][]) => {
  let next = 0;
  return async () => {
    for (const s of requests[next++ % requests.length]!)
      await direct.query(s as pg.QueryConfig).catch((error: unknown) => {
        throw new Error(`replay of ${JSON.stringify(s).slice(0, 400)}: ${error}`);
      });
  };
};

const serverDb = new pg.Pool({ connectionString: url, max: 1 });
const results = [];
// BENCH_ONLY=<text>: only the endpoints whose name contains it (e.g. for a CPU profile of one).
for (const endpoint of endpoints.filter((e) => e.name.includes(process.env.BENCH_ONLY ?? ''))) {
  // 20 requests captured one by one: writes some of them make (e.g. a gathered API log) replay in proportion.
  const requests: Captured[][] = [];
  for (let i = 0; i < 20; i++) {
    await ask('capture');
    await endpoint.run();
    requests.push((await ask('captured')).statements!);
  }
  const statements = requests.flat();
  const loadBefore = load();
  const httpFigures = await drive(endpoint.run, serverDb);
  const sqlFigures = await drive(replay(requests), serverDb);
  results.push({
    endpoint: endpoint.name,
    statementsPerRequest: statements.length / requests.length,
    statements: [...new Set(statements.map((s) => s.text))].map((s) => s.replace(/\s+/g, ' ').slice(0, 90)),
    http: httpFigures,
    directSql: sqlFigures,
    ratio: Number((httpFigures.perSecond / sqlFigures.perSecond).toFixed(2)),
    loadAverage: { before: loadBefore, after: load() },
  });
}
console.log(JSON.stringify({ bench: 'read-path', clients: CLIENTS, seconds: SECONDS, results }, null, 2));
await http.close();
await direct.end();
await serverDb.end();
server.kill();
