import {
  addressBookEntrySchema,
  addressBookInputSchema,
  addressBookListQuerySchema,
  pageQuerySchema,
  pageSchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, SIGNED_IN } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import {
  createAddressBookEntry,
  deleteAddressBookEntry,
  getAddressBookEntry,
  listAddressBook,
  updateAddressBookEntry,
} from './address-book.usecases.ts';

const tags = ['address book'];
const idParams = z.object({ id: z.uuid() });
const BASE = '/app/user/address-book';

/** Any signed-in user keeps an address book; every query is scoped to the caller's own entries. */
export const addressBookRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    `${BASE}/list`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The caller's address book: keyword search, paged, the default sender first",
        querystring: pageQuerySchema.extend(addressBookListQuerySchema.shape),
        response: okSchema(pageSchema(addressBookEntrySchema)),
      },
    },
    async (request) =>
      ok(
        request,
        await listAddressBook({ db: deps.db, userId: authOf(request).user.id, query: request.query }),
      ),
  );

  app.get(
    `${BASE}/:id`,
    {
      config: { access: SIGNED_IN },
      schema: { tags, summary: 'One entry', params: idParams, response: okSchema(addressBookEntrySchema) },
    },
    async (request) =>
      ok(
        request,
        await getAddressBookEntry({ db: deps.db, userId: authOf(request).user.id, id: request.params.id }),
      ),
  );

  app.post(
    `${BASE}/create`,
    {
      config: { access: SIGNED_IN, idempotent: true },
      schema: {
        tags,
        summary: 'Save an address (the validated flag is decided by the server)',
        body: addressBookInputSchema,
        response: okSchema(addressBookEntrySchema),
      },
    },
    async (request) =>
      ok(
        request,
        await createAddressBookEntry({ ...deps, userId: authOf(request).user.id, input: request.body }),
      ),
  );

  app.post(
    `${BASE}/update/:id`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Replace an entry; changing the address re-decides the validated flag',
        params: idParams,
        body: addressBookInputSchema,
        response: okSchema(addressBookEntrySchema),
      },
    },
    async (request) =>
      ok(
        request,
        await updateAddressBookEntry({
          ...deps,
          userId: authOf(request).user.id,
          id: request.params.id,
          input: request.body,
        }),
      ),
  );

  app.post(
    `${BASE}/delete/:id`,
    {
      config: { access: SIGNED_IN },
      schema: { tags, summary: 'Delete an entry', params: idParams, response: okSchema(z.null()) },
    },
    async (request) => {
      await deleteAddressBookEntry({ db: deps.db, userId: authOf(request).user.id, id: request.params.id });
      return ok(request, null);
    },
  );
};
