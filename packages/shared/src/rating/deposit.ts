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

export function depositFor(direction: ShipmentDirection): bigint {
  if (direction === 'import') return IMPORT_DEPOSIT_MINOR;
  if (direction === 'export') return EXPORT_DEPOSIT_MINOR;
  return 0n;
}
