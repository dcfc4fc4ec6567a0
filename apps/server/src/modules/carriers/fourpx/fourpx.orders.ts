import { formatMinor, type ParcelWeights } from '@shiplabel/shared';
import {
  type CarrierAddress,
  CarrierError,
  type CustomsLine,
  type ShipmentDetails,
} from '../carrier-adapter.ts';
import { centimetres, type FopEnvelope, grams } from './fourpx.common.ts';

/**
 * ds.xms.order.create (create a direct-shipment consignment), ds.xms.order.get and ds.xms.label.get:
 * pure request builders and answer readers. Field names are 4PX's (CreateXmsOrder, OrderParcel,
 * DeclareProductInfo, AddressInfo of EalenXie/sdk-all; the request sample of docs/4px.md).
 * Money goes as exact decimal text ("9.00"): 4PX reads its Double fields from strings too, and no
 * float ever holds an amount.
 */
export interface FourpxOrderInput {
  reference: string;
  serviceCode: string;
  parcels: readonly ParcelWeights[];
  shipment: ShipmentDetails;
  deliverType: string;
  dutyType: string;
}

function party(address: CarrierAddress) {
  return {
    first_name: address.name,
    ...(address.company && { company: address.company }),
    ...(address.phone && { phone: address.phone }),
    ...(address.email && { email: address.email }),
    post_code: address.zip,
    country: address.country.toUpperCase(),
    state: address.state,
    city: address.city,
    street: [address.street1, address.street2].filter(Boolean).join(' '),
  };
}

/** One customs line as 4PX's declared product; unit prices to the cent, half up (4PX rounds so too). */
function declaredProduct(line: CustomsLine) {
  const quantity = BigInt(Math.max(1, Math.trunc(line.quantity)));
  const unitMinor = (line.valueMinor * 2n + quantity) / (quantity * 2n);
  const unitPrice = formatMinor(unitMinor);
  return {
    declare_product_name_en: line.description,
    // 4PX wants a Chinese name (at least one Chinese character); our customs lines have one
    // description, sent as both (4PX answers with its own words where a product needs a Chinese one).
    declare_product_name_cn: line.description,
    declare_product_code_qty: quantity.toString(),
    declare_unit_price_export: unitPrice,
    currency_export: line.currency,
    declare_unit_price_import: unitPrice,
    currency_import: line.currency,
    ...(line.hsCode && { hscode_export: line.hsCode, hscode_import: line.hsCode }),
    origin_country: line.originCountry,
  };
}

export function buildCreateOrder(input: FourpxOrderInput) {
  const { shipment } = input;
  const customs = shipment.customs ?? [];
  // 4PX only carries parcels across borders: it refuses a parcel without declared products.
  if (customs.length === 0)
    throw new CarrierError('carrier.customs_required', '4PX needs the declared products of every order');
  const declared = customs.map(declaredProduct);
  return {
    ref_no: input.reference.slice(0, 64),
    business_type: 'BDS',
    duty_type: input.dutyType,
    cargo_type: '5',
    logistics_service_info: { logistics_product_code: input.serviceCode },
    parcel_qty: String(input.parcels.length),
    return_info: { is_return_on_domestic: 'Y', is_return_on_oversea: 'Y' },
    parcel_list: input.parcels.map((parcel, i) => ({
      weight: grams(parcel.actualLb),
      length: centimetres(parcel.sidesIn[0]),
      width: centimetres(parcel.sidesIn[1]),
      height: centimetres(parcel.sidesIn[2]),
      parcel_value: formatMinor(shipment.declaredMinor[i] ?? 0n),
      currency: shipment.currency,
      include_battery: 'N',
      // The order's declaration travels with its first parcel; 4PX clears the order as one.
      declare_product_info: i === 0 ? declared : [],
    })),
    is_insure: 'N',
    sender: party(shipment.from),
    recipient_info: party(shipment.to),
    deliver_type_info: { deliver_type: input.deliverType },
    label_config_info: {
      label_size: 'label_100x150',
      response_label_format: 'PDF',
      create_logistics_label: 'Y',
    },
  };
}

/** The numbers 4PX gives an order: carrierRef is its own number, the tracking number the carrier's. */
export interface FourpxOrder {
  fourpxNo: string;
  consignmentNo: string;
  channelNo: string;
}

type Numbers = { '4px_tracking_no'?: string; ds_consignment_no?: string; logistics_channel_no?: string };

function orderOf(numbers: Numbers | undefined): FourpxOrder | null {
  const fourpxNo = numbers?.['4px_tracking_no']?.trim() || numbers?.ds_consignment_no?.trim() || '';
  if (!fourpxNo) return null;
  return {
    fourpxNo,
    consignmentNo: numbers?.ds_consignment_no?.trim() ?? '',
    channelNo: numbers?.logistics_channel_no?.trim() ?? '',
  };
}

export function parseCreateOrder(envelope: FopEnvelope<Numbers>): FourpxOrder {
  const order = orderOf(envelope.data);
  if (!order) throw new CarrierError('carrier.bad_response', 'order answer without a 4PX number');
  return order;
}

type Consignment = { consignment_info?: Numbers & { ref_no?: string; consignment_status?: string } };

/** The live order ds.xms.order.get found for our reference (closed ones, status X, do not count). */
export function parseOrderGet(envelope: FopEnvelope<Consignment[]>, reference: string): FourpxOrder | null {
  const rows = Array.isArray(envelope.data) ? envelope.data : [];
  const live = rows
    .map((row) => row?.consignment_info)
    .find((info) => info && (info.ref_no ?? reference) === reference && info.consignment_status !== 'X');
  return orderOf(live);
}

export interface FourpxLabel {
  barcode: string;
  childBarcodes: string[];
  url: string;
}

type LabelData = {
  label_barcode?: string;
  child_label_barcode?: string[] | null;
  label_url_info?: { logistics_label?: string };
};

export function parseLabel(envelope: FopEnvelope<LabelData>): FourpxLabel {
  const data = envelope.data;
  const url = data?.label_url_info?.logistics_label?.trim() ?? '';
  if (!url) throw new CarrierError('carrier.label_not_found', 'label answer without a label link');
  return {
    barcode: data?.label_barcode?.trim() ?? '',
    childBarcodes: (Array.isArray(data?.child_label_barcode) ? data.child_label_barcode : []).filter(
      (n): n is string => typeof n === 'string' && n.trim() !== '',
    ),
    url,
  };
}

/**
 * The tracking numbers of an order's parcels: one per parcel when 4PX numbered each (DHL child
 * barcodes), else the carrier's number (logistics channel number), the label's barcode or 4PX's own.
 */
export function trackingNumbersOf(order: FourpxOrder, label: FourpxLabel, parcels?: number): string[] {
  const children = label.childBarcodes;
  if (children.length > 1 && (parcels === undefined || children.length === parcels)) return children;
  return [order.channelNo || label.barcode || order.fourpxNo];
}
