import { describe, expect, it } from 'vitest';
import { carrierZones } from './carrier-zones.ts';
import { USPS_PUBLISHED_ZONES, USPS_ZONE_FIXTURE, type ZoneFixtureRow } from './usps-zone-fixture.ts';
import { placesOfZip3 } from './zip-directory.ts';

/** The area's measuring point stands for a ZIP3; a full ZIP stands for itself. */
const zipOf = (zip: string) =>
  zip.length === 5 ? zip : placesOfZip3(zip).find((p) => p.latitude || p.longitude)!.zip;

function compare(rows: readonly ZoneFixtureRow[]) {
  const results = rows.map((row) => {
    const zones = carrierZones(zipOf(row.from), zipOf(row.to));
    if (typeof zones === 'string') throw new Error(`${row.from}->${row.to}: ${zones}`);
    return { ...row, computed: Number(zones.zones[0]!.zone), miles: zones.miles };
  });
  const disagreements = results.filter((r) => r.computed !== r.usps);
  return { results, disagreements };
}

const report = (name: string, { results, disagreements }: ReturnType<typeof compare>) =>
  // Printed so the disagreement rate is visible in the test output (reported in docs/decisions.md).
  console.info(
    `${name}: ${results.length - disagreements.length}/${results.length} agree; differ: ` +
      disagreements
        .map((d) => `${d.from}->${d.to} chart ${d.usps} ours ${d.computed} (${d.miles} mi)`)
        .join('; '),
  );

describe('USPS zones against published zone chart output', () => {
  const published = compare(USPS_PUBLISHED_ZONES);

  it('agrees on at least 80% of the pairs, and never by more than one zone', () => {
    report('USPS published', published);
    expect(published.disagreements.length / published.results.length).toBeLessThanOrEqual(0.2);
    for (const d of published.disagreements)
      expect(Math.abs(d.computed - d.usps), `${d.from}->${d.to}`).toBe(1);
  });

  it('agrees on the long hauls and the local areas that are far from any band line', () => {
    const clear = published.results.filter(
      (r) => ['581', '92653', '962', '043', '009'].includes(r.to) && r.from !== '007',
    );
    for (const r of clear) expect(r.computed, `${r.from}->${r.to}`).toBe(r.usps);
  });
});

describe('USPS zones against the recalled zone chart fixture', () => {
  const recalled = compare(USPS_ZONE_FIXTURE);

  it('agrees on at least 90% of the pairs', () => {
    report('USPS recalled', recalled);
    expect(recalled.disagreements.length / recalled.results.length).toBeLessThanOrEqual(0.1);
  });

  it('differs by one zone at most', () => {
    for (const d of recalled.disagreements)
      expect(Math.abs(d.computed - d.usps), `${d.from}->${d.to}`).toBe(1);
  });
});

const zonesOf = (from: string, to: string) => {
  const r = carrierZones(from, to);
  if (typeof r === 'string') throw new Error(r);
  return Object.fromEntries(r.zones.map((z) => [z.carrier, z.zone]));
};

describe('carrierZones', () => {
  it('gives UPS and FedEx ground the USPS band from zone 2 up within the mainland', () => {
    expect(zonesOf('10001', '90001')).toEqual({ USPS: '8', UPS: '8', FEDEX: '8' });
    expect(zonesOf('10001', '60601')).toEqual({ USPS: '5', UPS: '5', FEDEX: '5' });
    expect(zonesOf('10001', '10002')).toEqual({ USPS: '1', UPS: '2', FEDEX: '2' });
  });

  it('gives Alaska, Hawaii and Puerto Rico their special ground zones from the mainland, both ways', () => {
    expect(zonesOf('90001', '99501')).toEqual({ USPS: '8', UPS: 'AK', FEDEX: 'AK' });
    expect(zonesOf('96813', '90001')).toEqual({ USPS: '8', UPS: 'HI', FEDEX: 'HI' });
    expect(zonesOf('10001', '00901')).toMatchObject({ UPS: 'PR', FEDEX: 'PR' });
    expect(zonesOf('99501', '96813')).toMatchObject({ UPS: 'HI' });
  });

  it('uses distance within Alaska or Hawaii', () => {
    // Anchorage -> Fairbanks is about 260 miles.
    expect(zonesOf('99501', '99701')).toEqual({ USPS: '3', UPS: '3', FEDEX: '3' });
    const islands = zonesOf('96813', '96720');
    expect(islands.UPS).toBe(String(Math.max(2, Number(islands.USPS))));
    expect(islands.FEDEX).toBe(islands.UPS);
  });

  it('prices the freely associated states as USPS zone 9, not served by ground', () => {
    expect(zonesOf('90001', '96941')).toEqual({ USPS: '9', UPS: null, FEDEX: null });
    expect(zonesOf('96960', '10001')).toMatchObject({ USPS: '9' });
    expect(zonesOf('90001', '96910')).toEqual({ USPS: '8', UPS: null, FEDEX: null });
  });

  it('zones Puerto Rico and the Virgin Islands to each other as one local area', () => {
    expect(zonesOf('00901', '00802')).toMatchObject({ USPS: '1', UPS: null });
    expect(zonesOf('00901', '00725').USPS).toBe('1');
  });

  it('zones military ZIPs to their gateway', () => {
    // AE mail leaves through New York: from Newark that is local, not an ocean away.
    expect(zonesOf('07102', '09001').USPS).toBe('1');
    expect(zonesOf('94105', '96201').USPS).toBe('1');
    expect(zonesOf('94105', '09001').USPS).toBe('8');
    expect(zonesOf('94105', '09001').UPS).toBeNull();
  });

  it('names the side that is unknown', () => {
    expect(carrierZones('00000', '10001')).toBe('unknown_from');
    expect(carrierZones('10001', '00000')).toBe('unknown_to');
  });
});
