// End-to-end tests: build the web app if stale, then Playwright against the real server on a fresh database.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildWebIfStale, root } from './lib/build-web.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
buildWebIfStale();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CHROMIUM_PATH: chromium },
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
