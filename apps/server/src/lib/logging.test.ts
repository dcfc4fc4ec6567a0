import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../db/testing/test-app.ts';
import { getTestDb } from '../db/testing/test-db.ts';
import { PUBLIC } from './access.ts';
import { loggerOptions } from './logging.ts';

describe('logs of a failed statement', () => {
  it('carry the SQLSTATE, the statement and the request id, never the parameters or quoted values', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { db } = await getTestDb();
    const app = await buildApp({ config: testConfig(), db, logger: { ...loggerOptions('error'), stream } });
    const email = 'ann.private@example.com';
    app.get('/test/failing-statement', { config: { access: PUBLIC } }, async () => {
      await db.execute(sql`select ${email}::int as n`);
      return 'unreachable';
    });
    await app.ready();
    const res = await app.inject({ url: '/test/failing-statement', headers: { 'x-request-id': 'req-42' } });
    await app.close();

    expect(res.statusCode).toBe(500);
    expect(res.json().errorCode).toBe('server.internal_error');
    const logged = lines.join('');
    expect(logged).not.toContain('ann.private');
    const entry = JSON.parse(lines.find((l) => l.includes('unhandled error'))!);
    expect(entry.level).toBe(50);
    expect(entry.requestId).toBe('req-42');
    expect(entry.err).toMatchObject({ sqlState: '22P02', query: 'select $1::int as n' });
    expect(entry.err.dbMessage).toContain('invalid input syntax for type integer');
  });
});
