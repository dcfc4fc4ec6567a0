import {
  type Address,
  type AddressBookEntry,
  type Customs,
  customsSchema,
  type OrderData,
  type OrderDetail,
  type OrderItem,
  type OrderOptions,
  orderOptionsSchema,
  unitsOf,
} from '@shiplabel/shared';

/** The parcel unit choice of spec section 4 (the same values as a package template's unit). */
export type UnitChoice = 'in/lb' | 'cm/kg';

/** One parcel row as the form holds it: empty inputs are null/undefined until mapped. */
export interface ParcelValues {
  unit: UnitChoice;
  weight?: number | null;
  length?: number | null;
  width?: number | null;
  height?: number | null;
  packageNum?: number | null;
  packageAmount?: number | null;
  declaredValue?: string;
  reference?: string;
  reference2?: string;
  itemDescription?: string;
  inCarton?: boolean;
  packageCode?: string;
}

export type ItemValues = Partial<Omit<OrderItem, 'weight' | 'quantity'>> & {
  weight?: number | null;
  quantity?: number | null;
};

/** The order form without the two addresses (each has its own antd Form, see AddressCard). */
export interface OrderFormValues {
  orderNo?: string;
  /** YYYY-MM-DD from the native date input; '' when none. */
  shipDate?: string;
  batchNo?: string;
  parcels: ParcelValues[];
  items: ItemValues[];
  customs: Customs;
  options: OrderOptions;
  reference?: string;
  reference2?: string;
  remark?: string;
}

/** A sender or recipient form: one flat address plus its "add to address book" box. */
export type AddressFormValues = Partial<Address> & { addToAddressBook?: boolean };

/** Spec section 9 defaults: weight 1, packageNum 1, packageAmount 1, units in/lb. */
export const newParcel = (): ParcelValues => ({
  unit: 'in/lb',
  weight: 1,
  packageNum: 1,
  packageAmount: 1,
  declaredValue: '',
  inCarton: true,
  packageCode: 'your_package',
});

export const newItem = (): ItemValues => ({ quantity: 1, massUnit: 'lb', inCarton: true, declaredValue: '' });

/** Spec section 9: labelSize 1, consigneeType 3, tariffPayType 1 (all from the shared schema defaults). */
export const emptyOrderForm = (): OrderFormValues => ({
  orderNo: '',
  shipDate: '',
  batchNo: '',
  parcels: [newParcel()],
  items: [],
  customs: customsSchema.parse({}),
  options: orderOptionsSchema.parse({}),
  reference: '',
  reference2: '',
  remark: '',
});

export const emptyAddress = (): AddressFormValues => ({ countryCode: 'US', isResidential: false });

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const num = (value: number | null | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const country = (value: unknown) => str(value).toUpperCase() || 'US';

/** An international shipment needs items and customs data (the schema's cross-field rule). */
export const isInternational = (from: unknown, to: unknown) => country(from) !== country(to);

export function addressOf(values: AddressFormValues): Address {
  return {
    personName: str(values.personName),
    company: str(values.company),
    phone: str(values.phone),
    email: str(values.email),
    addressLine1: str(values.addressLine1),
    addressLine2: str(values.addressLine2),
    city: str(values.city),
    stateCode: str(values.stateCode).toUpperCase(),
    zipCode: str(values.zipCode),
    countryCode: country(values.countryCode),
    isResidential: Boolean(values.isResidential),
    // The server decides whether an address is validated; the form never claims it.
    isValid: false,
  };
}

export function parcelOf(p: ParcelValues): OrderData['parcels'][number] {
  return {
    ...unitsOf(p.unit),
    weight: num(p.weight, 0),
    length: num(p.length, 0),
    width: num(p.width, 0),
    height: num(p.height, 0),
    packageNum: num(p.packageNum, 1),
    packageAmount: num(p.packageAmount, 1),
    declaredValue: str(p.declaredValue),
    reference: str(p.reference),
    reference2: str(p.reference2),
    itemDescription: str(p.itemDescription),
    inCarton: p.inCarton ?? true,
    packageCode: str(p.packageCode) || 'your_package',
  };
}

export function itemOf(i: ItemValues): OrderItem {
  return {
    category: str(i.category),
    description: str(i.description),
    quantity: num(i.quantity, 1),
    declaredValue: str(i.declaredValue),
    weight: num(i.weight, 0),
    massUnit: i.massUnit ?? 'lb',
    hsCode: str(i.hsCode),
    countryOfOrigin: str(i.countryOfOrigin).toUpperCase(),
    inCarton: i.inCarton ?? true,
  };
}

interface Sources {
  order: OrderFormValues;
  from: AddressFormValues;
  to: AddressFormValues;
  /** The draft being edited, if any. */
  orderId: string | null;
  serviceId: string | null;
}

/** The three forms -> the body of POST /app/order/draft and /app/order/label/create (orderInputSchema). */
export function orderInputOf({ order, from, to, orderId, serviceId }: Sources): OrderData {
  const international = isInternational(from.countryCode, to.countryCode);
  const options = { ...order.options };
  if (!options.battery) options.batteryKind = null;
  return {
    orderId,
    orderNo: str(order.orderNo),
    shipDate: str(order.shipDate) || null,
    batchNo: str(order.batchNo),
    serviceId,
    from: addressOf(from),
    to: addressOf(to),
    parcels: order.parcels.map(parcelOf),
    // Hidden for a domestic shipment: whatever was typed there is not sent.
    items: international ? order.items.map(itemOf) : [],
    customs: international ? { ...order.customs } : customsSchema.parse({}),
    options,
    reference: str(order.reference),
    reference2: str(order.reference2),
    remark: str(order.remark),
    addToAddressBook: { from: Boolean(from.addToAddressBook), to: Boolean(to.addToAddressBook) },
    isTest: false,
  };
}

const unitChoiceOf = (massUnit: string): UnitChoice => (massUnit === 'kg' ? 'cm/kg' : 'in/lb');

/** A saved draft -> the three forms (editing `?id=`). */
export function formValuesOf(detail: OrderDetail) {
  const order: OrderFormValues = {
    orderNo: detail.orderNo,
    shipDate: detail.shipDate ?? '',
    batchNo: detail.batchNo,
    parcels: detail.parcels.map(({ massUnit, distanceUnit: _, ...rest }) => ({
      ...rest,
      unit: unitChoiceOf(massUnit),
    })),
    items: detail.items,
    customs: detail.customs,
    options: detail.options,
    reference: detail.reference,
    reference2: detail.reference2,
    remark: detail.remark,
  };
  return { order, from: { ...detail.fromAddress }, to: { ...detail.toAddress } };
}

/** An address book entry -> a sender/recipient form (contact and address; never the entry's title). */
export function addressValuesOfEntry(entry: AddressBookEntry): AddressFormValues {
  const { id: _id, title: _title, isDefaultSender: _d, createdAt: _c, updatedAt: _u, ...address } = entry;
  return address;
}
