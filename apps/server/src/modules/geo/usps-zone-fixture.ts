/**
 * USPS zone chart values (origin ZIP3 -> destination ZIP3) used to check our distance-band zones.
 *
 * Source of every value: the USPS "Zone Chart" (postcalc.usps.com, Domestic Zone Chart for the origin ZIP3
 * named first), as recalled by the engineer who wrote this file. This machine has no internet access, so
 * they were NOT re-checked against the live chart when written: re-verify before relying on a single row.
 * The pairs are city pairs whose zones are widely quoted (coast to coast, neighbouring cities, hubs).
 * `note` says how sure the value is; the test reports every disagreement with our computation.
 */
export interface ZoneFixtureRow {
  from: string;
  to: string;
  usps: number;
  note: string;
}

const row = (
  from: string,
  to: string,
  usps: number,
  note = `chart value, origin ${from}`,
): ZoneFixtureRow => ({
  from,
  to,
  usps,
  note,
});

export const USPS_ZONE_FIXTURE: readonly ZoneFixtureRow[] = [
  // New York City (100) to the country
  row('100', '100', 1, 'same ZIP3 is always zone 1 (DMM 608)'),
  row('100', '191', 2, 'New York -> Philadelphia'),
  row('100', '021', 3, 'New York -> Boston'),
  row('100', '200', 3, 'New York -> Washington DC'),
  row('100', '303', 5, 'New York -> Atlanta'),
  row('100', '606', 5, 'New York -> Chicago'),
  row('100', '631', 5, 'New York -> St Louis'),
  row('100', '331', 6, 'New York -> Miami'),
  row('100', '554', 6, 'New York -> Minneapolis'),
  row('100', '750', 6, 'New York -> Dallas'),
  row('100', '770', 7, 'New York -> Houston'),
  row('100', '802', 7, 'New York -> Denver'),
  row('100', '850', 8, 'New York -> Phoenix'),
  row('100', '900', 8, 'New York -> Los Angeles (the classic coast-to-coast zone 8)'),
  row('100', '941', 8, 'New York -> San Francisco'),
  row('100', '981', 8, 'New York -> Seattle'),
  // Los Angeles (900)
  row('900', '891', 3, 'Los Angeles -> Las Vegas'),
  row('900', '941', 4, 'Los Angeles -> San Francisco'),
  row('900', '850', 4, 'Los Angeles -> Phoenix'),
  row('900', '802', 5, 'Los Angeles -> Denver'),
  row('900', '981', 5, 'Los Angeles -> Seattle'),
  row('900', '750', 6, 'Los Angeles -> Dallas'),
  row('900', '606', 7, 'Los Angeles -> Chicago'),
  row('900', '100', 8, 'Los Angeles -> New York'),
  row('900', '968', 8, 'Los Angeles -> Honolulu: Hawaii from the mainland is zone 8'),
  row('900', '995', 8, 'Los Angeles -> Anchorage: Alaska from California is zone 8'),
  // Chicago (606)
  row('606', '532', 2, 'Chicago -> Milwaukee'),
  row('606', '482', 3, 'Chicago -> Detroit'),
  row('606', '303', 5, 'Chicago -> Atlanta (about 590 miles: near the 600-mile line; low confidence)'),
  row('606', '750', 5, 'Chicago -> Dallas'),
  row('606', '802', 5, 'Chicago -> Denver'),
  row('606', '100', 5, 'Chicago -> New York'),
  row('606', '900', 7, 'Chicago -> Los Angeles'),
  // Other hubs and neighbours
  row('303', '331', 5, 'Atlanta -> Miami'),
  row('303', '770', 5, 'Atlanta -> Houston'),
  row('303', '100', 5, 'Atlanta -> New York'),
  row('981', '972', 3, 'Seattle -> Portland (about 145 miles: near the 150-mile line; low confidence)'),
  row('981', '995', 8, 'Seattle -> Anchorage (low confidence: 7 or 8)'),
  row('750', '770', 3, 'Dallas -> Houston'),
  row('750', '782', 3, 'Dallas -> San Antonio'),
  row('021', '100', 3, 'Boston -> New York'),
  row('021', '191', 3, 'Boston -> Philadelphia'),
  row('021', '331', 6, 'Boston -> Miami'),
  row('200', '212', 1, 'Washington DC -> Baltimore (within 50 miles)'),
  row('331', '328', 3, 'Miami -> Orlando'),
  row('802', '841', 4, 'Denver -> Salt Lake City'),
  row('850', '871', 4, 'Phoenix -> Albuquerque'),
  row('554', '606', 4, 'Minneapolis -> Chicago'),
  row('770', '331', 5, 'Houston -> Miami'),
  row('941', '972', 4, 'San Francisco -> Portland'),
  row('941', '891', 4, 'San Francisco -> Las Vegas'),
  row('631', '606', 3, 'St Louis -> Chicago'),
  row('432', '441', 2, 'Columbus -> Cleveland'),
  row('152', '191', 3, 'Pittsburgh -> Philadelphia'),
  row('282', '303', 3, 'Charlotte -> Atlanta'),
  row('372', '303', 3, 'Nashville -> Atlanta'),
  row('402', '606', 3, 'Louisville -> Chicago'),
];
