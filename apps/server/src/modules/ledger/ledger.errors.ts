import { formatMinor } from '@shiplabel/shared';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';

/** The message shows the available balance and how much is missing (e.g. a label the wallet cannot pay). */
export const insufficientFunds = (currency: string, shortBy: bigint, available: bigint) =>
  unprocessable('ledger.insufficient_funds', {
    currency,
    shortBy: formatMinor(shortBy),
    available: formatMinor(available),
  });
export const accountWouldBeNegative = (kind: string, currency: string) =>
  unprocessable('ledger.account_negative', { kind, currency });
export const unbalancedTransaction = () => unprocessable('ledger.unbalanced');
export const idempotencyMismatch = () => conflict('ledger.idempotency_mismatch');
export const reservationNotFound = () => notFound('ledger.reservation_not_found');
export const reservationSettled = (status: string) => conflict('ledger.reservation_settled', { status });
export const captureExceeds = () => unprocessable('ledger.capture_exceeds');
export const rechargeNotFound = () => notFound('ledger.recharge_not_found');
export const rechargeReviewed = () => conflict('ledger.recharge_reviewed');
export const voucherNotFound = () => notFound('ledger.voucher_not_found');
export const userNotCustomer = () => notFound('ledger.user_not_found');
export const sameWallet = () => unprocessable('money.same_wallet');
export const transferTooSmall = () => unprocessable('ledger.transfer_too_small');
export const nothingToRelease = () => unprocessable('ledger.nothing_to_release');
export const creditBelowUsed = (used: string) => unprocessable('ledger.credit_below_used', { used });
export const payeeNotFound = () => notFound('ledger.payee_not_found');
