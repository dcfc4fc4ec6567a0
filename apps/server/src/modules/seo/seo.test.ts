import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { adminToken } from '../orders/placement.fixtures.ts';
import { INDEXED_PAGES } from './seo.pages.ts';

// The shape of apps/web/index.html after a build: one title, one description, an empty root.
const INDEX = `<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="UTF-8" />
    <title>ShipLabel</title>
    <meta name="description" content="Shipping labels for sellers." />
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

let web: TestApp;
let configured: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'shiplabel-seo-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  web = await createTestApp({ webDist: dist });
  configured = await createTestApp({ webDist: dist, publicOrigin: 'https://ship.example.com' });
});

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'labels.test', ...headers } });

/** Headings each page must show without JavaScript, per language (from the web's own texts). */
const HEADINGS: Record<string, [string, string]> = {
  '/home': ['Shipping labels, overseas warehouses', '一个平台全搞定'],
  '/login': ['<h1>Sign in</h1>', '<h1>登录</h1>'],
  '/registerForm': ['<h1>Create an account</h1>', '<h1>注册账户</h1>'],
  '/helpCenter': ['<h1>Help center</h1>', '<h1>帮助中心</h1>'],
  '/contactUs': ['<h1>Contact us</h1>', '<h1>联系我们</h1>'],
  '/privacyPolicy': ['<h1>Privacy policy</h1>', '<h1>隐私政策</h1>'],
  '/termsOfUse': ['<h1>Terms of use</h1>', '<h1>使用条款</h1>'],
  '/wordView': ['<h1>API documentation</h1>', '<h1>API 文档</h1>'],
  '/ExpertGuides': ['Expert guides', '专家指南'],
  '/warehousing': ['Expert guides', '专家指南'],
};

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt allows the public pages only and points at the sitemap on the request’s origin', async () => {
    const res = await get(web, '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Allow: /helpCenter\n');
    expect(res.body).toContain('Disallow: /\n');
    expect(res.body).toContain('Sitemap: http://labels.test/sitemap.xml');
  });

  it('sitemap.xml lists every public page in both languages with hreflang alternates', async () => {
    const res = await get(configured, '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(INDEXED_PAGES.length * 2);
    expect(locs).toContain('https://ship.example.com/contactUs');
    expect(locs).toContain('https://ship.example.com/wordView?lang=zh-CN');
    expect(res.body).toContain(
      '<xhtml:link rel="alternate" hreflang="zh-CN" href="https://ship.example.com/home?lang=zh-CN"/>',
    );
    expect(res.body).not.toContain('/dashboard');
  });
});

describe('public pages without JavaScript', () => {
  it.each(Object.entries(HEADINGS))(
    '%s has its content, title, tags and canonical in both languages',
    async (path, [en, zh]) => {
      // Accept-Language picks the language; ?lang= overrides it.
      const chinese = await get(web, path, { accept: 'text/html', 'accept-language': 'zh-CN' });
      expect(chinese.statusCode).toBe(200);
      expect(chinese.body).toContain('<html lang="zh-CN">');
      expect(chinese.body).toContain(zh);
      const english = await get(web, `${path}?lang=en-US`, { accept: '*/*', 'accept-language': 'zh-CN' });
      expect(english.body).toContain('<html lang="en-US">');
      expect(english.body).toContain(en);
      expect(english.body).not.toContain(zh);
      for (const [res, canonical] of [
        [english, `http://labels.test${path}`],
        [chinese, `http://labels.test${path}?lang=zh-CN`],
      ] as const) {
        const title = /<title>([^<]+)<\/title>/.exec(res.body)?.[1];
        expect(title).toBeTruthy();
        expect(title).not.toBe('ShipLabel');
        expect(res.body.match(/<title>/g)).toHaveLength(1);
        expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
        expect(res.body).not.toContain('Shipping labels for sellers.');
        expect(res.body).toContain(`<link rel="canonical" href="${canonical}" />`);
        expect(res.body).toContain(`<meta property="og:url" content="${canonical}" />`);
        expect(res.body).toContain(`<meta property="og:title" content="${title}" />`);
        expect(res.body).toContain('<meta name="twitter:card" content="summary" />');
        expect(res.body).toContain(
          `<link rel="alternate" hreflang="x-default" href="http://labels.test${path}" />`,
        );
        // The app still starts: its script is kept and React replaces the root's content.
        expect(res.body).toContain('<script type="module" src="/assets/index-abc.js"></script>');
        expect(res.body).toMatch(/<div id="root"><div class="prerendered">/);
      }
    },
  );

  it('shows the company details of the system configuration on /contactUs', async () => {
    const shown = (await get(web, '/config/public', { accept: 'application/json' })).json().data.contact;
    const res = await get(web, '/contactUs?lang=zh-CN', { accept: 'text/html' });
    expect(res.body).toContain('<h2>公司信息</h2>');
    expect(res.body).toContain(`<dt>邮箱</dt><dd>${shown.email}</dd>`);
  });

  it('quotes the amounts an operator set in the help and legal texts, never a placeholder', async () => {
    const admin = await adminToken(web);
    const body = { key: 'falseInfoPenalty', value: '7.50' };
    expect((await call(web.app, 'POST', '/admin/config/update', { token: admin, body })).status).toBe(200);
    const deposit = { key: 'importDeposit', value: '250.00' };
    expect(
      (await call(web.app, 'POST', '/admin/config/update', { token: admin, body: deposit })).status,
    ).toBe(200);
    const terms = (await get(web, '/termsOfUse?lang=en-US', { accept: 'text/html' })).body;
    expect(terms).toContain('<strong>7.50 USD</strong> per package');
    expect(terms).toContain('<strong>250 USD for import</strong>');
    expect(terms).toContain('<td>10,000.01 to 50,000</td>');
    const help = (await get(web, '/helpCenter?lang=zh-CN', { accept: 'text/html' })).body;
    expect(help).toContain('另收 7.50 美元罚款');
    for (const page of ['/termsOfUse', '/helpCenter', '/ExpertGuides', '/privacyPolicy'])
      expect((await get(web, page, { accept: 'text/html' })).body, page).not.toContain('{{');
  });

  it('defaults to English for a crawler without Accept-Language, and uses PUBLIC_ORIGIN when set', async () => {
    const res = await configured.app.inject({ method: 'GET', url: '/privacyPolicy' });
    expect(res.body).toContain('<html lang="en-US">');
    expect(res.body).toContain('<link rel="canonical" href="https://ship.example.com/privacyPolicy" />');
  });

  it('leaves other pages to the app and keeps JSON 404s for API clients', async () => {
    const app = await get(web, '/dashboard/workplace', { accept: 'text/html' });
    expect(app.statusCode).toBe(200);
    expect(app.body).toBe(INDEX);
    const api = await get(web, '/helpCenter', { accept: 'application/json' });
    expect(api.statusCode).toBe(404);
  });

  it('lists only customer-facing operations on /wordView (no back office)', async () => {
    const res = await get(web, '/wordView');
    expect(res.body).toContain('<code>POST /user/register</code>');
    expect(res.body).toContain('<code>POST /public/contact</code>');
    const adminPaths = [...res.body.matchAll(/<code>[A-Z]+ (\/admin\/[^<]+)<\/code>/g)].map((m) => m[1]);
    // Sign-in is named under /admin by the spec; nothing else of the back office is listed.
    expect(adminPaths.sort()).toEqual(['/admin/login', '/admin/publicKey']);
    expect(res.body).not.toContain('/staff/');
  });
});
