/**
 * Spec section 6: a token returned in the `token` response header replaces the stored one when different.
 * Returns the token to store, or null when nothing changes.
 */
export function renewedToken(stored: string | null, header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const next = header.trim();
  if (!next || next === stored) return null;
  return next;
}
