import type { ParcelWeights } from '@shiplabel/shared';
import type { LabelFormat, ShipmentDetails } from '../carrier-adapter.ts';
import { CarrierError } from '../carrier-adapter.ts';
import { searchableReference } from '../lost-label.ts';
import { asList, chargeMinor, type UpsMoney, upsParty } from './ups.common.ts';
import { declaredTotal, isInternational, payableCharge, signatureOption, upsPackages } from './ups.rates.ts';

/** Shipping API request and response (vendors/Shipping.yaml, POST /api/shipments/{version}/ship). */

/**
 * The image UPS is asked for. UPS makes GIF, PNG, ZPL, EPL and SPL labels, never PDF: a PDF request gets
 * the PNG image, returned as PNG with the paper asked for, for the documents module to place on a page.
 */
export const upsImageFormat = (format: LabelFormat | undefined): 'PNG' | 'ZPL' =>
  format === 'zpl' ? 'ZPL' : 'PNG';

/** UPS Print Return Label (Shipment_ReturnService Code 9): the label is printed by whoever sends it back. */
const PRINT_RETURN_LABEL = '9';

const MAX_PRODUCTS = 50;

/** InternationalForms with a commercial invoice (FormType 01) from the customs lines (Shipping.yaml). */
function internationalForms(shipment: ShipmentDetails, invoiceNumber: string) {
  const lines = shipment.customs ?? [];
  return {
    FormType: '01',
    InvoiceNumber: invoiceNumber.slice(0, 35),
    InvoiceDate: shipment.shipDate.replaceAll('-', ''),
    ReasonForExport: shipment.isReturn ? 'RETURN' : 'SALE',
    CurrencyCode: shipment.currency,
    Contacts: { SoldTo: upsParty(shipment.to) },
    Product: lines.slice(0, MAX_PRODUCTS).map((line) => {
      const quantity = Math.max(1, Math.round(line.quantity));
      const unitMinor = line.valueMinor / BigInt(quantity);
      return {
        Description: [line.description.slice(0, 35)],
        ...(line.hsCode && { CommodityCode: line.hsCode.replace(/[^\d.]/g, '').slice(0, 15) }),
        OriginCountryCode: line.originCountry.toUpperCase(),
        Unit: {
          Number: String(quantity),
          // Unit price (Shipping.yaml Product_Unit.Value), not the line's total.
          Value: `${unitMinor / 100n}.${String(unitMinor % 100n).padStart(2, '0')}`,
          UnitOfMeasurement: { Code: 'PCS' },
        },
        ProductWeight: {
          UnitOfMeasurement: { Code: 'LBS' },
          Weight: (Math.ceil(Math.max(line.weightLb, 0.1) * 10) / 10).toFixed(1),
        },
      };
    }),
  };
}

export interface UpsShipRequestInput {
  serviceCode: string;
  parcels: readonly ParcelWeights[];
  shipment: ShipmentDetails;
  accountNumber: string;
  reference: string;
  labelFormat?: LabelFormat;
}

