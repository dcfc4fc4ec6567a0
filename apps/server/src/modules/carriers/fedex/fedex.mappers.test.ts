import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { CarrierError } from '../carrier-adapter.ts';
import { searchableReference } from '../lost-label.ts';
import { fedexFailure, minorOf, ourCode } from './fedex.common.ts';
import { labelFileOf } from './fedex.label-file.ts';
import {
  buildCancelRequest,
  buildShipRequest,
  parseCancelResponse,
  parseShipResponse,
} from './fedex.labels.ts';
import { buildRateRequest, parseRateResponse } from './fedex.rates.ts';
import { buildReferenceTrackRequest, parseReferenceTrackResponse } from './fedex.recovery.ts';
import { fixture, parcel, recipient, sender, shipmentOf, torontoRecipient } from './fedex.testing.ts';
import { eventTime, parseTrackResponse } from './fedex.tracking.ts';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return 'no error';
  } catch (error) {
    return error instanceof CarrierError ? error.code : 'other';
  }
};
const customs = [
  {
    description: 'Electronics Components',
    quantity: 2,
    valueMinor: 15000n,
    currency: 'USD',
    weightLb: 2.5,
    hsCode: '8541.40.20.00',
    originCountry: 'us',
  },
];

describe('FedEx rate (vendor/rate-api.json; karrio test_rate.py RateResponse)', () => {
  it('asks one service for the account with packages, signature and the ship date', () => {
    const body = buildRateRequest({
      serviceCode: 'FEDEX_GROUND',
      parcels: [parcel(2.5, [10.2, 8, 4]), parcel(1)],
      shipment: shipmentOf({ signature: 'adult' }),
      accountNumber: '123456789',
    });
    expect(body.accountNumber).toEqual({ value: '123456789' });
    const shipment = body.requestedShipment;
    expect(shipment).toMatchObject({
      serviceType: 'FEDEX_GROUND',
      shipDateStamp: '2026-11-24',
      rateRequestType: ['ACCOUNT', 'LIST'],
      pickupType: 'DROPOFF_AT_FEDEX_LOCATION',
      packagingType: 'YOUR_PACKAGING',
      totalPackageCount: 2,
    });
    expect(shipment.recipient.address).toEqual({
      streetLines: ['12380 Morris Rd', 'Apt 4'],
      city: 'Alpharetta',
      stateOrProvinceCode: 'GA',
      postalCode: '30005',
      countryCode: 'US',
      residential: true,
    });
    expect(shipment.requestedPackageLineItems[0]).toEqual({
      sequenceNumber: 1,
      weight: { units: 'LB', value: 2.5 },
      dimensions: { length: 11, width: 8, height: 4, units: 'IN' },
      packageSpecialServices: { signatureOptionType: 'ADULT' },
    });
    expect(shipment).not.toHaveProperty('customsClearanceDetail');
  });

  it('reads the account net charge as exact minor units and refuses what it cannot bill', () => {
    const answer = fixture('rate-response.json');
    expect(parseRateResponse(answer, 'FEDEX_EXPRESS_SAVER', 'USD')).toBe(3854n);
    expect(codeOf(() => parseRateResponse(answer, 'FEDEX_GROUND', 'USD'))).toBe(
      'carrier.service_unavailable',
    );
    expect(codeOf(() => parseRateResponse(answer, 'FEDEX_EXPRESS_SAVER', 'CAD'))).toBe(
      'carrier.bad_response',
    );
    expect(codeOf(() => parseRateResponse({ output: {} }, 'FEDEX_GROUND', 'USD'))).toBe(
      'carrier.bad_response',
    );
    expect(minorOf(21.45)).toBe(2145n);
    expect(minorOf(4448.19)).toBe(444819n);
    // FedEx amounts are read to the cent only: a third decimal is dropped, never rounded.
    expect(minorOf(38.549)).toBe(3854n);
    expect(minorOf(0.1 + 0.2)).toBe(30n);
    expect(codeOf(() => minorOf(-1))).toBe('carrier.bad_response');
    expect(codeOf(() => minorOf(Number.NaN))).toBe('carrier.bad_response');
    expect(codeOf(() => minorOf('abc'))).toBe('carrier.bad_response');
  });
});

