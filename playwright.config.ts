import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  // Tests change shared demo roles, so they run one at a time against one server.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.ci-out/playwright.json' }]],
  // The setup project funds the shared demo customer once before every spec (e2e/funds.setup.ts).
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    { name: 'app', dependencies: ['setup'], testIgnore: /.*\.setup\.ts/ },
  ],
  outputDir: 'test-results',
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    // The app honours the system's reduced-motion setting (no zoom or slide animations): a click never
    // lands on a dialog's button while it is still growing.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shiplabel-e2e-')),
      DATABASE_URL: '',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      // Real carriers' channels are saved only with a key (a fixed test key: 32 bytes, base64).
      SECRETS_KEY: 'ZTJlLXNoaXBsYWJlbC1zZWNyZXRzLWtleS0zMmJ5dGU=',
      // Webhooks go to the spec's local receiver on 127.0.0.1 (the operator's switch, off by default).
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      // The fake stores of the stores specs listen on 127.0.0.1 too (store calls are refused inside otherwise).
      STORES_ALLOW_PRIVATE: 'true',
      // The Shopify app of the e2e: its API calls go to the fake store the stores spec starts (shop domains
      // are still checked to be *.myshopify.com).
      SHOPIFY_CLIENT_ID: 'e2e-shopify-client',
      SHOPIFY_CLIENT_SECRET: 'e2e-shopify-secret',
      SHOPIFY_API_BASE_OVERRIDE: `http://127.0.0.1:${port + 20000}/{shop}`,
    },
  },
});
