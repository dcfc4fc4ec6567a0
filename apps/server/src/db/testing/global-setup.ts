import pg from 'pg';
import { testDatabasePrefix } from './test-db.ts';

/**
 * With TEST_DATABASE_URL, checks the server is reachable before any worker starts and drops the
 * per-worker databases (test_w<N>) afterwards. With PGlite there is nothing to prepare.
 */
export default async function setup() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  const withAdmin = async (fn: (client: pg.Client) => Promise<void>) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await fn(client);
    } finally {
      await client.end();
    }
  };
  await withAdmin(async (client) => {
    await client.query('select 1');
  });
  return async () => {
    await withAdmin(async (client) => {
      const { rows } = await client.query<{ name: string }>(
        'select datname as name from pg_database where datname ~ $1',
        [`^${testDatabasePrefix()}w[0-9]+$`],
      );
      for (const { name } of rows) await client.query(`drop database if exists ${name} with (force)`);
    });
  };
}
