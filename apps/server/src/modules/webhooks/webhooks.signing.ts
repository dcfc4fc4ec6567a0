import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The signature of an outgoing webhook (DESIGN section 12, Stripe's scheme):
 * `ShipLabel-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, with one more
 * `v1=` per extra secret (the previous one during a rotation's overlap). Receivers accept any v1 that
 * matches one of their secrets and refuse a `t` older than their tolerance (5 minutes), against replays.
 */
export const SIGNATURE_HEADER = 'ShipLabel-Signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;
/** Prefix so a leaked secret is recognisable (as API keys are); 32 random bytes after it. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

/** hex HMAC-SHA256 of "<t>.<body>" under `secret` (the secret's text is the key, as UTF-8). */
export function signaturePart(secret: string, t: number, body: string): string {
  return createHmac('sha256', secret).update(`${t}.${body}`, 'utf8').digest('hex');
}

/** The header value for a body sent at `t` (unix seconds), signed with each secret in order. */
export function signatureHeader(secrets: readonly string[], t: number, body: string): string {
  return [`t=${t}`, ...secrets.map((s) => `v1=${signaturePart(s, t, body)}`)].join(',');
}

/**
 * What a receiver does (documented in docs/api.md; our tests use it as an independent check):
 * the header parses, `t` is within `toleranceSeconds` of `nowSeconds`, and one v1 matches `secret`.
 */
export function verifySignature(
  header: string | undefined,
  body: string,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  if (!header) return false;
  let t: number | null = null;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) t = Number(value);
    else if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) candidates.push(value);
  }
  if (t === null || candidates.length === 0) return false;
  if (Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signaturePart(secret, t, body), 'hex');
  return candidates.some((c) => timingSafeEqual(Buffer.from(c, 'hex'), expected));
}
