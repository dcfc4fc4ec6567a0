import type { FakeRequest, FakeRoute } from '../http/testing/fake-carrier-server.ts';
import type { RecoveryChannel } from '../http/testing/recovery-harness.ts';
import { fixture } from './ups.testing.ts';

/**
 * The parts of a fake UPS every UPS test behind a local server needs (ups.recovery, lost-label.recovery,
 * orders/placement-crash.carrier tests), built from UPS's published samples in fixtures/.
 */
export const UPS_SHIP = '/api/shipments/v2409/ship';
export const UPS_VOID = /^\/api\/shipments\/v2409\/void\/cancel\//;
export const UPS_TRACK_REFERENCE = /^\/api\/track\/v1\/reference\/details\//;

/** The last path segment of a request (the shipment number of a void, the reference of a lookup). */
export const lastSegment = (req: FakeRequest) => decodeURIComponent(req.path.split('/').at(-1)!);

/** UPS's published single-package answer, in dollars (the platform bills USD), with its own number. */
export const upsShipAnswer = (id: string) =>
  JSON.parse(
    JSON.stringify(fixture('ship-response-single.json'))
      .replaceAll('"CAD"', '"USD"')
      .replaceAll('1ZXXXXXXXXXXXXXXXX', id),
  ) as object;

/** Every ReferenceNumber value of a ship request (package level in the US, shipment level abroad). */
export function upsReferencesOf(req: FakeRequest): string[] {
  type Refs = { Value: string }[] | undefined;
  const shipment = req.json<{
    ShipmentRequest: { Shipment: { ReferenceNumber?: Refs; Package: { ReferenceNumber?: Refs }[] } };
  }>().ShipmentRequest.Shipment;
  return [shipment.ReferenceNumber, ...shipment.Package.map((p) => p.ReferenceNumber)]
    .flatMap((refs) => refs ?? [])
    .map((r) => r.Value);
}

/** The OAuth token and a Ground (03) rate of `dollars`: what a purchase asks before it ships. */
export const upsTokenAndRateRoutes = (dollars: string): FakeRoute[] => [
  {
    method: 'POST',
    path: '/security/v1/oauth/token',
    reply: () => ({ body: fixture('token-response.json') }),
  },
  {
    method: 'POST',
    path: '/api/rating/v2409/Rate',
    reply: () => ({
      body: {
        RateResponse: {
          RatedShipment: {
            Service: { Code: '03' },
            TotalCharges: { CurrencyCode: 'USD', MonetaryValue: dollars },
          },
        },
      },
    }),
  },
];

/** The channel a UPS test creates against the fake at `baseUrl`, customers allotted Ground (03). */
export const upsChannel = (baseUrl: string, name = 'UPS (fake)'): RecoveryChannel => ({
  carrierCode: 'ups',
  name,
  baseUrl,
  settings: { accountNumber: 'A1B2C3' },
  credentials: { clientId: 'client-id', clientSecret: 'client-secret' },
  serviceCode: '03',
});
