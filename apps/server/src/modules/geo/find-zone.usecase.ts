import { randomUUID } from 'node:crypto';
import {
  BACK_OFFICE_KINDS,
  formatMinor,
  operations,
  type UserKind,
  type ZoneHistoryItem,
  type ZoneResult,
} from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { getSysConfig } from '../config/config.usecases.ts';
import { inLedgerTransaction, postWithin } from '../ledger/ledger.post.ts';
import { loadCatalog } from '../pricing/catalog.ts';
import { carrierZones } from './carrier-zones.ts';
import { zip5Of } from './zip-directory.ts';
import { zoneNoLocation, zoneZipInvalid, zoneZipUnknown } from './zone.errors.ts';
import { insertZoneQuery, recentZoneQueries } from './zone-queries.repository.ts';
import type { ZoneQueryRow } from './zone-queries.table.ts';

/** How many past lookups the page shows. */
export const ZONE_HISTORY_LIMIT = 20;

/**
 * A zone lookup (spec: findZone, 0.1 USD per query; the fee is the system configuration's `zoneLookupFee`). Everything that can refuse the query runs first,
 * so a malformed or unknown ZIP is never charged; the charge and the history row then commit together.
 * Customers pay from their USD wallet (refused when funds plus credit do not cover it); back-office users
 * look zones up for free, as they hold no wallet. A repeated idempotency key is charged and recorded once.
 */
export async function findZone({
  deps,
  userId,
  userKind,
  fromZip,
  toZip,
  idempotencyKey = randomUUID(),
}: {
  deps: AppDeps;
  userId: string;
  userKind: string;
  fromZip: string;
  toZip: string;
  idempotencyKey?: string;
}): Promise<ZoneResult> {
  const from = zip5Of(fromZip);
  if (!from) throw zoneZipInvalid('fromZip');
  const to = zip5Of(toZip);
  if (!to) throw zoneZipInvalid('toZip');
  const zones = carrierZones(from, to, (await loadCatalog(deps.db)).uspsZoneChart);
  if (zones === 'unknown_from') throw zoneZipUnknown('fromZip', from);
  if (zones === 'unknown_to') throw zoneZipUnknown('toZip', to);
  if (zones === 'no_location') throw zoneNoLocation();

  // USD, as spec section 9 states it; the operator sets the amount (issue 14).
  const feeMinor = (await getSysConfig(deps)).zoneLookupFeeMinor;
  const result: ZoneResult = {
    from: { zipCode: from, city: zones.from.city, stateCode: zones.from.state },
    to: { zipCode: to, city: zones.to.city, stateCode: zones.to.state },
    miles: zones.miles,
    zones: zones.zones,
    fee: formatMinor(feeMinor),
  };
  const paying = !BACK_OFFICE_KINDS.includes(userKind as UserKind);
  await inLedgerTransaction(deps.db, async (tx) => {
    if (paying && feeMinor > 0n) {
      const charge = await postWithin(tx, {
        userId,
        type: 'fee',
        legs: operations.fee('USD', feeMinor),
        idempotencyKey: `findZone:${userId}:${idempotencyKey}`,
        // No typed reason: fund details describe a fee by its type and the ZIP pair (the reference).
        reference: `${from}-${to}`,
      });
      if (charge.replayed) return;
    }
    await insertZoneQuery(tx, { userId, fromZip: from, toZip: to, result, now: deps.clock() });
  });
  return result;
}

const toHistoryItem = (row: ZoneQueryRow): ZoneHistoryItem => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  fromZip: row.fromZip,
  toZip: row.toZip,
  result: row.result,
});

export async function zoneHistory({ deps, userId }: { deps: AppDeps; userId: string }) {
  return (await recentZoneQueries(deps.db, userId, ZONE_HISTORY_LIMIT)).map(toHistoryItem);
}
