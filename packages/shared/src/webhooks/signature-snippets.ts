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

/**
 * The same check in a shell (bash + openssl), and a curl that sends a receiver a request signed as ours
 * are, to test it before going live. Run against real deliveries by the server's tests too.
 */
export const WEBHOOK_VERIFY_SHELL = `# $1: file holding the raw body, $2: the ShipLabel-Signature header, $3: the secret (whsec_...)
verify_shiplabel_signature() {
  local t now expected v
  t=$(printf '%s' "$2" | tr ',' '\\n' | sed -n 's/^ *t=//p' | head -n 1)
  now=$(date +%s)
  [[ "$t" =~ ^[0-9]+$ ]] && (( now - t <= 300 && t - now <= 300 )) || return 1
  expected=$({ printf '%s.' "$t"; cat "$1"; } | openssl dgst -sha256 -hmac "$3" -r | cut -d' ' -f1)
  for v in $(printf '%s' "$2" | tr ',' '\\n' | sed -n 's/^ *v1=//p'); do
    [ "$v" = "$expected" ] && return 0
  done
  return 1
}

# Send your receiver a signed test request, as we would:
BODY='{"id":"3f1c2b9e-8d7a-4c1e-9b3a-2f6d5e4c3b2a","type":"webhook.test","created":1767225600,"data":{"endpointId":"00000000-0000-4000-8000-000000000000","message":"ShipLabel test event"}}'
T=$(date +%s)
SIG=$(printf '%s.%s' "$T" "$BODY" | openssl dgst -sha256 -hmac "$WEBHOOK_SECRET" -r | cut -d' ' -f1)
curl -X POST "https://your.example/shiplabel/webhooks" \\
  -H 'Content-Type: application/json' \\
  -H "ShipLabel-Signature: t=$T,v1=$SIG" \\
  --data-raw "$BODY"`;
