import { describe, expect, it } from 'vitest';
import { bulkActionsOf, needsService, placeable } from './bulkActions.ts';

describe('bulkActionsOf', () => {
  it('offers labels and estimates where drafts and failed orders are listed, validation also in transit', () => {
    expect(bulkActionsOf('draft', 'customer')).toEqual(['create', 'estimate', 'validate']);
    expect(bulkActionsOf('allWaybills', 'customer')).toEqual(['create', 'estimate', 'validate']);
    expect(bulkActionsOf('transported', 'customer')).toEqual(['validate']);
    expect(bulkActionsOf('Delivered', 'customer')).toEqual([]);
    expect(bulkActionsOf('VoidedAll', 'customer')).toEqual([]);
  });

  it("gives the back office's waybill page the same batches", () => {
    expect(bulkActionsOf('allWaybills', 'admin')).toEqual(['create', 'estimate', 'validate']);
  });
});

describe('placeable / needsService', () => {
  const orders = [
    { status: 0, serviceId: 's1' },
    { status: 19, serviceId: 's1' },
    { status: 8, serviceId: null },
  ];

  it('keeps drafts and failed orders only', () => {
    expect(placeable(orders)).toHaveLength(2);
  });

  it('asks for a service only when a placeable order has none', () => {
    expect(needsService(orders)).toBe(false);
    expect(needsService([...orders, { status: 0, serviceId: null }])).toBe(true);
  });
});
