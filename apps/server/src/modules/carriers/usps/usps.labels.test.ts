import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { CarrierError, type CustomsLine } from '../carrier-adapter.ts';
import { fixtureJson, fixtureText, parcel, shipment, TO_BR } from './testing/usps-samples.ts';
import { formatForParcels, labelFileOf } from './usps.label-file.ts';
import {
  buildDomesticLabel,
  buildInternationalLabel,
  buildReturnLabel,
  imageTypeOf,
  parseLabelAnswer,
} from './usps.labels.ts';
import { parseMultipart } from './usps.multipart.ts';
import { uspsService } from './usps.services.ts';

const library = uspsService('library_mail')!;
const ground = uspsService('ground_advantage')!;
const intlPriority = uspsService('intl_priority')!;

describe('USPS domestic label request', () => {
  it('has the shape of USPS and Karrio samples for the same shipment', () => {
    const body = buildDomesticLabel(library, shipment(), parcel(44.1, [19.69, 4.72, 19.69]), 0, 'pdf_4x6');
    const karrio = fixtureJson<Record<string, Record<string, unknown>>>('label-request-domestic.json');
    const usps = fixtureJson<Record<string, Record<string, unknown>>>('label-request-usps-example.json');
    // Every address field Karrio sends for these addresses, but ignoreBadAddress: we ask USPS to validate.
    const { ignoreBadAddress: _a, ...karrioTo } = karrio.toAddress!;
    expect(body.toAddress).toEqual({ ...karrioTo, ignoreBadAddress: false });
    const { ignoreBadAddress: _b, ...karrioFrom } = karrio.fromAddress!;
    expect(body.fromAddress).toEqual(karrioFrom);
    expect(body.imageInfo).toEqual(karrio.imageInfo);
    expect(Object.keys(body.packageDescription)).toEqual(
      expect.arrayContaining(Object.keys(usps.packageDescription!)),
    );
    expect(body.packageDescription).toMatchObject({
      mailClass: 'LIBRARY_MAIL',
      rateIndicator: 'SP',
      processingCategory: 'NONSTANDARD',
      weightUOM: 'lb',
      weight: 44.1,
      dimensionsUOM: 'in',
      length: 19.69,
      mailingDate: '2024-07-28',
      destinationEntryFacilityType: 'NONE',
      extraServices: [920],
      customerReference: karrio.packageDescription!.customerReference,
    });
  });

  it('asks for the signature service, the declared value, ZIP+4 and the label format', () => {
    const body = buildDomesticLabel(
      ground,
      shipment({
        signature: 'standard',
        declaredMinor: [0n, 12345n],
        to: { ...shipment().to, zip: '73108-1234' },
      }),
      parcel(2),
      1,
      'zpl',
    );
    expect(body.packageDescription).toMatchObject({
      extraServices: [920, 921],
      physicalSignatureRequired: true,
      packageOptions: { packageValue: 123.45 },
    });
    expect(body.toAddress).toMatchObject({ ZIPCode: '73108', ZIPPlus4: '1234' });
    expect(body.imageInfo.imageType).toBe('ZPL203DPI');
    expect(imageTypeOf('png', false)).toBe('PNG');
    expect(imageTypeOf('png', true)).toBe('PDF');
    expect(imageTypeOf('pdf_letter', false)).toBe('PDF');
  });

  it('makes returns with the return mail class; none for products USPS does not return', () => {
    const body = buildReturnLabel(ground, shipment({ isReturn: true }), parcel(2), 'pdf_4x6');
    expect(body.packageDescription.mailClass).toBe('USPS_GROUND_ADVANTAGE_RETURN_SERVICE');
    expect(() => buildReturnLabel(library, shipment(), parcel(2), 'pdf_4x6')).toThrow(
      'carrier.service_unavailable',
    );
  });
});

describe('USPS international label request with its customs form', () => {
  const lines: CustomsLine[] = [
    {
      description: 'Item',
      quantity: 1,
      valueMinor: 3000n,
      currency: 'USD',
      weightLb: 4.41,
      hsCode: 'XXXXX0000123',
      originCountry: 'US',
    },
  ];

  it('matches Karrio international sample fields', () => {
    const body = buildInternationalLabel(
      intlPriority,
      shipment({ to: TO_BR, customs: lines, orderNo: 'INV-040903' }),
      parcel(4.41),
      'pdf_4x6',
    );
    const karrio = fixtureJson<Record<string, Record<string, unknown>>>('intl-label-request.json');
    expect(body.toAddress).toMatchObject({
      city: 'Centro',
      country: 'BR',
      countryISOAlpha2Code: 'BR',
      firm: 'Coffee Five',
      postalCode: '29440',
      province: 'RJ',
      streetAddress: 'R. da Quitanda, 86 - quiosque 01',
    });
    const {
      itemValue: _v,
      itemWeight: _w,
      ...karrioItem
    } = (karrio.customsForm!.contents as Record<string, unknown>[])[0]!;
    expect(body.customsForm.contents).toEqual([karrioItem]);
    expect(body.customsForm).toMatchObject({
      customsContentType: 'MERCHANDISE',
      invoiceNumber: 'INV-040903',
      AESITN: 'NO EEI 30.37(a)',
    });
    expect(body.packageDescription.mailClass).toBe('PRIORITY_MAIL_INTERNATIONAL');
  });

  it('refuses without customs lines, over 30 lines, and over $2,500 (AES ITN needed)', () => {
    const s = (customs: CustomsLine[]) => shipment({ to: TO_BR, customs });
    expect(() => buildInternationalLabel(intlPriority, s([]), parcel(1), undefined)).toThrow(
      'carrier.customs_required',
    );
    expect(() =>
      buildInternationalLabel(intlPriority, s(Array(31).fill(lines[0])), parcel(1), undefined),
    ).toThrow('carrier.customs_required');
    expect(() =>
      buildInternationalLabel(
        intlPriority,
        s([{ ...lines[0]!, valueMinor: 250_001n }]),
        parcel(1),
        undefined,
      ),
    ).toThrow('carrier.customs_required');
  });
});

