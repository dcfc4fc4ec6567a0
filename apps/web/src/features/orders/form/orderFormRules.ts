import {
  formatMinor,
  type InsuranceTable,
  insurancePremium,
  type PackageTemplate,
  parseMinor,
  type UnavailableQuote,
} from '@shiplabel/shared';
import type { FieldError } from '@shiplabel/shared/envelope';
import type { ParcelValues } from './orderFormModel.ts';

/** Spec section 4: removing the last parcel is refused; at least one is kept. */
export const canRemoveParcel = (count: number) => count > 1;

export type Premium =
  | { kind: 'none' }
  | { kind: 'free' }
  | { kind: 'premium'; amount: string }
  | { kind: 'invalid' }
  | { kind: 'overCap' };

/** The insurance premium of one package's declared amount (spec section 9), for display beside the field. */
export function premiumOf(declared: string | undefined, table?: InsuranceTable): Premium {
  const text = declared?.trim() ?? '';
  if (text === '') return { kind: 'none' };
  const minor = parseMinor(text);
  if (minor === null) return { kind: 'invalid' };
  const result = insurancePremium(minor, table);
  if (!result.ok) return { kind: result.reason === 'insurance.negative' ? 'invalid' : 'overCap' };
  return result.premiumMinor === 0n
    ? { kind: 'free' }
    : { kind: 'premium', amount: formatMinor(result.premiumMinor) };
}

/** A package template fills a parcel's unit, sizes, weight and count; the rest of the row stays. */
export function parcelFromTemplate(template: PackageTemplate): Partial<ParcelValues> {
  return {
    unit: template.unit,
    length: template.length,
    width: template.width,
    height: template.height,
    weight: template.weight,
    packageNum: template.quantity,
  };
}

export interface FieldErrorsOf {
  name: (string | number)[];
  errors: string[];
}

/**
 * The server's field errors ('from.zipCode', 'parcels.0.weight') split over the three forms: the sender
 * and recipient forms hold flat addresses, so their prefix is dropped; 'addToAddressBook.from' belongs to
 * the sender's checkbox. List indices become numbers, as antd names them.
 */
export function splitServerErrors(errors: readonly FieldError[]) {
  const out = { from: [] as FieldErrorsOf[], to: [] as FieldErrorsOf[], order: [] as FieldErrorsOf[] };
  for (const { field, message } of errors) {
    const path = field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    const [head, ...rest] = path;
    if ((head === 'from' || head === 'to') && rest.length > 0)
      out[head].push({ name: rest, errors: [message] });
    else if (head === 'addToAddressBook' && (rest[0] === 'from' || rest[0] === 'to'))
      out[rest[0]].push({ name: ['addToAddressBook'], errors: [message] });
    else out.order.push({ name: path, errors: [message] });
  }
  return out;
}

/** Address fields that change the price: editing one makes the compared rates stale. */
const RATED_ADDRESS_FIELDS = new Set(['zipCode', 'countryCode', 'stateCode', 'city', 'isResidential']);
/** Order fields that change the price (parcels, signature and battery options). */
const RATED_ORDER_FIELDS = new Set(['parcels', 'options']);

export const affectsRates = (changed: object, kind: 'address' | 'order') =>
  Object.keys(changed).some((key) =>
    (kind === 'address' ? RATED_ADDRESS_FIELDS : RATED_ORDER_FIELDS).has(key),
  );

/** The rating reason code of a service refused because the shipment contains batteries. */
export const NO_BATTERY_REASON = 'rating.no_battery';
export const refusedForBattery = (u: Pick<UnavailableQuote, 'reasonCode'>) =>
  u.reasonCode === NO_BATTERY_REASON;

/** What the customer is told after POST /app/order/label/create answered with the order (statuses 8/18/19). */
export function labelOutcome(status: number): 'created' | 'review' | 'failed' {
  if (status === 19) return 'failed';
  return status === 18 ? 'review' : 'created';
}
