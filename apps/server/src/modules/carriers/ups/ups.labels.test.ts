import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { CarrierError } from '../carrier-adapter.ts';
import { searchableReference } from '../lost-label.ts';
import { labelFileOf } from './ups.label-file.ts';
import { buildShipRequest, parseShipResponse, parseVoidResponse, upsImageFormat } from './ups.labels.ts';
import { fixture, parcel, recipient, sender, shipmentOf, torontoRecipient } from './ups.testing.ts';

const base = { serviceCode: '03', accountNumber: 'A1B2C3', reference: 'place:key-1' };
/** Our placement reference as UPS can search it (Track by Reference): 22 letters and digits. */
const ourRef = searchableReference('place:key-1');

describe('UPS ship request (vendors/Shipping.yaml)', () => {
  it('multi-piece: one shipment with one package per parcel, each with the order reference (US)', () => {
    const body = buildShipRequest({
      ...base,
      parcels: [parcel(2), parcel(3)],
      shipment: shipmentOf({ signature: 'standard' }),
      labelFormat: 'zpl',
    });
    const { Shipment, LabelSpecification, Request } = body.ShipmentRequest;
    expect(Request.TransactionReference.CustomerContext).toBe('place:key-1');
    expect(Shipment.Shipper).toMatchObject({
      Name: 'Acme Ltd',
      AttentionName: 'Ann Sender',
      ShipperNumber: 'A1B2C3',
    });
    expect(Shipment.Shipper.Phone).toEqual({ Number: '4105550100' });
    expect(Shipment.ShipTo.Phone).toEqual({ Number: '4045550199' });
    expect(Shipment.ShipTo.Address.AddressLine).toEqual(['12380 Morris Rd', 'Apt 4']);
    expect(Shipment.PaymentInformation.ShipmentCharge).toEqual([
      { Type: '01', BillShipper: { AccountNumber: 'A1B2C3' } },
    ]);
    expect(Shipment.Package).toHaveLength(2);
    expect(Shipment.Package[0]).not.toHaveProperty('Description');
    for (const pkg of Shipment.Package) {
      expect(pkg.Packaging).toEqual({ Code: '02' });
      expect(pkg.ReferenceNumber).toEqual([{ Value: 'SO20261124001' }, { Value: ourRef }]);
      expect(ourRef).toMatch(/^SL[0-9A-F]{20}$/);
      expect(pkg.PackageServiceOptions).toEqual({ DeliveryConfirmation: { DCISType: '2' } });
    }
    expect(Shipment.Package.map((p) => p.PackageWeight.Weight)).toEqual(['2.0', '3.0']);
    expect(Shipment).not.toHaveProperty('InvoiceLineTotal');
    expect(Shipment).not.toHaveProperty('ReturnService');
    expect(LabelSpecification).toEqual({
      LabelImageFormat: { Code: 'ZPL' },
      LabelStockSize: { Height: '6', Width: '4' },
    });
  });

  it('international with customs: a commercial invoice with unit prices and HS codes', () => {
    const body = buildShipRequest({
      ...base,
      serviceCode: '11',
      parcels: [parcel(2.5)],
      shipment: shipmentOf({
        to: torontoRecipient,
        signature: 'adult',
        declaredMinor: [0n],
        customs: [
          {
            description: 'Electronics Components',
            quantity: 2,
            valueMinor: 15000n,
            currency: 'USD',
            weightLb: 2.5,
            hsCode: '8541.40.20.00',
            originCountry: 'us',
          },
        ],
      }),
      labelFormat: 'pdf_4x6',
    });
    const { Shipment, LabelSpecification } = body.ShipmentRequest;
    expect(Shipment.Description).toBe('Electronics Components');
    expect(Shipment.InvoiceLineTotal).toEqual({ CurrencyCode: 'USD', MonetaryValue: '150.00' });
    expect(Shipment.ReferenceNumber).toEqual([{ Value: 'SO20261124001' }, { Value: ourRef }]);
    expect(Shipment.Package[0]).not.toHaveProperty('ReferenceNumber');
    expect(Shipment.ShipmentServiceOptions?.DeliveryConfirmation).toEqual({ DCISType: '2' });
    const forms = Shipment.ShipmentServiceOptions?.InternationalForms;
    expect(forms).toMatchObject({
      FormType: '01',
      InvoiceNumber: 'SO20261124001',
      InvoiceDate: '20261124',
      ReasonForExport: 'SALE',
      CurrencyCode: 'USD',
      Contacts: { SoldTo: { Name: 'International Buyer Corp', Address: { CountryCode: 'CA' } } },
    });
    expect(forms?.Product).toEqual([
      {
        Description: ['Electronics Components'],
        CommodityCode: '8541.40.20.00',
        OriginCountryCode: 'US',
        Unit: { Number: '2', Value: '75.00', UnitOfMeasurement: { Code: 'PCS' } },
        ProductWeight: { UnitOfMeasurement: { Code: 'LBS' }, Weight: '2.5' },
      },
    ]);
    // UPS makes no PDF: a PDF request asks for the PNG image.
    expect(LabelSpecification.LabelImageFormat).toEqual({ Code: 'PNG' });
  });

  it('return label: UPS Print Return Label, billed to the account that receives the parcel', () => {
    const body = buildShipRequest({
      ...base,
      parcels: [parcel(1)],
      shipment: shipmentOf({ from: recipient, to: sender, isReturn: true }),
    });
    const { Shipment } = body.ShipmentRequest;
    expect(Shipment.ReturnService).toEqual({ Code: '9' });
    expect(Shipment.Package[0]!.Description).toBe('Merchandise');
    expect(Shipment.Shipper.Address.PostalCode).toBe('21093');
    expect(Shipment.ShipFrom.Address.PostalCode).toBe('30005');
    expect(upsImageFormat(undefined)).toBe('PNG');
  });
});

