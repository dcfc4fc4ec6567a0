/** Distinct channels of the customer's allotted services (the channels the customer can ship with). */
export function channelsOfServices(services: readonly { channelId: string; channelName: string }[]) {
  const byId = new Map<string, string>();
  for (const s of services) if (!byId.has(s.channelId)) byId.set(s.channelId, s.channelName);
  return [...byId].map(([value, label]) => ({ value, label }));
}
