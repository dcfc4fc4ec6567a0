import type { ParcelWeights } from '@shiplabel/shared';
import type { CarrierAddress, CustomsLine, LabelFormat, ShipmentDetails } from '../carrier-adapter.ts';
import { CarrierError } from '../carrier-adapter.ts';
import { minorToJsonNumber } from '../carrier-amount.ts';
import {
  decimalToMinor,
  phoneDigits,
  processingCategory,
  roundLb,
  splitName,
  uspsPackage,
  zip5,
} from './usps.mappers.ts';
import { parseMultipart } from './usps.multipart.ts';
import { EXTRA_TRACKING, extraServicesOf, rateIndicatorOf } from './usps.rates.ts';
import type { UspsService } from './usps.services.ts';

export const DOMESTIC_LABEL_PATH = '/labels/v3/label';
export const RETURN_LABEL_PATH = '/labels/v3/return-label';
export const INTERNATIONAL_LABEL_PATH = '/international-labels/v3/international-label';

/** Formats USPS makes (imageInfo.imageType): international labels have no PNG. */
export const USPS_LABEL_FORMATS: readonly LabelFormat[] = ['pdf_4x6', 'png', 'zpl'];

/** The image USPS makes for a format: 4x6 only (USPS label types are 4x4 to 6x4: letter and A4 get 4x6). */
export function imageTypeOf(
  format: LabelFormat | undefined,
  international: boolean,
): 'PDF' | 'PNG' | 'ZPL203DPI' {
  if (format === 'zpl') return 'ZPL203DPI';
  if (format === 'png' && !international) return 'PNG';
  return 'PDF';
}

function addressee(address: CarrierAddress) {
  return {
    ...splitName(address.name),
    ...(address.company ? { firm: address.company } : {}),
    ...(phoneDigits(address.phone) ? { phone: phoneDigits(address.phone) } : {}),
    ...(address.email ? { email: address.email } : {}),
  };
}

/** A US address (DomesticLabelAddress): five-digit ZIP, ZIP+4 when given. */
export function domesticAddress(address: CarrierAddress) {
  const plus4 = address.zip.replace(/\D/g, '').slice(5, 9);
  return {
    streetAddress: address.street1,
    ...(address.street2 ? { secondaryAddress: address.street2 } : {}),
    city: address.city,
    state: address.state.toUpperCase(),
    ZIPCode: zip5(address.zip),
    ...(plus4.length === 4 ? { ZIPPlus4: plus4 } : {}),
    ...addressee(address),
  };
}

/** A foreign address (InternationalLabelAddress). */
function internationalAddress(address: CarrierAddress) {
  return {
    streetAddress: address.street1,
    ...(address.street2 ? { secondaryAddress: address.street2 } : {}),
    city: address.city,
    ...(address.state ? { province: address.state } : {}),
    ...(address.zip ? { postalCode: address.zip.trim() } : {}),
    country: address.country.toUpperCase(),
    countryISOAlpha2Code: address.country.toUpperCase(),
    ...addressee(address),
  };
}

/** Our reference printed on the label (customerReference; the order number). */
const customerReference = (shipment: ShipmentDetails) =>
  shipment.orderNo ? [{ referenceNumber: shipment.orderNo.slice(0, 30), printReferenceNumber: true }] : [];

function packageOf(
  service: UspsService,
  parcel: ParcelWeights,
  shipDate: string,
  mailClass = service.mailClass,
) {
  const pkg = uspsPackage(parcel);
  return {
    mailClass,
    rateIndicator: rateIndicatorOf(service.mailClass),
    processingCategory: processingCategory(pkg),
    weightUOM: 'lb',
    weight: pkg.weight,
    dimensionsUOM: 'in',
    length: pkg.length,
    width: pkg.width,
    height: pkg.height,
    mailingDate: shipDate,
    destinationEntryFacilityType: 'NONE',
  };
}