describe('UPS ship answers (karrio samples)', () => {
  it('one package: PackageResults as an object; charge with taxes; shipment number', () => {
    const shipment = parseShipResponse(fixture('ship-response-single.json'), 'CAD');
    expect(shipment.shipmentId).toBe('1ZXXXXXXXXXXXXXXXX');
    expect(shipment.trackingNumbers).toEqual(['1ZXXXXXXXXXXXXXXXX']);
    expect(shipment.costMinor).toBe(15542n);
    expect(shipment.imageFormat).toBe('PNG');
    expect(shipment.images[0]!.startsWith('iVBORw0KGgo')).toBe(true);
  });

  it('international: PackageResults as a list, the negotiated charge, the commercial invoice', () => {
    const shipment = parseShipResponse(fixture('ship-response-international.json'), 'GBP');
    expect(shipment.trackingNumbers).toEqual(['1Z0FH3446831744085']);
    expect(shipment.costMinor).toBe(2022n);
    expect(Buffer.from(shipment.invoicePdf!, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('multi-piece: a tracking number per package and one PDF page per package label', async () => {
    const shipment = parseShipResponse(fixture('ship-response-multi-piece.json'), 'CAD');
    expect(shipment.shipmentId).toBe('1ZXXXXXXXXXXXXXXX1');
    expect(shipment.trackingNumbers).toEqual(['1ZXXXXXXXXXXXXXXX1', '1ZXXXXXXXXXXXXXXX2']);
    const file = await labelFileOf(shipment, 'png');
    expect(file).toMatchObject({ format: 'pdf', paper: 'pdf_4x6' });
    const pdf = await PDFDocument.load(Buffer.from((file as { base64: string }).base64, 'base64'));
    expect(pdf.getPageCount()).toBe(2);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 288, height: 432 });
  });

  it('a PNG asked is the PNG; a PDF asked is an upright 4 x 6 page; ZPL labels are concatenated', async () => {
    const single = parseShipResponse(fixture('ship-response-single.json'), 'CAD');
    expect(await labelFileOf(single, 'png')).toEqual({ format: 'png', base64: single.images[0] });
    const pdf = await labelFileOf(single, 'pdf_letter');
    expect(pdf).toMatchObject({ format: 'pdf', paper: 'pdf_4x6' });
    const doc = await PDFDocument.load(Buffer.from((pdf as { base64: string }).base64, 'base64'));
    expect(doc.getPageCount()).toBe(1);
    const zpl = (text: string) => Buffer.from(text).toString('base64');
    const file = await labelFileOf(
      { ...single, imageFormat: 'ZPL', images: [zpl('^XA^FDone^XZ'), zpl('^XA^FDtwo^XZ')] },
      'zpl',
    );
    expect(file.format).toBe('zpl');
    expect(Buffer.from((file as { base64: string }).base64, 'base64').toString()).toBe(
      '^XA^FDone^XZ\n^XA^FDtwo^XZ',
    );
  });

  it('refuses answers without packages, images or charges', async () => {
    const codeOf = (fn: () => unknown) => {
      try {
        fn();
        return 'no error';
      } catch (error) {
        return error instanceof CarrierError ? error.code : 'other';
      }
    };
    expect(codeOf(() => parseShipResponse({ ShipmentResponse: {} }, 'USD'))).toBe('carrier.bad_response');
    expect(codeOf(() => parseShipResponse(fixture('ship-response-single.json'), 'USD'))).toBe(
      'carrier.bad_response',
    );
    const broken = fixture<{
      ShipmentResponse: { ShipmentResults: { PackageResults: { ShippingLabel: unknown } } };
    }>('ship-response-single.json');
    broken.ShipmentResponse.ShipmentResults.PackageResults.ShippingLabel = {};
    expect(codeOf(() => parseShipResponse(broken, 'CAD'))).toBe('carrier.bad_response');
    const notPng = { ...parseShipResponse(fixture('ship-response-return.json'), 'USD') };
    await expect(labelFileOf({ ...notPng, images: ['AAAA', 'AAAA'] }, 'png')).rejects.toThrow(
      'carrier.bad_response',
    );
  });

  it('reads a void answer', () => {
    expect(parseVoidResponse(fixture('void-response.json'))).toBe(true);
    expect(parseVoidResponse(fixture('error-auth.json'))).toBe(false);
    expect(parseVoidResponse(null)).toBe(false);
  });
});
