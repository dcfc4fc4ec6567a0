import type { SIGNATURE_OPTIONS } from '@shiplabel/shared';
import type { CarrierAdapter } from './carrier-adapter.ts';
import { easypostAdapter } from './easypost/easypost.adapter.ts';
import { EASYPOST_SERVICE_CODES } from './easypost/easypost.services.ts';
import { fedexAdapter } from './fedex/fedex.adapter.ts';
import { FEDEX_SERVICE_CODES } from './fedex/fedex.services.ts';
import { fourpxAdapter } from './fourpx/fourpx.adapter.ts';
import { FOURPX_SERVICE_CODES } from './fourpx/fourpx.services.ts';
import { rateCardAdapter } from './rate-card.adapter.ts';
import { SANDBOX_SERVICE_CODES, sandboxAdapter } from './sandbox.adapter.ts';
import { shipengineAdapter } from './shipengine/shipengine.adapter.ts';
import { SHIPENGINE_SERVICE_CODES } from './shipengine/shipengine.services.ts';
import { shippoAdapter } from './shippo/shippo.adapter.ts';
import { SHIPPO_SERVICE_CODES } from './shippo/shippo.services.ts';
import { upsAdapter } from './ups/ups.adapter.ts';
import { UPS_SERVICE_CODES } from './ups/ups.services.ts';
import { uspsAdapter } from './usps/usps.adapter.ts';
import { USPS_SERVICE_CODES } from './usps/usps.services.ts';
import { yunexpressAdapter } from './yunexpress/yunexpress.adapter.ts';
import { YUNEXPRESS_SERVICE_CODES } from './yunexpress/yunexpress.services.ts';

/** The carriers channels can be created for. Real carrier adapters register here with their code. */
export const CARRIER_ADAPTERS: Record<string, CarrierAdapter> = {
  [sandboxAdapter.code]: sandboxAdapter,
  [rateCardAdapter.code]: rateCardAdapter,
  [easypostAdapter.code]: easypostAdapter,
  [shippoAdapter.code]: shippoAdapter,
  [upsAdapter.code]: upsAdapter,
  [fedexAdapter.code]: fedexAdapter,
  [uspsAdapter.code]: uspsAdapter,
  [shipengineAdapter.code]: shipengineAdapter,
  [yunexpressAdapter.code]: yunexpressAdapter,
  [fourpxAdapter.code]: fourpxAdapter,
};

type SignatureOption = (typeof SIGNATURE_OPTIONS)[number];

export const CARRIER_CODES = Object.keys(CARRIER_ADAPTERS);

export const adapterOf = (code: string): CarrierAdapter | undefined => CARRIER_ADAPTERS[code];

/**
 * What each carrier sells: the service codes it prices and labels (null: any code, as the rate-card
 * carrier prices every service from that service's own card) and the signature options it offers.
 * A channel's services are checked against it, so a customer never meets "unknown service code".
 */
export const CARRIER_SERVICES: Record<
  string,
  { codes: readonly string[] | null; signatureOptions: readonly SignatureOption[] }
> = {
  [sandboxAdapter.code]: { codes: SANDBOX_SERVICE_CODES, signatureOptions: ['standard', 'adult'] },
  [rateCardAdapter.code]: { codes: null, signatureOptions: ['standard', 'adult'] },
  // EasyPost delivery_confirmation SIGNATURE / ADULT_SIGNATURE (docs.easypost.com/docs/shipments/options).
  [easypostAdapter.code]: { codes: EASYPOST_SERVICE_CODES, signatureOptions: ['standard', 'adult'] },
  // Shippo extra.signature_confirmation STANDARD / ADULT (ShipmentExtra of public-api.yaml).
  [shippoAdapter.code]: { codes: SHIPPO_SERVICE_CODES, signatureOptions: ['standard', 'adult'] },
  // UPS Delivery Confirmation: signature required or adult signature required (DCISType).
  [upsAdapter.code]: { codes: UPS_SERVICE_CODES, signatureOptions: ['standard', 'adult'] },
  // FedEx signatureOptionType DIRECT and ADULT.
  [fedexAdapter.code]: { codes: FEDEX_SERVICE_CODES, signatureOptions: ['standard', 'adult'] },
  // USPS extra services 921 Signature Confirmation / 922 Adult Signature (981 for Priority Mail Express).
  [uspsAdapter.code]: { codes: USPS_SERVICE_CODES, signatureOptions: ['standard', 'adult'] },
  // ShipEngine shipment.confirmation signature / adult_signature (OpenAPI `confirmation`).
  [shipengineAdapter.code]: { codes: SHIPENGINE_SERVICE_CODES, signatureOptions: ['standard', 'adult'] },
  // YunExpress sells signature as an extra service (Ls0091) we do not send: no signature options.
  [yunexpressAdapter.code]: { codes: YUNEXPRESS_SERVICE_CODES, signatureOptions: [] },
  // 4PX's order has a signature_service flag but documents no signature kinds: none offered.
  [fourpxAdapter.code]: { codes: FOURPX_SERVICE_CODES, signatureOptions: [] },
};

/** Whether the carrier knows this service code (an unknown carrier knows none). */
export function carrierKnowsService(carrierCode: string, serviceCode: string): boolean {
  const services = CARRIER_SERVICES[carrierCode];
  if (!services) return false;
  return services.codes === null || services.codes.includes(serviceCode);
}

/** The signature options a carrier offers (services created from its defaults get them). */
export const carrierSignatureOptions = (carrierCode: string): SignatureOption[] => [
  ...(CARRIER_SERVICES[carrierCode]?.signatureOptions ?? []),
];