/** One parcel's domestic label request (LabelRequest of POST /labels/v3/label). */
export function buildDomesticLabel(
  service: UspsService,
  shipment: ShipmentDetails,
  parcel: ParcelWeights,
  parcelIndex: number,
  format: LabelFormat | undefined,
) {
  const signature = shipment.signature !== 'none';
  const declared = shipment.declaredMinor[parcelIndex] ?? 0n;
  return {
    imageInfo: { imageType: imageTypeOf(format, false), labelType: '4X6LABEL', receiptOption: 'NONE' },
    toAddress: { ...domesticAddress(shipment.to), ignoreBadAddress: false },
    fromAddress: domesticAddress(shipment.from),
    senderAddress: domesticAddress(shipment.from),
    packageDescription: {
      ...packageOf(service, parcel, shipment.shipDate),
      extraServices: extraServicesOf(service.mailClass, shipment.signature),
      // USPS: a signature extra service needs physicalSignatureRequired.
      ...(signature ? { physicalSignatureRequired: true } : {}),
      ...(declared > 0n ? { packageOptions: { packageValue: minorToJsonNumber(declared) } } : {}),
      customerReference: customerReference(shipment),
    },
  };
}

/** One parcel's return label (ReturnLabelRequest of POST /labels/v3/return-label). */
export function buildReturnLabel(
  service: UspsService,
  shipment: ShipmentDetails,
  parcel: ParcelWeights,
  format: LabelFormat | undefined,
) {
  if (!service.returnMailClass || service.international)
    throw new CarrierError('carrier.service_unavailable', `no USPS return service for ${service.mailClass}`);
  return {
    imageInfo: { imageType: imageTypeOf(format, false), labelType: '4X6LABEL', receiptOption: 'NONE' },
    toAddress: domesticAddress(shipment.to),
    fromAddress: domesticAddress(shipment.from),
    packageDescription: {
      ...packageOf(service, parcel, shipment.shipDate, service.returnMailClass),
      extraServices: [EXTRA_TRACKING],
      customerReference: customerReference(shipment),
    },
  };
}

/** Shipments valued at $2,500 or less need no AES filing: USPS's sample exemption text. */
export const AES_EXEMPTION = 'NO EEI 30.37(a)';
const AES_LIMIT_MINOR = 250_000n;

function customsContents(lines: readonly CustomsLine[]) {
  return lines.map((line) => ({
    itemDescription: line.description.slice(0, 30),
    itemQuantity: Math.max(1, Math.round(line.quantity)),
    itemTotalValue: minorToJsonNumber(line.valueMinor),
    weightUOM: 'lb',
    itemTotalWeight: roundLb(line.weightLb),
    ...(line.hsCode ? { HSTariffNumber: line.hsCode.replace(/\s/g, '') } : {}),
    countryofOrigin: line.originCountry.toUpperCase(),
  }));
}

/** One parcel's international label with its customs form (InternationalLabelRequest). */
export function buildInternationalLabel(
  service: UspsService,
  shipment: ShipmentDetails,
  parcel: ParcelWeights,
  format: LabelFormat | undefined,
) {
  const lines = shipment.customs ?? [];
  if (lines.length === 0)
    throw new CarrierError('carrier.customs_required', 'international label without customs lines');
  if (lines.length > 30)
    throw new CarrierError('carrier.customs_required', 'USPS takes at most 30 customs lines');
  const total = lines.reduce((sum, l) => sum + l.valueMinor, 0n);
  // Above $2,500 USPS needs the exporter's AES ITN, which a shipment here does not carry.
  if (total > AES_LIMIT_MINOR)
    throw new CarrierError('carrier.customs_required', 'declared value over $2,500 needs an AES ITN');
  return {
    imageInfo: { imageType: imageTypeOf(format, true), labelType: '4X6LABEL' },
    toAddress: internationalAddress(shipment.to),
    fromAddress: domesticAddress(shipment.from),
    senderAddress: domesticAddress(shipment.from),
    packageDescription: {
      ...packageOf(service, parcel, shipment.shipDate),
      customerReference: customerReference(shipment),
    },
    customsForm: {
      AESITN: AES_EXEMPTION,
      customsContentType: 'MERCHANDISE',
      ...(shipment.orderNo ? { invoiceNumber: shipment.orderNo.slice(0, 15) } : {}),
      contents: customsContents(lines),
    },
  };
}