describe('USPS multipart label answers', () => {
  it('splits the LF sample into metadata and a base64 PDF', () => {
    const parts = parseMultipart(fixtureText('label-response.multipart.txt'));
    expect(parts.map((p) => [p.name, p.filename, p.contentType])).toEqual([
      ['labelMetadata', undefined, 'application/json'],
      ['labelImage', 'labelImage.pdf', 'application/pdf'],
      ['receiptImage', 'receiptImage.pdf', 'application/pdf'],
    ]);
    const label = parseLabelAnswer(fixtureText('label-response.multipart.txt'), undefined, 'pdf');
    expect(label).toMatchObject({
      trackingNumber: '9234690361980900000142',
      postageMinor: 1876n,
      imageType: 'pdf',
    });
    expect(Buffer.from(label.imageBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('reads the CRLF sample with the boundary from the Content-Type header (postage 42.62: no float drift)', () => {
    const label = parseLabelAnswer(
      fixtureText('label-response-crlf.multipart.txt'),
      'multipart/form-data; boundary="FNfrpx9bbvOkzqOIlaOc8mp+"',
      'pdf',
    );
    expect(label.trackingNumber).toBe('9234690361980900000265');
    expect(label.postageMinor).toBe(4262n);
  });

  it('reads the international answer and the return label of a combined answer', () => {
    expect(
      parseLabelAnswer(fixtureText('intl-label-response.multipart.txt'), undefined, 'pdf'),
    ).toMatchObject({
      trackingNumber: '9236190361980900000015',
      postageMinor: 3612n,
    });
    const ret = parseLabelAnswer(fixtureText('return-label-response.multipart.txt'), undefined, 'pdf', true);
    expect(ret.trackingNumber).toBe('9234690361980900000999');
    expect(Buffer.from(ret.imageBase64, 'base64').toString()).toContain('/Return');
  });

  it('reads a JSON answer with the image inline (international example) and adds extra service prices', () => {
    const json = JSON.stringify({
      internationalTrackingNumber: 'EZ000012162US',
      postage: 286.03,
      extraServices: [
        { serviceID: '857', price: 0.1 },
        { serviceID: '820', price: 0.2 },
      ],
      labelImage: 'iVBORw0KGgo=',
    });
    expect(parseLabelAnswer(json, 'application/vnd.usps.labels+json', 'png')).toEqual({
      trackingNumber: 'EZ000012162US',
      postageMinor: 28633n,
      imageBase64: 'iVBORw0KGgo=',
      imageType: 'png',
    });
  });

  it('refuses answers without parts, tracking number or image', () => {
    expect(() => parseMultipart('no boundary here')).toThrow(CarrierError);
    const noImage =
      '--b\r\nContent-Disposition: form-data; name="labelMetadata"\r\n\r\n{"trackingNumber":"1"}\r\n--b--\r\n';
    expect(() => parseLabelAnswer(noImage, 'multipart/form-data; boundary=b', 'pdf')).toThrow(
      'carrier.bad_response',
    );
    const noNumber =
      '--b\nContent-Disposition: form-data; name="labelMetadata"\n\n{}\n--b\nContent-Disposition: form-data; name="labelImage"\n\nAAAA\n--b--\n';
    expect(() => parseLabelAnswer(noNumber, undefined, 'pdf')).toThrow('carrier.bad_response');
  });
});

describe('USPS label files of several parcels', () => {
  const pdf = parseLabelAnswer(fixtureText('label-response.multipart.txt'), undefined, 'pdf');

  it('merges PDF pages in parcel order and keeps one label as is', async () => {
    const one = await labelFileOf([pdf]);
    expect(one).toEqual({ format: 'pdf', base64: pdf.imageBase64, paper: 'pdf_4x6' });
    const two = await labelFileOf([pdf, { ...pdf, trackingNumber: '2' }]);
    if (two.format === 'json') throw new Error('json');
    const doc = await PDFDocument.load(Buffer.from(two.base64, 'base64'));
    expect(doc.getPageCount()).toBe(2);
  });

  it('joins ZPL documents and asks PDF instead of several PNGs', async () => {
    const zpl = (n: string) => ({
      ...pdf,
      imageType: 'zpl' as const,
      imageBase64: Buffer.from(`^XA^FD${n}^FS^XZ\n`).toString('base64'),
    });
    const joined = await labelFileOf([zpl('1'), zpl('2')]);
    if (joined.format === 'json') throw new Error('json');
    expect(Buffer.from(joined.base64, 'base64').toString()).toBe('^XA^FD1^FS^XZ\n^XA^FD2^FS^XZ');
    expect(joined.paper).toBe('zpl');
    expect(formatForParcels('png', 2)).toBe('pdf_4x6');
    expect(formatForParcels('png', 1)).toBe('png');
    await expect(
      labelFileOf([
        { ...pdf, imageType: 'png' },
        { ...pdf, imageType: 'png' },
      ]),
    ).rejects.toThrow(CarrierError);
  });
});
