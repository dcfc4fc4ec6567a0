import { beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, call, customerLogin, request } from '../../db/testing/fixtures.ts';
import { multipartBody } from '../../db/testing/multipart.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { loadCatalog } from '../pricing/catalog.ts';
import { zoneFor } from '../pricing/rate-engine.ts';
import { DESTINATIONS, parseUspsZoneChart } from './usps-zone-chart.parse.ts';
import { zoneByDistance } from './zone-by-distance.ts';

let t: TestApp;
let admin: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t);
  customer = (await customerLogin(t)).token;
});

/**
 * A matrix record as the National Zone Charts Matrix lays it out: the origin, then for each destination
 * 001-999 a 2-character field, the zone and an indicator (" ", "*" same NDC, "+" 5-digit exceptions).
 */
const record = (origin: string, zoneOf: (dest: number) => string) =>
  origin +
  Array.from({ length: DESTINATIONS }, (_, i) => {
    const zone = zoneOf(i + 1);
    return zone + (i % 3 === 0 ? '*' : i % 3 === 1 ? '+' : ' ');
  }).join('');

// Zones a chart could not come from distance bands: 100 -> 900 is 3 here (the distance model says 8).
const MATRIX = [
  record('100', (d) => (d === 900 ? '3' : d >= 100 && d <= 119 ? '1' : '5')),
  record('900', (d) => (d === 100 ? '3' : d < 5 ? '0' : '4')),
].join('\r\n');

const upload = (
  bytes: Buffer | string,
  filename: string,
  token = admin,
  fields: Record<string, string> = {},
) => {
  const body = multipartBody(fields, [{ filename, bytes: Buffer.from(bytes) }]);
  return request(t.app, 'POST', '/admin/zone/uspsChart', {
    token,
    headers: body.headers,
    body: body.payload,
  });
};

const uspsZone = async (fromZip: string, toZip: string) => {
  const res = await call(t.app, 'POST', '/app/zone/find', { token: admin, body: { fromZip, toZip } });
  return res.body.data.zones.find((z: { carrier: string }) => z.carrier === 'USPS');
};

describe('official USPS zone chart', () => {
  it('reads both published forms: the matrix record and the zone chart JSON of one origin', () => {
    const matrix = parseUspsZoneChart(Buffer.from(MATRIX), { filename: 'Format2.txt' });
    expect(matrix.complete).toBe(true);
    expect(matrix.origins.get('100')![899]).toBe('3');
    expect(matrix.origins.get('900')![0]).toBe('-');
    const json = {
      ZIPCodeError: '',
      PageError: '',
      Column0: [
        { ZipCodes: '005---098', Zone: '4', MailService: '' },
        { ZipCodes: '100', Zone: '1*', MailService: '' },
      ],
      Column1: [{ ZipCodes: '962---966', Zone: '8+', MailService: '' }],
      Column2: [{ ZipCodes: '967', Zone: '5', MailService: 'Priority Mail' }],
      Zip5Digit: [{ ZipCodes: '96939', Zone: '9', MailService: '' }],
    };
    const one = parseUspsZoneChart(Buffer.from(JSON.stringify(json)), { filename: '123.json' });
    const zones = one.origins.get('123')!;
    expect([zones[4], zones[97], zones[98], zones[99], zones[963], zones[966]]).toEqual([
      '4',
      '4',
      '-',
      '1',
      '8',
      '5',
    ]);
    expect(() =>
      parseUspsZoneChart(Buffer.from(JSON.stringify({ ...json, PageError: 'No Zones found' })), {
        filename: '1.json',
      }),
    ).toThrow('zone.chart_usps_error');
  });

  it('is uploaded by an administrator and becomes the default zone for lookups and rating', async () => {
    expect((await uspsZone('10001', '90001')).zone).toBe(String(zoneByDistance('10001', '90001')!.zone));
    const res = await upload(MATRIX, 'Format2.txt');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ origins: 2, filename: 'Format2.txt' });
    expect(res.json().message).toBe('Zone chart saved');

    expect(await uspsZone('10001', '90001')).toEqual({ carrier: 'USPS', zone: '3', kind: 'chart' });
    expect(await uspsZone('10001', '10200')).toEqual({ carrier: 'USPS', zone: '1', kind: 'chart' });
    // The freely associated states stay zone 9 (the chart has them as 5-digit exceptions).
    expect(await uspsZone('10001', '96941')).toEqual({ carrier: 'USPS', zone: '9', kind: 'special' });
    // An origin the chart does not hold keeps the distance zone.
    expect((await uspsZone('60601', '90001')).kind).toBe('distance');
    const catalog = await loadCatalog(t.db);
    const shipment = { fromZip: '10001', toZip: '90001', fromCountry: 'US', toCountry: 'US' };
    expect(zoneFor(catalog, 'no-channel-chart', shipment)).toEqual({ zone: 3, source: 'chart' });
  });

  it('replaces one origin from its JSON, refuses a broken file with the line, and only for administrators', async () => {
    const json = {
      ZIPCodeError: '',
      PageError: '',
      Column0: [{ ZipCodes: '001---999', Zone: '7', MailService: '' }],
    };
    const one = await upload(JSON.stringify(json), 'chart.json', admin, { origin: '606' });
    expect(one.json().data.origins).toBe(3);
    expect(await uspsZone('60601', '90001')).toEqual({ carrier: 'USPS', zone: '7', kind: 'chart' });

    const broken = await upload(`${MATRIX}\r\n12x456`, 'Format2.txt', admin);
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ errorCode: 'zone.chart_line_invalid' });
    expect(broken.json().message).toContain('Line 3');
    const zh = await upload('hello', 'a.txt', admin);
    expect(zh.json().errorCode).toBe('zone.chart_unrecognised');
    expect((await call(t.app, 'GET', '/admin/zone/uspsChart', { token: admin })).body.data.origins).toBe(3);

    expect((await upload(MATRIX, 'Format2.txt', customer)).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/admin/zone/uspsChart/delete', { token: customer })).status).toBe(403);
  });

  it('is removed by an administrator: distance zones apply again', async () => {
    const res = await call(t.app, 'POST', '/admin/zone/uspsChart/delete', { token: admin, lang: 'zh-CN' });
    expect(res.body.message).toBe('分区表已删除：重新按距离计算分区');
    expect((await uspsZone('10001', '90001')).kind).toBe('distance');
  });
});
