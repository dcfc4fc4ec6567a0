import { badRequest } from '../../lib/errors.ts';

/** The client's Idempotency-Key header (1-100 characters), or null when it sent none. */
export function clientIdempotencyKey(request: { headers: Record<string, unknown> }): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  const key = typeof header === 'string' ? header.trim() : '';
  if (key.length < 1 || key.length > 100) throw badRequest('placement.idempotency_key_invalid');
  return key;
}
