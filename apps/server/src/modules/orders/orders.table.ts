import type { Address, Customs, OrderItem, OrderOptions, OrderParcel, Quote } from '@shiplabel/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * Parcel orders (spec sections 3-4). The searchable columns of the lists are real columns; the form's
 * nested data (addresses, parcels, customs lines, options) is JSON as entered. Money in minor units of
 * `currency`.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderNo: text('order_no').notNull(),
    status: smallint('status').notNull().default(0),
    channelId: uuid('channel_id'),
    serviceId: uuid('service_id'),
    carrierCode: text('carrier_code').notNull().default(''),
    serviceName: text('service_name').notNull().default(''),
    shipDate: date('ship_date', { mode: 'string' }),
    batchNo: text('batch_no').notNull().default(''),
    reference: text('reference').notNull().default(''),
    reference2: text('reference2').notNull().default(''),
    remark: text('remark').notNull().default(''),
    fromAddress: jsonb('from_address').$type<Address>().notNull(),
    toAddress: jsonb('to_address').$type<Address>().notNull(),
    /** Recipient name, lower case, for the keyword search. */
    toName: text('to_name').notNull().default(''),
    parcels: jsonb('parcels').$type<OrderParcel[]>().notNull(),
    items: jsonb('items').$type<OrderItem[]>().notNull().default([]),
    customs: jsonb('customs').$type<Customs>().notNull(),
    options: jsonb('options').$type<OrderOptions>().notNull(),
    isTest: boolean('is_test').notNull().default(false),
    /** Placed through a test-mode API key (issue 16): sandbox carrier only, no money moved (docs/decisions.md). */
    testMode: boolean('test_mode').notNull().default(false),
    currency: text('currency').notNull().default('USD'),
    /** What the customer pays (shipping + insurance) and the temporary deposit, from the quote. */
    rateMinor: bigint('rate_minor', { mode: 'bigint' }),
    depositMinor: bigint('deposit_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /**
     * What the carrier charges for the label (base + surcharges, before the price rule's markup), from the
     * quote it was placed with: the statistics' margin is rateMinor minus this (issue 13). Never shown to
     * the customer; null for orders placed before it was kept.
     */
    carrierCostMinor: bigint('carrier_cost_minor', { mode: 'bigint' }),
    /** The quote the order was placed with (spec: baseInfo). */
    baseInfo: jsonb('base_info').$type<Quote>(),
    trackingNo: text('tracking_no').notNull().default(''),
    trackingNumbers: jsonb('tracking_numbers').$type<string[]>().notNull().default([]),
    logisticsStatus: smallint('logistics_status').notNull().default(0),
    /** The carrier's label data (rendered to PDF on download) and the stored PDF once rendered. */
    labelData: jsonb('label_data').$type<Record<string, unknown>>(),
    labelBlobId: uuid('label_blob_id'),
    labelCreatedAt: timestamp('label_created_at', { withTimezone: true }),
    /**
     * The carrier's own id of the shipment or transaction (EasyPost shp_, Shippo transaction, UPS
     * shipment number): voiding and recovery need it. Empty for built-in carriers.
     */
    carrierRef: text('carrier_ref').notNull().default(''),
    /** A return label's order (issue 15): from/to are the original's swapped; returnOfId is the original. */
    isReturn: boolean('is_return').notNull().default(false),
    returnOfId: uuid('return_of_id'),
    /** Placement: the ledger reservation and the key the carrier sees (idempotent retries and recovery). */
    reservationId: uuid('reservation_id'),
    placementKey: text('placement_key'),
    placingStartedAt: timestamp('placing_started_at', { withTimezone: true }),
    placementAttempt: smallint('placement_attempt').notNull().default(0),
    errorCode: text('error_code').notNull().default(''),
    errorMessage: text('error_message').notNull().default(''),
    /** Reject reason of order review (spec: auditInfo). */
    auditInfo: text('audit_info').notNull().default(''),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When the temporary deposit may be released (delivery + the channel's settlement window). */
    depositDueAt: timestamp('deposit_due_at', { withTimezone: true }),
    depositReleasedAt: timestamp('deposit_released_at', { withTimezone: true }),
    trackedAt: timestamp('tracked_at', { withTimezone: true }),
    copiedFrom: uuid('copied_from'),
    /** The end-of-day form the order is on (issue 6); at most one. */
    manifestId: uuid('manifest_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_user_order_no').on(t.userId, t.orderNo),
    index('orders_user_status_created').on(t.userId, t.status, t.createdAt),
    // The lists, newest first, of one customer and of everyone: status and channel are key columns too, so
    // those filters and the capped count read the index alone (docs/decisions.md, order lists at scale).
    index('orders_user_list').on(t.userId, t.createdAt, t.id, t.status, t.channelId),
    index('orders_list').on(t.createdAt, t.id, t.status, t.channelId, t.userId),
    index('orders_status_created').on(t.status, t.createdAt),
    index('orders_tracking_no').on(t.trackingNo),
    // The keyword's number search (order lists): a case-insensitive prefix of a number field, then the
    // customer, read by a range of one btree each (docs/decisions.md). Not partial: the planner estimates
    // a LIKE from an index expression's statistics only for whole-table indexes; the empty fields cost
    // little, deduplicated.
    index('orders_order_no_prefix').using('btree', sql`lower(${t.orderNo}) text_pattern_ops`, t.userId),
    index('orders_tracking_no_prefix').using('btree', sql`lower(${t.trackingNo}) text_pattern_ops`, t.userId),
    index('orders_reference_prefix').using('btree', sql`lower(${t.reference}) text_pattern_ops`, t.userId),
    index('orders_reference2_prefix').using('btree', sql`lower(${t.reference2}) text_pattern_ops`, t.userId),
    index('orders_batch_no_prefix').using('btree', sql`lower(${t.batchNo}) text_pattern_ops`, t.userId),
    // Every parcel's tracking number of multi-parcel orders, found whole (the first one is tracking_no).
    index('orders_tracking_numbers')
      .using('gin', t.trackingNumbers.op('jsonb_path_ops'))
      .where(sql`jsonb_array_length(tracking_numbers) > 1`),
    uniqueIndex('orders_placement_key').on(t.placementKey),
    index('orders_placing').on(t.placingStartedAt).where(sql`status = 17`),
    index('orders_deposit_due')
      .on(t.depositDueAt)
      .where(sql`deposit_released_at is null and deposit_minor > 0`),
    index('orders_service').on(t.serviceId),
    index('orders_return_of').on(t.returnOfId).where(sql`return_of_id is not null`),
    // Statistics (issue 13): labels bought in a range of days, of every customer.
    index('orders_label_created').on(t.labelCreatedAt).where(sql`label_created_at is not null`),
  ],
);

/** The order's timeline (spec section 4): what happened, when, by whom. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Values for the message (e.g. reason, tracking number). */
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    actorId: uuid('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Insertion order: events written in one transaction (or under a test's frozen clock) share their
     * time, and a random uuid would order them by chance.
     */
    seq: bigserial('seq', { mode: 'bigint' }).notNull(),
  },
  (t) => [index('order_events_order').on(t.orderId, t.createdAt)],
);

/** Carrier tracking events of an order's parcels, as last read from the carrier. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    trackingNumber: text('tracking_number').notNull(),
    status: smallint('status').notNull(),
    description: text('description').notNull(),
    time: timestamp('time', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('tracking_events_unique').on(t.trackingNumber, t.time, t.status),
    index('tracking_events_order').on(t.orderId),
  ],
);

/** Supplementary bills of carrier adjustments (spec: supplementary deductions), with the optional penalty. */
export const orderBills = pgTable(
  'order_bills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    userId: uuid('user_id').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    penaltyMinor: bigint('penalty_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_bills_order').on(t.orderId), index('order_bills_created').on(t.createdAt)],
);
