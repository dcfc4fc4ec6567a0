import { execFileSync } from 'node:child_process';
import pg from 'pg';

/**
 * pgbench's TPC-B on the same PostgreSQL server, as the yardstick for the database-side benchmarks: a
 * scratch database `<db>_pgbench` beside the one in `url` is initialised (`pgbench -i -s <scale>`) and
 * `pgbench -M prepared -c 16 -j 2 -T <PGBENCH_SECONDS, 20>` runs on it. Answers tps per scale, in order.
 */
export async function pgbenchTps(url: string, scales: number[]): Promise<number[]> {
  const target = new URL(url);
  const name = `${target.pathname.slice(1) || 'postgres'}_pgbench`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  await admin.end();
  target.pathname = `/${name}`;
  const seconds = process.env.PGBENCH_SECONDS ?? '20';
  return scales.map((scale) => {
    execFileSync('pgbench', ['-i', '-q', '-s', String(scale), target.toString()], { stdio: 'ignore' });
    const out = execFileSync(
      'pgbench',
      ['-M', 'prepared', '-c', '16', '-j', '2', '-T', seconds, target.toString()],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const tps = /tps = ([\d.]+)/.exec(out);
    if (!tps) throw new Error(`pgbench printed no tps:\n${out}`);
    return Number(tps[1]);
  });
}
