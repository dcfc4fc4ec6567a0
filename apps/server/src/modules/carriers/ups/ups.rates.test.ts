import { describe, expect, it } from 'vitest';
import { CarrierError } from '../carrier-adapter.ts';
import { minorUnits, ourCode, upsFailure, upsWeight } from './ups.common.ts';
import { buildRateRequest, parseRateResponse, signatureOption } from './ups.rates.ts';
import { fixture, parcel, shipmentOf, torontoRecipient } from './ups.testing.ts';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof CarrierError) return error.code;
    throw error;
  }
  return 'no error';
};

describe('UPS rating request (vendors/Rating.yaml)', () => {
  it('rates one service for the account, with parties, packages and negotiated rates asked for', () => {
    const body = buildRateRequest({
      serviceCode: '03',
      parcels: [parcel(2.5, [10.2, 8, 4])],
      shipment: shipmentOf({ signature: 'adult' }),
      accountNumber: 'A1B2C3',
    });
    const shipment = body.RateRequest.Shipment;
    expect(body.RateRequest.Request.RequestOption).toBe('Rate');
    expect(shipment.Shipper.ShipperNumber).toBe('A1B2C3');
    expect(shipment.PaymentDetails.ShipmentCharge).toEqual([
      { Type: '01', BillShipper: { AccountNumber: 'A1B2C3' } },
    ]);
    expect(shipment.Service).toEqual({ Code: '03' });
    expect(shipment.ShipTo.Address).toEqual({
      AddressLine: ['12380 Morris Rd', 'Apt 4'],
      City: 'Alpharetta',
      StateProvinceCode: 'GA',
      PostalCode: '30005',
      CountryCode: 'US',
      ResidentialAddressIndicator: 'Y',
    });
    expect(shipment.Shipper.Address).not.toHaveProperty('ResidentialAddressIndicator');
    expect(shipment.Package).toEqual([
      {
        PackagingType: { Code: '02' },
        Dimensions: { UnitOfMeasurement: { Code: 'IN' }, Length: '11', Width: '8', Height: '4' },
        PackageWeight: { UnitOfMeasurement: { Code: 'LBS' }, Weight: '2.5' },
        // Within the US the signature option is per package: 3 = adult signature.
        PackageServiceOptions: { DeliveryConfirmation: { DCISType: '3' } },
      },
    ]);
    expect(shipment.ShipmentRatingOptions).toEqual({ NegotiatedRatesIndicator: 'Y' });
    expect(shipment).not.toHaveProperty('InvoiceLineTotal');
    expect(shipment).not.toHaveProperty('ShipmentServiceOptions');
  });

  it('international: the signature on the shipment and the declared total as InvoiceLineTotal', () => {
    const body = buildRateRequest({
      serviceCode: '11',
      parcels: [parcel(1), parcel(3)],
      shipment: shipmentOf({ to: torontoRecipient, signature: 'standard', declaredMinor: [5000n, 1250n] }),
      accountNumber: 'A1B2C3',
    });
    const shipment = body.RateRequest.Shipment;
    expect(shipment.NumOfPieces).toBe('2');
    expect(shipment.Package).toHaveLength(2);
    expect(shipment.Package[0]).not.toHaveProperty('PackageServiceOptions');
    expect(shipment.ShipmentServiceOptions).toEqual({ DeliveryConfirmation: { DCISType: '1' } });
    expect(shipment.InvoiceLineTotal).toEqual({ CurrencyCode: 'USD', MonetaryValue: '62.50' });
  });

  it('puts the signature where UPS wants it', () => {
    expect(signatureOption('none', 'US', 'US')).toBeNull();
    expect(signatureOption('standard', 'US', 'PR')).toEqual({ level: 'package', dcisType: '2' });
    expect(signatureOption('adult', 'US', 'CA')).toEqual({ level: 'shipment', dcisType: '2' });
  });

  it('writes weights with one decimal rounded up', () => {
    expect(upsWeight(2.51)).toBe('2.6');
    expect(upsWeight(0.01)).toBe('0.1');
    expect(upsWeight(70)).toBe('70.0');
  });
});

