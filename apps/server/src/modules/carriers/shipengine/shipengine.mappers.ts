import type { CarrierAddress, CustomsLine, LabelFormat, ShipmentDetails } from '../carrier-adapter.ts';
import { minorToJsonNumber } from '../carrier-amount.ts';

/**
 * Pure request builders for ShipEngine (ShipStation API v1, github.com/ShipEngine/shipengine-openapi):
 * addresses, packages, customs and the bodies of POST /v1/rates and POST /v1/labels.
 */

/** `address` of the OpenAPI: address_residential_indicator is "yes" | "no" | "unknown". */
export function shipengineAddress(a: CarrierAddress): Record<string, unknown> {
  return {
    name: a.name,
    ...(a.company ? { company_name: a.company } : {}),
    // ShipEngine requires ship_from's phone; an empty one is omitted rather than sent blank.
    ...(a.phone ? { phone: a.phone } : {}),
    ...(a.email ? { email: a.email } : {}),
    address_line1: a.street1,
    ...(a.street2 ? { address_line2: a.street2 } : {}),
    city_locality: a.city,
    state_province: a.state,
    postal_code: a.zip,
    country_code: a.country,
    address_residential_indicator: a.residential ? 'yes' : 'no',
  };
}

/** Pounds with three decimals (an ounce is 0.0625 lb), never zero: `weight.value` must be above 0. */
export const poundsOf = (lb: number): number => Math.max(0.001, Math.ceil(lb * 1000 - 1e-6) / 1000);

/** One `package`: weight in pounds, the sides in inches when all three are known. */
export function shipenginePackage(
  p: ShipmentDetails['parcels'][number],
  declaredMinor: bigint | undefined,
  currency: string,
): Record<string, unknown> {
  const [length, width, height] = p.sidesIn;
  const hasSides = length > 0 && width > 0 && height > 0;
  return {
    package_code: 'package',
    weight: { value: poundsOf(p.actualLb), unit: 'pound' },
    ...(hasSides ? { dimensions: { unit: 'inch', length, width, height } } : {}),
    ...(declaredMinor && declaredMinor > 0n
      ? { insured_value: { currency: currency.toLowerCase(), amount: minorToJsonNumber(declaredMinor) } }
      : {}),
  };
}

/**
 * `customs` (international_shipment_options of the OpenAPI): merchandise returned to the sender
 * when undeliverable; each line's value is per unit (`value` of customs_item), so the line's total is
 * divided by its quantity, in cents (no float arithmetic: the division is done on bigint).
 */
export function shipengineCustoms(lines: readonly CustomsLine[]): Record<string, unknown> {
  return {
    contents: 'merchandise',
    non_delivery: 'return_to_sender',
    customs_items: lines.map((l) => {
      const quantity = Math.max(1, Math.trunc(l.quantity));
      const unitMinor = l.valueMinor / BigInt(quantity);
      return {
        description: l.description,
        quantity,
        // A JSON number written from the decimal text: "12.34" -> 12.34 exactly as printed.
        value: minorToJsonNumber(unitMinor),
        value_currency: l.currency.toUpperCase(),
        weight: { value: poundsOf(l.weightLb / quantity), unit: 'pound' },
        country_of_origin: l.originCountry,
        ...(l.hsCode ? { harmonized_tariff_code: l.hsCode } : {}),
      };
    }),
  };
}

const CONFIRMATION: Record<ShipmentDetails['signature'], string> = {
  none: 'none',
  standard: 'signature',
  adult: 'adult_signature',
};

export interface ShipmentInput {
  shipment: ShipmentDetails;
  serviceCode: string;
  carrierId?: string;
  /** Our placement reference: ShipEngine keeps it as the shipment's external_shipment_id. */
  externalShipmentId?: string;
}

/** The `shipment` object of both rates and labels (every parcel in `packages`: multi-package). */
export function shipengineShipment(input: ShipmentInput): Record<string, unknown> {
  const { shipment } = input;
  const international = shipment.from.country !== shipment.to.country;
  return {
    ...(input.carrierId ? { carrier_id: input.carrierId } : {}),
    service_code: input.serviceCode,
    ...(input.externalShipmentId ? { external_shipment_id: input.externalShipmentId } : {}),
    ship_date: shipment.shipDate,
    ship_from: shipengineAddress(shipment.from),
    ship_to: shipengineAddress(shipment.to),
    confirmation: CONFIRMATION[shipment.signature],
    ...(shipment.isReturn ? { is_return: true } : {}),
    ...(international && shipment.customs?.length ? { customs: shipengineCustoms(shipment.customs) } : {}),
    packages: shipment.parcels.map((p, i) =>
      shipenginePackage(p, shipment.declaredMinor[i], shipment.currency),
    ),
  };
}

/** POST /v1/rates: the shipment and the carrier accounts to rate with, narrowed to the one service. */
export function shipengineRatesBody(
  input: ShipmentInput & { carrierIds: string[] },
): Record<string, unknown> {
  const { carrierIds, ...shipment } = input;
  return {
    shipment: shipengineShipment({ ...shipment, carrierId: carrierIds[0] }),
    rate_options: { carrier_ids: carrierIds, service_codes: [input.serviceCode] },
  };
}

/** label_format and label_layout of a format (ShipEngine: pdf | png | zpl; 4x6 | letter | A4 | A6). */
export function shipengineLabelFormat(format: LabelFormat): { label_format: string; label_layout: string } {
  switch (format) {
    case 'pdf_letter':
      return { label_format: 'pdf', label_layout: 'letter' };
    case 'pdf_a4':
      return { label_format: 'pdf', label_layout: 'A4' };
    case 'png':
      return { label_format: 'png', label_layout: '4x6' };
    case 'zpl':
      return { label_format: 'zpl', label_layout: '4x6' };
    default:
      return { label_format: 'pdf', label_layout: '4x6' };
  }
}

/** POST /v1/labels: the shipment, the file wanted (by URL: ctx.http downloads it), a return flag. */
export function shipengineLabelBody(
  input: ShipmentInput & { carrierId: string; labelFormat: LabelFormat },
): Record<string, unknown> {
  return {
    shipment: shipengineShipment(input),
    ...shipengineLabelFormat(input.labelFormat),
    label_download_type: 'url',
    ...(input.shipment.isReturn ? { is_return_label: true } : {}),
    ...(input.shipment.orderNo && input.shipment.isReturn ? { rma_number: input.shipment.orderNo } : {}),
  };
}
