import type { ParcelWeights } from '@shiplabel/shared';
import { CarrierError, type ShipmentDetails } from '../carrier-adapter.ts';
import { decimalToMinor, processingCategory, uspsPackage, zip5 } from './usps.mappers.ts';
import type { UspsService } from './usps.services.ts';

/**
 * Rating uses the Prices APIs' `POST /total-rates/search` (domestic: /prices/v3, international:
 * /international-prices/v3) rather than the Shipping Options API: it prices exactly one mail class with
 * the extra services we will buy (signature) and answers the rate indicator and processing category the
 * label request then repeats, so the quote and the label describe the same product. One call per parcel
 * (USPS prices one package per request).
 */
export const DOMESTIC_RATES_PATH = '/prices/v3/total-rates/search';
export const INTERNATIONAL_RATES_PATH = '/international-prices/v3/total-rates/search';

/** Extra service codes (domestic-prices.yaml TotalRatesExtraServices). */
export const EXTRA_TRACKING = 920;
export const EXTRA_SIGNATURE = 921;
export const EXTRA_ADULT_SIGNATURE = 922;
export const EXTRA_PME_SIGNATURE = 981;
export const EXTRA_PME_PO_TO_ADDRESSEE = 986;

export interface UspsAccount {
  accountType?: string;
  accountNumber?: string;
}

/** The extra services of a label of this mail class and signature option. */
export function extraServicesOf(mailClass: string, signature: ShipmentDetails['signature']): number[] {
  const express = mailClass === 'PRIORITY_MAIL_EXPRESS';
  // USPS: "use 986 for PRIORITY_MAIL_EXPRESS or 920 for all other mailClasses" to get a total price.
  const base = express ? EXTRA_PME_PO_TO_ADDRESSEE : EXTRA_TRACKING;
  if (signature === 'adult') return [base, EXTRA_ADULT_SIGNATURE];
  if (signature === 'standard') return [base, express ? EXTRA_PME_SIGNATURE : EXTRA_SIGNATURE];
  return [base];
}

/** Single piece is the rate of a customer's own box (Priority Mail Express calls it PA). */
export const rateIndicatorOf = (mailClass: string): string =>
  mailClass.startsWith('PRIORITY_MAIL_EXPRESS') ? 'PA' : 'SP';

/** The total-rates query of one parcel (TotalRatesQuery, domestic or international). */
export function buildRateQuery(
  service: UspsService,
  shipment: ShipmentDetails,
  parcel: ParcelWeights,
  account: UspsAccount,
): Record<string, unknown> {
  const pkg = uspsPackage(parcel);
  const common = {
    originZIPCode: zip5(shipment.from.zip),
    weight: pkg.weight,
    length: pkg.length,
    width: pkg.width,
    height: pkg.height,
    priceType: 'COMMERCIAL',
    mailingDate: shipment.shipDate,
    ...(account.accountType && account.accountNumber
      ? { accountType: account.accountType, accountNumber: account.accountNumber }
      : {}),
  };
  if (service.international)
    return {
      ...common,
      mailClass: service.mailClass,
      destinationCountryCode: shipment.to.country.toUpperCase(),
      ...(shipment.to.zip ? { foreignPostalCode: shipment.to.zip.trim() } : {}),
    };
  return {
    ...common,
    destinationZIPCode: zip5(shipment.to.zip),
    // The single `mailClass` is deprecated in the domestic API in favour of the list.
    mailClasses: [service.mailClass],
    extraServices: extraServicesOf(service.mailClass, shipment.signature),
  };
}

interface RateDetails {
  mailClass?: string;
  processingCategory?: string;
  rateIndicator?: string;
  price?: number;
}
interface RateOption {
  totalBasePrice?: number;
  totalPrice?: number;
  rates?: RateDetails[];
}

/** What a label needs to repeat from the chosen price. */
export interface ChosenRate {
  minor: bigint;
  rateIndicator?: string;
  processingCategory?: string;
}

/**
 * The price of our product out of a total-rates answer: options of the asked mail class, preferring the
 * single-piece rate in the parcel's processing category (what the label will buy), then any single-piece
 * option, then the cheapest. `totalPrice` (base + extra services) when USPS computed it, else the base.
 */
export function parseRateAnswer(
  answer: unknown,
  service: UspsService,
  parcel: ParcelWeights,
): ChosenRate | null {
  const options = (answer as { rateOptions?: RateOption[] } | null)?.rateOptions;
  if (!Array.isArray(options)) throw new CarrierError('carrier.bad_response', 'no rateOptions in the answer');
  const category = processingCategory(uspsPackage(parcel));
  const indicator = rateIndicatorOf(service.mailClass);
  const candidates = options
    .map((o) => ({ option: o, rate: o.rates?.[0] }))
    .filter(({ option, rate }) => {
      const price = option.totalPrice ?? option.totalBasePrice;
      return typeof price === 'number' && (!rate?.mailClass || rate.mailClass === service.mailClass);
    })
    .map(({ option, rate }) => ({
      minor: decimalToMinor(option.totalPrice ?? option.totalBasePrice),
      rateIndicator: rate?.rateIndicator,
      processingCategory: rate?.processingCategory,
    }));
  if (candidates.length === 0) return null;
  const cheapest = (list: ChosenRate[]) =>
    list.length === 0 ? undefined : list.reduce((a, b) => (b.minor < a.minor ? b : a));
  return (
    cheapest(candidates.filter((c) => c.rateIndicator === indicator && c.processingCategory === category)) ??
    cheapest(candidates.filter((c) => c.rateIndicator === indicator)) ??
    cheapest(candidates)!
  );
}
