import type { AddressBookEntry, OrderDetail } from '@shiplabel/shared';
import {
  type AddressFormValues,
  addressValuesOfEntry,
  emptyAddress,
  emptyOrderForm,
  formValuesOf,
  type OrderFormValues,
} from './orderFormModel.ts';

interface Sources {
  /** The draft being edited (`?id=`). */
  draft: OrderDetail | null;
  /** Address book entries asked for by `?fromAddress=` / `?toAddress=`. */
  fromEntry: AddressBookEntry | null;
  toEntry: AddressBookEntry | null;
  /** The address book's default sender, if the user has one. */
  defaultSender: AddressBookEntry | null;
}

export interface InitialForms {
  order: OrderFormValues;
  from: AddressFormValues;
  to: AddressFormValues;
}

/**
 * What the three forms start from: a draft as saved; otherwise blank defaults with the address book entries
 * of the URL, the sender falling back to the default sender. Computed once everything has loaded, so
 * nothing arrives later and overwrites what the user is typing.
 */
export function initialFormsOf({ draft, fromEntry, toEntry, defaultSender }: Sources): InitialForms {
  if (draft) return formValuesOf(draft);
  const sender = fromEntry ?? defaultSender;
  return {
    order: emptyOrderForm(),
    from: sender ? { ...emptyAddress(), ...addressValuesOfEntry(sender) } : emptyAddress(),
    to: toEntry ? { ...emptyAddress(), ...addressValuesOfEntry(toEntry) } : emptyAddress(),
  };
}
