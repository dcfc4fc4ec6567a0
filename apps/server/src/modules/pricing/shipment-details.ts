import type { EstimateRequest, ParcelWeights, RateAddress } from '@shiplabel/shared';
import type { CarrierAddress, ShipmentDetails } from '../carriers/carrier-adapter.ts';

/** Rating knows no names or streets: a carrier rates on country, ZIP, state, city and residential. */
export function rateAddressOf(address: RateAddress): CarrierAddress {
  return {
    name: '',
    street1: '',
    city: address.city,
    state: address.stateCode,
    zip: address.zipCode,
    country: address.countryCode,
    residential: address.isResidential,
  };
}

/**
 * What a real carrier's rate call needs of an estimate request. `parcels` are the billable weights the
 * engine computed (one per physical parcel) and `declaredMinor` their declared values; the estimate form
 * has only "signature or not", so a signature is rated as the standard one; the parcel ships today.
 */
export function shipmentDetailsOfEstimate(input: {
  request: Pick<EstimateRequest, 'from' | 'to' | 'options'>;
  parcels: readonly ParcelWeights[];
  declaredMinor: readonly bigint[];
  currency: string;
  shipDate: string;
}): ShipmentDetails {
  const { request } = input;
  return {
    from: rateAddressOf(request.from),
    to: rateAddressOf(request.to),
    parcels: input.parcels,
    declaredMinor: input.declaredMinor,
    currency: input.currency,
    signature: request.options.signature ? 'standard' : 'none',
    shipDate: input.shipDate,
  };
}
