import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../db/testing/test-app.ts';

describe('web app hosting', () => {
  let web: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'shiplabel-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>ShipLabel</title>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    web = await createTestApp({ webDist: dist });
  });

  it('serves index.html for page navigations (SPA fallback) without caching it', async () => {
    for (const url of ['/', '/roleSettings/roleManagement?keyword=ops', '/no/such/page']) {
      const res = await web.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>ShipLabel</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and keeps JSON 404s for API calls', async () => {
    const asset = await web.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await web.app.inject({
      method: 'GET',
      url: '/no/such/api',
      headers: { accept: 'application/json' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json().errorCode).toBe('request.not_found');
    const missingAsset = await web.app.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(missingAsset.statusCode).toBe(404);
  });
});
