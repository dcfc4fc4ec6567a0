import { describe, expect, it } from 'vitest';
import { jobEnded, jobProgress, progressStatus } from './jobs.ts';

describe('job progress', () => {
  it('counts finished items, failed ones included, rounded down', () => {
    expect(jobProgress({ total: 3, done: 1, failed: 1 })).toEqual({ finished: 2, percent: 66 });
    expect(jobProgress({ total: 1000, done: 999, failed: 0 })).toEqual({ finished: 999, percent: 99 });
    expect(jobProgress({ total: 2, done: 2, failed: 0 }).percent).toBe(100);
  });

  it('is 0 before the job is known or when it has no items', () => {
    expect(jobProgress(undefined)).toEqual({ finished: 0, percent: 0 });
    expect(jobProgress({ total: 0, done: 0, failed: 0 })).toEqual({ finished: 0, percent: 0 });
  });

  it('knows when a job has ended', () => {
    expect(jobEnded(undefined)).toBe(false);
    expect(jobEnded({ status: 'queued' })).toBe(false);
    expect(jobEnded({ status: 'running' })).toBe(false);
    expect(jobEnded({ status: 'done' })).toBe(true);
    expect(jobEnded({ status: 'failed' })).toBe(true);
    expect(jobEnded({ status: 'canceled' })).toBe(true);
  });

  it('colours the bar by status', () => {
    expect(progressStatus({ status: 'running', failed: 0 })).toBe('active');
    expect(progressStatus({ status: 'done', failed: 0 })).toBe('success');
    expect(progressStatus({ status: 'done', failed: 2 })).toBe('normal');
    expect(progressStatus({ status: 'failed', failed: 0 })).toBe('exception');
    expect(progressStatus({ status: 'canceled', failed: 0 })).toBe('normal');
    expect(progressStatus(undefined)).toBe('active');
  });
});
