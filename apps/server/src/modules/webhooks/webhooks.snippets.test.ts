import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEBHOOK_VERIFY_NODE, WEBHOOK_VERIFY_PYTHON } from '@shiplabel/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, customerLogin } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { deliverDue } from './webhooks.delivery.ts';
import { startReceiver } from './webhooks.fixtures.ts';
import { signatureHeader } from './webhooks.signing.ts';

/** The documented verification snippets (Node and Python) accept our deliveries and refuse tampering. */
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let delivered: { body: string; header: string; secret: string };
beforeAll(async () => {
  t = await createTestApp({ webhooksAllowPrivate: true });
  receiver = await startReceiver();
  const { token } = await customerLogin(t);
  const created = (
    await call(t.app, 'POST', '/app/webhook/create', {
      token,
      body: { url: receiver.url('/docs'), events: ['label.created'] },
    })
  ).body.data;
  await call(t.app, 'POST', `/app/webhook/test/${created.id}`, {
    token,
    headers: { 'idempotency-key': 'snippet-test' },
  });
  await deliverDue({ db: t.db, config: t.config, clock: t.clock.now });
  const [hit] = receiver.at('/docs');
  delivered = {
    body: hit!.body,
    header: String(hit!.headers['shiplabel-signature']),
    secret: created.secret,
  };
});
afterAll(async () => receiver?.close());

const dir = mkdtempSync(join(tmpdir(), 'webhook-snippets-'));

function runNode(body: string, header: string, secret: string): boolean {
  const file = join(dir, 'verify.mjs');
  writeFileSync(
    file,
    `${WEBHOOK_VERIFY_NODE}\nconst [b, h, s] = JSON.parse(process.argv[2]);\nprocess.stdout.write(String(verifyShipLabelSignature(b, h, s)));\n`,
  );
  return execFileSync(process.execPath, [file, JSON.stringify([body, header, secret])]).toString() === 'true';
}

function runPython(body: string, header: string, secret: string): boolean {
  const file = join(dir, 'verify.py');
  writeFileSync(
    file,
    `${WEBHOOK_VERIFY_PYTHON}\n\nimport json, sys\nb, h, s = json.loads(sys.argv[1])\nprint(verify_shiplabel_signature(b.encode(), h, s), end="")\n`,
  );
  return execFileSync('python3', [file, JSON.stringify([body, header, secret])]).toString() === 'True';
}

describe('documented signature verification', () => {
  for (const [name, run] of [
    ['Node', runNode],
    ['Python', runPython],
  ] as const)
    it(`${name}: accepts a real delivery, refuses a changed body, another secret and an old timestamp`, () => {
      const { body, header, secret } = delivered;
      expect(run(body, header, secret)).toBe(true);
      expect(run(body.replace('webhook.test', 'label.created'), header, secret)).toBe(false);
      expect(run(body, header, 'whsec_someone_else')).toBe(false);
      // Correctly signed, but outside / inside the 5-minute tolerance.
      const now = Math.floor(Date.now() / 1000);
      expect(run(body, signatureHeader([secret], now - 330, body), secret)).toBe(false);
      expect(run(body, signatureHeader(['whsec_new', secret], now - 200, body), secret)).toBe(true);
    });
});
