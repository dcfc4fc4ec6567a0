import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The response serializer of every route: zod's (fastify-type-provider-zod: encode with the route's
 * response schema, then JSON.stringify), except for the envelopes made by `okFastSchema` (hot read routes:
 * the order list, the rate estimate). Those are written by fast-json-stringify from the schema's JSON
 * Schema: the same keys in the same order, undeclared keys left out as zod leaves them out, a missing
 * required key refused, at a fraction of the CPU (zod's encode and JSON.stringify of a page of 50 orders
 * were ~0.5 ms of the ~2.4 ms a list request costs the server). What fast-json-stringify does not do is
 * check every value against the schema, so with `checkContract` (the tests) each such response is also
 * encoded by zod, which must succeed and give the same JSON: the contract stays proven by the tests.
 */

const fastSchemas = new WeakSet<z.ZodType>();

/** Marks a response schema for fast-json-stringify (see above). */
export function markFastResponse<T extends z.ZodType>(schema: T): T {
  fastSchemas.add(schema);
  return schema;
}

type Route = Parameters<typeof serializerCompiler>[0];

export function responseSerializerCompiler(options: { checkContract: boolean }) {
  return (route: Route) => {
    const viaZod = serializerCompiler(route);
    const schema = route.schema as unknown;
    if (!(schema instanceof z.ZodType) || !fastSchemas.has(schema)) return viaZod;
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
    const fast = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    if (!options.checkContract) return (data: unknown) => fast(data);
    return (data: unknown) => {
      const expected = viaZod(data);
      const written = fast(data);
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(`${route.method} ${route.url}: fast-json-stringify and zod disagree on a response`);
      }
      return written;
    };
  };
}

/** Contract checks of the fast responses: in tests (vitest sets NODE_ENV=test) or when asked for. */
export const checkResponseContract = () =>
  process.env.NODE_ENV === 'test' || process.env.RESPONSE_CONTRACT_CHECKS === 'true';
