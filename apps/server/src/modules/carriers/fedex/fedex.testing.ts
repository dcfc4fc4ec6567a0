import { readFileSync } from 'node:fs';

/** The published FedEx samples of fixtures/ (see fixtures/SOURCES.md). */
export const fixture = <T = Record<string, unknown>>(name: string): T =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as T;

// The shipments and parcels the tests build requests from are the UPS tests' (carrier-neutral).
export { parcel, recipient, sender, shipmentOf, torontoRecipient } from '../ups/ups.testing.ts';
