import { z } from 'zod';

export const findZoneInputSchema = z.object({
  fromZip: z.string().trim().max(20),
  toZip: z.string().trim().max(20),
});
export type FindZoneInput = z.infer<typeof findZoneInputSchema>;

export const CARRIER_FAMILIES = ['USPS', 'UPS', 'FEDEX'] as const;

export const carrierZoneSchema = z.object({
  carrier: z.enum(CARRIER_FAMILIES),
  /**
   * "1".."9" from distance bands or the official USPS chart (kind `chart`), a region code ("AK", "HI",
   * "PR") for special zones, null if not served.
   */
  zone: z.string().nullable(),
  kind: z.enum(['distance', 'chart', 'special', 'unserved']),
});
export type CarrierZone = z.infer<typeof carrierZoneSchema>;

const placeSchema = z.object({ zipCode: z.string(), city: z.string(), stateCode: z.string() });

export const zoneResultSchema = z.object({
  from: placeSchema,
  to: placeSchema,
  /** Great-circle miles between the two ZIP3 area centres (what USPS zones are measured on). */
  miles: z.number().int(),
  zones: z.array(carrierZoneSchema),
  /** What the query costs, decimal string in USD. */
  fee: z.string(),
});
export type ZoneResult = z.infer<typeof zoneResultSchema>;

export const zoneHistoryItemSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  fromZip: z.string(),
  toZip: z.string(),
  result: zoneResultSchema,
});
export type ZoneHistoryItem = z.infer<typeof zoneHistoryItemSchema>;
