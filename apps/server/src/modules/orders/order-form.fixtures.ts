import type { OrderInput } from '@shiplabel/shared';

/**
 * Test and bench only: one domestic US order form (Los Angeles to New York, one 2 lb parcel). Kept apart
 * from placement.fixtures.ts, which needs vitest, so the benchmarks can use it too.
 */
export const FORM: OrderInput = {
  from: {
    personName: 'Ann Sender',
    addressLine1: '1 Main St',
    city: 'Los Angeles',
    stateCode: 'CA',
    zipCode: '90001',
    countryCode: 'US',
  },
  to: {
    personName: 'Bob Receiver',
    addressLine1: '2 Broadway',
    city: 'New York',
    stateCode: 'NY',
    zipCode: '10001',
    countryCode: 'US',
  },
  parcels: [{ weight: 2, length: 10, width: 8, height: 6 }],
};
