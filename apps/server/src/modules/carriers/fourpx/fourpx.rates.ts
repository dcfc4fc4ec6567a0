import type { ParcelWeights } from '@shiplabel/shared';
import { CarrierError, type ShipmentDetails } from '../carrier-adapter.ts';
import { centimetres, decimalToMinor, type FopEnvelope, grams } from './fourpx.common.ts';

/**
 * ds.xms.estimated_cost.get (rate trial, 运费试算): destination country, actual weight in grams
 * (string, under 1,000,000 g), sides in cm with two decimals (all three or none), cargo type P,
 * the product codes to price and the recipient's post code (GetEstimatedCost of EalenXie/sdk-all).
 * The trial prices one piece: several parcels are priced by their total weight, without sides.
 */
export function buildEstimateRequest(
  serviceCode: string,
  parcels: readonly ParcelWeights[],
  shipment: ShipmentDetails,
) {
  const totalGrams = parcels.reduce((sum, p) => sum + grams(p.actualLb), 0);
  const only = parcels.length === 1 ? parcels[0] : undefined;
  return {
    country_code: shipment.to.country.toUpperCase(),
    weight: String(totalGrams),
    ...(only && {
      length: centimetres(only.sidesIn[0]),
      width: centimetres(only.sidesIn[1]),
      height: centimetres(only.sidesIn[2]),
    }),
    cargocode: 'P',
    logistics_product_code: [serviceCode],
    ...(shipment.to.zip && { recipient_post_code: shipment.to.zip }),
  };
}

/** Asks the trial for what 4PX charged an order already made (request_no: its 4PX number). */
export const buildOrderCostRequest = (requestNo: string) => ({ request_no: requestNo });

type Estimate = { logistics_product_code?: string; lump_sum_fee?: string | number; estimated_time?: string };

/**
 * The total fee (lump_sum_fee, CNY) of the product asked for, in fen; null when 4PX did not price
 * that product for this shipment (it does not go there, or not at this weight).
 */
export function parseEstimate(envelope: FopEnvelope<Estimate[]>, serviceCode?: string): bigint | null {
  const rows = Array.isArray(envelope.data) ? envelope.data : [];
  const row = serviceCode ? rows.find((r) => r?.logistics_product_code === serviceCode) : rows[0];
  if (!row) return null;
  if (row.lump_sum_fee === undefined || row.lump_sum_fee === null || row.lump_sum_fee === '')
    throw new CarrierError('carrier.bad_response', 'rate trial without lump_sum_fee');
  return decimalToMinor(row.lump_sum_fee);
}
