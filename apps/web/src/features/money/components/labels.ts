import { RECHARGE_STATUS } from '@shiplabel/shared';

export const STATUS_COLORS: Record<number, string> = {
  [RECHARGE_STATUS.pending]: 'processing',
  [RECHARGE_STATUS.approved]: 'success',
  [RECHARGE_STATUS.rejected]: 'error',
};

/** Balance categories shown for a wallet, in the spec's order. */
export const WALLET_FIELDS = ['available', 'deposit', 'earnest', 'pendingRefund', 'creditBalance'] as const;

/** Money columns: amounts are decimal strings, aligned right, negatives in red. */
export const amountClass = (amount: string) => (amount.startsWith('-') ? 'money-negative' : 'money-positive');
