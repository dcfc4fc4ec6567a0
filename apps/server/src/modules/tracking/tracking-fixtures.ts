import { randomUUID } from 'node:crypto';
import { addressSchema, customsSchema, orderOptionsSchema, orderParcelSchema } from '@shiplabel/shared';
import type { Database } from '../../db/client.ts';
import { sandboxHasException } from '../carriers/sandbox-tracking.ts';
import { newTrackingNumber } from '../carriers/tracking-number.ts';
import { orders } from '../orders/orders.table.ts';

const address = (personName: string, city: string, stateCode: string, zipCode: string) =>
  addressSchema.parse({ personName, addressLine1: '1 Main St', city, stateCode, zipCode });

/** A sandbox tracking number as the carrier would have issued it at `at`. */
export const sandboxNumber = (at: Date) => newTrackingNumber('SBX', at);

/** A sandbox tracking number issued at `at` whose parcel does (or does not) meet the exception. */
export function sandboxNumberWith(at: Date, { exception }: { exception: boolean }): string {
  for (;;) {
    const number = sandboxNumber(at);
    if (sandboxHasException(number) === exception) return number;
  }
}

/**
 * A placed order (status 8 unless told) with the given tracking numbers, written straight to the table so
 * the tracking tests do not depend on the placement flow.
 */
export async function insertPlacedOrder(
  db: Database,
  input: {
    userId: string;
    serviceId: string;
    channelId?: string | null;
    trackingNumbers: string[];
    depositMinor?: bigint;
    status?: number;
    trackedAt?: Date | null;
    /** When the order was placed (the test clock's time). */
    at: Date;
  },
) {
  const [row] = await db
    .insert(orders)
    .values({
      userId: input.userId,
      orderNo: `T${randomUUID().slice(0, 8)}`,
      status: input.status ?? 8,
      channelId: input.channelId ?? null,
      serviceId: input.serviceId,
      carrierCode: 'sandbox',
      serviceName: 'Sandbox Ground',
      fromAddress: address('Ann Sender', 'Los Angeles', 'CA', '90001'),
      toAddress: address('Ray Receiver', 'New York', 'NY', '10001'),
      parcels: input.trackingNumbers.map(() => orderParcelSchema.parse({ weight: 2 })),
      customs: customsSchema.parse({}),
      options: orderOptionsSchema.parse({}),
      rateMinor: 1234n,
      depositMinor: input.depositMinor ?? 0n,
      trackingNo: input.trackingNumbers[0] ?? '',
      trackingNumbers: input.trackingNumbers,
      labelCreatedAt: input.at,
      createdAt: input.at,
      updatedAt: input.at,
      trackedAt: input.trackedAt ?? null,
    })
    .returning();
  return row!;
}

/**
 * A sandbox parcel (4 hours a step, each step 75-125 % of that) has been picked up (in transit, 2) by
 * 5 hours and reaches the sorting facility at 6 at the earliest: 5.5 hours reads exactly two events.
 */
export const IN_TRANSIT_MINUTES = 5 * 60 + 30;
