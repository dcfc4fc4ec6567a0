import { setImmediate as tick } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { CONCURRENCY, itemFeed } from './batch-place.job.ts';

/** Pages of `size` items as a job's claimed pages (seq 1..total), noting when each page is asked for. */
function pagesOf(total: number, size: number, asked: number[]) {
  return async function* () {
    for (let first = 1; first <= total; first += size) {
      asked.push(first);
      await tick();
      const page = [];
      for (let seq = first; seq < Math.min(first + size, total + 1); seq++)
        page.push({ seq, ref: `o${seq}` });
      yield page;
    }
  };
}

describe('batch placement item feed', () => {
  it('keeps every slot busy across page ends: a slow order does not hold back the next page', async () => {
    const asked: number[] = [];
    const pages = pagesOf(60, 20, asked);
    const next = itemFeed({ pendingItems: () => pages(), shouldStop: () => false });
    let releaseSlow!: () => void;
    const slow = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    const started: number[] = [];
    let startedWhileSlow = 0;
    let slowRunning = false;
    const worker = async () => {
      for (let item = await next(); item; item = await next()) {
        started.push(item.seq);
        if (slowRunning) startedWhileSlow++;
        if (item.seq === 15) {
          slowRunning = true;
          // Released once the rest of the batch has been placed around it.
          setTimeout(releaseSlow, 50);
          await slow;
          slowRunning = false;
        } else await tick();
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    // Every item once, in claim order, and the pages beyond the first went on while seq 15 was slow.
    expect([...started].sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(asked).toEqual([1, 21, 41]);
    expect(startedWhileSlow).toBe(60 - 15);
  });

  it('stops handing out items once the job is to stop', async () => {
    let stop = false;
    const pages = pagesOf(40, 20, []);
    const next = itemFeed({ pendingItems: () => pages(), shouldStop: () => stop });
    expect((await next())?.seq).toBe(1);
    stop = true;
    expect(await next()).toBeNull();
  });
});
