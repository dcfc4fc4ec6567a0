import { formatMinor } from '../money.ts';
import type { RateParcel } from '../rating/parcel.ts';
import { declaredMinorOf, expandParcels } from '../rating/quote.ts';

/**
 * Spec section 9 (insurance terms): shipments over 1,000 USD need a signature. "Declared" is what the
 * insurance is computed on (docs/decisions.md): the insured declared values of every package of the
 * shipment (each parcel times its package count), in USD cents. Customs values alone do not count.
 */
export const SIGNATURE_REQUIRED_ABOVE_MINOR = 1_000_00n;
/** The message key of the refusal (server) and the field error (order form). */
export const SIGNATURE_REQUIRED_KEY = 'orders.signature_required';
/** Where the refusal points: the order's signature option. */
export const SIGNATURE_FIELD = 'options.signatureOption';

type SignatureInput = {
  parcels: readonly Pick<RateParcel, 'declaredValue' | 'packageNum'>[];
  options: { signatureOption: string };
};

/** The shipment's insured declared total in USD cents (the sum shipmentInsurance covers). */
export function declaredTotalMinor(parcels: SignatureInput['parcels']): bigint {
  return declaredMinorOf(expandParcels(parcels as RateParcel[])).reduce((a, b) => a + b, 0n);
}

/** Whether the order needs a signature (declared over 1,000 USD) and has none. */
export function missingRequiredSignature(order: SignatureInput): boolean {
  return (
    order.options.signatureOption === 'none' &&
    declaredTotalMinor(order.parcels) > SIGNATURE_REQUIRED_ABOVE_MINOR
  );
}

/** The limit as the messages show it ("1000.00"). */
export const signatureLimitText = () => formatMinor(SIGNATURE_REQUIRED_ABOVE_MINOR);
