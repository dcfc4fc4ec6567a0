import type { AppDeps } from './deps.ts';

/** A periodic background job. Every instance runs it; the job itself must be safe to run concurrently. */
export interface PeriodicJob {
  name: string;
  intervalMs: number;
  run(deps: AppDeps): Promise<unknown>;
}

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Runs each job now and then every interval, never two runs of one job at once in this process, without
 * keeping the process alive; returns a stop function.
 */
export function schedulePeriodicJobs(deps: AppDeps, jobs: readonly PeriodicJob[], log: Log): () => void {
  const timers = jobs.map((job) => {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        const result = await job.run(deps);
        if (result) log.info({ job: job.name, result }, 'job done');
      } catch (error) {
        log.error({ job: job.name, err: error }, 'job failed');
      } finally {
        running = false;
      }
    };
    void tick();
    const timer = setInterval(tick, job.intervalMs);
    timer.unref();
    return timer;
  });
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
