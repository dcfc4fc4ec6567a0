import { describe, expect, it } from 'vitest';
import { lookupZip, zip5Of } from './zip-directory.ts';
import { greatCircleMiles, zoneByDistance, zoneForMiles } from './zone-by-distance.ts';

describe('zoneForMiles', () => {
  it.each([
    [0, 1],
    [50, 1],
    [51, 2],
    [150, 2],
    [151, 3],
    [300, 3],
    [600, 4],
    [1000, 5],
    [1400, 6],
    [1800, 7],
    [1801, 8],
    [5000, 8],
  ])('%d miles is zone %d', (miles, zone) => {
    expect(zoneForMiles(miles)).toBe(zone);
  });
});

describe('zoneByDistance', () => {
  // Official USPS zone chart values for these origin/destination ZIP3 pairs.
  it.each([
    ['10001', '10002', 1],
    ['10001', '19103', 2],
    ['10001', '20001', 3],
    ['10001', '60601', 5],
    ['10001', '90001', 8],
    ['90001', '94105', 4],
    ['90001', '85001', 4],
    ['60601', '75201', 5],
    ['98101', '33101', 8],
    ['90001', '96813', 8],
  ])('%s -> %s is zone %d', (from, to, zone) => {
    expect(zoneByDistance(from, to)?.zone).toBe(zone);
  });

  it('is symmetric and accepts ZIP+4', () => {
    expect(zoneByDistance('10001-1234', '90001')).toEqual(zoneByDistance('90001', '10001'));
  });

  it('refuses malformed and unknown ZIPs', () => {
    expect(zoneByDistance('1000', '90001')).toBeNull();
    expect(zoneByDistance('00000', '90001')).toBeNull();
    expect(zoneByDistance('abcde', '90001')).toBeNull();
  });
});

describe('zip directory', () => {
  it('finds a ZIP with its city and state', () => {
    expect(lookupZip('90210')).toMatchObject({ city: 'Beverly Hills', state: 'CA' });
    expect(zip5Of(' 90210-0001 ')).toBe('90210');
    expect(zip5Of('9021')).toBeNull();
  });
  it('measures roughly the real distance New York - Los Angeles', () => {
    const miles = greatCircleMiles(
      { latitude: 40.7128, longitude: -74.006 },
      { latitude: 34.0522, longitude: -118.2437 },
    );
    expect(miles).toBeGreaterThan(2440);
    expect(miles).toBeLessThan(2460);
  });
});
