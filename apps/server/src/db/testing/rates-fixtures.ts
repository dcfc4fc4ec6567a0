import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { credentialsKey, encryptCredentials } from '../../modules/carriers/credentials.ts';
import { channels } from '../../modules/channels/channels.table.ts';
import { bumpCatalog } from '../../modules/pricing/catalog.ts';
import type { Database } from '../client.ts';
import { call } from './fixtures.ts';
import { multipartBody } from './multipart.ts';

/** An .xlsx of rows (first row = headers), written as a user's spreadsheet would be. */
export async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function uploadXlsx(
  app: FastifyInstance,
  url: string,
  token: string,
  bytes: Buffer,
  lang = 'en-US',
) {
  const body = multipartBody({}, [{ filename: 'card.xlsx', bytes }]);
  const res = await app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}`, 'accept-language': lang },
  });
  return { status: res.statusCode, body: res.json() };
}

/** Creates a sandbox channel with its default services (ground, two_day, overnight); returns it. */
export async function createSandboxChannel(
  app: FastifyInstance,
  token: string,
  name = 'Sandbox A',
  extra = {},
) {
  const res = await call(app, 'POST', '/admin/channel/create', {
    token,
    body: { carrierCode: 'sandbox', name, ...extra },
  });
  if (res.status !== 200) throw new Error(`create channel failed: ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string; services: { id: string; code: string; name: string }[] };
}

/**
 * Gives a channel stored credentials as a real carrier's channel has them (the channel form accepts only
 * the fields a carrier declares, and the built-in carriers declare none): for tests of what is done with
 * credentials (decrypted for the adapter, never logged).
 */
export async function setChannelCredentials(db: Database, channelId: string, values: Record<string, string>) {
  await db
    .update(channels)
    .set({
      credentialsCipher: encryptCredentials(await credentialsKey(db), values),
      credentialKeys: Object.keys(values).sort(),
    })
    .where(eq(channels.id, channelId));
  await bumpCatalog(db);
}

export const SHIPMENT = {
  from: { zipCode: '90001', countryCode: 'US' },
  to: { zipCode: '10001', countryCode: 'US' },
  parcels: [{ weight: 2, length: 10, width: 8, height: 6 }],
};
