import type { ParcelWeights } from '@shiplabel/shared';
import type { CarrierAddress, ShipmentDetails } from '../carrier-adapter.ts';
import { CarrierError } from '../carrier-adapter.ts';
import { asList, chargeMinor, type UpsMoney, upsAddress, upsPackage, upsParty } from './ups.common.ts';

/** Rating API request and response (vendors/Rating.yaml, POST /api/rating/{version}/Rate). */

/**
 * Where UPS wants the signature option (Shipping.yaml / Rating.yaml DeliveryConfirmation; karrio units.py
 * DeliveryConfirmationLevel): per package within the US and Puerto Rico (DCISType 2 signature, 3 adult),
 * per shipment otherwise (DCISType 1 signature, 2 adult).
 */
export function signatureOption(
  signature: ShipmentDetails['signature'],
  from: string,
  to: string,
): { level: 'package' | 'shipment'; dcisType: string } | null {
  if (signature === 'none') return null;
  const domestic = ['US', 'PR'].includes(from) && ['US', 'PR'].includes(to);
  if (domestic) return { level: 'package', dcisType: signature === 'adult' ? '3' : '2' };
  return { level: 'shipment', dcisType: signature === 'adult' ? '2' : '1' };
}

export const isInternational = (shipment: Pick<ShipmentDetails, 'from' | 'to'>) =>
  shipment.from.country.toUpperCase() !== shipment.to.country.toUpperCase();

/** Packages with the package-level signature option where it belongs (rating and shipping share it). */
export function upsPackages<K extends 'PackagingType' | 'Packaging'>(
  parcels: readonly ParcelWeights[],
  shipment: ShipmentDetails,
  packagingKey: K,
) {
  const signature = signatureOption(shipment.signature, shipment.from.country, shipment.to.country);
  return parcels.map((parcel) => ({
    ...upsPackage(parcel, packagingKey),
    ...(signature?.level === 'package' && {
      PackageServiceOptions: { DeliveryConfirmation: { DCISType: signature.dcisType } },
    }),
  }));
}

/** Total declared value as UPS writes money ("12.50"), for InvoiceLineTotal of international shipments. */
export function declaredTotal(shipment: ShipmentDetails): string {
  const minor = shipment.declaredMinor.reduce((sum, v) => sum + v, 0n);
  const customs = (shipment.customs ?? []).reduce((sum, line) => sum + line.valueMinor, 0n);
  const total = minor > 0n ? minor : customs;
  return `${total / 100n}.${String(total % 100n).padStart(2, '0')}`;
}

export interface UpsRateRequestInput {
  serviceCode: string;
  parcels: readonly ParcelWeights[];
  shipment: ShipmentDetails;
  accountNumber: string;
}

/** A party for rating: names may be empty (the estimate knows only the place), UPS needs a name. */
const ratingParty = (address: CarrierAddress) => ({ ...upsParty(address), Address: upsAddress(address) });

export function buildRateRequest({ serviceCode, parcels, shipment, accountNumber }: UpsRateRequestInput) {
  const signature = signatureOption(shipment.signature, shipment.from.country, shipment.to.country);
  const international = isInternational(shipment);
  return {
    RateRequest: {
      Request: {
        RequestOption: 'Rate',
        TransactionReference: { CustomerContext: shipment.orderNo ?? 'rate' },
      },
      Shipment: {
        Shipper: { ...ratingParty(shipment.from), ShipperNumber: accountNumber },
        ShipTo: ratingParty(shipment.to),
        ShipFrom: ratingParty(shipment.from),
        PaymentDetails: {
          ShipmentCharge: [{ Type: '01', BillShipper: { AccountNumber: accountNumber } }],
        },
        Service: { Code: serviceCode },
        NumOfPieces: String(parcels.length),
        Package: upsPackages(parcels, shipment, 'PackagingType'),
        ...(signature?.level === 'shipment' && {
          ShipmentServiceOptions: { DeliveryConfirmation: { DCISType: signature.dcisType } },
        }),
        ...(international && {
          InvoiceLineTotal: { CurrencyCode: shipment.currency, MonetaryValue: declaredTotal(shipment) },
        }),
        // Negotiated (account) rates come back when the account has them; published rates otherwise.
        ShipmentRatingOptions: { NegotiatedRatesIndicator: 'Y' },
      },
    },
  };
}

interface RatedCharges {
  TotalCharges?: UpsMoney;
  TotalChargesWithTaxes?: UpsMoney;
  NegotiatedRateCharges?: { TotalCharge?: UpsMoney; TotalChargesWithTaxes?: UpsMoney };
}

/**
 * What the shipper pays: the negotiated charge when UPS gives one (the account's contract), else the
 * published one; with taxes when UPS adds them (e.g. Canadian GST/HST), as they are billed to the account.
 */
export function payableCharge(charges: RatedCharges, negotiated?: RatedCharges['NegotiatedRateCharges']) {
  const deal = negotiated ?? charges.NegotiatedRateCharges;
  return (
    deal?.TotalChargesWithTaxes ?? deal?.TotalCharge ?? charges.TotalChargesWithTaxes ?? charges.TotalCharges
  );
}

interface RatedShipment extends RatedCharges {
  Service?: { Code?: string };
}

/** The price of `serviceCode` from a RateResponse (RatedShipment is an object for Rate, a list for Shop). */
export function parseRateResponse(body: unknown, serviceCode: string, currency: string): bigint {
  const rated = asList(
    (body as { RateResponse?: { RatedShipment?: RatedShipment | RatedShipment[] } } | null)?.RateResponse
      ?.RatedShipment,
  );
  const match =
    rated.find((r) => r.Service?.Code === serviceCode) ?? (rated.length === 1 ? rated[0] : undefined);
  if (!match) {
    if (rated.length > 0) throw new CarrierError('carrier.service_unavailable', `no rate for ${serviceCode}`);
    throw new CarrierError('carrier.bad_response', 'RateResponse without RatedShipment');
  }
  return chargeMinor(payableCharge(match), currency);
}
