import { count } from 'drizzle-orm';
import { call, customerLogin, login, seedUser } from '../../db/testing/fixtures.ts';
import { multipartBody, TINY_PNG } from '../../db/testing/multipart.ts';
import type { TestApp } from '../../db/testing/test-app.ts';
import { ticketAttachments, ticketReplies, tickets } from './tickets.table.ts';

export const APP = '/app/workOrder';
export const ADMIN = '/admin/workOrder';

/** A minimal PDF header: enough for the content check (magic bytes), which is what is under test. */
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Two customers, a staff member working the queue (demo Staff role) and one who does not. */
export async function ticketsWorld(t: TestApp) {
  const ann = await customerLogin(t, { nickName: 'Ann' });
  const bob = await customerLogin(t, { nickName: 'Bob' });
  const staffUser = await seedUser(t.db, { kind: 'staff', roles: ['Staff'], nickName: 'Sam Support' });
  const staff = { ...staffUser, token: await login(t.app, staffUser.email) };
  const admin = await seedUser(t.db, { kind: 'admin', roles: ['Administrator'] });
  return { ann, bob, staff, adminToken: await login(t.app, admin.email) };
}

let keys = 0;
/** A POST with its own Idempotency-Key, as the web app sends one per submission. */
export const post = (
  t: TestApp,
  url: string,
  token: string,
  body?: unknown,
  lang: 'en-US' | 'zh-CN' = 'en-US',
) =>
  call(t.app, 'POST', url, {
    token,
    body,
    lang,
    headers: { 'idempotency-key': `k-${++keys}-${Date.now()}` },
  });

export const get = (t: TestApp, url: string, token: string, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  call(t.app, 'GET', url, { token, lang });

export async function upload(
  t: TestApp,
  base: string,
  token: string,
  file: { filename: string; bytes: Uint8Array; contentType?: string } = {
    filename: 'shot.png',
    bytes: TINY_PNG,
  },
  lang: 'en-US' | 'zh-CN' = 'en-US',
) {
  const body = multipartBody({}, [file]);
  const res = await t.app.inject({
    method: 'POST',
    url: `${base}/attachment/upload`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}`, 'accept-language': lang },
  });
  return { status: res.statusCode, body: res.json() };
}

export const openBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'logisticsStatus',
  subject: 'Parcel stuck in transit',
  description: 'No scan for five days.',
  ...overrides,
});

/** Row counts of the three tables: "changes nothing" means these stay equal. */
export async function ticketCounts(t: TestApp) {
  const [[a], [b], [c]] = await Promise.all([
    t.db.select({ n: count() }).from(tickets),
    t.db.select({ n: count() }).from(ticketReplies),
    t.db.select({ n: count() }).from(ticketAttachments),
  ]);
  return { tickets: a!.n, replies: b!.n, attachments: c!.n };
}
