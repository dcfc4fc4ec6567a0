import { ORDER_VIEW_NAMES } from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import {
  batchActionsOf,
  columnsOf,
  hasStatusFilter,
  isOrderView,
  rowOperations,
  subjectOfRow,
} from './viewConfig.ts';

const subject = (status: number, hasLabel = false, international = false) => ({
  status,
  hasLabel,
  international,
});

describe('columnsOf', () => {
  it('shows the status column only on allWaybills', () => {
    for (const view of ORDER_VIEW_NAMES)
      expect(columnsOf(view, 'customer').includes('status'), view).toBe(view === 'allWaybills');
    expect(hasStatusFilter('allWaybills')).toBe(true);
    expect(hasStatusFilter('draft')).toBe(false);
  });

  it('shows the reject reason only on isRefuse', () => {
    expect(columnsOf('isRefuse', 'customer')).toContain('auditInfo');
    expect(columnsOf('allWaybills', 'customer')).not.toContain('auditInfo');
  });

  it('has no operations column on the views the spec lists without one', () => {
    for (const view of ['VoidedAll', 'isRefuse', 'placingOrder', 'forecastSuccessful'] as const)
      expect(columnsOf(view, 'customer')).not.toContain('operations');
    for (const view of [
      'allWaybills',
      'draft',
      'transported',
      'Delivered',
      'canceled',
      'cancelWaybill',
    ] as const)
      expect(columnsOf(view, 'customer').at(-1)).toBe('operations');
  });

  it('adds the customer e-mail in the back office only', () => {
    expect(columnsOf('allWaybills', 'admin')).toContain('userEmail');
    expect(columnsOf('allWaybills', 'customer')).not.toContain('userEmail');
  });

  it('keeps the spec column order on a draft list', () => {
    expect(columnsOf('draft', 'customer')).toEqual([
      'orderNo',
      'trackingNo',
      'serviceName',
      'rate',
      'deposit',
      'recipient',
      'sender',
      'reference',
      'reference2',
      'batchNo',
      'labelCreatedAt',
      'createdAt',
      'operations',
    ]);
  });
});

describe('batchActionsOf', () => {
  it('offers what the view statuses allow', () => {
    expect(batchActionsOf('allWaybills', 'customer')).toEqual(['cancel', 'void', 'restore']);
    expect(batchActionsOf('draft', 'customer')).toEqual(['void']);
    expect(batchActionsOf('transported', 'customer')).toEqual(['cancel']);
    expect(batchActionsOf('cancelWaybill', 'customer')).toEqual(['restore']);
    expect(batchActionsOf('Delivered', 'customer')).toEqual([]);
  });

  it('gives VoidedAll its restore even without an operations column, and the others nothing', () => {
    expect(batchActionsOf('VoidedAll', 'customer')).toEqual(['restore']);
    expect(batchActionsOf('isRefuse', 'customer')).toEqual([]);
    expect(batchActionsOf('placingOrder', 'customer')).toEqual([]);
  });

  it('has none in the back office', () => {
    expect(batchActionsOf('allWaybills', 'admin')).toEqual([]);
  });
});

describe('rowOperations', () => {
  it('lets a customer edit, place, void and copy a draft', () => {
    expect(rowOperations(subject(0), 'customer')).toEqual(['detail', 'edit', 'createLabel', 'void', 'copy']);
  });

  it('offers cancel and documents on a placed international order', () => {
    expect(rowOperations(subject(8, true, true), 'customer')).toEqual([
      'detail',
      'cancel',
      'copy',
      'downloadLabel',
      'invoice',
    ]);
    expect(rowOperations(subject(8, true, false), 'customer')).not.toContain('invoice');
  });

  it('offers restore on voided, canceled, rejected and failed orders', () => {
    for (const status of [4, 15, 16]) expect(rowOperations(subject(status), 'customer')).toContain('restore');
    expect(rowOperations(subject(19), 'customer')).toEqual([
      'detail',
      'createLabel',
      'void',
      'restore',
      'copy',
    ]);
  });

  it('gives the back office the cancel audit on orders in cancellation only', () => {
    expect(rowOperations(subject(6, true), 'admin')).toEqual([
      'detail',
      'downloadLabel',
      'copy',
      'cancelAudit',
    ]);
    expect(rowOperations(subject(8, true), 'admin')).not.toContain('cancelAudit');
    expect(rowOperations(subject(0), 'admin')).not.toContain('edit');
  });
});

describe('subjectOfRow / isOrderView', () => {
  it('reads a label from the label time or a tracking number, international from the countries', () => {
    const row = {
      status: 8,
      labelCreatedAt: null,
      trackingNo: '1Z999',
      from: { countryCode: 'US' },
      to: { countryCode: 'CA' },
    };
    expect(subjectOfRow(row)).toEqual({ status: 8, hasLabel: true, international: true });
    expect(subjectOfRow({ ...row, trackingNo: '', to: { countryCode: 'US' } })).toEqual({
      status: 8,
      hasLabel: false,
      international: false,
    });
  });

  it('offers no label or invoice of a canceled (refunded) or voided order, whose label is dead', () => {
    const row = {
      labelCreatedAt: '2026-11-20T10:00:00.000Z',
      trackingNo: 'SX123',
      from: { countryCode: 'US' },
      to: { countryCode: 'CA' },
    };
    for (const status of [4, 15, 16, 0]) {
      expect(subjectOfRow({ ...row, status }).hasLabel, String(status)).toBe(false);
      const ops = rowOperations(subjectOfRow({ ...row, status }), 'customer');
      expect(ops).not.toContain('downloadLabel');
      expect(ops).not.toContain('invoice');
    }
    expect(rowOperations(subjectOfRow({ ...row, status: 8 }), 'customer')).toContain('invoice');
  });

  it('knows the order views by route name', () => {
    expect(isOrderView('VoidedAll')).toBe(true);
    expect(isOrderView('track')).toBe(false);
    expect(isOrderView('toString')).toBe(false);
    expect(isOrderView(undefined)).toBe(false);
  });
});
