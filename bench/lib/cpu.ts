import { readFileSync } from 'node:fs';
import type pg from 'pg';

/**
 * CPU milliseconds used so far by each PostgreSQL backend serving `pool`'s database (utime + stime, fields
 * 14 and 15 of /proc/<pid>/stat, 100 ticks a second). Empty when PostgreSQL runs on another machine.
 */
export async function backendCpuMs(pool: pg.Pool): Promise<Map<number, number>> {
  const cpu = new Map<number, number>();
  const { rows } = await pool.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
  );
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // not on this machine
    }
  }
  return cpu;
}

/** Backend CPU used between two backendCpuMs readings (backends started in between count from zero). */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}

/** Tracks this process's and the database backends' CPU over a piece of work. */
export async function cpuMeter(pool: pg.Pool | null) {
  const node = process.cpuUsage();
  const db = pool ? await backendCpuMs(pool) : new Map<number, number>();
  return async () => {
    const used = process.cpuUsage(node);
    return {
      nodeCpuMs: (used.user + used.system) / 1000,
      dbCpuMs: pool ? cpuBetween(db, await backendCpuMs(pool)) : null,
    };
  };
}
