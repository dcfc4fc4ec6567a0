import { randomInt } from 'node:crypto';
import { type Actor, type Address, ORDER_STATUS, type OrderData } from '@shiplabel/shared';
import type { Database } from '../../db/client.ts';
import { businessDay } from '../../lib/business-time.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { isUniqueViolation, unprocessable } from '../../lib/errors.ts';
import {
  createAddressBookEntry,
  isVerifiedAddress,
  listAddressBook,
} from '../address-book/address-book.usecases.ts';
import { usableServiceIds } from '../channels/channel-queries.ts';
import { loadCatalog } from '../pricing/catalog.ts';
import { applyShippingRules } from '../shipping-rules/shipping-rules.apply.ts';
import { requireTransition } from './order-transition.ts';
import { orderChanged, orderNoTaken } from './orders.errors.ts';
import {
  addOrderEvent,
  insertOrder,
  moveOrder,
  type OrderInsert,
  type OrderRow,
  orderNoUsed,
  requireOrder,
} from './orders.repository.ts';

/** "SL" + the business day (yyMMdd) + 8 random base-36 characters: 2.8e12 numbers per day. */
export function generateOrderNo(now: Date, timeZone: string): string {
  let random = '';
  for (let i = 0; i < 8; i++) random += randomInt(36).toString(36).toUpperCase();
  return `SL${businessDay(now, timeZone).slice(2).replaceAll('-', '')}${random}`;
}

/** The service snapshot an order keeps: refused when the user may not use the service (now). */
export async function serviceColumns(db: Database, userId: string, serviceId: string | null) {
  if (!serviceId)
    return { serviceId: null, channelId: null, carrierCode: '', serviceName: '', currency: 'USD' };
  const catalog = await loadCatalog(db);
  if (!usableServiceIds(catalog, userId).includes(serviceId))
    throw unprocessable('rating.service_not_allotted');
  const service = catalog.services.get(serviceId)!;
  const channel = catalog.channels.get(service.channelId)!;
  return {
    serviceId,
    channelId: channel.id,
    carrierCode: channel.carrierCode,
    serviceName: service.name,
    currency: channel.currency,
  };
}

/** The order columns of the form's data (everything but number, owner and the service). */
export function formColumns(input: OrderData) {
  return {
    shipDate: input.shipDate,
    batchNo: input.batchNo,
    reference: input.reference,
    reference2: input.reference2,
    remark: input.remark,
    // The validated flag is the server's verdict on the address as saved, never the client's claim.
    fromAddress: { ...input.from, isValid: isVerifiedAddress(input.from) },
    toAddress: { ...input.to, isValid: isVerifiedAddress(input.to) },
    toName: input.to.personName.toLowerCase(),
    parcels: input.parcels,
    items: input.items,
    customs: input.customs,
    options: input.options,
    isTest: input.isTest,
  };
}

/**
 * Inserts a new draft numbered `orderNo`, or a generated number when empty; a generated number that
 * collides is drawn again (the unique index is the judge), a customer's own number is 409.
 */
export async function insertDraft(
  deps: Pick<AppDeps, 'db' | 'config'> & { values: Omit<OrderInsert, 'orderNo'>; orderNo: string; now: Date },
): Promise<OrderRow> {
  for (let attempt = 1; ; attempt++) {
    const orderNo = deps.orderNo || generateOrderNo(deps.now, deps.config.businessTz);
    try {
      // A savepoint: a unique violation must not abort the caller's transaction.
      return await deps.db.transaction((sp) => insertOrder(sp, { ...deps.values, orderNo }));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (deps.orderNo || attempt >= 5) throw orderNoTaken(orderNo);
    }
  }
}

/** Saves an order address to the caller's address book unless the same address is already there. */
async function addToAddressBook(deps: AppDeps & { userId: string; address: Address }) {
  const a = deps.address;
  const { list } = await listAddressBook({
    db: deps.db,
    userId: deps.userId,
    query: { pageNum: 1, pageSize: 100, keyword: a.addressLine1 },
  });
  const same = (e: (typeof list)[number]) =>
    e.personName === a.personName &&
    e.addressLine1 === a.addressLine1 &&
    e.addressLine2 === a.addressLine2 &&
    e.zipCode === a.zipCode &&
    e.countryCode === a.countryCode;
  if (list.some(same)) return;
  const { isValid: _decidedByTheBook, ...fields } = a;
  await createAddressBookEntry({
    ...deps,
    input: { ...fields, title: (a.company || a.personName).slice(0, 60), isDefaultSender: false },
  });
}

/**
 * Creates a draft, or updates `input.orderId` (the caller's, still a draft). Used by the draft route,
 * label creation from a full form and the spreadsheet import.
 */
export async function saveDraft(
  deps: AppDeps & {
    userId: string;
    actorId: string;
    input: OrderData;
    /** A new return order (issue 15) is flagged in the same insert. */
    returnOf?: string;
    /**
     * Issue 16: a new draft created through the customer API without a service gets the customer's shipping
     * rules applied; a form order made by hand in the web is never changed silently.
     */
    applyRules?: boolean;
    /** The carrier the rules may choose services of (a test-mode key: the sandbox only). */
    onlyCarrier?: string;
  },
): Promise<{ id: string; orderNo: string }> {
  const { userId } = deps;
  const input =
    deps.applyRules && !deps.input.orderId && !deps.input.serviceId
      ? (await applyShippingRules(deps, userId, deps.input)).order
      : deps.input;
  const actor: Actor = deps.actorId === userId ? 'customer' : 'admin';
  const service = await serviceColumns(deps.db, userId, input.serviceId);
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    if (input.orderNo && (await orderNoUsed(tx, { userId, orderNo: input.orderNo, exceptId: input.orderId })))
      throw orderNoTaken(input.orderNo);
    let saved: OrderRow;
    if (input.orderId) {
      const current = await requireOrder(tx, { id: input.orderId, userId });
      requireTransition(current.status, 'saveDraft', actor);
      const patch = {
        ...formColumns(input),
        ...service,
        orderNo: input.orderNo || current.orderNo,
        // The data changed: a quote of the old data no longer applies.
        rateMinor: null,
        depositMinor: 0n,
        baseInfo: null,
      };
      const moved = await tx
        .transaction((sp) => moveOrder(sp, { id: current.id, from: [ORDER_STATUS.draft], patch, now }))
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? orderNoTaken(patch.orderNo) : error;
        });
      if (!moved) throw orderChanged();
      saved = moved;
    } else {
      saved = await insertDraft({
        ...txDeps,
        orderNo: input.orderNo,
        now,
        values: {
          ...formColumns(input),
          ...service,
          userId,
          status: ORDER_STATUS.draft,
          ...(deps.returnOf && { isReturn: true, returnOfId: deps.returnOf }),
          createdAt: now,
          updatedAt: now,
        },
      });
      await addOrderEvent(tx, { orderId: saved.id, kind: 'received', actorId: deps.actorId, at: now });
    }
    if (input.addToAddressBook.from) await addToAddressBook({ ...txDeps, address: input.from });
    if (input.addToAddressBook.to) await addToAddressBook({ ...txDeps, address: input.to });
    return saved;
  });
  return { id: row.id, orderNo: row.orderNo };
}
