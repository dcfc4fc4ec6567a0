/**
 * USPS zone chart values (origin ZIP3 -> destination ZIP3) used to check our distance-band zones, in two
 * sets: USPS_PUBLISHED_ZONES, copied from published output of the official chart, and USPS_ZONE_FIXTURE,
 * recalled (see each set's note on its source).
 */
export interface ZoneFixtureRow {
  /** ZIP3, or a full ZIP where the source gave one. */
  from: string;
  to: string;
  usps: number;
  note: string;
}

const chart = (from: string, to: string, usps: number, note: string): ZoneFixtureRow => ({
  from,
  to,
  usps,
  note,
});
const POSTAL = 'aedobbyn/postal README (GitHub), output of the postcalc.usps.com DomesticZoneChart API, 2018';

/**
 * Source of every row: the README of the R package aedobbyn/postal (github.com/aedobbyn/postal), whose
 * examples print the answers of the official USPS Domestic Zone Chart API (postcalc.usps.com) for the
 * origins 005, 007, 042, 123, 271, 321, 404, 456 and 828 (charts of June 2018; USPS revises them rarely and
 * slightly). Each row is exactly one printed line of those examples.
 */
export const USPS_PUBLISHED_ZONES: readonly ZoneFixtureRow[] = [
  chart('123', '581', 6, `${POSTAL}: fetch_zones("123", "581")`),
  chart('31415', '92653', 8, `${POSTAL}: fetch_five_digit("31415", "92653")`),
  chart('123', '962', 8, `${POSTAL}: origin 123, destination 962 (APO AP)`),
  chart('042', '039', 1, `${POSTAL}: origin 042, range 039-043 zone 1`),
  chart('042', '043', 1, `${POSTAL}: origin 042, range 039-043 zone 1`),
  chart('271', '053', 5, `${POSTAL}: map2 example, origin 271 destination 053`),
  chart('828', '009', 8, `${POSTAL}: map2 example, origin 828 destination 009`),
  ...(
    [
      ['321', '005', 5],
      ['321', '006', 6],
      ['321', '007', 6],
      ['321', '008', 6],
      ['321', '009', 6],
      ['321', '010', 5],
      ['321', '011', 5],
      ['321', '012', 5],
      ['321', '013', 6],
      ['321', '014', 6],
      ['271', '005', 4],
      ['271', '006', 7],
      ['271', '007', 7],
      ['271', '008', 7],
      ['271', '009', 7],
      ['271', '010', 4],
      ['271', '011', 4],
      ['271', '012', 4],
      ['271', '013', 4],
      ['404', '005', 4],
      ['404', '006', 7],
      ['404', '007', 7],
      ['404', '008', 7],
      ['404', '009', 7],
      ['404', '010', 5],
      ['404', '011', 5],
      ['404', '012', 5],
      ['404', '013', 5],
      ['404', '014', 5],
      ['456', '005', 4],
      ['456', '006', 7],
      ['456', '007', 7],
      ['456', '008', 7],
      ['456', '009', 7],
      ['456', '010', 4],
      ['005', '012', 2],
      ['005', '027', 2],
      ['005', '028', 2],
      ['005', '030', 3],
      ['005', '042', 3],
      ['005', '044', 4],
      ['005', '051', 3],
      ['005', '053', 3],
      ['007', '005', 7],
      ['007', '006', 1],
      ['007', '007', 1],
      ['007', '008', 1],
      ['007', '009', 1],
      ['007', '010', 7],
      ['007', '011', 7],
      ['007', '012', 7],
      ['007', '013', 7],
    ] as const
  ).map(([from, to, usps]) =>
    chart(from, to, usps, `${POSTAL}: listing of all destinations for origin ${from}`),
  ),
];

/**
 * The recalled set. Source of every value: the USPS "Zone Chart" (postcalc.usps.com, Domestic Zone Chart
 * for the origin ZIP3 named first), as recalled by the engineer who wrote this file. This machine has no internet access, so
 * they were NOT re-checked against the live chart when written: re-verify before relying on a single row.
 * The pairs are city pairs whose zones are widely quoted (coast to coast, neighbouring cities, hubs).
 * `note` says how sure the value is; the test reports every disagreement with our computation.
 */
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
