import type { ParcelWeights } from '@shiplabel/shared';
import { CarrierError, type ShipmentDetails } from '../carrier-adapter.ts';
import { amountMinor, centimetres, isObject, isoCurrency, kilograms } from './yunexpress.common.ts';

/**
 * Freight price trial, GET /v1/price-trial/get (OpenAPI reference, operation getPriceTrial): the query
 * names the destination, weight and sides; the answer lists every product YunExpress would carry it with.
 * The whole shipment is asked at once (weight summed, `pieces` = parcels), as YunExpress bills one
 * waybill; sides are sent for a single parcel only (they describe one package).
 */
export function buildPriceTrialQuery(input: {
  parcels: readonly ParcelWeights[];
  shipment: Pick<ShipmentDetails, 'to'>;
}): URLSearchParams {
  const totalLb = input.parcels.reduce((sum, p) => sum + (p.actualLb > 0 ? p.actualLb : p.billableLb), 0);
  const query = new URLSearchParams({
    country_code: input.shipment.to.country.toUpperCase(),
    weight: String(kilograms(totalLb)),
    weight_unit: 'KG',
    pieces: String(input.parcels.length),
  });
  const zip = input.shipment.to.zip.trim();
  if (zip) query.set('postal_code', zip.slice(0, 20));
  const [one] = input.parcels;
  if (input.parcels.length === 1 && one && one.sidesIn.every((side) => side > 0)) {
    const [length, width, height] = one.sidesIn;
    query.set('length', String(centimetres(length)));
    query.set('width', String(centimetres(width)));
    query.set('height', String(centimetres(height)));
    query.set('size_unit', 'CM');
  }
  return query;
}

interface PriceTrialItem {
  product_code?: string;
  calculate_amount?: number | string;
  currency?: string;
  convert_currency?: string;
  convert_amount?: number | string;
}

/** "7.1000" -> 71000 (four decimals): the channel's exchange rate read without floats; null if unusable. */
export function rateTenThousandths(text: unknown): bigint | null {
  const match = typeof text === 'string' ? /^\s*(\d+)(?:\.(\d{1,4}))?\s*$/.exec(text) : null;
  if (!match) return null;
  const value = BigInt(match[1]!) * 10_000n + BigInt((match[2] ?? '').padEnd(4, '0'));
  return value > 0n ? value : null;
}

/** Yuan fen to cents at `cnyPerUsd` (in ten-thousandths), half a cent up. */
export const cnyToUsdMinor = (fen: bigint, rate: bigint): bigint => (fen * 10_000n * 2n + rate) / (rate * 2n);

/**
 * The price of `productCode` in `currency` minor units: the quote itself when it is in that currency, the
 * converted amount YunExpress gave when that is, else yuan converted at the channel's rate.
 * 'carrier.service_unavailable' when YunExpress does not offer the product for this shipment.
 */
export function parsePriceTrial(
  result: unknown,
  productCode: string,
  currency: string,
  cnyPerUsd: bigint | null,
): bigint {
  if (!Array.isArray(result)) throw new CarrierError('carrier.bad_response', 'price trial without a list');
  const item = (result as unknown[]).find(
    (row): row is PriceTrialItem => isObject(row) && row.product_code === productCode,
  );
  if (!item)
    throw new CarrierError('carrier.service_unavailable', `YunExpress offers no ${productCode} here`);
  const wanted = currency.toUpperCase();
  if (isoCurrency(item.currency) === wanted) return amountMinor(item.calculate_amount);
  if (isoCurrency(item.convert_currency) === wanted) return amountMinor(item.convert_amount);
  const fen =
    isoCurrency(item.currency) === 'CNY'
      ? amountMinor(item.calculate_amount)
      : isoCurrency(item.convert_currency) === 'CNY'
        ? amountMinor(item.convert_amount)
        : null;
  if (fen === null || wanted !== 'USD' || cnyPerUsd === null)
    throw new CarrierError(
      'carrier.bad_response',
      `quoted in ${item.currency ?? '?'}, billed in ${wanted}: set the channel's exchange rate`,
    );
  return cnyToUsdMinor(fen, cnyPerUsd);
}
