/**
 * Temporary deposit of spec section 9: 200 USD for an import, 100 USD for an export, none for a domestic
 * shipment. The platform is US-based: to the US from abroad is an import; from the US abroad is an
 * export; a shipment between two other countries leaves its origin country, so it counts as an export.
 * Amounts in USD cents.
 */
export const IMPORT_DEPOSIT_MINOR = 200_00n;
export const EXPORT_DEPOSIT_MINOR = 100_00n;

export type ShipmentDirection = 'domestic' | 'import' | 'export';

export function shipmentDirection(fromCountry: string, toCountry: string): ShipmentDirection {
  const from = fromCountry.toUpperCase();
  const to = toCountry.toUpperCase();
  if (from === to) return 'domestic';
  if (to === 'US') return 'import';
  return 'export';
}

/** The international deposits an operator may change in the system configuration (issue 14). */
export interface InternationalDeposits {
  importMinor: bigint;
  exportMinor: bigint;
}
export const DEFAULT_DEPOSITS: InternationalDeposits = {
  importMinor: IMPORT_DEPOSIT_MINOR,
  exportMinor: EXPORT_DEPOSIT_MINOR,
};

/** `domesticMinor`: the channel's own deposit for domestic shipments (setting `domesticDeposit`, default 0). */
export function depositFor(
  direction: ShipmentDirection,
  domesticMinor = 0n,
  deposits: InternationalDeposits = DEFAULT_DEPOSITS,
): bigint {
  if (direction === 'import') return deposits.importMinor;
  if (direction === 'export') return deposits.exportMinor;
  return domesticMinor;
}

/**
 * A channel's `domesticDeposit` setting (USD, a number as the channel form stores it) in cents; anything
 * that is not a non-negative amount with at most two decimals counts as none.
 */
export function domesticDepositMinor(settings: Record<string, unknown>): bigint {
  const value = settings.domesticDeposit;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return 0n;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(value));
  return match ? BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0')) : 0n;
}
