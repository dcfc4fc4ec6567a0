import { type Locale, loginCredentialsSchema, updatePasswordSchema } from '@shiplabel/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser } from '../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../db/testing/test-app.ts';
import { routeTable } from './route-table.ts';
import { fieldLabel, segmentKey } from './validation.ts';
import { fieldPaths } from './zod-walk.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const LOCALES: Locale[] = ['en-US', 'zh-CN'];

describe('field labels in error messages', () => {
  it('composes translated labels for nested paths, never a raw dotted path', () => {
    const cases: [string, string, string][] = [
      ['parcels.0.weight', 'Parcel 1 weight', '包裹 1 重量'],
      ['items.1.hsCode', 'Item 2 HS code', '物品 2 海关编码'],
      ['from.zipCode', 'Sender ZIP code', '发件人 邮编'],
      ['to.addressLine1', 'Recipient address line 1', '收件人 地址行 1'],
      ['from', 'From date', '起始日期'],
      ['fromZip', 'Origin ZIP code', '起始邮编'],
      ['shipDate', 'Ship date', '发货日期'],
      ['id', 'ID', '编号'],
      ['addToAddressBook.from', 'Save the sender to the address book', '保存发件人到地址簿'],
      ['orderIds.2', 'Orders 3', '订单 3'],
      ['someNewField', 'Some new field', 'Some new field'],
      ['3:B', '3:B', '3:B'],
    ];
    for (const [path, en, zh] of cases) {
      expect(fieldLabel('en-US', path), path).toBe(en);
      expect(fieldLabel('zh-CN', path), path).toBe(zh);
    }
  });

  it('every field of every request schema (body, query, path, encrypted credentials) has a label in both languages', () => {
    const paths = new Set<string>();
    for (const route of routeTable(t.app))
      for (const part of ['body', 'querystring', 'params'] as const)
        for (const path of fieldPaths(route.schema?.[part])) paths.add(path.join('.'));
    for (const schema of [loginCredentialsSchema, updatePasswordSchema])
      for (const path of fieldPaths(schema)) paths.add(path.join('.'));
    expect(paths.size).toBeGreaterThan(150);
    const missing: string[] = [];
    for (const path of paths) {
      const parts = path.split('.');
      let parent: string | undefined;
      parts.forEach((segment, i) => {
        if (segment === '*') return;
        if (!segmentKey(parent, segment, i < parts.length - 1)) missing.push(`${path} (${segment})`);
        parent = segment;
      });
      for (const locale of LOCALES) {
        const label = fieldLabel(locale, path.replaceAll('*', '0'));
        expect(label).not.toContain('.');
      }
    }
    expect(missing).toEqual([]);
  });

  it('API errors lead with the translated label (zh-CN and en-US), errors[].field keeps the path', async () => {
    const token = await login(t.app, (await seedUser(t.db, { roles: ['Customer'] })).email);
    const zone = await call(t.app, 'POST', '/app/zone/find', {
      token,
      lang: 'zh-CN',
      body: { fromZip: '1000', toZip: '90001' },
    });
    expect(zone.status).toBe(400);
    expect(zone.body.errors).toEqual([
      { field: 'fromZip', message: '起始邮编：请输入 5 位邮编（可带 4 位扩展码）' },
    ]);
    const draft = await call(t.app, 'POST', '/app/order/estimateRate', {
      token,
      body: { fromZip: '10001', toZip: '90001', parcels: [{ weight: -1 }] },
    });
    expect(draft.status).toBe(400);
    const weight = draft.body.errors.find((e: { field: string }) => e.field === 'parcels.0.weight');
    expect(weight?.message).toMatch(/^Parcel 1 weight: /);
    const zh = await call(t.app, 'POST', '/app/order/estimateRate', {
      token,
      lang: 'zh-CN',
      body: { fromZip: '10001', toZip: '90001', parcels: [{ weight: -1 }] },
    });
    const zhWeight = zh.body.errors.find((e: { field: string }) => e.field === 'parcels.0.weight');
    expect(zhWeight?.message).toMatch(/^包裹 1 重量：/);
    for (const e of [...draft.body.errors, ...zh.body.errors]) expect(e.message).not.toMatch(/^[\w.]+[:：]/);
  });
});
