import { type OrderInput, orderInputSchema } from '@shiplabel/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../lib/deps.ts';
import { channelServices, channels } from '../channels/channels.table.ts';
import { DEMO_CUSTOMER_EMAIL } from '../channels/rates.seed.ts';
import { cancelOrder } from '../orders/cancel.usecases.ts';
import { saveDraft } from '../orders/drafts.usecases.ts';
import { orders } from '../orders/orders.table.ts';
import { createLabel } from '../orders/placement.usecases.ts';
import { refreshOrders } from '../tracking/tracking.usecases.ts';
import { users } from '../users/users.table.ts';

const WAREHOUSE = {
  personName: 'Demo Warehouse',
  company: 'ShipLabel Demo',
  phone: '213-555-0100',
  addressLine1: '1200 S Alameda St',
  city: 'Los Angeles',
  stateCode: 'CA',
  zipCode: '90021',
};
const NEW_YORK = {
  personName: 'Ann Lee',
  phone: '212-555-0142',
  addressLine1: '350 Fifth Ave',
  addressLine2: 'Ste 3300',
  city: 'New York',
  stateCode: 'NY',
  zipCode: '10118',
  isResidential: true,
};
const CHICAGO = {
  personName: 'Carlos Ruiz',
  phone: '312-555-0199',
  addressLine1: '233 S Wacker Dr',
  city: 'Chicago',
  stateCode: 'IL',
  zipCode: '60606',
};
const TORONTO = {
  personName: 'Mei Chen',
  phone: '416-555-0123',
  addressLine1: '290 Bremner Blvd',
  city: 'Toronto',
  stateCode: 'ON',
  zipCode: 'M5V 3L9',
  countryCode: 'CA',
};

const order = (input: OrderInput) => orderInputSchema.parse(input);
const DAY_MS = 86_400_000;

/**
 * Sample orders of the demo customer (DESIGN section 10), made through the real use cases so money, labels
 * and timelines are real: a domestic and an international draft, a placed label and a cancelled one waiting
 * for the cancel audit, and two labels of past days already delivered. Only when the customer has no orders yet and the demo sandbox channel exists.
 */
export async function seedDemoOrders(deps: AppDeps): Promise<boolean> {
  const { db } = deps;
  const [customer] = await db.select().from(users).where(eq(users.email, DEMO_CUSTOMER_EMAIL));
  if (!customer) return false;
  const [existing] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, customer.id));
  if (Number(existing?.n ?? 0) > 0) return false;
  const services = await db
    .select({ id: channelServices.id, code: channelServices.code })
    .from(channelServices)
    .innerJoin(channels, eq(channels.id, channelServices.channelId))
    .where(and(eq(channels.carrierCode, 'sandbox'), eq(channels.name, 'Sandbox Express')));
  const serviceOf = (code: string) => services.find((s) => s.code === code)?.id ?? null;
  if (!serviceOf('ground') || !serviceOf('two_day')) return false;

  const as = { ...deps, userId: customer.id, actorId: customer.id };
  await saveDraft({
    ...as,
    input: order({
      from: WAREHOUSE,
      to: NEW_YORK,
      serviceId: serviceOf('ground'),
      reference: 'DEMO-DRAFT-1',
      parcels: [
        { weight: 2, length: 12, width: 9, height: 6 },
        { weight: 1.5, length: 10, width: 8, height: 4 },
      ],
    }),
  });
  await saveDraft({
    ...as,
    input: order({
      from: WAREHOUSE,
      to: TORONTO,
      reference: 'DEMO-INTL-1',
      parcels: [{ weight: 3, length: 14, width: 10, height: 8, declaredValue: '150.00' }],
      items: [
        {
          description: 'Cotton T-shirts',
          quantity: 6,
          declaredValue: '90.00',
          weight: 2,
          hsCode: '610910',
          countryOfOrigin: 'US',
        },
        {
          description: 'Ceramic mug',
          quantity: 2,
          declaredValue: '60.00',
          weight: 1,
          hsCode: '691200',
          countryOfOrigin: 'CN',
        },
      ],
      customs: { contentsType: 'merchandise', certifySigner: 'Demo Warehouse' },
    }),
  });
  const place = (to: typeof NEW_YORK | typeof CHICAGO, code: string, reference: string, daysAgo = 0) =>
    createLabel({
      ...as,
      // Labels of past days: the sandbox's tracking numbers carry their label time, so they have moved on.
      clock: () => new Date(deps.clock().getTime() - daysAgo * DAY_MS),
      actor: 'customer',
      locale: 'en-US',
      idempotencyKey: `demo-seed-${reference}`,
      body: order({
        from: WAREHOUSE,
        to,
        serviceId: serviceOf(code),
        reference,
        parcels: [{ weight: 4, length: 16, width: 12, height: 8 }],
      }),
    });
  await place(NEW_YORK, 'two_day', 'DEMO-LABEL-1');
  const cancelled = await place(CHICAGO, 'ground', 'DEMO-LABEL-2');
  await cancelOrder({
    ...deps,
    ownerId: customer.id,
    actorId: customer.id,
    actor: 'customer',
    locale: 'en-US',
    orderId: cancelled.id,
  });
  // Labels of past days, delivered by the tracking refresh a running server does every few minutes.
  const delivered = [
    await place(NEW_YORK, 'ground', 'DEMO-DELIVERED-1', 2),
    await place(CHICAGO, 'two_day', 'DEMO-DELIVERED-2', 9),
  ];
  const rows = await db
    .select()
    .from(orders)
    .where(
      inArray(
        orders.id,
        delivered.map((o) => o.id),
      ),
    );
  await refreshOrders(deps, rows);
  return true;
}
