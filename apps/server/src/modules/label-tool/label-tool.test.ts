import { beforeAll, describe, expect, it } from 'vitest';
import { type Lang, login, seedUser } from '../../db/testing/fixtures.ts';
import { multipartBody, TINY_PNG } from '../../db/testing/multipart.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { decodeBarcodes, pageSizes, pdfText } from '../documents/pdf-tools.testing.ts';
import { letterLabelPdf, TOP_CODE } from './label-tool.fixtures.testing.ts';

let t: TestApp;
let customer: string;
let staff: string;
let seller: string;
let letter: Uint8Array;
beforeAll(async () => {
  t = await createTestApp();
  customer = await login(t.app, (await seedUser(t.db, { roles: ['Customer'] })).email);
  staff = await login(t.app, (await seedUser(t.db, { kind: 'staff', roles: ['Staff'] })).email);
  seller = await login(t.app, (await seedUser(t.db, { kind: 'staff', roles: ['Seller'] })).email);
  letter = await letterLabelPdf({ pages: 2 });
});

const BASE = '/app/labelTool';
type Part = { filename: string; bytes: Uint8Array; field?: string };
const post = (
  path: string,
  parts: Part[],
  fields: Record<string, string> = {},
  token = customer,
  lang: Lang = 'en-US',
) => {
  const body = multipartBody(
    fields,
    parts.map((p) => ({ field: 'files', ...p })),
  );
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/${path}`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}`, 'accept-language': lang },
  });
};
const operations = (pages: unknown[]) => ({ operations: JSON.stringify({ pages }) });

describe('label tool routes', () => {
  it('inspects the uploaded files: pages and their sizes', async () => {
    const res = await post('inspect', [
      { filename: 'ups.pdf', bytes: letter },
      { filename: 'dot.png', bytes: TINY_PNG },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        name: 'ups.pdf',
        kind: 'pdf',
        pages: [
          { width: 612, height: 792, rotation: 0 },
          { width: 612, height: 792, rotation: 0 },
        ],
      },
      { name: 'dot.png', kind: 'png', pages: [{ width: 1, height: 1, rotation: 0 }] },
    ]);
  });

  it('composes one 4x6 PDF download from a letter label: cropped, stamped, barcode readable', async () => {
    const stamp = { text: 'Box {n} of {N}', position: 'bottomCenter', size: 12 };
    const res = await post(
      'compose',
      [{ filename: 'ups.pdf', bytes: letter }],
      operations([
        { file: 0, page: 1, crop: 'topLeftQuarter', stamp },
        { file: 0, page: 0, crop: 'topLeftQuarter', stamp },
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('labels-4x6.pdf');
    const pdf = res.rawPayload;
    expect(pageSizes(pdf)).toEqual([
      [288, 432],
      [288, 432],
    ]);
    const [first, second] = pdfText(pdf).split('\f');
    expect(first).toContain('SHIP TO PAGE 2');
    expect(first).toContain('Box 1 of 2');
    expect(second).toContain('SHIP TO PAGE 1');
    expect(second).toContain('Box 2 of 2');
    expect(decodeBarcodes(pdf).map((codes) => codes.map((c) => c.split(':')[1]))).toEqual([
      [TOP_CODE],
      [TOP_CODE],
    ]);
  });

  it('refuses a file that is no PDF, PNG or JPEG, and a damaged PDF, with 400 in both languages', async () => {
    const gif = { filename: 'anim.gif', bytes: Buffer.from('GIF89a\x01\x00\x01\x00') };
    const en = await post('compose', [gif], operations([{ file: 0, page: 0 }]));
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      errorCode: 'labelTool.unsupported_file',
      message: 'anim.gif is not a PDF, PNG or JPEG file',
    });
    const zh = await post('inspect', [gif], {}, customer, 'zh-CN');
    expect(zh.json().message).toBe('anim.gif 不是 PDF、PNG 或 JPEG 文件');
    const broken = await post(
      'inspect',
      [{ filename: 'cut.pdf', bytes: letter.subarray(0, 200) }],
      {},
      customer,
      'zh-CN',
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('无法读取 cut.pdf（文件已损坏或有密码保护）');
  });

  it('refuses a file over the configured upload limit with 413, translated', async () => {
    const big = { filename: 'big.pdf', bytes: Buffer.concat([letter, Buffer.alloc(500 * 1024)]) };
    const en = await post('compose', [big], operations([{ file: 0, page: 0 }]));
    expect(en.statusCode).toBe(413);
    expect(en.json().message).toBe('The file size cannot exceed 500KB');
    const zh = await post('inspect', [big], {}, customer, 'zh-CN');
    expect(zh.json().message).toBe('文件大小不能超过 500KB');
  });

  it('refuses no file, eleven files, unreadable and invalid operations, a page the upload lacks', async () => {
    const one = [{ filename: 'ups.pdf', bytes: letter }];
    expect((await post('compose', [], operations([{ file: 0, page: 0 }]))).json().errorCode).toBe(
      'labelTool.no_files',
    );
    const eleven = Array.from({ length: 11 }, (_, i) => ({ filename: `l${i}.png`, bytes: TINY_PNG }));
    const many = await post('inspect', eleven, {}, customer, 'zh-CN');
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('每次最多上传 10 个文件');
    expect((await post('compose', one, { operations: '{pages' })).json().errorCode).toBe(
      'labelTool.bad_operations',
    );
    expect((await post('compose', one)).json().errorCode).toBe('labelTool.bad_operations');
    const invalid = await post('compose', one, operations([{ file: 0, page: 0, rotate: 45, scale: 1000 }]));
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['operations.pages.0.rotate', 'operations.pages.0.scale']);
    const messages = (res: typeof invalid) => res.json().errors.map((e: { message: string }) => e.message);
    expect(messages(invalid).join(' | ')).toMatch(/^Page 1 (rotation|scale)/);
    const zhInvalid = await post(
      'compose',
      one,
      operations([{ file: 0, page: 0, rotate: 45 }]),
      customer,
      'zh-CN',
    );
    expect(messages(zhInvalid)[0]).toMatch(/^第 1 页 ?旋转角度/);
    const missing = await post('compose', one, operations([{ file: 0, page: 5 }]), customer, 'zh-CN');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('文件 1 没有第 6 页');
    const json = await t.app.inject({
      method: 'POST',
      url: `${BASE}/compose`,
      payload: { pages: [] },
      headers: { authorization: `Bearer ${customer}` },
    });
    expect(json.statusCode).toBe(400);
  });

  it('needs the ptuOne resource: staff and sellers get 403, signed-out callers 401', async () => {
    const one = [{ filename: 'ups.pdf', bytes: letter }];
    for (const token of [staff, seller]) {
      expect((await post('inspect', one, {}, token)).statusCode).toBe(403);
      expect((await post('compose', one, operations([{ file: 0, page: 0 }]), token)).statusCode).toBe(403);
    }
    expect((await post('compose', one, operations([{ file: 0, page: 0 }]), 'nobody')).statusCode).toBe(401);
  });
});
