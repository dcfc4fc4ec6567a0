import { webhookEventSchema } from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_SECRET, PAYLOAD_EXAMPLE } from './signatureExample.ts';

/** The /wordView example request is signed for real, so a reader can test their verification with it. */
describe('webhook signature example', () => {
  it("carries the HMAC-SHA256 of '<t>.<body>' under the example secret", async () => {
    const [head, body] = PAYLOAD_EXAMPLE.split('\n\n') as [string, string];
    const header = head.split('\n').find((l) => l.startsWith('ShipLabel-Signature: '))!;
    const [, t, v1] = /t=(\d+),v1=([0-9a-f]{64})$/.exec(header)!;
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(EXAMPLE_SECRET),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${t}.${body}`));
    const hex = [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
    expect(hex).toBe(v1);
    expect(JSON.parse(body)).toMatchObject({ type: 'label.created', created: Number(t) });
    // A body as the server sends it: every documented field, nothing more.
    expect(webhookEventSchema.safeParse(JSON.parse(body)).error).toBeUndefined();
  });
});
