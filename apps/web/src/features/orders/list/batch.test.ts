import { describe, expect, it } from 'vitest';
import { countOutcomes, runBatch } from './batch.ts';
import { channelsOfServices } from './channelOptions.ts';
import { statusKey } from './statusLabel.ts';

describe('runBatch', () => {
  it('calls each allowed order once, skips the others and keeps going after a failure', async () => {
    const called: string[] = [];
    const progress: number[] = [];
    const outcomes = await runBatch(
      [
        { id: 'a', orderNo: 'A1', status: 8 },
        { id: 'b', orderNo: 'B1', status: 0 },
        { id: 'c', orderNo: 'C1', status: 8 },
        { id: 'd', orderNo: 'D1', status: 8 },
      ],
      'cancel',
      async (id) => {
        called.push(id);
        if (id === 'c') throw new Error('Insufficient balance');
      },
      (done) => progress.push(done),
    );
    expect(called).toEqual(['a', 'c', 'd']);
    expect(outcomes).toEqual([
      { orderNo: 'A1', result: 'ok' },
      { orderNo: 'B1', result: 'skipped' },
      { orderNo: 'C1', result: 'failed', message: 'Insufficient balance' },
      { orderNo: 'D1', result: 'ok' },
    ]);
    expect(progress).toEqual([1, 2, 3, 4]);
    expect(countOutcomes(outcomes)).toEqual({ ok: 2, skipped: 1, failed: 1 });
  });

  it('restores voided and canceled orders but not drafts', async () => {
    const outcomes = await runBatch(
      [
        { id: 'v', orderNo: 'V', status: 15 },
        { id: 'x', orderNo: 'X', status: 4 },
        { id: 'd', orderNo: 'D', status: 0 },
      ],
      'restore',
      async () => undefined,
    );
    expect(outcomes.map((o) => o.result)).toEqual(['ok', 'ok', 'skipped']);
  });
});

describe('statusKey', () => {
  it('reads the legacy codes 1, 2 and 7 as placed successfully', () => {
    for (const code of [1, 2, 7, 8]) expect(statusKey(code)).toBe('status.8');
    expect(statusKey(0)).toBe('status.0');
    expect(statusKey(19)).toBe('status.19');
    expect(statusKey(42)).toBe('status.unknown');
  });
});

describe('channelsOfServices', () => {
  it('lists each channel once, in first-seen order', () => {
    expect(
      channelsOfServices([
        { channelId: 'c1', channelName: 'Sandbox' },
        { channelId: 'c2', channelName: 'Rate card' },
        { channelId: 'c1', channelName: 'Sandbox' },
      ]),
    ).toEqual([
      { value: 'c1', label: 'Sandbox' },
      { value: 'c2', label: 'Rate card' },
    ]);
  });
});
