import { CarrierError } from '../carrier-adapter.ts';

/**
 * Track by References (karrio vendored FedEx spec vendor/track.json, POST /track/v1/referencenumbers):
 * the request and the reading of its answer, for the recovery of a label FedEx made whose answer was lost
 * (see findLabel in fedex.adapter.ts). Our reference goes on every package as CUSTOMER_REFERENCE.
 */

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * referencesInformation with the account (the spec's first valid combination: value + accountNumber) and a
 * ship-date window around today (YYYY-MM-DD; our ship dates are today or a few days ahead). The spec
 * names the end of the window `shipDateEndDate` in the schema (and requires it) but `shipDateEnd` in its
 * example: both are sent with the same day.
 */
export function buildReferenceTrackRequest(input: { reference: string; accountNumber: string; now: Date }) {
  const now = input.now.getTime();
  const end = isoDay(now + 7 * DAY_MS);
  return {
    includeDetailedScans: false,
    referencesInformation: {
      type: 'CUSTOMER_REFERENCE',
      value: input.reference,
      accountNumber: input.accountNumber,
      shipDateBegin: isoDay(now - 7 * DAY_MS),
      shipDateEndDate: end,
      shipDateEnd: end,
    },
  };
}

interface ReferenceTrackResult {
  trackingNumberInfo?: { trackingNumber?: string };
  additionalTrackingInfo?: { packageIdentifiers?: { type?: string; value?: string | string[] }[] };
  latestStatusDetail?: { code?: string };
  error?: { code?: string; message?: string };
}

interface ReferenceBody {
  output?: { completeTrackResults?: { trackingNumber?: string; trackResults?: ReferenceTrackResult[] }[] };
}

const valuesOf = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Whether a result is ours: one that lists customer references must list ours (FedEx may match loosely). */
function isOurs(result: ReferenceTrackResult, reference: string) {
  const customer = (result.additionalTrackingInfo?.packageIdentifiers ?? []).filter(
    (p) => p.type === 'CUSTOMER_REFERENCE' && valuesOf(p.value).some(Boolean),
  );
  return customer.length === 0 || customer.some((p) => valuesOf(p.value).includes(reference));
}

/**
 * Tracking numbers of the packages FedEx holds under `reference`, except cancelled ones (status CA):
 * results with an error (TRACKING.REFERENCENUMBER.NOTFOUND and the like) are no package.
 */
export function parseReferenceTrackResponse(body: unknown, reference: string): string[] {
  const complete = (body as ReferenceBody | null)?.output?.completeTrackResults;
  if (!Array.isArray(complete)) throw new CarrierError('carrier.bad_response', 'no completeTrackResults');
  const numbers: string[] = [];
  for (const entry of complete)
    for (const result of entry.trackResults ?? []) {
      const number = result.trackingNumberInfo?.trackingNumber;
      if (!number || result.error?.code || !isOurs(result, reference)) continue;
      if (result.latestStatusDetail?.code === 'CA' || numbers.includes(number)) continue;
      numbers.push(number);
    }
  return numbers;
}
