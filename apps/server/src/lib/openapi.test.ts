import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../db/testing/test-app.ts';
import { localizedOpenApi } from './openapi.tags.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('API documentation', () => {
  it('serves /openapi.json with every API path, marking the private ones as bearer-protected', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/admin/login',
      '/user/info',
      '/api/user/menu',
      '/role/members/{id}/add',
      '/resource/category/list',
    ])
      expect(doc.paths).toHaveProperty([path]);
    expect(doc.paths['/user/info'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/admin/login'].post.security).toBeUndefined();
    expect(doc.paths['/openapi.json']).toBeUndefined();
  });

  it('names the customer API key on the public API routes, with the scope each needs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ in: 'header', name: 'X-API-Key' });
    const estimate = doc.paths['/app/order/estimateRate'].post;
    expect(estimate.security).toEqual([{ bearerAuth: [] }, { apiKey: [] }]);
    expect(estimate.description).toContain('scope `rates`');
    // Keys themselves are managed with a signed-in session only.
    expect(doc.paths['/app/apiKey/create'].post.security).toEqual([{ bearerAuth: [] }]);
  });

  it('renders the reference page at /api-docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api-docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('API reference sections (tags)', () => {
  it('are titled and described in the reader’s language, every section the document uses', async () => {
    for (const [language, pattern] of [
      ['en-US', /^[A-Z][\x20-\x7e’…]*$/],
      ['zh-CN', /[\u4e00-\u9fff]/],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/openapi.json',
        headers: { 'accept-language': language },
      });
      const doc = res.json();
      const tags = doc.tags as { name: string; 'x-displayName': string; description: string }[];
      const used = new Set<string>();
      for (const operations of Object.values(
        doc.paths as Record<string, Record<string, { tags?: string[] }>>,
      ))
        for (const operation of Object.values(operations)) used.add(operation.tags![0]!);
      // Every section an operation uses is listed (x-webhooks may add the events' own).
      expect(tags.map((tag) => tag.name)).toEqual(expect.arrayContaining([...used]));
      expect(tags.length).toBeGreaterThan(30);
      for (const tag of tags) {
        expect(tag['x-displayName'], `${language} ${tag.name}`).toMatch(pattern);
        expect(tag.description, `${language} ${tag.name}`).toMatch(pattern);
      }
      const orders = tags.find((tag) => tag.name === 'orders')!;
      expect(orders['x-displayName']).toBe(language === 'en-US' ? 'Orders' : '订单');
    }
  });
});

describe('/openapi.json per language', () => {
  const get = (language: string) =>
    t.app.inject({ method: 'GET', url: '/openapi.json', headers: { 'accept-language': language } });

  it('answers one language the same text every time, and the two languages different section titles', async () => {
    const [en1, zh1, en2, zh2] = [
      await get('en-US'),
      await get('zh-CN'),
      await get('en-US'),
      await get('zh-CN'),
    ];
    for (const res of [en1, zh1, en2, zh2]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
    }
    expect(en2.body).toBe(en1.body);
    expect(zh2.body).toBe(zh1.body);
    expect(zh1.body).not.toBe(en1.body);
    const titles = (body: string) =>
      new Map(
        (JSON.parse(body).tags as { name: string; 'x-displayName': string }[]).map((tag) => [
          tag.name,
          tag['x-displayName'],
        ]),
      );
    const en = titles(en1.body);
    const zh = titles(zh1.body);
    expect([...zh.keys()]).toEqual([...en.keys()]);
    expect(en.get('orders')).toBe('Orders');
    expect(zh.get('orders')).toBe('订单');
    for (const [name, title] of en) expect(zh.get(name), name).not.toBe(title);
  });
});

describe('localizedOpenApi', () => {
  it('builds each language once, on its first request', () => {
    const swagger = vi.fn(() => ({ paths: { '/orders/list': { get: { tags: ['orders'] } } } }));
    const documentIn = localizedOpenApi({ swagger } as unknown as FastifyInstance);
    expect(swagger).not.toHaveBeenCalled();
    const en = documentIn('en-US');
    expect(documentIn('en-US')).toBe(en);
    expect(swagger).toHaveBeenCalledTimes(1);
    expect(JSON.parse(documentIn('zh-CN')).tags[0]['x-displayName']).toBe('订单');
    expect(documentIn('zh-CN')).not.toBe(en);
    expect(swagger).toHaveBeenCalledTimes(2);
  });
});
