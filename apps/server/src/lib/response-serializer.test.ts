import { envelopeSchema } from '@shiplabel/shared';
import Fastify from 'fastify';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { okFastSchema } from './envelope.ts';
import { responseSerializerCompiler } from './response-serializer.ts';

// The hot read routes are written by fast-json-stringify: the same JSON as zod's serializer, undeclared keys
// left out, and with contract checks (tests) a value outside the schema still refused.
const row = z.object({ id: z.string(), rate: z.string(), at: z.string().nullable(), n: z.number().int() });
const page = z.object({ list: z.array(row), total: z.number().int() });

async function appWith(checkContract: boolean, data: unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkContract }));
  const routes: FastifyPluginAsyncZod = async (r) => {
    r.get('/fast', { schema: { response: okFastSchema(page) } }, async () => data as never);
    r.get('/zod', { schema: { response: { 200: envelopeSchema(page) } } }, async () => data as never);
  };
  await app.register(routes);
  return app;
}

const good = {
  code: 200,
  message: 'OK "quoted" \u2028 中文',
  data: {
    list: [{ id: 'a', rate: '1.50', at: null, n: 3, secret: 'hash' }],
    total: 1,
    internal: true,
  },
};

describe('fast responses', () => {
  it('write what zod writes, without undeclared keys, checked or not', async () => {
    for (const checkContract of [true, false]) {
      const app = await appWith(checkContract, good);
      const fast = await app.inject({ method: 'GET', url: '/fast' });
      const viaZod = await app.inject({ method: 'GET', url: '/zod' });
      expect(fast.statusCode).toBe(200);
      expect(fast.json()).toEqual(viaZod.json());
      expect(fast.body).not.toContain('secret');
      expect(fast.body).not.toContain('internal');
      await app.close();
    }
  });

  it('with contract checks, a value outside the schema is refused as zod refuses it', async () => {
    const bad = { ...good, data: { ...good.data, list: [{ id: 'a', rate: 1.5, at: null, n: 3 }] } };
    const checked = await appWith(true, bad);
    expect((await checked.inject({ method: 'GET', url: '/fast' })).statusCode).toBe(500);
    expect((await checked.inject({ method: 'GET', url: '/zod' })).statusCode).toBe(500);
    await checked.close();
    // Without them (production) fast-json-stringify writes it as its schema type: the route does run on it.
    const unchecked = await appWith(false, bad);
    const written = await unchecked.inject({ method: 'GET', url: '/fast' });
    expect(written.statusCode).toBe(200);
    expect(written.json().data.list[0].rate).toBe('1.5');
    await unchecked.close();
    // A missing required key is refused even without the checks.
    const missing = await appWith(false, { ...good, data: { list: [] } });
    expect((await missing.inject({ method: 'GET', url: '/fast' })).statusCode).toBe(500);
    await missing.close();
  });
});
