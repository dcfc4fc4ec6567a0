import { LOOKUP_ACCESS } from '@shiplabel/shared';
import { isVisibleForRoles } from '../../../app/auth/roleGate.ts';
import type { OrderSource } from '../orders.api.ts';

/**
 * Which lookup filters a list shows its viewer: each one queries a back-office lookup that needs resource
 * codes (shared LOOKUP_ACCESS), so a viewer without them (staff) gets no filter rather than a 403 per
 * page visit and per keystroke. A customer's channel filter reads their own services (any signed-in user).
 */
export function lookupFiltersOf(source: OrderSource, codes: readonly string[]) {
  if (source === 'customer') return { customer: false, channel: true };
  return {
    customer: isVisibleForRoles(LOOKUP_ACCESS.userOptions, codes),
    channel: isVisibleForRoles(LOOKUP_ACCESS.allChannels, codes),
  };
}
