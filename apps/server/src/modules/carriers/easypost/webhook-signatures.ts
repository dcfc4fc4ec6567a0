import { createHmac, timingSafeEqual } from 'node:crypto';

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * EasyPost's webhook signature: `X-Hmac-Signature: hmac-sha256-hex=<hex HMAC-SHA256 of the raw body>`,
 * keyed with the NFKD-normalised webhook secret (EasyPost/easypost-node src/utils/util.ts validateWebhook).
 */
export function easypostSignatureValid(rawBody: string, header: string | undefined, secret: string): boolean {
  if (!header || !secret) return false;
  const key = Buffer.from(secret.normalize('NFKD'), 'utf8');
  const digest = createHmac('sha256', key).update(rawBody, 'utf8').digest('hex');
  return sameText(header.trim(), `hmac-sha256-hex=${digest}`);
}

/** How far a Shippo signature's time may be from ours: older (or newer) is a replay and refused. */
export const SHIPPO_SIGNATURE_TOLERANCE_S = 300;

/**
 * Shippo's webhook signature (HMAC, opt-in: docs.goshippo.com/docs/tracking/webhooksecurity):
 * `Shippo-Auth-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, valid within
 * five minutes of `now`. Any one v1 matching is enough (a secret being rotated signs twice).
 */
export function shippoSignatureValid(
  rawBody: string,
  header: string | undefined,
  secret: string,
  now: Date,
): boolean {
  if (!header || !secret) return false;
  const parts = header.split(',').map((p) => p.trim().split('=', 2) as [string, string?]);
  const t = parts.find(([k]) => k === 't')?.[1];
  if (!t || !/^\d{1,12}$/.test(t)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(t)) > SHIPPO_SIGNATURE_TOLERANCE_S) return false;
  const digest = createHmac('sha256', secret).update(`${t}.${rawBody}`, 'utf8').digest('hex');
  return parts.some(([k, v]) => k === 'v1' && typeof v === 'string' && sameText(v, digest));
}