/** What one label answer holds. */
export interface UspsLabelPart {
  trackingNumber: string;
  /** Postage plus extra services, in cents. */
  postageMinor: bigint;
  /** The label file as USPS sent it: base64 text. */
  imageBase64: string;
  imageType: 'pdf' | 'png' | 'zpl';
}

type ImageFormat = UspsLabelPart['imageType'];

/** The image part's format by its type or file name; what we asked for when it names neither. */
function formatOfPart(
  contentType: string | undefined,
  filename: string | undefined,
  asked: ImageFormat,
): ImageFormat {
  const hint = `${contentType ?? ''} ${filename ?? ''}`.toLowerCase();
  if (hint.includes('png')) return 'png';
  if (hint.includes('zpl') || hint.includes('zebra')) return 'zpl';
  if (hint.includes('pdf')) return 'pdf';
  return asked;
}

/** The cost of a label: postage (fees included, extra services not: LabelMetadata.postage) + extras. */
function costOf(meta: Record<string, unknown>): bigint {
  const extras = Array.isArray(meta.extraServices) ? (meta.extraServices as { price?: unknown }[]) : [];
  return extras.reduce((sum, e) => sum + decimalToMinor(e.price ?? 0), decimalToMinor(meta.postage ?? 0));
}

/**
 * A label answer: multipart (labelMetadata + labelImage, or returnLabelMetadata + returnLabelImage for
 * the return-label API) or, with a JSON Accept, one JSON object holding the image. International metadata
 * names the number `internationalTrackingNumber` (international-labels.yaml InternationalLabelMetadata).
 */
export function parseLabelAnswer(
  body: string,
  contentType: string | undefined,
  asked: ImageFormat,
  isReturn = false,
): UspsLabelPart {
  const metaName = isReturn ? 'returnLabelMetadata' : 'labelMetadata';
  const imageName = isReturn ? 'returnLabelImage' : 'labelImage';
  let meta: Record<string, unknown>;
  let image: string | undefined;
  let format = asked;
  if ((contentType ?? '').toLowerCase().includes('json')) {
    const json = JSON.parse(body) as Record<string, unknown>;
    meta = ((json[metaName] as Record<string, unknown> | undefined) ?? json) as Record<string, unknown>;
    image = json[imageName] as string | undefined;
  } else {
    const parts = parseMultipart(body, contentType);
    const metaPart = parts.find((p) => p.name === metaName);
    const imagePart = parts.find((p) => p.name === imageName);
    if (!metaPart) throw new CarrierError('carrier.bad_response', `no ${metaName} part`);
    try {
      meta = JSON.parse(metaPart.body) as Record<string, unknown>;
    } catch {
      throw new CarrierError('carrier.bad_response', `${metaName} is not JSON`);
    }
    image = imagePart?.body;
    format = formatOfPart(imagePart?.contentType, imagePart?.filename, asked);
  }
  const trackingNumber = (meta.trackingNumber ?? meta.internationalTrackingNumber) as unknown;
  if (typeof trackingNumber !== 'string' || trackingNumber.length === 0)
    throw new CarrierError('carrier.bad_response', 'label answer without a tracking number');
  const imageBase64 = (image ?? '').replace(/\s+/g, '');
  if (imageBase64.length === 0)
    throw new CarrierError('carrier.bad_response', 'label answer without an image');
  return { trackingNumber, postageMinor: costOf(meta), imageBase64, imageType: format };
}
