import type { TestApp } from '../../../db/testing/test-app.ts';
import { createAddressBookEntry } from '../../address-book/address-book.usecases.ts';
import { FORM } from '../../orders/order-form.fixtures.ts';

/**
 * Gives a customer the default sender address LingXing orders are shipped from (a pulled ERP order has
 * only its recipient), as every LingXing test needs before a pull makes drafts.
 */
export const addWarehouseSender = (t: TestApp, userId: string) =>
  createAddressBookEntry({
    db: t.db,
    config: t.config,
    clock: t.clock.now,
    userId,
    input: {
      ...FORM.from,
      company: '',
      phone: '2135550100',
      email: '',
      addressLine2: '',
      isResidential: false,
      title: 'Warehouse',
      isDefaultSender: true,
    } as never,
  });
