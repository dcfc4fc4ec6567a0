import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { type Config, loadConfig } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Database } from '../client.ts';
import { getTestDb } from './test-db.ts';

export interface TestClock {
  now: Clock;
  advanceMinutes(minutes: number): void;
  advanceSeconds(seconds: number): void;
}

/** A clock that only moves when told to: session renewal, expiry and lockout without sleeping. */
export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceMinutes: (m) => {
      current += m * 60_000;
    },
    advanceSeconds: (s) => {
      current += s * 1000;
    },
  };
}

/**
 * Defaults for tests: a generous login rate limit (tests sign in often from one address), silent logs,
 * no risk rules (every test customer is a new account, whose first orders would wait for review; the
 * risk tests turn them on), and a SECRETS_KEY, as real carriers' channels need one to be saved (a test of
 * the refusal passes `{ secretsKey: undefined }`). The key only gates channel writes here: sealing uses
 * the process's keyring (credentials.ts), which tests leave without a key.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'shiplabel-test-')),
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    WEB_DIST: '/nonexistent/shiplabel-web-dist',
    RISK_RULES: 'false',
    SECRETS_KEY: 'c2hpcGxhYmVsLXRlc3RzLXNlY3JldHMta2V5LTMyYmI=',
    // The fake stores of tests listen on 127.0.0.1; the refusal's tests pass `{ storesAllowPrivate: false }`.
    STORES_ALLOW_PRIVATE: 'true',
  });
  return { ...base, ...overrides };
}

const open: FastifyInstance[] = [];
const clocks = new WeakMap<FastifyInstance, Clock>();

/** The clock of a test app, so helpers stamp encrypted payloads with the time the app believes it is. */
export const clockOf = (app: FastifyInstance): Clock | undefined => clocks.get(app);

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: TestClock;
  config: Config;
}

/** A Fastify app on this worker's database (cleaned before each test file), closed after the file. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  clock = createTestClock(),
): Promise<TestApp> {
  const handle = await getTestDb();
  const config = testConfig(overrides);
  const app = await buildApp({ config, db: handle.db, logger: false, clock: clock.now });
  await app.ready();
  open.push(app);
  clocks.set(app, clock.now);
  return { app, db: handle.db, clock, config };
}

export async function closeTestApps(): Promise<void> {
  await Promise.all(open.splice(0).map((app) => app.close()));
}
