import type { ParcelWeights } from '@shiplabel/shared';
import type { LabelFormat, ShipmentDetails } from '../carrier-adapter.ts';
import { CarrierError } from '../carrier-adapter.ts';
import { searchableReference } from '../lost-label.ts';
import { checkCurrency, fedexParty, minorOf } from './fedex.common.ts';
import { commodities, fedexPackages, isInternational } from './fedex.rates.ts';

/** Ship API (vendor/ship-api.json): POST /ship/v1/shipments and PUT /ship/v1/shipments/cancel. */

/** labelSpecification.imageType: FedEx makes PDF, PNG and ZPLII labels (and EPL2). */
export const fedexImageType = (format: LabelFormat | undefined): 'PDF' | 'PNG' | 'ZPLII' =>
  format === 'zpl' ? 'ZPLII' : format === 'png' ? 'PNG' : 'PDF';

/** Paper labels for a laser printer (PAPER_*), thermal stock for ZPL (STOCK_4X6). */
function stockType(format: LabelFormat | undefined) {
  if (format === 'zpl') return 'STOCK_4X6';
  if (format === 'pdf_letter' || format === 'pdf_a4') return 'PAPER_LETTER';
  return 'PAPER_4X6';
}

export interface FedexShipRequestInput {
  serviceCode: string;
  parcels: readonly ParcelWeights[];
  shipment: ShipmentDetails;
  accountNumber: string;
  /** Our placement reference: searchable as CUSTOMER_REFERENCE (Track by References, recovery). */
  reference: string;
  labelFormat?: LabelFormat;
}

export function buildShipRequest(input: FedexShipRequestInput) {
  const { serviceCode, parcels, shipment, accountNumber } = input;
  const international = isInternational(shipment);
  const customs = international && (shipment.customs?.length ?? 0) > 0;
  // CUSTOMER_REFERENCE (30 characters on Ground) is ours, searchable after a lost answer; the order
  // number is printed as the P.O. number (one value per type).
  const orderNo = (shipment.orderNo ?? '').slice(0, 30);
  const references = [
    { customerReferenceType: 'CUSTOMER_REFERENCE', value: searchableReference(input.reference) },
    ...(orderNo ? [{ customerReferenceType: 'P_O_NUMBER', value: orderNo }] : []),
  ];
  return {
    labelResponseOptions: 'LABEL',
    accountNumber: { value: accountNumber },
    requestedShipment: {
      shipper: fedexParty(shipment.from),
      recipients: [fedexParty(shipment.to)],
      shipDatestamp: shipment.shipDate,
      serviceType: serviceCode,
      packagingType: 'YOUR_PACKAGING',
      pickupType: 'DROPOFF_AT_FEDEX_LOCATION',
      shippingChargesPayment: { paymentType: 'SENDER' },
      ...(shipment.isReturn && {
        shipmentSpecialServices: {
          specialServiceTypes: ['RETURN_SHIPMENT'],
          returnShipmentDetail: { returnType: 'PRINT_RETURN_LABEL' },
        },
      }),
      labelSpecification: {
        imageType: fedexImageType(input.labelFormat),
        labelStockType: stockType(input.labelFormat),
        labelFormatType: 'COMMON2D',
      },
      ...(customs && {
        customsClearanceDetail: {
          dutiesPayment: { paymentType: 'RECIPIENT' },
          commercialInvoice: { shipmentPurpose: shipment.isReturn ? 'REPAIR_AND_RETURN' : 'SOLD' },
          commodities: commodities(shipment),
        },
        shippingDocumentSpecification: {
          shippingDocumentTypes: ['COMMERCIAL_INVOICE'],
          commercialInvoiceDetail: { documentFormat: { docType: 'PDF', stockType: 'PAPER_LETTER' } },
        },
      }),
      totalPackageCount: parcels.length,
      requestedPackageLineItems: fedexPackages(parcels, shipment, references),
    },
  };
}

interface FedexDocument {
  contentType?: string;
  docType?: string;
  encodedLabel?: string;
}

interface PieceResponse {
  trackingNumber?: string;
  netChargeAmount?: number;
  packageDocuments?: FedexDocument[];
}

interface TransactionShipment {
  masterTrackingNumber?: string;
  pieceResponses?: PieceResponse[];
  shipmentDocuments?: FedexDocument[];
  completedShipmentDetail?: {
    shipmentRating?: {
      actualRateType?: string;
      shipmentRateDetails?: { rateType?: string; totalNetCharge?: number; currency?: string }[];
    };
  };
}

export interface FedexShipment {
  masterTrackingNumber: string;
  trackingNumbers: string[];
  /** One label per piece, base64, in piece order. */
  labels: string[];
  docType: 'PDF' | 'PNG' | 'ZPLII';
  costMinor: bigint;
  invoicePdf?: string;
}

/**
 * The charge: the shipment rating of the rate type FedEx applied (actualRateType), else its first rating,
 * else the sum of the pieces' net charges.
 */
function costOf(shipment: TransactionShipment, currency: string): bigint {
  const rating = shipment.completedShipmentDetail?.shipmentRating;
  const details = rating?.shipmentRateDetails ?? [];
  const detail = details.find((d) => d.rateType === rating?.actualRateType) ?? details[0];
  if (detail?.totalNetCharge !== undefined) {
    checkCurrency(detail.currency, currency);
    return minorOf(detail.totalNetCharge);
  }
  const pieces = shipment.pieceResponses ?? [];
  if (pieces.length === 0 || pieces.some((p) => p.netChargeAmount === undefined))
    throw new CarrierError('carrier.bad_response', 'shipment without a charge');
  return pieces.reduce((sum, p) => sum + minorOf(p.netChargeAmount), 0n);
}

export function parseShipResponse(body: unknown, currency: string): FedexShipment {
  const shipment = (body as { output?: { transactionShipments?: TransactionShipment[] } } | null)?.output
    ?.transactionShipments?.[0];
  const pieces = shipment?.pieceResponses ?? [];
  if (!shipment?.masterTrackingNumber || pieces.length === 0)
    throw new CarrierError('carrier.bad_response', 'ship answer without master tracking number or pieces');
  const labels = pieces.map((p) => p.packageDocuments?.find((d) => d.contentType === 'LABEL'));
  if (labels.some((l) => !l?.encodedLabel) || pieces.some((p) => !p.trackingNumber))
    throw new CarrierError('carrier.bad_response', 'a piece without tracking number or label');
  const docType = (labels[0]!.docType ?? 'PDF').toUpperCase();
  if (docType !== 'PDF' && docType !== 'PNG' && docType !== 'ZPLII')
    throw new CarrierError('carrier.bad_response', `unexpected label type ${docType}`);
  const invoice = shipment.shipmentDocuments?.find((d) => d.contentType === 'COMMERCIAL_INVOICE');
  return {
    masterTrackingNumber: shipment.masterTrackingNumber,
    trackingNumbers: pieces.map((p) => p.trackingNumber!),
    labels: labels.map((l) => l!.encodedLabel!),
    docType,
    costMinor: costOf(shipment, currency),
    ...(invoice?.encodedLabel && { invoicePdf: invoice.encodedLabel }),
  };
}

/** PUT /ship/v1/shipments/cancel body: every package of the shipment of this tracking number. */
export const buildCancelRequest = (accountNumber: string, trackingNumber: string) => ({
  accountNumber: { value: accountNumber },
  trackingNumber,
  deletionControl: 'DELETE_ALL_PACKAGES',
});

export const parseCancelResponse = (body: unknown): boolean =>
  (body as { output?: { cancelledShipment?: boolean } } | null)?.output?.cancelledShipment === true;
