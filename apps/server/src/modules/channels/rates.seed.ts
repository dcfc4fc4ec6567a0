import { serviceLimitsSchema } from '@shiplabel/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bumpCatalog } from '../pricing/catalog.ts';
import { estimationRules, priceRules } from '../pricing/pricing.table.ts';
import { users } from '../users/users.table.ts';
import {
  channelServices,
  channels,
  rateCards,
  type ServiceLimitsJson,
  serviceAllotments,
} from './channels.table.ts';

export const DEMO_CUSTOMER_EMAIL = 'customer@example.com';

const limits = (over: Partial<ServiceLimitsJson>) => serviceLimitsSchema.parse(over) as ServiceLimitsJson;

/** A real rate card: 1-70 lb by zones 1-8, prices growing with weight and zone (cents, as strings). */
export function demoRateCard() {
  const zones = [1, 2, 3, 4, 5, 6, 7, 8];
  const weightsLb = Array.from({ length: 70 }, (_, i) => i + 1);
  const prices = weightsLb.map((w) =>
    zones.map((z) => String(650 + w * 55 + (z - 1) * 40 + (z - 1) * w * 6)),
  );
  return { zones, weightsLb, prices };
}

/**
 * Demo channels (DEMO_DATA only), so rates work right after start: a sandbox channel with ground, 2-day,
 * overnight and international services, and a rate-card channel with a real rate card; a global estimation
 * rule with common surcharges; a default price rule (15 % + 0.50); everything allotted to the demo
 * customer. Runs only while no channel exists, so administrators' edits and deletions are kept.
 */
export async function seedDemoRates(db: Database): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(channels);
  if (Number(n) > 0) return false;
  const [customer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_CUSTOMER_EMAIL));
  return db.transaction(async (tx) => {
    const [sandbox] = await tx
      .insert(channels)
      .values({
        carrierCode: 'sandbox',
        name: 'Sandbox Express',
        settings: { failureRate: 0, latencyMs: 0, seed: 'demo' },
      })
      .returning();
    const [card] = await tx
      .insert(channels)
      .values({ carrierCode: 'ratecard', name: 'West Coast Rate Card' })
      .returning();
    const services = await tx
      .insert(channelServices)
      .values([
        {
          channelId: sandbox!.id,
          code: 'ground',
          name: 'Sandbox Ground',
          transitDaysMin: 1,
          transitDaysMax: 5,
          sort: 0,
          limits: limits({
            maxWeightLb: 150,
            maxLengthIn: 108,
            maxLengthGirthIn: 165,
            signatureOptions: ['standard', 'adult'],
          }),
        },
        {
          channelId: sandbox!.id,
          code: 'two_day',
          name: 'Sandbox 2-Day',
          transitDaysMin: 2,
          transitDaysMax: 2,
          sort: 1,
          limits: limits({
            maxWeightLb: 150,
            maxLengthIn: 108,
            maxLengthGirthIn: 165,
            signatureOptions: ['standard', 'adult'],
            batteryAllowed: true,
          }),
        },
        {
          channelId: sandbox!.id,
          code: 'overnight',
          name: 'Sandbox Overnight',
          transitDaysMin: 1,
          transitDaysMax: 1,
          sort: 2,
          limits: limits({
            maxWeightLb: 70,
            maxLengthIn: 108,
            maxLengthGirthIn: 130,
            signatureOptions: ['standard', 'adult'],
          }),
        },
        {
          channelId: sandbox!.id,
          code: 'international',
          name: 'Sandbox International',
          transitDaysMin: 5,
          transitDaysMax: 10,
          sort: 3,
          limits: limits({ maxWeightLb: 66, domestic: false, international: true }),
        },
        {
          channelId: card!.id,
          code: 'standard',
          name: 'Rate Card Standard',
          transitDaysMin: 2,
          transitDaysMax: 6,
          sort: 0,
          limits: limits({ maxWeightLb: 70, maxLengthIn: 96, maxLengthGirthIn: 130 }),
        },
      ])
      .returning();
    const standard = services.find((s) => s.channelId === card!.id)!;
    await tx
      .insert(rateCards)
      .values({ serviceId: standard.id, ...demoRateCard(), filename: 'demo-rate-card.xlsx' });
    await tx.insert(estimationRules).values({
      rule: {
        residential: '4.50',
        signature: '3.00',
        oversize: '25.00',
        fuelPercent: 8.5,
        cargoThresholdLb: 150,
      },
    });
    await tx.insert(priceRules).values({
      name: 'Standard retail',
      isDefault: true,
      entries: [
        {
          channelId: null,
          serviceId: null,
          minWeightLb: null,
          maxWeightLb: null,
          zones: [],
          markupPercent: 15,
          fixedAmount: '0.50',
        },
      ],
    });
    if (customer) {
      await tx
        .insert(serviceAllotments)
        .values(services.map((s) => ({ userId: customer.id, serviceId: s.id })));
    }
    await bumpCatalog(tx);
    return true;
  });
}
