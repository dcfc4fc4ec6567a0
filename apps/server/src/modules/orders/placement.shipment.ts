import {
  type Address,
  declaredMinorOf,
  expandParcels,
  type OrderItem,
  type ParcelWeights,
  parseMinor,
  toLb,
} from '@shiplabel/shared';
import type { CarrierAddress, CustomsLine, ShipmentDetails } from '../carriers/carrier-adapter.ts';
import type { OrderRow } from './orders.repository.ts';

const optional = (key: string, value: string) => (value ? { [key]: value } : {});

/** An order address as carriers take it; empty optional fields are left out, not sent as "". */
export function carrierAddressOf(address: Address): CarrierAddress {
  return {
    name: address.personName,
    ...optional('company', address.company),
    ...optional('phone', address.phone),
    ...optional('email', address.email),
    street1: address.addressLine1,
    ...optional('street2', address.addressLine2),
    city: address.city,
    state: address.stateCode,
    zip: address.zipCode,
    country: address.countryCode,
    residential: address.isResidential,
  };
}

/** A customs line of the order: value and weight of the whole line, origin the sender's country by default. */
export function customsLineOf(item: OrderItem, fromCountry: string, currency: string): CustomsLine {
  return {
    description: item.description,
    quantity: item.quantity,
    valueMinor: item.declaredValue ? (parseMinor(item.declaredValue) ?? 0n) : 0n,
    currency,
    weightLb: toLb(item.weight, item.massUnit),
    ...optional('hsCode', item.hsCode),
    originCountry: item.countryOfOrigin || fromCountry,
  };
}

/**
 * What a real carrier's label call needs of a placed order: full addresses, parcels as quoted, declared
 * values, the signature option, customs lines of an international order, the ship date (the order's,
 * unless that day has passed: carriers refuse a past date) and the order number as the reference.
 * A return order (isReturn) already holds its addresses swapped.
 */
export function shipmentDetailsOfOrder(
  order: Pick<
    OrderRow,
    'fromAddress' | 'toAddress' | 'parcels' | 'items' | 'options' | 'currency' | 'shipDate' | 'orderNo'
  > & { isReturn?: boolean },
  parcels: readonly ParcelWeights[],
  today: string,
): ShipmentDetails {
  const from = order.fromAddress;
  const to = order.toAddress;
  const international = from.countryCode !== to.countryCode;
  const customs =
    international && order.items.length > 0
      ? order.items.map((item) => customsLineOf(item, from.countryCode, order.currency))
      : undefined;
  return {
    from: carrierAddressOf(from),
    to: carrierAddressOf(to),
    parcels,
    declaredMinor: declaredMinorOf(expandParcels(order.parcels)),
    currency: order.currency,
    signature: order.options.signatureOption,
    ...(customs && { customs }),
    shipDate: order.shipDate && order.shipDate > today ? order.shipDate : today,
    orderNo: order.orderNo,
    ...(order.isReturn && { isReturn: true }),
  };
}
