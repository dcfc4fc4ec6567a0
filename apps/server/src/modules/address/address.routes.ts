import {
  ADDRESS_BATCH_MAX,
  addressValidationSchema,
  type CityCandidate,
  cityCandidateSchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { lookupZip, zip5Of } from '../geo/zip-directory.ts';
import { zipInvalid, zipUnknown } from './address.errors.ts';
import { validateAddress } from './validate-address.ts';

const tags = ['addresses'];
/** Any JSON object: its fields are judged by the validation itself and reported as issues. */
const addressBody = z.looseObject({});

export const addressRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app) => {
  app.get(
    '/app/user/address/getCity',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'City and state of a ZIP code (ZIP+4 accepted), for auto-fill',
        querystring: z.object({ zipCode: z.string().max(20) }),
        response: okSchema(z.array(cityCandidateSchema)),
      },
    },
    async (request) => {
      const zip = zip5Of(request.query.zipCode);
      if (!zip) throw zipInvalid();
      const place = lookupZip(zip);
      if (!place) throw zipUnknown(zip);
      const candidates: CityCandidate[] = [{ zipCode: zip, city: place.city, stateCode: place.state }];
      return ok(request, candidates);
    },
  );

  app.post(
    '/app/user/address/validate',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Validate and standardise one address; returns issues and a suggestion to confirm',
        body: addressBody,
        response: okSchema(addressValidationSchema),
      },
    },
    async (request) => ok(request, validateAddress(request.body, requestLocale(request))),
  );

  app.post(
    '/app/user/address/validate/batch',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: `Validate up to ${ADDRESS_BATCH_MAX} addresses, each on its own, results in the same order`,
        body: z.object({ addresses: z.array(addressBody).min(1).max(ADDRESS_BATCH_MAX) }),
        response: okSchema(z.array(addressValidationSchema)),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return ok(
        request,
        request.body.addresses.map((address) => validateAddress(address, locale)),
      );
    },
  );
};
