import { describe, expect, it } from 'vitest';
import { batchItemRow, defaultFilter, filterCount, itemStatusOf } from './batchJob.ts';

describe('label batch results', () => {
  it('shows every item while the batch runs, then the failures first when there are any', () => {
    expect(defaultFilter(undefined)).toBe('all');
    expect(defaultFilter({ status: 'queued', failed: 0 })).toBe('all');
    expect(defaultFilter({ status: 'running', failed: 3 })).toBe('all');
    expect(defaultFilter({ status: 'done', failed: 2 })).toBe('failed');
    expect(defaultFilter({ status: 'done', failed: 0 })).toBe('done');
    expect(defaultFilter({ status: 'canceled', failed: 1 })).toBe('failed');
    expect(defaultFilter({ status: 'canceled', failed: 0 })).toBe('done');
  });

  it('asks the items of a filter by status and counts them from the job', () => {
    expect(itemStatusOf('failed')).toBe(2);
    expect(itemStatusOf('done')).toBe(1);
    expect(itemStatusOf('pending')).toBe(0);
    expect(itemStatusOf('all')).toBeUndefined();
    const job = { total: 10, done: 6, failed: 3 };
    expect(filterCount(job, 'failed')).toBe(3);
    expect(filterCount(job, 'done')).toBe(6);
    expect(filterCount(job, 'pending')).toBe(1);
    expect(filterCount(job, 'all')).toBe(10);
    expect(filterCount({ total: 1, done: 1, failed: 1 }, 'pending')).toBe(0);
  });

  it('takes the order and tracking numbers of a placed order from its result', () => {
    const placed = batchItemRow({
      seq: 0,
      ref: 'id-1',
      status: 1,
      errorCode: null,
      message: null,
      result: { orderId: 'id-1', orderNo: 'SL001', status: 8, trackingNo: '1Z999' },
    });
    expect(placed).toEqual({ seq: 0, status: 1, orderNo: 'SL001', trackingNo: '1Z999', reason: null });
  });

  it("gives a failure's order (named at the head of its message), reason and no tracking number", () => {
    const failed = batchItemRow({
      seq: 3,
      ref: 'id-2',
      status: 2,
      errorCode: 'money.insufficient',
      message: 'SL002: Insufficient balance',
      result: null,
    });
    expect(failed).toEqual({
      seq: 3,
      status: 2,
      orderNo: 'SL002',
      trackingNo: null,
      reason: 'Insufficient balance',
    });
    expect(
      batchItemRow({ seq: 4, ref: 'x', status: 2, errorCode: 'e.code', message: '', result: null }).reason,
    ).toBe('e.code');
  });

  it('keeps the whole message when it names no order', () => {
    const row = (message: string) =>
      batchItemRow({ seq: 1, ref: 'x', status: 2, errorCode: 'c', message, result: null });
    expect(row('Order not found')).toMatchObject({ orderNo: null, reason: 'Order not found' });
    expect(row('Unexpected error: boom')).toMatchObject({ orderNo: null, reason: 'Unexpected error: boom' });
    expect(row('意外错误：boom')).toMatchObject({ orderNo: null, reason: '意外错误：boom' });
    expect(row('my-ORDER_1: 余额不足')).toMatchObject({ orderNo: 'my-ORDER_1', reason: '余额不足' });
  });

  it('leaves a pending item blank', () => {
    expect(
      batchItemRow({ seq: 5, ref: 'x', status: 0, errorCode: null, message: null, result: null }),
    ).toEqual({
      seq: 5,
      status: 0,
      orderNo: null,
      trackingNo: null,
      reason: null,
    });
  });
});
