import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * One row per account: a user's wallet accounts (owner set, shard 0) and the platform's accounts (no
 * owner, one row per shard). `balance` always equals the sum of the account's entries.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The user's id, or 'platform'. */
    ownerKey: text('owner_key').notNull(),
    ownerId: uuid('owner_id').references(() => users.id),
    currency: text('currency').notNull(),
    /** shared USER_ACCOUNT_KINDS or PLATFORM_ACCOUNT_KINDS. */
    kind: text('kind').notNull(),
    shard: smallint('shard').notNull().default(0),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    /** On `available` accounts: how far below zero the balance may go. */
    creditLimit: bigint('credit_limit', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_key').on(t.ownerKey, t.currency, t.kind, t.shard),
    index('ledger_accounts_owner').on(t.ownerId),
  ],
);

/** A balanced movement: its entries sum to zero per currency. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** shared TRANSACTION_TYPES key. */
    type: text('type').notNull(),
    /** shared CHANGE_TYPES value (the spec's fund change type). */
    changeType: smallint('change_type').notNull(),
    /** The customer whose wallet moved. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** sha256 of the request's parameters: a repeated key must carry the same ones. */
    requestHash: text('request_hash').notNull(),
    /** What the movement belongs to (a recharge id, an order id, a zone query). */
    reference: text('reference').notNull().default(''),
    /**
     * What a person wrote (a staff member's reason, a reviewer's rejection); empty for the system's own
     * postings, whose description is rendered from `type` in the reader's language.
     */
    reason: text('reason').notNull().default(''),
    /** The customer's order number when the movement belongs to an order (shown and exported as is). */
    orderNo: text('order_no'),
    /** Staff member who caused it (approvals, adjustments); null for the user's own actions. */
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_key').on(t.idempotencyKey),
    index('ledger_transactions_user').on(t.userId, t.createdAt),
    index('ledger_transactions_created').on(t.createdAt),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account').on(t.accountId, t.id),
    index('ledger_entries_transaction').on(t.transactionId),
  ],
);

/** Money held for an order between reserve and capture/release; settles exactly once. */
export const ledgerReservations = pgTable('ledger_reservations', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  currency: text('currency').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  /** held | captured | released */
  status: text('status').notNull().default('held'),
  reference: text('reference').notNull().default(''),
  reserveTransactionId: uuid('reserve_transaction_id')
    .notNull()
    .references(() => ledgerTransactions.id),
  settleTransactionId: uuid('settle_transaction_id').references(() => ledgerTransactions.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});

/** A customer's add-funds request, credited once on approval. */
export const recharges = pgTable(
  'recharges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The financial ID shown to users: R + date + counter-free random suffix. */
    financeNo: text('finance_no').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method').notNull(),
    forecastAmount: bigint('forecast_amount', { mode: 'bigint' }).notNull(),
    actualAmount: bigint('actual_amount', { mode: 'bigint' }),
    voucherId: uuid('voucher_id').notNull(),
    /** The voucher image's content hash: the review warns when another recharge used the same image. */
    voucherSha256: text('voucher_sha256'),
    remark: text('remark').notNull().default(''),
    /** shared RECHARGE_STATUS: 0 pending review, 1 approved, 2 rejected. */
    status: smallint('status').notNull().default(0),
    auditRemark: text('audit_remark').notNull().default(''),
    auditedBy: uuid('audited_by').references(() => users.id),
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    /** When the money arrived: the approval time (the ledger credits it then). */
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('recharges_finance_no').on(t.financeNo),
    index('recharges_user').on(t.userId, t.createdAt),
    index('recharges_status').on(t.status, t.createdAt),
    index('recharges_voucher_sha256').on(t.voucherSha256),
  ],
);

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type RechargeRow = typeof recharges.$inferSelect;
