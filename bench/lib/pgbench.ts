import { execFileSync, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { backendCpuMs, cpuBetween } from './cpu.ts';

export interface PgbenchRun {
  tps: number;
  /** PostgreSQL backends' CPU per TPC-B transaction, measured over the middle of the run (/proc). */
  dbCpuMsPerTransaction: number | null;
}

/**
 * pgbench's TPC-B on the same PostgreSQL server, as the yardstick for the database-side benchmarks: a
 * scratch database `<db>_pgbench` beside the one in `url` is initialised (`pgbench -i -s <scale>`) and
 * `pgbench -M prepared -c 16 -j 2 -T <PGBENCH_SECONDS, 20>` runs on it. Answers, per scale in order, its tps
 * and its backends' CPU per transaction (sampled from 2 s after the start to 1 s before the end, divided by
 * tps x that time): the load-independent side of the comparison.
 */
export async function pgbenchRuns(url: string, scales: number[]): Promise<PgbenchRun[]> {
  const target = new URL(url);
  const name = `${target.pathname.slice(1) || 'postgres'}_pgbench`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  await admin.end();
  target.pathname = `/${name}`;
  const seconds = Number(process.env.PGBENCH_SECONDS ?? '20');
  const runs: PgbenchRun[] = [];
  for (const scale of scales) {
    execFileSync('pgbench', ['-i', '-q', '-s', String(scale), target.toString()], { stdio: 'ignore' });
    const child = spawn(
      'pgbench',
      ['-M', 'prepared', '-c', '16', '-j', '2', '-T', String(seconds), target.toString()],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    const watch = new pg.Pool({ connectionString: target.toString(), max: 1 });
    await sleep(2000);
    const window = Math.max(1, seconds - 3);
    const before = await backendCpuMs(watch);
    await sleep(window * 1000);
    const used = cpuBetween(before, await backendCpuMs(watch));
    await watch.end();
    await exited;
    const tps = /tps = ([\d.]+)/.exec(out);
    if (!tps) throw new Error(`pgbench printed no tps:\n${out}`);
    const perSecond = Number(tps[1]);
    runs.push({
      tps: perSecond,
      dbCpuMsPerTransaction: used > 0 ? Number((used / (perSecond * window)).toFixed(3)) : null,
    });
  }
  return runs;
}
