import { describe, expect, it } from 'vitest';
import {
  downloadsOf,
  filenameOf,
  manifestChannelOf,
  manifestRequestOf,
  skippedOrdersOf,
  targetOf,
} from './downloads.ts';

describe('downloads of a list view', () => {
  it('offers labels where orders have them, drafts on the draft view and the manifest in transit', () => {
    expect(downloadsOf('transported', 'customer')).toEqual(['labelsPdf', 'labelsZip', 'export', 'manifest']);
    expect(downloadsOf('allWaybills', 'admin')).toEqual(['labelsPdf', 'labelsZip', 'export']);
    expect(downloadsOf('draft', 'customer')).toEqual(['export', 'drafts']);
    expect(downloadsOf('VoidedAll', 'customer')).toEqual(['export']);
    expect(downloadsOf('transported', 'admin')).not.toContain('manifest');
  });

  it('covers the selected rows, or the whole filtered list when none is selected', () => {
    const filters = { view: 'transported', keyword: 'x' };
    expect(targetOf([{ id: 'a' }, { id: 'b' }], filters)).toEqual({ orderIds: ['a', 'b'] });
    expect(targetOf([], filters)).toEqual({ filters });
  });
});

describe('response headers', () => {
  it('prefers the UTF-8 file name and falls back to the plain one', () => {
    expect(filenameOf(`attachment; filename="a_.pdf"; filename*=UTF-8''%E9%9D%A2%E5%8D%95.pdf`, 'x')).toBe(
      '面单.pdf',
    );
    expect(filenameOf('attachment; filename="labels-1.zip"', 'x')).toBe('labels-1.zip');
    expect(filenameOf(undefined, 'fallback.pdf')).toBe('fallback.pdf');
  });

  it('reads the orders a download left out', () => {
    expect(skippedOrdersOf('SL1,A%2CB')).toEqual(['SL1', 'A,B']);
    expect(skippedOrdersOf('')).toEqual([]);
  });
});

describe('manifest of the selection', () => {
  const order = (status: number, channelId: string | null) => ({ status, channelId });
  it('needs placed orders of one channel', () => {
    expect(manifestChannelOf([order(8, 'c1'), order(7, 'c1')])).toEqual({ ok: true, channelId: 'c1' });
    expect(manifestChannelOf([order(8, 'c1'), order(8, 'c2')])).toEqual({
      ok: false,
      reason: 'mixedChannels',
    });
    expect(manifestChannelOf([order(0, 'c1')])).toEqual({ ok: false, reason: 'notPlaced' });
    expect(manifestChannelOf([])).toEqual({ ok: false, reason: 'none' });
  });
});

describe('manifest request', () => {
  const filters = { view: 'transported', channelId: 'c1' };
  it('with nothing selected covers every order of the filters (the server chooses), not a refusal', () => {
    expect(manifestRequestOf([], filters)).toEqual({ ok: true, target: { filters } });
  });
  it('with a selection sends its ids and channel, refusing unplaced or mixed selections', () => {
    const row = (id: string, status: number, channelId: string) => ({ id, status, channelId });
    expect(manifestRequestOf([row('a', 8, 'c1'), row('b', 8, 'c1')], filters)).toEqual({
      ok: true,
      target: { orderIds: ['a', 'b'] },
      channelId: 'c1',
    });
    expect(manifestRequestOf([row('a', 8, 'c1'), row('b', 8, 'c2')], filters)).toEqual({
      ok: false,
      reason: 'mixedChannels',
    });
    expect(manifestRequestOf([row('a', 0, 'c1')], filters)).toEqual({ ok: false, reason: 'notPlaced' });
  });
});
