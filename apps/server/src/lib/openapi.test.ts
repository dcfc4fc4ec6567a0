import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../db/testing/test-app.ts';

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
