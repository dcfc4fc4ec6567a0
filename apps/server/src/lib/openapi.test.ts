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

  it('renders the reference page at /api-docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api-docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
