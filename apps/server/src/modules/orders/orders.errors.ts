import {
  LATIN_ONLY_KEY,
  type Locale,
  SIGNATURE_FIELD,
  SIGNATURE_REQUIRED_KEY,
  signatureLimitText,
} from '@shiplabel/shared';
import { AppError, notFound, unprocessable } from '../../lib/errors.ts';
import { t } from '../../lib/i18n/index.ts';

export const orderNotFound = () => notFound('orders.not_found');
/** The state machine refuses the action from this status (status names in the caller's language). */
export const transitionRefused = (status: number, action: string) =>
  unprocessable('orders.transition_refused', {
    status: `orders.status.${status}`,
    action: `orders.action.${action}`,
  });
export const actionNotPermitted = (action: string) =>
  new AppError(403, 'orders.action_not_permitted', { action: `orders.action.${action}` });
export const orderChanged = () => new AppError(409, 'orders.changed_meanwhile');
/** The carrier voided the label on the cancel request: the order cannot go back to placed (decisions.md). */
export const rejectAfterVoid = () => unprocessable('orders.cancel_reject_after_void');
export const orderNoTaken = (orderNo: string) => new AppError(409, 'orders.order_no_taken', { orderNo });

/** 'to.personName' -> "recipient name", 'parcels.1.reference' -> "parcel 2 reference", in the caller's language. */
function printedFieldName(locale: Locale, path: string): string {
  const parts = path.split('.');
  const field = t(locale, `placement.label_field.${parts.at(-1)}`);
  if (parts.length === 1) return field;
  const n = parts.length === 3 ? Number(parts[1]) + 1 : undefined;
  return t(locale, `placement.label_field.${parts[0]}`, { field, n });
}

/**
 * The label and customs form cannot print these fields (unprintableOrderFields): refused before any money
 * moves, each field marked with the shared message the order form shows as its warning.
 */
export const labelTextNotLatin = (locale: Locale, paths: string[]) =>
  new AppError(
    422,
    'placement.label_text_not_latin',
    { fields: paths.map((p) => printedFieldName(locale, p)).join(locale === 'zh-CN' ? '、' : ', ') },
    paths.map((field) => ({ field, key: LATIN_ONLY_KEY })),
  );

/** Spec section 9: declared over 1,000 USD needs a signature (shared missingRequiredSignature). */
export const signatureRequired = () => {
  const params = { amount: signatureLimitText() };
  return new AppError(422, SIGNATURE_REQUIRED_KEY, params, [
    { field: SIGNATURE_FIELD, key: SIGNATURE_REQUIRED_KEY, params },
  ]);
};
