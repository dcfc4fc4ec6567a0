import { createHash, randomBytes } from 'node:crypto';

/**
 * Tracking numbers of the built-in carriers: prefix + creation time (base 36) + 4 random hex + 2 check
 * characters. Carrying the creation time lets `track` advance events with the clock without storage.
 */
const check = (body: string) => createHash('sha256').update(body).digest('hex').slice(0, 2).toUpperCase();

export function newTrackingNumber(prefix: string, now: Date): string {
  const body = `${prefix}${now.getTime().toString(36).toUpperCase()}${randomBytes(2).toString('hex').toUpperCase()}`;
  return `${body}${check(body)}`;
}

/** Creation time of a valid tracking number of this prefix, or null. */
export function parseTrackingNumber(prefix: string, trackingNumber: string): Date | null {
  if (!trackingNumber.startsWith(prefix) || trackingNumber.length < prefix.length + 8) return null;
  const body = trackingNumber.slice(0, -2);
  if (check(body) !== trackingNumber.slice(-2)) return null;
  const ms = Number.parseInt(body.slice(prefix.length, -4), 36);
  return Number.isFinite(ms) ? new Date(ms) : null;
}
