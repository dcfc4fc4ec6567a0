import { zip3Centre, zip5Of } from './zip-directory.ts';

/**
 * The one rule for "this US ZIP can be shipped to or from": 12345 or 12345-6789 whose ZIP3 area the
 * directory can measure. It is what placement needs (the zone is measured between the two areas, so a
 * ZIP outside every area, such as 00000, can never get a rate: `rating.zone_unknown`); the import checks
 * its rows with it, so such a ZIP is reported on its cell at upload instead of at label creation.
 */
export function isKnownUsZip(zip: string): boolean {
  const zip5 = zip5Of(zip);
  return zip5 !== null && zip3Centre(zip5.slice(0, 3)) !== undefined;
}
