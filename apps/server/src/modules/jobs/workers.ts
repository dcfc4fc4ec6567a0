import type { AppDeps } from '../../lib/deps.ts';
import type { PeriodicJob } from '../../lib/jobs.ts';
import type { JobRow } from './job-handlers.ts';
import { claimJob, failExhaustedJobs, joinableJob, runClaimedJob, runJoinedJob } from './job-runner.ts';
import { newWorkerId, purgeEndedSystemJobs } from './queue.ts';

/** The queue's own housekeeping, run by every process (main.ts): ended system jobs are purged hourly. */
export const QUEUE_JOBS: PeriodicJob[] = [
  {
    name: 'jobs-purge',
    intervalMs: 3_600_000,
    run: async (deps) => {
      const purged = await purgeEndedSystemJobs(deps);
      return purged > 0 ? { purged } : null;
    },
  },
];

export interface WorkerLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobWorkersOptions {
  /** Jobs run at once by this process (JOB_WORKERS); 0 starts nothing. */
  concurrency: number;
  /** How long an idle worker waits before looking for work again (JOB_POLL_MS). */
  pollMs: number;
  log?: WorkerLog;
  /** How long stop() waits for running jobs to reach their next item; leases lapse after that. */
  stopGraceMs?: number;
}

const quiet: WorkerLog = { info: () => {}, error: () => {} };

/**
 * Starts `concurrency` worker loops in this process. Each claims a runnable job (queued, or running under
 * an expired lease: its worker died) and runs it; with nothing to claim, it helps with a running shared
 * job of another process (a big label batch); with nothing at all, it waits `pollMs`. Every process of
 * the application runs these loops on the same database: work spreads by claims, not by coordination.
 *
 * The returned stop() stops claiming, tells running handlers to stop at their next item, and resolves
 * once they have handed their jobs and items back (or after `stopGraceMs`, when leases simply lapse).
 */
export function startJobWorkers(deps: AppDeps, options: JobWorkersOptions): () => Promise<void> {
  const { concurrency, pollMs, log = quiet, stopGraceMs = 20_000 } = options;
  if (concurrency <= 0) return async () => {};
  let stopping = false;
  const shuttingDown = () => stopping;
  /** Jobs some loop of this process runs: another loop of it does not join them. */
  const running = new Set<string>();
  const wakers = new Set<() => void>();

  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      wakers.add(wake);
    });

  const run = async (job: JobRow, workerId: string, role: 'owner' | 'helper') => {
    running.add(job.id);
    const started = Date.now();
    log.info({ jobId: job.id, kind: job.kind, workerId, role }, 'job started');
    try {
      if (role === 'owner') await runClaimedJob(deps, job, workerId, shuttingDown);
      else await runJoinedJob(deps, job, workerId, shuttingDown);
      log.info({ jobId: job.id, kind: job.kind, workerId, role, ms: Date.now() - started }, 'job left');
    } finally {
      running.delete(job.id);
    }
  };

  /** One look for work; false when there was none. */
  const step = async (workerId: string): Promise<boolean> => {
    await failExhaustedJobs(deps);
    const claimed = await claimJob(deps, workerId);
    if (claimed) {
      await run(claimed, workerId, 'owner');
      return true;
    }
    const joined = await joinableJob(deps, workerId, [...running]);
    if (joined) {
      await run(joined, workerId, 'helper');
      return true;
    }
    return false;
  };

  const loop = async (workerId: string) => {
    while (!stopping) {
      try {
        if (!(await step(workerId))) await nap(pollMs);
      } catch (error) {
        // The database briefly unreachable, a helper's handler that threw: look again a little later.
        log.error({ err: error, workerId }, 'job worker error');
        if (!stopping) await nap(pollMs);
      }
    }
  };

  const loops = Array.from({ length: concurrency }, () => loop(newWorkerId()));
  return async () => {
    stopping = true;
    for (const wake of [...wakers]) wake();
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, stopGraceMs);
      timer.unref();
    });
    await Promise.race([Promise.all(loops), grace]);
    clearTimeout(timer);
  };
}
