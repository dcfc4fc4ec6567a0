/**
 * How a receiver verifies `ShipLabel-Signature` (shown on /wordView and in docs/api.md). The server's
 * tests run both snippets against real deliveries, so the documentation cannot drift from the scheme.
 */
export const WEBHOOK_VERIFY_NODE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the request body exactly as received (before JSON.parse); secret: whsec_...
export function verifyShipLabelSignature(rawBody, header, secret, toleranceSeconds = 300) {
  const parts = String(header ?? '').split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest();
  return parts.some(
    ([k, v]) => k === 'v1' && /^[0-9a-f]{64}$/.test(v ?? '') && timingSafeEqual(Buffer.from(v, 'hex'), expected),
  );
}`;

export const WEBHOOK_VERIFY_PYTHON = `import hashlib, hmac, time

def verify_shiplabel_signature(raw_body: bytes, header: str, secret: str, tolerance: int = 300) -> bool:
    parts = [p.strip().split("=", 1) for p in (header or "").split(",")]
    parts = [p for p in parts if len(p) == 2]
    ts = next((v for k, v in parts if k == "t"), "")
    if not ts.isdigit() or abs(time.time() - int(ts)) > tolerance:
        return False
    expected = hmac.new(secret.encode(), ts.encode() + b"." + raw_body, hashlib.sha256).hexdigest()
    return any(k == "v1" and hmac.compare_digest(v, expected) for k, v in parts)`;
