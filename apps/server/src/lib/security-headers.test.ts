import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { createTestApp, type TestApp } from '../db/testing/test-app.ts';

let web: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'shiplabel-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>ShipLabel</title>');
  web = await createTestApp({ webDist: dist });
  proxied = await createTestApp({ trustProxy: true });
});

const page = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('security headers', () => {
  it('the web app, the API and errors forbid framing, sniffing and inline scripts', async () => {
    for (const url of ['/', '/orderManager/newOrder', '/healthz', '/admin/publicKey', '/user/info']) {
      const res = await page(web, url);
      const csp = res.headers['content-security-policy'] as string;
      expect(csp, url).toContain("script-src 'self';");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('the built index.html has no inline script (CSP would block it)', () => {
    const built = join(REPO_ROOT, 'apps/web/dist/index.html');
    const sources = [readFileSync(join(REPO_ROOT, 'apps/web/index.html'), 'utf8')];
    if (existsSync(built)) sources.push(readFileSync(built, 'utf8'));
    for (const html of sources) {
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(attributes).toMatch(/\bsrc=/);
        expect(body!.trim()).toBe('');
      }
    }
  });

  it('/api-docs allows exactly the hash of its own inline start-up script', async () => {
    const res = await page(web, '/api-docs/');
    expect(res.statusCode).toBe(200);
    const inline = /<script type="text\/javascript">([\s\S]*?)<\/script>/.exec(res.body)![1]!;
    const hash = createHash('sha256').update(inline).digest('base64');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('sends HSTS only over TLS: X-Forwarded-Proto https is believed behind a trusted proxy only', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect((await page(proxied, '/healthz', https)).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await page(proxied, '/healthz')).headers['strict-transport-security']).toBeUndefined();
    expect((await page(web, '/healthz', https)).headers['strict-transport-security']).toBeUndefined();
  });
});
