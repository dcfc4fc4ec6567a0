// `npm test`: unit + API tests (Vitest, embedded PGlite) then end-to-end tests (Playwright, Debian's Chromium).
// Ends with one line `N passed, N failed`. Set SKIP_E2E=1 to run only Vitest.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/build-web.mjs';
import { playwrightCounts, sum, vitestCounts } from './lib/results.mjs';

const out = join(root, '.ci-out');
mkdirSync(out, { recursive: true });
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
delete env.TEST_DATABASE_URL; // the README's suite runs on the embedded database

const vitestReport = join(out, 'vitest.json');
spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  {
    cwd: root,
    env,
    stdio: 'inherit',
  },
);
const counts = [vitestCounts(vitestReport)];

if (process.env.SKIP_E2E !== '1') {
  spawnSync(process.execPath, ['scripts/e2e.mjs'], { cwd: root, env, stdio: 'inherit' });
  counts.push(playwrightCounts(join(out, 'playwright.json')));
}
const total = sum(...counts);
writeFileSync(join(out, 'npm-test.json'), JSON.stringify(total));
for (const c of counts) if (c.note) console.log(c.note);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
