import { describe, expect, it } from 'vitest';
import { CarrierError } from '../carrier-adapter.ts';
import { fixtureJson, parcel, shipment, TO_BR } from './testing/usps-samples.ts';
import { buildRateQuery, extraServicesOf, parseRateAnswer } from './usps.rates.ts';
import { uspsService } from './usps.services.ts';

const ground = uspsService('ground_advantage')!;
const express = uspsService('priority_express')!;
const intlPriority = uspsService('intl_priority')!;

describe('USPS rate queries (TotalRatesQuery)', () => {
  it('prices one domestic parcel of a mail class with tracking and the signature asked for', () => {
    const query = buildRateQuery(ground, shipment({ signature: 'adult' }), parcel(4.1, [12, 8, 6]), {
      accountType: 'EPS',
      accountNumber: '1000115566',
    });
    expect(query).toEqual({
      originZIPCode: '29440',
      destinationZIPCode: '73108',
      weight: 4.1,
      length: 12,
      width: 8,
      height: 6,
      mailClasses: ['USPS_GROUND_ADVANTAGE'],
      priceType: 'COMMERCIAL',
      mailingDate: '2024-07-28',
      accountType: 'EPS',
      accountNumber: '1000115566',
      extraServices: [920, 922],
    });
  });

  it('uses the Priority Mail Express codes USPS names for it', () => {
    expect(extraServicesOf(express.mailClass, 'none')).toEqual([986]);
    expect(extraServicesOf(express.mailClass, 'standard')).toEqual([986, 981]);
    expect(extraServicesOf(ground.mailClass, 'standard')).toEqual([920, 921]);
  });

  it('prices international parcels by country and foreign postal code, without contract fields when unset', () => {
    const query = buildRateQuery(intlPriority, shipment({ to: TO_BR }), parcel(1.2, [10, 8, 4]), {});
    expect(query).toMatchObject({
      originZIPCode: '29440',
      destinationCountryCode: 'BR',
      foreignPostalCode: '29440',
      mailClass: 'PRIORITY_MAIL_INTERNATIONAL',
      weight: 1.2,
    });
    expect(query).not.toHaveProperty('accountNumber');
    expect(query).not.toHaveProperty('destinationZIPCode');
  });
});

describe('USPS rate answers', () => {
  it('reads the published domestic total-rates example (total price with extra services)', () => {
    const connect = { ...ground, mailClass: 'USPS_CONNECT_LOCAL' };
    expect(parseRateAnswer(fixtureJson('total-rates-domestic.json'), connect, parcel(8))).toEqual({
      minor: 917n,
      rateIndicator: 'LC',
      processingCategory: 'NONSTANDARD',
    });
  });

  it('picks the single-piece machinable option out of the international example, not a flat-rate box', () => {
    const chosen = parseRateAnswer(fixtureJson('total-rates-international.json'), intlPriority, parcel(1.2));
    // Options: large box 73.24, medium box 58.06, padded envelope 29.66, SP FLATS 44.18, SP MACHINABLE 44.18.
    expect(chosen).toEqual({ minor: 4418n, rateIndicator: 'SP', processingCategory: 'MACHINABLE' });
  });

  it('takes the cheapest single-piece option when none is in the parcel category, and the base price without extras', () => {
    const answer = {
      rateOptions: [
        {
          totalBasePrice: 12.5,
          rates: [
            { mailClass: 'USPS_GROUND_ADVANTAGE', rateIndicator: 'SP', processingCategory: 'NONSTANDARD' },
          ],
        },
        {
          totalBasePrice: 10.1,
          rates: [
            { mailClass: 'USPS_GROUND_ADVANTAGE', rateIndicator: 'SP', processingCategory: 'NONSTANDARD' },
          ],
        },
        {
          totalBasePrice: 3.2,
          rates: [
            { mailClass: 'USPS_GROUND_ADVANTAGE', rateIndicator: 'CP', processingCategory: 'MACHINABLE' },
          ],
        },
      ],
    };
    expect(parseRateAnswer(answer, ground, parcel(2))?.minor).toBe(1010n);
  });

  it('ignores options of another mail class; none left is no rate; a malformed answer is bad_response', () => {
    const other = {
      rateOptions: [{ totalPrice: 1, rates: [{ mailClass: 'MEDIA_MAIL', rateIndicator: 'SP' }] }],
    };
    expect(parseRateAnswer(other, ground, parcel(2))).toBeNull();
    expect(parseRateAnswer({ rateOptions: [] }, ground, parcel(2))).toBeNull();
    expect(() => parseRateAnswer({ nope: 1 }, ground, parcel(2))).toThrow(CarrierError);
    expect(() => parseRateAnswer(null, ground, parcel(2))).toThrow(CarrierError);
  });
});