describe('UPS rating answer (karrio test_rate.py RateResponseJSON)', () => {
  const answer = fixture('rate-response-shop.json');

  it("takes the asked service's negotiated charge with taxes, in minor units", () => {
    expect(parseRateResponse(answer, '14', 'CAD')).toBe(34400n);
    expect(parseRateResponse(answer, '11', 'CAD')).toBe(13284n);
  });

  it('reads a Rate answer whose RatedShipment is one object, published charges when not negotiated', () => {
    const single = {
      RateResponse: {
        RatedShipment: {
          Service: { Code: '03' },
          TotalCharges: { CurrencyCode: 'USD', MonetaryValue: '12.3' },
        },
      },
    };
    expect(parseRateResponse(single, '03', 'USD')).toBe(1230n);
  });

  it('refuses a service UPS did not rate, another currency and an answer without rates', () => {
    expect(codeOf(() => parseRateResponse(answer, '03', 'CAD'))).toBe('carrier.service_unavailable');
    expect(codeOf(() => parseRateResponse(answer, '14', 'USD'))).toBe('carrier.bad_response');
    expect(codeOf(() => parseRateResponse({}, '14', 'USD'))).toBe('carrier.bad_response');
    expect(codeOf(() => parseRateResponse(null, '14', 'USD'))).toBe('carrier.bad_response');
  });

  it('turns decimal strings into minor units exactly', () => {
    expect(minorUnits('0.05')).toBe(5n);
    expect(minorUnits('155.42')).toBe(15542n);
    expect(minorUnits('7')).toBe(700n);
    // UPS amounts are read to the cent only: a third decimal is dropped, never rounded.
    expect(minorUnits('12.345')).toBe(1234n);
    expect(minorUnits('12.349')).toBe(1234n);
    expect(minorUnits(9.5)).toBe(950n);
    expect(codeOf(() => minorUnits('1e3'))).toBe('carrier.bad_response');
    expect(codeOf(() => minorUnits('-1.00'))).toBe('carrier.bad_response');
    expect(codeOf(() => minorUnits('12,00'))).toBe('carrier.bad_response');
  });
});

describe('UPS errors to our codes', () => {
  it('maps the published auth error and known rating codes', () => {
    const failure = upsFailure({ status: 401, text: JSON.stringify(fixture('error-auth.json')) });
    expect(failure.code).toBe('carrier.auth_failed');
    expect(failure.carrierCode).toBe('250003');
    expect(failure.carrierMessage).toBe('Invalid Access License number');
    expect(ourCode({ code: '111210', message: 'The requested service is unavailable' })).toBe(
      'carrier.service_unavailable',
    );
    expect(ourCode({ code: '120802', message: 'Address Validation Error on ShipTo address' })).toBe(
      'carrier.address_invalid',
    );
  });

  it('classifies unknown codes by their message, else rejected', () => {
    expect(ourCode({ code: '999001', message: 'Package weight exceeds the maximum for this service' })).toBe(
      'carrier.weight_over_limit',
    );
    expect(ourCode({ code: '999002', message: 'Package exceeds the maximum length plus girth' })).toBe(
      'carrier.dimensions_over_limit',
    );
    expect(ourCode({ code: '999003', message: 'Something else happened' })).toBe('carrier.rejected');
  });

  it('names transport-level failures by status when the body says nothing', () => {
    expect(upsFailure({ status: 503, text: '<html>down</html>' }).code).toBe('carrier.unreachable');
    expect(upsFailure({ status: 429, text: '' }).code).toBe('carrier.rate_limited');
    expect(upsFailure({ status: 400, text: 'nonsense' }).code).toBe('carrier.bad_response');
  });
});
