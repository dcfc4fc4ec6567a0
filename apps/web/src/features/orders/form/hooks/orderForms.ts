import {
  missingRequiredSignature,
  type OrderData,
  SIGNATURE_FIELD,
  signatureLimitText,
} from '@shiplabel/shared';
import type { FormInstance } from 'antd';
import { ApiError } from '../../../../app/http/request.ts';
import { type AddressFormValues, type OrderFormValues, orderInputOf } from '../orderFormModel.ts';
import { splitServerErrors } from '../orderFormRules.ts';

/**
 * The screen's three antd forms: the order, and one flat address each for the sender and the recipient.
 * Untyped, because server error paths are only known at run time.
 */
export interface OrderForms {
  order: FormInstance;
  from: FormInstance;
  to: FormInstance;
}

/** Only what rating reads: the ZIP and country of both addresses and every parcel field. */
const RATED_ADDRESS_FIELDS = ['zipCode', 'countryCode'];

/**
 * Validates the forms (all of them, or just what a rate comparison needs) and returns the request body,
 * or null after scrolling to the first error.
 */
export async function collectOrder(
  forms: OrderForms,
  ids: { orderId: string | null; serviceId: string | null },
  scope: 'all' | 'rates' = 'all',
): Promise<OrderData | null> {
  const addressFields = scope === 'all' ? undefined : RATED_ADDRESS_FIELDS;
  const checks = [
    forms.from.validateFields(addressFields),
    forms.to.validateFields(addressFields),
    scope === 'all'
      ? forms.order.validateFields()
      : forms.order.validateFields(['parcels'], { recursive: true }),
  ];
  const results = await Promise.allSettled(checks);
  const failed = results.findIndex((r) => r.status === 'rejected');
  if (failed >= 0) {
    const form = [forms.from, forms.to, forms.order][failed];
    const first = (results[failed] as PromiseRejectedResult).reason?.errorFields?.[0]?.name;
    if (form && first) form.scrollToField(first, { behavior: 'smooth', block: 'center' });
    return null;
  }
  return orderInputOf({
    order: forms.order.getFieldsValue(true) as OrderFormValues,
    from: forms.from.getFieldsValue(true) as AddressFormValues,
    to: forms.to.getFieldsValue(true) as AddressFormValues,
    ...ids,
  });
}

/** Shows the server's field errors under the fields of whichever form holds them. */
export function showServerErrors(forms: OrderForms, error: unknown) {
  if (!(error instanceof ApiError) || error.errors.length === 0) return;
  const split = splitServerErrors(error.errors);
  // The server's error replaces a field's warning: the label-text warning says the same thing.
  const asErrors = (fields: typeof split.from) => fields.map((f) => ({ ...f, warnings: [] }));
  forms.from.setFields(asErrors(split.from));
  forms.to.setFields(asErrors(split.to));
  forms.order.setFields(asErrors(split.order));
  const first = [...split.from, ...split.to, ...split.order][0];
  const form = split.from.length ? forms.from : split.to.length ? forms.to : forms.order;
  if (first) form.scrollToField(first.name, { block: 'center' });
}

/**
 * Spec section 9: a label declared over 1,000 USD needs a signature (the shared rule the server applies at
 * placement). Marks the signature option and answers true when the order lacks it; drafts are not checked
 * (they may be incomplete).
 */
export function refuseMissingSignature(
  forms: OrderForms,
  order: OrderData,
  message: (amount: string) => string,
) {
  if (!missingRequiredSignature(order)) return false;
  const name = SIGNATURE_FIELD.split('.');
  forms.order.setFields([{ name, errors: [message(signatureLimitText())] }]);
  forms.order.scrollToField(name, { behavior: 'smooth', block: 'center' });
  return true;
}
