// The server of bench/read-path.bench.ts, in its own process: the real app on a real socket (pool of 20).
// Messages: 'cpu' answers this process's CPU ms so far; 'capture' starts recording the statements sent to
// PostgreSQL, 'captured' stops and answers them (text, values, name).
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';

export interface Captured {
  text: string;
  values?: unknown[];
  name?: string;
  rowMode?: string;
}
export interface ServerReply {
  address?: string;
  cpuMs?: number;
  statements?: Captured[];
}

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT_PER_MINUTE: '1000000' });
const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  dbPoolMax: 20,
});
const app = await buildApp({ config, db: handle.db, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

let captured: Captured[] | null = null;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (captured) {
    type Config = { text: string; values?: unknown[]; name?: string; rowMode?: string };
    const [first, second] = args as [string | Config, unknown];
    const values = Array.isArray(second) ? second : undefined;
    if (typeof first === 'string') captured.push({ text: first, values });
    else
      captured.push({
        text: first.text,
        values: first.values ?? values,
        ...(first.name ? { name: first.name } : {}),
        ...(first.rowMode ? { rowMode: first.rowMode } : {}),
      });
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

const send = (reply: ServerReply) => process.send!(reply);
process.on('SIGTERM', () => process.exit(0));
process.on('message', (message: string) => {
  if (message === 'cpu') {
    const used = process.cpuUsage();
    send({ cpuMs: (used.user + used.system) / 1000 });
  } else if (message === 'capture') {
    captured = [];
    send({});
  } else if (message === 'captured') {
    send({ statements: captured ?? [] });
    captured = null;
  }
});
send({ address });
