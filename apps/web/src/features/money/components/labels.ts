import { RECHARGE_STATUS } from '@shiplabel/shared';

export const STATUS_COLORS: Record<number, string> = {
  [RECHARGE_STATUS.pending]: 'processing',
  [RECHARGE_STATUS.approved]: 'success',
  [RECHARGE_STATUS.rejected]: 'error',
};

/** Balance categories shown for a wallet, in the spec's order. */
export const WALLET_FIELDS = ['available', 'deposit', 'earnest', 'pendingRefund', 'creditBalance'] as const;

/**
 * The balances of the back office's wallets table (spec balance categories), per wallet: each that a
 * customer sees, pending refund included, so staff answer "where is my refund" from the list.
 */
export const WALLET_TABLE_COLUMNS = [
  ['USD', 'available'],
  ['USD', 'deposit'],
  ['USD', 'earnest'],
  ['USD', 'pendingRefund'],
  ['USD', 'creditLimit'],
  ['CNY', 'available'],
  ['CNY', 'deposit'],
  ['CNY', 'earnest'],
  ['CNY', 'pendingRefund'],
] as const;

/** Money columns: amounts are decimal strings, aligned right, negatives in red. */
export const amountClass = (amount: string) => (amount.startsWith('-') ? 'money-negative' : 'money-positive');
