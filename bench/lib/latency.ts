import { encryptPayload } from '@shiplabel/shared';
import type { FastifyInstance } from 'fastify';

/** The value at percentile `p` (0-100) of ascending `sorted` latencies. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Signs in through the real encrypted login and returns the session token. */
export async function benchLogin(app: FastifyInstance, username: string, password = 'Demo@123456') {
  const { publicKey } = (await app.inject({ url: '/admin/publicKey' })).json().data;
  const encryptData = await encryptPayload(publicKey, { username, password });
  const res = await app.inject({ method: 'POST', url: '/admin/login', payload: { encryptData } });
  return res.json().data.token as string;
}

/**
 * Runs `run` `warmUp` times untimed, then `count` times timed one after another; any answer other than
 * 200 stops the benchmark. Figures in milliseconds, 2 decimals.
 */
export async function measureRequests(
  name: string,
  run: () => Promise<{ statusCode: number }>,
  count: number,
  warmUp: number,
) {
  for (let i = 0; i < warmUp; i++) await run();
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const res = await run();
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${name}: HTTP ${res.statusCode}`);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const ms = (v: number) => Math.round(v * 100) / 100;
  return {
    name,
    requests: count,
    perSecond: Math.round((count / total) * 1000),
    p50Ms: ms(percentile(times, 50)),
    p95Ms: ms(percentile(times, 95)),
    p99Ms: ms(percentile(times, 99)),
  };
}
