import { describe, expect, it } from 'vitest';
import { greatCircleMiles } from './great-circle.ts';
import {
  checkZipCoordinates,
  inStateRegion,
  MILITARY_STATES,
  maxMilesFromMedian,
  median,
} from './zip-coordinates.ts';
import { MILITARY_GATEWAY, zip3Areas, zip3Centre, zipDataWarnings } from './zip-directory.ts';
import { zoneByDistance } from './zone-by-distance.ts';

describe('ZIP coordinates checked at load', () => {
  it('repairs area 102 (ZIP 10200 at longitude +73.95): Manhattan to Manhattan is zone 1', () => {
    expect(zoneByDistance('10001', '10200')?.zone).toBe(1);
    expect(zoneByDistance('10010', '10201')?.zone).toBe(1);
    expect(zoneByDistance('10001', '10200')!.miles).toBeLessThan(10);
    expect(zoneByDistance('10018', '10212')?.zone).toBe(1);
    expect(zipDataWarnings()).toContainEqual(
      expect.objectContaining({
        zip: '10200',
        action: 'repaired',
        longitude: 73.95,
        repairedLongitude: -73.95,
      }),
    );
  });

  it('puts every ZIP3 measuring point inside its region and near the middle of its area', () => {
    const failures: string[] = [];
    let checked = 0;
    for (const { zip3, state, places } of zip3Areas()) {
      const centre = zip3Centre(zip3);
      if (!centre) continue;
      checked += 1;
      if (MILITARY_STATES.has(state)) {
        const gateway = zip3Centre(MILITARY_GATEWAY[state]!.slice(0, 3))!;
        if (greatCircleMiles(centre, gateway) > 60) failures.push(`${zip3} not at its gateway`);
        continue;
      }
      if (!inStateRegion(state, centre.latitude, centre.longitude)) failures.push(`${zip3} outside ${state}`);
      const located = places.filter((p) => p.latitude || p.longitude);
      const middle = {
        latitude: median(located.map((p) => p.latitude)),
        longitude: median(located.map((p) => p.longitude)),
      };
      const miles = greatCircleMiles(centre, middle);
      if (miles > maxMilesFromMedian(state)) failures.push(`${zip3} ${Math.round(miles)} mi from its area`);
    }
    expect(checked).toBeGreaterThan(900);
    expect(failures).toEqual([]);
  });

  it('repairs a flipped longitude sign, drops a position outside the region, keeps the Pacific territories', () => {
    expect(checkZipCoordinates('NY', 40.77, 73.95)).toEqual({ kind: 'repaired', longitude: -73.95 });
    expect(checkZipCoordinates('CA', 51.5, -0.12)).toEqual({ kind: 'dropped', reason: 'outside_region' });
    expect(checkZipCoordinates('GU', 13.47, 144.74)).toEqual({ kind: 'ok' });
    expect(checkZipCoordinates('AK', 52.9, 173.1)).toEqual({ kind: 'ok' });
  });
});