describe('FedEx ship (vendor/ship-api.json; karrio test_shipment.py)', () => {
  it('international multi-piece with customs: commercial invoice, commodities, references, label type', () => {
    const body = buildShipRequest({
      serviceCode: 'FEDEX_INTERNATIONAL_PRIORITY',
      parcels: [parcel(2), parcel(3)],
      shipment: shipmentOf({ to: torontoRecipient, signature: 'standard', customs }),
      accountNumber: '123456789',
      reference: 'place:key-1',
      labelFormat: 'zpl',
    });
    const shipment = body.requestedShipment;
    expect(body.labelResponseOptions).toBe('LABEL');
    expect(shipment.shipper.contact).toEqual({
      personName: 'Ann Sender',
      companyName: 'Acme Ltd',
      phoneNumber: '4105550100',
      emailAddress: 'ship@acme.test',
    });
    expect(shipment.recipients).toHaveLength(1);
    expect(shipment.labelSpecification).toEqual({
      imageType: 'ZPLII',
      labelStockType: 'STOCK_4X6',
      labelFormatType: 'COMMON2D',
    });
    // Ours is searchable by Track by References (recovery); the order number prints as the P.O. number.
    const references = [
      { customerReferenceType: 'CUSTOMER_REFERENCE', value: searchableReference('place:key-1') },
      { customerReferenceType: 'P_O_NUMBER', value: 'SO20261124001' },
    ];
    expect(shipment.requestedPackageLineItems.map((p) => p.customerReferences)).toEqual([
      references,
      references,
    ]);
    expect(references[0]!.value).toMatch(/^SL[0-9A-F]{20}$/);
    expect(shipment.requestedPackageLineItems[1]!.packageSpecialServices).toEqual({
      signatureOptionType: 'DIRECT',
    });
    expect(shipment.customsClearanceDetail).toEqual({
      dutiesPayment: { paymentType: 'RECIPIENT' },
      commercialInvoice: { shipmentPurpose: 'SOLD' },
      commodities: [
        {
          description: 'Electronics Components',
          countryOfManufacture: 'US',
          quantity: 2,
          quantityUnits: 'PCS',
          unitPrice: { amount: 75, currency: 'USD' },
          customsValue: { amount: 150, currency: 'USD' },
          weight: { units: 'LB', value: 2.5 },
          harmonizedCode: '8541.40.20.00',
        },
      ],
    });
    expect(shipment.shippingDocumentSpecification?.shippingDocumentTypes).toEqual(['COMMERCIAL_INVOICE']);
  });

  it('return label: RETURN_SHIPMENT printed return label; PDF on letter paper when asked', () => {
    const body = buildShipRequest({
      serviceCode: 'FEDEX_GROUND',
      parcels: [parcel(1)],
      shipment: shipmentOf({ from: recipient, to: sender, isReturn: true }),
      accountNumber: '123456789',
      reference: 'place:key-1',
      labelFormat: 'pdf_letter',
    });
    expect(body.requestedShipment.shipmentSpecialServices).toEqual({
      specialServiceTypes: ['RETURN_SHIPMENT'],
      returnShipmentDetail: { returnType: 'PRINT_RETURN_LABEL' },
    });
    expect(body.requestedShipment.labelSpecification).toMatchObject({
      imageType: 'PDF',
      labelStockType: 'PAPER_LETTER',
    });
    expect(body.requestedShipment.shipper.address.postalCode).toBe('30005');
  });

  it('one piece: master tracking number, PDF label, the applied rating', async () => {
    const shipment = parseShipResponse(fixture('ship-response.json'), 'USD');
    expect(shipment.masterTrackingNumber).toBe('794953535000');
    expect(shipment.trackingNumbers).toEqual(['794953535000']);
    expect(shipment.costMinor).toBe(378n);
    const file = await labelFileOf(shipment, 'pdf_4x6');
    expect(file).toMatchObject({ format: 'pdf', paper: 'pdf_4x6', base64: shipment.labels[0] });
  });

  it('multi-piece international: a tracking number per piece, one merged PDF, the invoice', async () => {
    const shipment = parseShipResponse(fixture('ship-response-international-3-pieces.json'), 'USD');
    expect(shipment.trackingNumbers).toEqual(['794791341818', '794791341829', '794791341830']);
    expect(shipment.costMinor).toBe(444819n);
    expect(Buffer.from(shipment.invoicePdf!, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const file = await labelFileOf(shipment, 'pdf_4x6');
    const merged = await PDFDocument.load(Buffer.from((file as { base64: string }).base64, 'base64'));
    const pages = await Promise.all(
      shipment.labels.map(async (l) => (await PDFDocument.load(Buffer.from(l, 'base64'))).getPageCount()),
    );
    expect(merged.getPageCount()).toBe(pages.reduce((a, b) => a + b, 0));
  });

  it('refuses answers without pieces or labels; cancel request and answer', () => {
    expect(codeOf(() => parseShipResponse({ output: { transactionShipments: [] } }, 'USD'))).toBe(
      'carrier.bad_response',
    );
    const broken = fixture<{
      output: { transactionShipments: { pieceResponses: { packageDocuments: unknown[] }[] }[] };
    }>('ship-response.json');
    broken.output.transactionShipments[0]!.pieceResponses[0]!.packageDocuments = [];
    expect(codeOf(() => parseShipResponse(broken, 'USD'))).toBe('carrier.bad_response');
    expect(buildCancelRequest('123456789', '794953535000')).toEqual({
      accountNumber: { value: '123456789' },
      trackingNumber: '794953535000',
      deletionControl: 'DELETE_ALL_PACKAGES',
    });
    expect(parseCancelResponse(fixture('cancel-response.json'))).toBe(true);
    expect(parseCancelResponse(fixture('error-response.json'))).toBe(false);
  });
});

describe('FedEx tracking (karrio test_tracking.py samples)', () => {
  it('picked up; a not-found result beside it is ignored', () => {
    const result = parseTrackResponse(fixture('track-response.json'), '123456789012');
    expect(result.status).toBe(2);
    expect(result.events).toEqual([
      { time: '2018-02-02T19:01:00.000Z', status: 2, description: 'Picked Up (SEATTLE, WA, US)' },
    ]);
  });

  it('two results for one number: the newest is the parcel (delivered), events oldest first', () => {
    const result = parseTrackResponse(fixture('track-duplicate.json'), '776094337676');
    expect(result.status).toBe(6);
    const statuses = result.events.map((e) => e.status);
    expect(statuses[statuses.length - 1]).toBe(6);
    expect(statuses).toContain(5);
    expect(statuses).toContain(4);
    const times = result.events.map((e) => e.time);
    expect([...times].sort()).toEqual(times);
  });

  it('an event time without offset is read as UTC', () => {
    const result = parseTrackResponse(fixture('track-inconsistent-datetime.json'), '738488882438');
    expect(result.status).toBe(6);
    expect(result.events[0]).toMatchObject({ time: '2024-08-15T00:00:00.000Z', status: 2 });
    expect(result.events.find((e) => e.description.startsWith('Shipment information sent'))?.status).toBe(1);
    expect(eventTime('2024-04-26T07:50:00-07:00')).toBe('2024-04-26T14:50:00.000Z');
    expect(eventTime('not a date')).toBeNull();
  });

  it('a number FedEx does not know is status 0', () => {
    const body = fixture<{ output: { completeTrackResults: { trackingNumber: string }[] } }>(
      'track-response.json',
    );
    expect(
      parseTrackResponse(
        { output: { completeTrackResults: [body.output.completeTrackResults[1]] } },
        '39936862321',
      ),
    ).toEqual({
      trackingNumber: '39936862321',
      status: 0,
      events: [],
    });
    expect(codeOf(() => parseTrackResponse({}, '1'))).toBe('carrier.bad_response');
  });
});

describe('FedEx errors to our codes', () => {
  it('maps documented codes, reads unknown codes by their words', () => {
    expect(
      fedexFailure({ status: 401, text: '{"errors":[{"code":"NOT.AUTHORIZED.ERROR","message":"no"}]}' }).code,
    ).toBe('carrier.auth_failed');
    expect(
      ourCode({ code: 'RECIPIENT.POSTALSTATE.MISMATCH', message: 'Postal code does not match state' }),
    ).toBe('carrier.address_invalid');
    expect(ourCode({ code: 'PACKAGE.WEIGHT.EXCEEDED', message: 'Weight exceeds the maximum' })).toBe(
      'carrier.weight_over_limit',
    );
    expect(ourCode({ code: 'TRACKING.TRACKINGNUMBER.NOTFOUND' })).toBe('carrier.tracking_not_found');
    expect(ourCode({ code: 'SOMETHING.ODD', message: 'odd' })).toBe('carrier.rejected');
    expect(fedexFailure({ status: 503, text: 'down' }).code).toBe('carrier.unreachable');
  });
});

describe('FedEx Track by References (vendor/track.json /track/v1/referencenumbers), recovery of a lost label', () => {
  const found = (reference: string, status = 'OC') =>
    JSON.parse(
      JSON.stringify(fixture('track-reference-response.json'))
        .replaceAll('ASJFGVAS', reference)
        .replace('"code":"OC"', `"code":"${status}"`),
    );

  it('asks by CUSTOMER_REFERENCE with the account and a ship-date window (YYYY-MM-DD)', () => {
    const body = buildReferenceTrackRequest({
      reference: 'SLREF',
      accountNumber: '123456789',
      now: new Date('2026-11-25T01:00:00Z'),
    });
    expect(body).toEqual({
      includeDetailedScans: false,
      referencesInformation: {
        type: 'CUSTOMER_REFERENCE',
        value: 'SLREF',
        accountNumber: '123456789',
        shipDateBegin: '2026-11-18',
        shipDateEndDate: '2026-12-02',
        shipDateEnd: '2026-12-02',
      },
    });
  });

  it('reads the packages FedEx holds under the reference, except cancelled ones, errors and other references', () => {
    expect(parseReferenceTrackResponse(found('SLREF'), 'SLREF')).toEqual(['128667043726']);
    expect(parseReferenceTrackResponse(found('SLREF', 'CA'), 'SLREF')).toEqual([]);
    expect(parseReferenceTrackResponse(found('SLOTHER'), 'SLREF')).toEqual([]);
    // FedEx's published not-found result (an error on the result) and its sample whose result has one.
    expect(parseReferenceTrackResponse(fixture('track-response.json'), 'SLREF')).toEqual([]);
    expect(() => parseReferenceTrackResponse({ output: {} }, 'SLREF')).toThrow('carrier.bad_response');
  });
});
