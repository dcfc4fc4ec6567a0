import type { ParcelWeights } from '@shiplabel/shared';
import type { ShipmentDetails } from '../carrier-adapter.ts';
import { CarrierError } from '../carrier-adapter.ts';
import { minorToJsonNumber } from '../carrier-amount.ts';
import { checkCurrency, fedexAddress, fedexPackage, fedexWeight, minorOf } from './fedex.common.ts';

/** Rate API (vendor/rate-api.json, POST /rate/v1/rates/quotes): request and answer. */

/** Our signature options as FedEx's signatureOptionType (DIRECT: a signature at the address; ADULT). */
export const signatureType = (signature: ShipmentDetails['signature']) =>
  signature === 'adult' ? 'ADULT' : signature === 'standard' ? 'DIRECT' : undefined;

export const isInternational = (shipment: Pick<ShipmentDetails, 'from' | 'to'>) =>
  shipment.from.country.toUpperCase() !== shipment.to.country.toUpperCase();

export function fedexPackages(
  parcels: readonly ParcelWeights[],
  shipment: ShipmentDetails,
  references?: readonly { customerReferenceType: string; value: string }[],
) {
  const signature = signatureType(shipment.signature);
  return parcels.map((parcel, i) => ({
    sequenceNumber: i + 1,
    ...fedexPackage(parcel),
    ...(references && references.length > 0 && { customerReferences: [...references] }),
    ...(signature && { packageSpecialServices: { signatureOptionType: signature } }),
  }));
}

/** Customs commodities from the customs lines: unit price and line value, LB weights (ship-api.json Commodity). */
export function commodities(shipment: ShipmentDetails) {
  return (shipment.customs ?? []).map((line) => {
    const quantity = Math.max(1, Math.round(line.quantity));
    return {
      description: line.description.slice(0, 450),
      countryOfManufacture: line.originCountry.toUpperCase(),
      quantity,
      quantityUnits: 'PCS',
      unitPrice: { amount: minorToJsonNumber(line.valueMinor / BigInt(quantity)), currency: line.currency },
      customsValue: { amount: minorToJsonNumber(line.valueMinor), currency: line.currency },
      weight: { units: 'LB', value: fedexWeight(line.weightLb) },
      ...(line.hsCode && { harmonizedCode: line.hsCode.replace(/[^\d.]/g, '') }),
    };
  });
}

export interface FedexRateRequestInput {
  serviceCode: string;
  parcels: readonly ParcelWeights[];
  shipment: ShipmentDetails;
  accountNumber: string;
}

export function buildRateRequest({ serviceCode, parcels, shipment, accountNumber }: FedexRateRequestInput) {
  const international = isInternational(shipment);
  return {
    accountNumber: { value: accountNumber },
    requestedShipment: {
      shipper: { address: fedexAddress(shipment.from) },
      recipient: { address: fedexAddress(shipment.to) },
      serviceType: serviceCode,
      preferredCurrency: shipment.currency,
      // The account's rates when it has them, the list rates otherwise.
      rateRequestType: ['ACCOUNT', 'LIST'],
      shipDateStamp: shipment.shipDate,
      pickupType: 'DROPOFF_AT_FEDEX_LOCATION',
      packagingType: 'YOUR_PACKAGING',
      totalPackageCount: parcels.length,
      requestedPackageLineItems: fedexPackages(parcels, shipment),
      ...(international &&
        (shipment.customs?.length ?? 0) > 0 && {
          customsClearanceDetail: {
            dutiesPayment: { paymentType: 'RECIPIENT' },
            commodities: commodities(shipment),
          },
        }),
    },
  };
}

interface RatedDetail {
  rateType?: string;
  totalNetCharge?: number;
  currency?: string;
  shipmentRateDetail?: { currency?: string };
}

interface RateReply {
  serviceType?: string;
  ratedShipmentDetails?: RatedDetail[];
}

/** The net charge (taxes included) of the account rate when FedEx gives one, else of the first rate. */
export function parseRateResponse(body: unknown, serviceCode: string, currency: string): bigint {
  const replies = (body as { output?: { rateReplyDetails?: RateReply[] } } | null)?.output?.rateReplyDetails;
  if (!Array.isArray(replies) || replies.length === 0)
    throw new CarrierError('carrier.bad_response', 'no rateReplyDetails');
  const reply = replies.find((r) => r.serviceType === serviceCode);
  if (!reply) throw new CarrierError('carrier.service_unavailable', `no rate for ${serviceCode}`);
  const details = reply.ratedShipmentDetails ?? [];
  const detail = details.find((d) => d.rateType === 'ACCOUNT') ?? details[0];
  if (!detail || detail.totalNetCharge === undefined)
    throw new CarrierError('carrier.bad_response', 'rate without totalNetCharge');
  checkCurrency(detail.currency ?? detail.shipmentRateDetail?.currency, currency);
  return minorOf(detail.totalNetCharge);
}
