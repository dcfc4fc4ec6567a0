import { createHash } from 'node:crypto';
import type { ParcelWeights } from '@shiplabel/shared';
import {
  type CarrierAddress,
  CarrierError,
  type CustomsLine,
  type ShipmentDetails,
} from '../carrier-adapter.ts';
import { minorToJsonNumber } from '../carrier-amount.ts';
import { centimetres, isObject, kilograms } from './yunexpress.common.ts';

/**
 * Orders of the YunExpress OpenAPI (reference: CreatePackageRequest, CreatePackageResponse,
 * WaybillDetail, LabelResult; fixtures/SOURCES.md): POST /v1/order/package/create, GET /v1/order/info/get,
 * GET /v1/order/label/get, POST /v1/order/cancel. Weights in KG, sides in CM, money as JSON numbers.
 */

const cut = (text: string | undefined, max: number) => (text ?? '').trim().slice(0, max);

/** ContactParty: the full name as first_name (as YunExpress's own detail sample shows it), 1-3 lines. */
export function contactOf(address: CarrierAddress) {
  const lines = [address.street1, address.street2].map((l) => cut(l, 200)).filter(Boolean);
  return {
    first_name: cut(address.name || address.company, 100),
    ...(address.company && { company: cut(address.company, 100) }),
    country_code: address.country.toUpperCase(),
    ...(address.state && { province: cut(address.state, 100) }),
    city: cut(address.city, 100),
    address_lines: lines,
    postal_code: cut(address.zip, 20),
    ...(address.phone && { phone_number: cut(address.phone, 30) }),
    ...(address.email && { email: cut(address.email, 100) }),
  };
}

function packageOf(parcel: ParcelWeights) {
  const [length, width, height] = parcel.sidesIn;
  const hasSides = length > 0 && width > 0 && height > 0;
  return {
    weight: kilograms(parcel.actualLb > 0 ? parcel.actualLb : parcel.billableLb),
    ...(hasSides && { length: centimetres(length), width: centimetres(width), height: centimetres(height) }),
  };
}

const HAN = /\p{Script=Han}/u;

/**
 * One DeclarationItem per customs line: unit price = line value / quantity (cents, half up), unit weight =
 * line weight / quantity. The English name is the description; a description written in Chinese is also
 * the local (import) name. With several packages YunExpress wants a sku_code on every line.
 */
export function declarationOf(line: CustomsLine, index: number, multiPackage: boolean) {
  const quantity = Math.max(1, Math.floor(line.quantity));
  const unitMinor = (line.valueMinor * 2n + BigInt(quantity)) / (BigInt(quantity) * 2n);
  return {
    ...(multiPackage && { sku_code: `LINE${index + 1}` }),
    name_en: cut(line.description, 200),
    ...(HAN.test(line.description) && { name_local: cut(line.description, 200) }),
    quantity,
    unit_price: minorToJsonNumber(unitMinor),
    unit_weight: kilograms(line.weightLb / quantity),
    currency: line.currency.toUpperCase(),
    ...(line.hsCode && { hs_code: line.hsCode.replace(/\D/g, '').slice(0, 20) }),
  };
}

/**
 * Our reference as YunExpress's customer order number (1-50 characters, unique per account): itself when
 * it is short and plain, else a digest of it (42 letters and digits), the same every time, so a repeat or
 * the recovery job asks YunExpress for the same number.
 */
export function customerOrderNumber(reference: string): string {
  if (/^[A-Za-z0-9_-]{1,50}$/.test(reference)) return reference;
  return `SL${createHash('sha256').update(reference, 'utf8').digest('hex').slice(0, 40).toUpperCase()}`;
}

export interface CreateOrderInput {
  productCode: string;
  reference: string;
  parcels: readonly ParcelWeights[];
  shipment: ShipmentDetails;
}

/** The create body. Every YunExpress product crosses a border: no customs lines, no order. */
export function buildCreateOrderRequest(input: CreateOrderInput) {
  const lines = input.shipment.customs ?? [];
  if (lines.length === 0)
    throw new CarrierError('carrier.customs_required', 'YunExpress needs at least one declaration line');
  const multiPackage = input.parcels.length > 1;
  return {
    product_code: input.productCode,
    customer_order_number: customerOrderNumber(input.reference),
    weight_unit: 'KG',
    size_unit: 'CM',
    packages: input.parcels.map(packageOf),
    receiver: contactOf(input.shipment.to),
    sender: contactOf(input.shipment.from),
    declaration_info: lines.map((line, i) => declarationOf(line, i, multiPackage)),
  };
}

export interface YunOrder {
  waybillNumber: string;
  /** The last-mile number when YunExpress has one already, else the waybill number. */
  trackingNumber: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** CreatePackageResponse (and WaybillDetail, which has the same two numbers) to the order's numbers. */
export function parseOrder(result: unknown): YunOrder {
  const waybillNumber = isObject(result) ? text(result.waybill_number) : '';
  if (!waybillNumber) throw new CarrierError('carrier.bad_response', 'no waybill_number in the answer');
  const tracking = isObject(result) ? text(result.tracking_number) : '';
  return { waybillNumber, trackingNumber: tracking || waybillNumber };
}

/** WaybillDetail.status E: the waybill was cancelled; nothing to hand back or void. */
export const isCancelled = (result: unknown): boolean => isObject(result) && text(result.status) === 'E';

/** A label to download from YunExpress or one sent inline (base64), PDF unless said otherwise. */
export type YunLabelFile =
  | { kind: 'url'; url: string; format: 'pdf' | 'png' }
  | { kind: 'inline'; base64: string; format: 'pdf' | 'png' };

export function parseLabel(result: unknown): YunLabelFile {
  if (!isObject(result)) throw new CarrierError('carrier.bad_response', 'label answer without a result');
  const format = text(result.label_type).toUpperCase() === 'PNG' ? 'png' : 'pdf';
  const url = text(result.url);
  if (/^https?:\/\//i.test(url)) return { kind: 'url', url, format };
  const inline = text(result.label_string);
  if (inline) return { kind: 'inline', base64: inline.replace(/^data:[^,]*,/, ''), format };
  throw new CarrierError('carrier.label_not_found', 'YunExpress has no label file for this order yet');
}