export function buildShipRequest(input: UpsShipRequestInput) {
  const { serviceCode, parcels, shipment, accountNumber, reference } = input;
  const from = shipment.from.country.toUpperCase();
  const to = shipment.to.country.toUpperCase();
  const signature = signatureOption(shipment.signature, from, to);
  const international = isInternational(shipment);
  const customs = international && (shipment.customs?.length ?? 0) > 0;
  const domesticUs = ['US', 'PR'].includes(from) && from === to;
  const orderRef = (shipment.orderNo ?? '').slice(0, 35);
  // Ours is searchable with Track by Reference (recovery of a label whose answer was lost); the order
  // number, when there is one, comes first so that it is the one printed first on the label.
  const references = [...(orderRef ? [{ Value: orderRef }] : []), { Value: searchableReference(reference) }];
  // The account holder is the shipper; on a return the parcel comes back to it (from/to already swapped).
  const accountSide = shipment.isReturn ? shipment.to : shipment.from;
  const description = (shipment.customs?.[0]?.description ?? 'Merchandise').trim() || 'Merchandise';
  const packages = upsPackages(parcels, shipment, 'Packaging').map((pkg) => ({
    ...pkg,
    // Required on every package of a shipment with a return service (Shipping.yaml Shipment_Package).
    ...(shipment.isReturn && { Description: description.slice(0, 35) }),
    // UPS takes package references only within the US and Puerto Rico (karrio ups shipment/create.py).
    ...(domesticUs && { ReferenceNumber: references }),
  }));
  const serviceOptions = {
    ...(signature?.level === 'shipment' && { DeliveryConfirmation: { DCISType: signature.dcisType } }),
    ...(customs && { InternationalForms: internationalForms(shipment, orderRef || reference) }),
  };
  return {
    ShipmentRequest: {
      Request: {
        RequestOption: 'nonvalidate',
        TransactionReference: { CustomerContext: reference.slice(0, 512) },
      },
      Shipment: {
        Description: description.slice(0, 50),
        ...(shipment.isReturn && { ReturnService: { Code: PRINT_RETURN_LABEL } }),
        Shipper: { ...upsParty(accountSide), ShipperNumber: accountNumber },
        ShipTo: upsParty(shipment.to),
        ShipFrom: upsParty(shipment.from),
        PaymentInformation: {
          ShipmentCharge: [{ Type: '01', BillShipper: { AccountNumber: accountNumber } }],
        },
        Service: { Code: serviceCode },
        ...(!domesticUs && { ReferenceNumber: references }),
        ...(international && {
          InvoiceLineTotal: { CurrencyCode: shipment.currency, MonetaryValue: declaredTotal(shipment) },
        }),
        Package: packages,
        ...(Object.keys(serviceOptions).length > 0 && { ShipmentServiceOptions: serviceOptions }),
        ShipmentRatingOptions: { NegotiatedRatesIndicator: 'Y' },
      },
      LabelSpecification: {
        LabelImageFormat: { Code: upsImageFormat(input.labelFormat) },
        // Only used for thermal labels (ZPL); UPS scales up to 4 x 6 (Shipping.yaml LabelStockSize).
        LabelStockSize: { Height: '6', Width: '4' },
      },
    },
  };
}

interface UpsPackageResult {
  TrackingNumber?: string;
  ShippingLabel?: { ImageFormat?: { Code?: string }; GraphicImage?: string };
}

export interface UpsShipment {
  shipmentId: string;
  trackingNumbers: string[];
  /** One image per package, base64, in the package order. */
  images: string[];
  imageFormat: 'PNG' | 'GIF' | 'ZPL';
  costMinor: bigint;
  /** The commercial invoice UPS made (base64 PDF) when InternationalForms were sent. */
  invoicePdf?: string;
}

interface ShipmentResults {
  ShipmentIdentificationNumber?: string;
  PackageResults?: UpsPackageResult | UpsPackageResult[];
  ShipmentCharges?: { TotalCharges?: UpsMoney; TotalChargesWithTaxes?: UpsMoney };
  NegotiatedRateCharges?: { TotalCharge?: UpsMoney; TotalChargesWithTaxes?: UpsMoney };
  Form?: { Image?: { GraphicImage?: string } };
}

/** A ShipmentResponse: PackageResults is an object for one package and a list for several. */
export function parseShipResponse(body: unknown, currency: string): UpsShipment {
  const results = (body as { ShipmentResponse?: { ShipmentResults?: ShipmentResults } } | null)
    ?.ShipmentResponse?.ShipmentResults;
  const packages = asList(results?.PackageResults);
  const shipmentId = results?.ShipmentIdentificationNumber;
  if (!results || !shipmentId || packages.length === 0)
    throw new CarrierError('carrier.bad_response', 'ShipmentResponse without shipment or packages');
  const trackingNumbers = packages.map((p) => p.TrackingNumber ?? '');
  const images = packages.map((p) => p.ShippingLabel?.GraphicImage ?? '');
  if (trackingNumbers.some((n) => !n) || images.some((i) => !i))
    throw new CarrierError('carrier.bad_response', 'a package without tracking number or label image');
  const code = (packages[0]?.ShippingLabel?.ImageFormat?.Code ?? 'PNG').toUpperCase();
  const imageFormat = code === 'ZPL' ? 'ZPL' : code === 'GIF' ? 'GIF' : 'PNG';
  const charges = results.ShipmentCharges ?? {};
  return {
    shipmentId,
    trackingNumbers,
    images,
    imageFormat,
    costMinor: chargeMinor(payableCharge(charges, results.NegotiatedRateCharges), currency),
    ...(results.Form?.Image?.GraphicImage && { invoicePdf: results.Form.Image.GraphicImage }),
  };
}

/** A VoidShipmentResponse: voided when the summary status code is 1 (Success). */
export function parseVoidResponse(body: unknown): boolean {
  const summary = (
    body as { VoidShipmentResponse?: { SummaryResult?: { Status?: { Code?: string } } } } | null
  )?.VoidShipmentResponse?.SummaryResult;
  return summary?.Status?.Code === '1';
}
