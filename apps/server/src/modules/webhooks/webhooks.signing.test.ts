import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signatureHeader, verifySignature } from './webhooks.signing.ts';
import { isBlockedAddress, targetProblem } from './webhooks.targets.ts';

const BODY = '{"id":"evt_1","type":"label.created"}';
const T = 1_700_000_000;
// Computed independently: python3 -c "import hmac,hashlib; print(hmac.new(b'whsec_test_secret',
// b'1700000000.' + BODY, hashlib.sha256).hexdigest())" (and b'whsec_old' for the second).
const V1 = '566b9d4fe1729fbc9c18e43242117fc6fd695f6ccc8291e295b0a1af7e689e6c';
const V1_OLD = 'd53d416a7fd3ef7990e3856fb81ecd7e6dc12387d203de77401331359c6034d6';

describe('webhook signature', () => {
  it('is t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>, one v1 per secret', () => {
    expect(signatureHeader(['whsec_test_secret'], T, BODY)).toBe(`t=${T},v1=${V1}`);
    expect(signatureHeader(['whsec_test_secret', 'whsec_old'], T, BODY)).toBe(`t=${T},v1=${V1},v1=${V1_OLD}`);
  });

  it('verifies within the 5-minute tolerance, refuses tampering, replays and wrong secrets', () => {
    const header = signatureHeader(['whsec_test_secret', 'whsec_old'], T, BODY);
    expect(verifySignature(header, BODY, 'whsec_test_secret', T + 299)).toBe(true);
    expect(verifySignature(header, BODY, 'whsec_old', T - 300)).toBe(true);
    expect(verifySignature(header, BODY, 'whsec_test_secret', T + 301)).toBe(false);
    expect(verifySignature(header, `${BODY} `, 'whsec_test_secret', T)).toBe(false);
    expect(verifySignature(header, BODY, 'whsec_other', T)).toBe(false);
    expect(verifySignature(header.replace(`t=${T}`, `t=${T + 1}`), BODY, 'whsec_test_secret', T)).toBe(false);
    expect(verifySignature(undefined, BODY, 'whsec_test_secret', T)).toBe(false);
    expect(verifySignature('v1=abc', BODY, 'whsec_test_secret', T)).toBe(false);
  });

  it('makes distinct, prefixed secrets of 32 random bytes', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(a);
  });
});

describe('webhook targets', () => {
  it('refuses every private, loopback, link-local, shared and "this network" range', () => {
    const refused = [
      '0.0.0.0',
      '0.255.1.2',
      '10.0.0.1',
      '10.255.255.255',
      '100.64.0.1',
      '100.127.255.254',
      '127.0.0.1',
      '127.9.9.9',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '::1',
      '::',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'febf::1',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      '[::1]',
      'not-an-ip',
    ];
    for (const address of refused) expect(isBlockedAddress(address), address).toBe(true);
    const allowed = [
      '8.8.8.8',
      '100.63.255.255',
      '100.128.0.1',
      '172.15.0.1',
      '172.32.0.1',
      '192.169.0.1',
      '2606:4700::1111',
      '::ffff:8.8.8.8',
    ];
    for (const address of allowed) expect(isBlockedAddress(address), address).toBe(false);
  });

  it('checks a URL by its resolved addresses, unless private targets are allowed', async () => {
    expect(await targetProblem('http://127.0.0.1:9/x', false)).toBe('webhooks.url_private');
    expect(await targetProblem('http://localhost:9/x', false)).toBe('webhooks.url_private');
    expect(await targetProblem('http://[fe80::1]/x', false)).toBe('webhooks.url_private');
    expect(await targetProblem('http://169.254.169.254/latest/meta-data', false)).toBe(
      'webhooks.url_private',
    );
    // Every address counts: one private answer among public ones refuses the host (no network here).
    const dns = async (host: string) => {
      if (host === 'mixed.example') return ['93.184.215.14', '10.1.2.3'];
      if (host === 'public.example') return ['93.184.215.14', '2606:4700::1111'];
      throw Object.assign(new Error('queryA ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await targetProblem('https://mixed.example/hook', false, dns)).toBe('webhooks.url_private');
    expect(await targetProblem('https://public.example/hook', false, dns)).toBeNull();
    expect(await targetProblem('https://gone.example/hook', false, dns)).toBe('webhooks.url_unresolvable');
    expect(await targetProblem('http://127.0.0.1:9/x', true)).toBeNull();
    expect(await targetProblem('https://93.184.215.14/hook', false)).toBeNull();
  });
});
