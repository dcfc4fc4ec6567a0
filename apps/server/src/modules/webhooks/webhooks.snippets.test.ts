import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { WEBHOOK_VERIFY_NODE, WEBHOOK_VERIFY_PYTHON, WEBHOOK_VERIFY_SHELL } from '@shiplabel/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, customerLogin } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { deliverDue } from './webhooks.delivery.ts';
import { startReceiver } from './webhooks.fixtures.ts';
import { signatureHeader } from './webhooks.signing.ts';

/** The documented verification snippets (Node, Python, shell) accept our deliveries and refuse tampering. */
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

/** The shell snippet's function part (the curl part after it sends a request). */
const SHELL_VERIFY = WEBHOOK_VERIFY_SHELL.slice(0, WEBHOOK_VERIFY_SHELL.indexOf('# Send your receiver'));

function runShell(body: string, header: string, secret: string): boolean {
  const bodyFile = join(dir, 'body.json');
  writeFileSync(bodyFile, body);
  const script = `${SHELL_VERIFY}\nverify_shiplabel_signature "$1" "$2" "$3" && printf true || printf false\n`;
  return execFileSync('bash', ['-c', script, 'verify', bodyFile, header, secret]).toString() === 'true';
}

describe('documented signature verification', () => {
  it("the curl example sends a request the receiver's own check accepts", async () => {
    const curl = WEBHOOK_VERIFY_SHELL.slice(WEBHOOK_VERIFY_SHELL.indexOf('# Send your receiver')).replace(
      'https://your.example/shiplabel/webhooks',
      receiver.url('/curl'),
    );
    // Not execFileSync: the receiver runs in this process and must answer while curl waits.
    await promisify(execFile)('bash', ['-c', curl], {
      env: { ...process.env, WEBHOOK_SECRET: 'whsec_curl' },
      timeout: 20_000,
    });
    const [hit] = receiver.at('/curl');
    expect(JSON.parse(hit!.body).type).toBe('webhook.test');
    const header = String(hit!.headers['shiplabel-signature']);
    expect(runNode(hit!.body, header, 'whsec_curl')).toBe(true);
    expect(runNode(hit!.body, header, 'whsec_other')).toBe(false);
  });

  for (const [name, run] of [
    ['Node', runNode],
    ['Python', runPython],
    ['Shell (openssl)', runShell],
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
