import { z } from 'zod';
import { addressFieldsSchema, addressRules } from './address.schema.ts';
import { addressOutSchema } from './validation.schema.ts';

/** Spec section 5: an address book entry needs a title, a contact name, a phone, line 1 and a ZIP code. */
export const addressBookInputSchema = addressFieldsSchema
  .omit({ isValid: true })
  .extend({
    title: z
      .string({ error: 'addressBook.title_required' })
      .trim()
      .min(1, 'addressBook.title_required')
      .max(60, 'address.too_long'),
    phone: z
      .string({ error: 'addressBook.phone_required' })
      .trim()
      .min(1, 'addressBook.phone_required')
      .max(30, 'address.too_long'),
    /** The sender address a new order starts from; at most one per user. */
    isDefaultSender: z.boolean().default(false),
  })
  .superRefine(addressRules);
export type AddressBookInput = z.input<typeof addressBookInputSchema>;
export type AddressBookValues = z.output<typeof addressBookInputSchema>;

export const addressBookEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  // isValid is set by the server only: the stored address passed validation (cleared when it changes).
  ...addressOutSchema.shape,
  isDefaultSender: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AddressBookEntry = z.infer<typeof addressBookEntrySchema>;

export const addressBookListQuerySchema = z.object({ keyword: z.string().trim().max(100).optional() });
