import { describe, expect, it } from 'vitest';
import { createSubmission, idempotent, newIdempotencyKey } from './idempotency.ts';

describe('newIdempotencyKey', () => {
  it('is a v4 UUID, different each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
    expect(newIdempotencyKey(new Uint8Array(16))).toBe('00000000-0000-4000-8000-000000000000');
    expect(newIdempotencyKey(new Uint8Array(16).fill(255))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});

describe('createSubmission', () => {
  it('a second start while the first is in flight runs nothing (double click)', async () => {
    const busy: boolean[] = [];
    const submission = createSubmission((b) => busy.push(b));
    const keys: string[] = [];
    let finish = () => {};
    const first = submission.run(async (key) => {
      keys.push(key);
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return 'first order';
    });
    expect(submission.busy).toBe(true);
    const second = await submission.run(async (key) => {
      keys.push(key);
      return 'second order';
    });
    expect(second).toBeUndefined();
    finish();
    expect(await first).toBe('first order');
    expect(keys).toHaveLength(1);
    expect(busy).toEqual([true, false]);
    expect(submission.busy).toBe(false);
  });

  it('each submission gets its own key, and a failed one frees the lock', async () => {
    const submission = createSubmission();
    const keys: string[] = [];
    await expect(
      submission.run(async (key) => {
        keys.push(key);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await submission.run(async (key) => keys.push(key));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });
});

describe('idempotent', () => {
  it('adds the header to the config, keeping the rest', () => {
    expect(idempotent('k-1', { timeout: 0, headers: { 'X-A': '1' } })).toEqual({
      timeout: 0,
      headers: { 'X-A': '1', 'Idempotency-Key': 'k-1' },
    });
  });
});
