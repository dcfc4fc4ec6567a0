/** Timeline dot colour of an order event kind: red for failures, green for the good ends, grey otherwise. */
export function eventColor(kind: string): 'red' | 'green' | 'blue' | 'gray' | 'orange' {
  if (['failed', 'invalidated', 'review_rejected', 'cancel_rejected'].includes(kind)) return 'red';
  if (
    ['delivered', 'package_delivered', 'waybill_generated', 'cancel_approved', 'review_approved'].includes(
      kind,
    )
  )
    return 'green';
  if (['cancel_requested', 'forecast_successful', 'billed'].includes(kind)) return 'orange';
  if (['received', 'restored', 'copied'].includes(kind)) return 'gray';
  return 'blue';
}

/** Newest first, as carriers and shops show histories; equal times keep the server's order. */
export function newestFirst<T extends { time: string }>(events: readonly T[]): T[] {
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => Date.parse(b.event.time) - Date.parse(a.event.time) || b.index - a.index)
    .map(({ event }) => event);
}
