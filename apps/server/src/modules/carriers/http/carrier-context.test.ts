import { afterEach, describe, expect, it } from 'vitest';
import { carrierConnection, channelMode } from './carrier-context.ts';
import { type FakeCarrier, startFakeCarrier } from './testing/fake-carrier-server.ts';

let fake: FakeCarrier | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

describe('carrierConnection', () => {
  it("takes the mode from the channel's settings, test unless production is said", () => {
    expect(channelMode({})).toBe('test');
    expect(channelMode({ mode: 'production' })).toBe('production');
    expect(channelMode({ mode: 'PRODUCTION' })).toBe('test');
    const channel = { id: crypto.randomUUID(), settings: { mode: 'production' } };
    expect(carrierConnection({ db: null, adapter: { code: 'x' }, channel }).mode).toBe('production');
  });

  it("without a database, a channel's tokens live for the process; channels stay apart", async () => {
    const channel = { id: crypto.randomUUID(), settings: {} };
    let fetches = 0;
    const fetch = async () => ({ token: `t${++fetches}`, expiresInSeconds: 3600 });
    const first = carrierConnection({ db: null, adapter: { code: 'x' }, channel });
    const again = carrierConnection({ db: null, adapter: { code: 'x' }, channel });
    expect(await first.tokens!.get('oauth', fetch)).toBe('t1');
    expect(await again.tokens!.get('oauth', fetch)).toBe('t1');
    const other = carrierConnection({
      db: null,
      adapter: { code: 'x' },
      channel: { id: crypto.randomUUID(), settings: {} },
    });
    expect(await other.tokens!.get('oauth', fetch)).toBe('t2');
  });

  it("spaces the calls of one channel by the adapter's ratePerSecond, across contexts", async () => {
    fake = await startFakeCarrier([{ method: 'GET', path: '/t', reply: () => ({ body: {} }) }], {
      ratePerSecond: 5,
    });
    const channel = { id: crypto.randomUUID(), settings: {} };
    const adapter = { code: 'limited', ratePerSecond: 5 };
    const call = () =>
      carrierConnection({ db: null, adapter, channel }).http!.request({
        method: 'GET',
        url: `${fake!.url}/t`,
        safeToRetry: true,
        operation: 'track',
      });
    // The process's first call compiles the HTTP parser and connects: in production that happens once.
    await call();
    await new Promise((r) => setTimeout(r, 1000));
    fake.calls.length = 0;
    const started = Date.now();
    await Promise.all(Array.from({ length: 8 }, call));
    expect(Date.now() - started).toBeGreaterThanOrEqual(1300);
    expect(fake.maxInWindow()).toBeLessThanOrEqual(5);
    expect(fake.limited).toBe(0);
  });
});
