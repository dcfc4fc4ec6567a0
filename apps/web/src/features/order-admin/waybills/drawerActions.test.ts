import { ORDER_STATUS, pageQuerySchema } from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import { drawerActions, orderLookupParams } from './drawerActions.ts';

const ALL = ['adminChannel', 'batchOrderCancel', 'orderList'];
const order = (status: number, extra: Partial<Parameters<typeof drawerActions>[0]> = {}) => ({
  status,
  deposit: '20.00',
  depositReleased: false,
  hasLabel: true,
  ...extra,
});

describe('order drawer actions', () => {
  it('follow the state machine: bill placed and delivered orders, cancel placed ones, release held deposits', () => {
    expect(drawerActions(order(ORDER_STATUS.placed), ALL)).toEqual(['bill', 'releaseDeposit', 'cancel']);
    expect(drawerActions(order(ORDER_STATUS.delivered), ALL)).toEqual(['bill', 'releaseDeposit']);
    expect(drawerActions(order(ORDER_STATUS.canceled), ALL)).toEqual(['releaseDeposit']);
    expect(drawerActions(order(ORDER_STATUS.inCancellation), ALL)).toEqual([]);
    expect(drawerActions(order(ORDER_STATUS.draft, { hasLabel: false, deposit: '0.00' }), ALL)).toEqual([]);
    expect(drawerActions(order(ORDER_STATUS.placed, { depositReleased: true }), ALL)).toEqual([
      'bill',
      'cancel',
    ]);
    expect(drawerActions(order(ORDER_STATUS.placed, { deposit: '0.00' }), ALL)).toEqual(['bill', 'cancel']);
  });

  it('only for roles whose endpoints allow them', () => {
    expect(drawerActions(order(ORDER_STATUS.placed), ['orderList'])).toEqual([]);
    expect(drawerActions(order(ORDER_STATUS.placed), ['batchOrderCancel'])).toEqual(['cancel']);
    expect(drawerActions(order(ORDER_STATUS.placed), ['adminChannel'])).toEqual(['bill', 'releaseDeposit']);
  });

  it('the order picker asks a page size the server accepts', () => {
    expect(pageQuerySchema.safeParse(orderLookupParams('SL-1')).success).toBe(true);
  });
});
