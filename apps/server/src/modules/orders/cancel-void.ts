import type { orderEvents } from './orders.table.ts';

type EventRow = Pick<typeof orderEvents.$inferSelect, 'kind' | 'params'>;

/**
 * Whether the carrier voided the order's current label on a cancel request (docs/decisions.md: a voided
 * label cannot be brought back, so that cancellation can be approved but not rejected). A new placement
 * ('transmitting') starts a new label.
 */
export function labelVoidedByCancel(events: EventRow[]): boolean {
  let voided = false;
  for (const e of events) {
    if (e.kind === 'transmitting') voided = false;
    else if (e.kind === 'cancel_requested')
      voided ||= (e.params as Record<string, unknown> | null)?.carrierVoid === 'placement.carrier_voided';
  }
  return voided;
}
