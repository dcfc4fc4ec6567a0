// Login page weight (issue 12): the JavaScript and CSS a browser downloads to show /login, gzipped.
// Serves the built web app (apps/web/dist: build it first, under the shared lock:
// `flock /tmp/e2e.lock npm run build -w apps/web`) from a small static server with the SPA fallback
// (API calls answer 404: a visitor who is not signed in makes none that load code), opens /login in
// Chromium, waits for the sign-in form, and sums, for every .js and .css file the page requested, its
// size gzipped at level 9 (what a static server or CDN with gzip_static/brotli-off sends) and at level 6
// (nginx's default). Also prints the files, largest first. Target: < 250 KB.
//   node --import tsx bench/web-bundle.bench.ts [path]   (default /login)
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';

const DIST = process.env.WEB_DIST ?? fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const PATH = process.argv[2] ?? '/login';
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

const fileOf = (urlPath: string) => {
  const file = join(DIST, normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, ''));
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
};

const server = createServer((req, res) => {
  const urlPath = new URL(req.url ?? '/', 'http://x').pathname;
  const file = fileOf(urlPath);
  const apiLike = /^\/(admin|user|app|api|role|resource|staff)\//.test(urlPath);
  if (!file && apiLike) {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":404}');
    return;
  }
  const chosen = file ?? join(DIST, 'index.html');
  res.writeHead(200, { 'content-type': TYPES[extname(chosen)] ?? 'application/octet-stream' });
  res.end(readFileSync(chosen));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const requested = new Set<string>();
try {
  const page = await browser.newPage({ locale: 'en-US' });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && /\.(js|css)$/.test(url.pathname)) requested.add(url.pathname);
  });
  await page.goto(`${origin}${PATH}`);
  await page.locator('input[type="password"]').first().waitFor({ timeout: 30_000 });
  // Whatever loads right after the form appears (idle prefetches) counts too.
  await page.waitForLoadState('networkidle');
} finally {
  await browser.close();
  server.close();
}

const files = [...requested].map((path) => {
  const bytes = readFileSync(fileOf(path)!);
  return {
    file: path.replace('/assets/', ''),
    raw: bytes.length,
    gzip9: gzipSync(bytes, { level: 9 }).length,
    gzip6: gzipSync(bytes, { level: 6 }).length,
  };
});
files.sort((a, b) => b.gzip9 - a.gzip9);
// What index.html itself references (entry script, modulepreloads, stylesheets): the figure issue 12
// quotes (312 KB), before the login route's own lazy chunks.
const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const entryFiles = new Set(
  [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]!),
);
const kb = (n: number) => Math.round(n / 102.4) / 10;
const sum = (key: 'raw' | 'gzip9' | 'gzip6') => files.reduce((total, f) => total + f[key], 0);
console.log(
  JSON.stringify(
    {
      benchmark: 'web-bundle',
      path: PATH,
      files: files.length,
      rawKB: kb(sum('raw')),
      gzipKB: kb(sum('gzip9')),
      entryFiles: entryFiles.size,
      entryGzipKB: kb(files.filter((f) => entryFiles.has(f.file)).reduce((t, f) => t + f.gzip9, 0)),
      gzipLevel6KB: kb(sum('gzip6')),
      jsGzipKB: kb(files.filter((f) => f.file.endsWith('.js')).reduce((t, f) => t + f.gzip9, 0)),
      cssGzipKB: kb(files.filter((f) => f.file.endsWith('.css')).reduce((t, f) => t + f.gzip9, 0)),
      targetKB: 250,
      largest: files.slice(0, Number(process.env.WEB_LIST ?? 15)).map((f) => `${f.file} ${kb(f.gzip9)} KB`),
    },
    null,
    2,
  ),
);
