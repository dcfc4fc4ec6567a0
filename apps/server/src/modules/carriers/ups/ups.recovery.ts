import { CarrierError } from '../carrier-adapter.ts';
import { asList } from './ups.common.ts';

/**
 * Track by Reference Number (UPS-API/api-documentation Tracking.yaml,
 * GET /api/track/v1/reference/details/{referenceNumber}): the request and the reading of its answer, for
 * the recovery of a label UPS made whose answer was lost (see label recovery in ups.adapter.ts).
 */

/**
 * The path and query. No pickup dates: the spec gives their defaults (today minus 14 days to today) but
 * no format, and the recovery job asks within minutes of the purchase. shipperNum narrows the search to
 * the channel's account; refNumType SmallPackage is the spec's default, sent to be explicit.
 */
export function referenceTrackPath(reference: string, accountNumber: string): string {
  const query = new URLSearchParams({ locale: 'en_US', refNumType: 'SmallPackage' });
  if (accountNumber) query.set('shipperNum', accountNumber);
  return `/api/track/v1/reference/details/${encodeURIComponent(reference)}?${query}`;
}

interface ReferencePackage {
  trackingNumber?: string;
  referenceNumber?: { number?: string; type?: string }[];
  activity?: { status?: { type?: string } }[];
  currentStatus?: { code?: string };
}

interface ReferenceBody {
  trackResponse?: {
    shipment?: { package?: ReferencePackage[]; warnings?: { code?: string; message?: string }[] }[];
  };
}

/** Activity type MV: billing information voided (Tracking-package-activity-types): nothing to void. */
const isVoided = (pkg: ReferencePackage) =>
  (asList(pkg.activity)[0]?.status?.type ?? '').toUpperCase() === 'MV';

/**
 * Tracking numbers of the packages UPS holds under `reference` and that are not voided. A package that
 * lists its reference numbers must list ours (UPS may match references loosely); a "not found" warning
 * (TW0001) or no package is an empty list.
 */
export function parseReferenceTrackResponse(body: unknown, reference: string): string[] {
  const response = (body as ReferenceBody | null)?.trackResponse;
  if (!response) throw new CarrierError('carrier.bad_response', 'no trackResponse');
  const numbers: string[] = [];
  for (const shipment of asList(response.shipment))
    for (const pkg of asList(shipment.package)) {
      // UPS lists empty references too ({"number": "", "type": ""} in its published sample).
      const refs = asList(pkg.referenceNumber).filter((r) => r.number);
      if (refs.length > 0 && !refs.some((r) => r.number === reference)) continue;
      if (pkg.trackingNumber && !isVoided(pkg) && !numbers.includes(pkg.trackingNumber))
        numbers.push(pkg.trackingNumber);
    }
  return numbers;
}
