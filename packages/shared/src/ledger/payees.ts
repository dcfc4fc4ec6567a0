import { z } from 'zod';
import { PAYMENT_METHODS } from './schemas.ts';

/**
 * Where a customer sends money for each offline payment method (spec section 9): the payee an administrator
 * sets up and the Add funds page shows. Kept apart from the ledger so it can move into the system
 * configuration later (issue 14) as it is.
 */
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'money.payment_method_invalid' });

const text = (max: number, required?: string) => {
  const base = z.string().trim().max(max, 'money.payee_too_long');
  return required ? base.min(1, required) : base.default('');
};

export const payeeInputSchema = z
  .object({
    /** Account holder: the person or company the transfer is addressed to. */
    recipient: text(200, 'money.payee_recipient_required'),
    /** Account number, Zelle e-mail or phone, Alipay account, IBAN... */
    account: text(200, 'money.payee_account_required'),
    /** Bank or platform name (and branch). */
    bank: text(200),
    /** Anything else the customer needs: SWIFT code, bank address, what to write as the transfer memo. */
    notes: text(1000),
    /** Shown to customers on Add funds. */
    enabled: z.boolean().default(true),
  })
  .strict();
export type PayeeInput = z.infer<typeof payeeInputSchema>;

export const payeeSchema = payeeInputSchema.extend({
  method: paymentMethodSchema,
  updatedAt: z.string(),
});
export type Payee = z.infer<typeof payeeSchema>;
