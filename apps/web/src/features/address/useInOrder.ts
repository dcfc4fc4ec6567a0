/**
 * "Use in order": the new-order screen (orders issue) reads the address book entry id from
 * `fromAddress` (sender) or `toAddress` (recipient) and loads it with GET /app/user/address-book/:id.
 */
export type AddressRole = 'fromAddress' | 'toAddress';

export const NEW_ORDER_PATH = '/orderManager/newOrder';

export const newOrderWith = (as: AddressRole, id: string) =>
  `${NEW_ORDER_PATH}?${new URLSearchParams({ [as]: id })}`;
