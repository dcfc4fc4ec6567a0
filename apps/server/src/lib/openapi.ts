import fastifySwagger from '@fastify/swagger';
import scalarReference from '@scalar/fastify-api-reference';
import { STORAGE_KEYS } from '@shiplabel/shared';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { webhookOpenApi } from '../modules/webhooks/webhooks.openapi.ts';

/** What the public API says of a route: the API key scope it needs (null: sessions only). */
export type ApiKeyScopeOf = (routeUrl: string) => string | null;

/**
 * OpenAPI generated from the routes' zod schemas; non-public routes are marked as needing the bearer
 * token, and the public API's routes (issue 16) also accept a customer API key, named with its scope.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  apiKeyScopeOf: ApiKeyScopeOf = () => null,
): Promise<void> {
  // Issue 16: the events we send, with their bodies (x-webhooks: OpenAPI 3.0 has no `webhooks`).
  const outgoing = webhookOpenApi();
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'ShipLabel API',
        version: '0.1.0',
        description:
          'Envelope `{ code, message, data }`; errors carry `errorCode`. Messages follow `Accept-Language` (en-US, zh-CN). Sign in: `GET /admin/publicKey`, then `POST /admin/login` with `encryptData` (see docs/api.md).',
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A session token, or a customer API key (sl_test_… / sl_live_…) on the public API routes',
          },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'A customer API key' },
        },
        schemas: outgoing.schemas,
      },
      // An extension field the document type does not name; @fastify/swagger copies `x-` keys as they are.
      ...({ 'x-webhooks': outgoing.webhooks } as object),
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      if (input.route.config?.access === 'public') return out;
      const scope = apiKeyScopeOf(input.url);
      if (scope === null) return { ...out, schema: { ...out.schema, security: [{ bearerAuth: [] }] } };
      const schema = out.schema as { description?: string };
      const note = `API keys: scope \`${scope}\`.`;
      return {
        ...out,
        schema: {
          ...out.schema,
          security: [{ bearerAuth: [] }, { apiKey: [] }],
          description: schema.description ? `${schema.description}\n\n${note}` : note,
        },
      };
    },
    // Emits schemas registered with an id (e.g. the recursive MenuNode) under components.schemas.
    transformObject: jsonSchemaTransformObject,
  });
}

const LOCALE_KEY = JSON.stringify(STORAGE_KEYS.locale);

/**
 * Browser code of the reference page, written as source text: Scalar copies function-valued settings
 * into its inline script with `toString()`, so they must be plain browser JavaScript (not what the
 * server's TypeScript loader would make of a function written here).
 *
 * The document is fetched in the web app's chosen language, the one /wordView uses (stored under the
 * layout settings' locale key, same origin), not the browser's Accept-Language; API calls from the
 * page's client go out unchanged.
 */
const fetchInAppLanguage = new Function(
  'input',
  'init',
  `var url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  var lang = null;
  try { lang = localStorage.getItem(${LOCALE_KEY}); } catch (e) {}
  if (lang && new URL(url, location.href).pathname === '/openapi.json') {
    var headers = new Headers(init && init.headers);
    headers.set('accept-language', lang);
    init = Object.assign({}, init, { headers: headers });
  }
  return fetch(input, init);`,
);

/** A language switch in the app (another tab: a storage event) reloads the reference in that language. */
const followLanguageSwitch = new Function(
  `if (window.__followsAppLanguage) return;
  window.__followsAppLanguage = true;
  window.addEventListener('storage', function (event) {
    if (event.key === ${LOCALE_KEY}) location.reload();
  });`,
);

/** The rendered reference page at /api-docs (its JavaScript is bundled in the package: works offline). */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  await app.register(scalarReference, {
    routePrefix: '/api-docs',
    // The product runs offline: no web fonts, AI agent, MCP or telemetry from Scalar's hosted services.
    configuration: {
      url: '/openapi.json',
      customFetch: fetchInAppLanguage as typeof fetch,
      onLoaded: followLanguageSwitch as () => void,
      title: 'ShipLabel API',
      withDefaultFonts: false,
      telemetry: false,
      showDeveloperTools: 'never',
      agent: { disabled: true },
      mcp: { disabled: true },
    },
    logLevel: 'warn',
  });
}
