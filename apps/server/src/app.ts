import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { PUBLIC } from './lib/access.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import type { AppDeps } from './lib/deps.ts';
import { errorHandler } from './lib/error-handler.ts';
import { loggerOptions, requestIdFor } from './lib/logging.ts';
import { localizedOpenApi } from './lib/openapi.tags.ts';
import { registerApiReference, registerOpenApi } from './lib/openapi.ts';
import { requestLocale } from './lib/request-locale.ts';
import { checkResponseContract, responseSerializerCompiler } from './lib/response-serializer.ts';
import { recordRoutes } from './lib/route-table.ts';
import { installSecurityHeaders } from './lib/security-headers.ts';
import { registerMultipart } from './lib/uploads/register.ts';
import { rejectBadText } from './lib/validation.ts';
import { registerWebApp } from './lib/web-static.ts';
import { addressRoutes } from './modules/address/address.routes.ts';
import { addressBookRoutes } from './modules/address-book/address-book.routes.ts';
import { apiRouteOf } from './modules/api-keys/api-key-scopes.ts';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.ts';
import { apiLogRoutes } from './modules/api-log/api-log.routes.ts';
import { installAuditHook } from './modules/audit/audit.hook.ts';
import { userLogsRoutes } from './modules/audit/user-logs.routes.ts';
import { installAccessGuard } from './modules/auth/auth.guard.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { switchRoleRoutes } from './modules/auth/switch-role.routes.ts';
import { bulkDocumentsRoutes } from './modules/bulk-documents/bulk-documents.routes.ts';
import { easypostWebhookRoutes } from './modules/carriers/easypost/easypost.webhook.routes.ts';
import { shippoWebhookRoutes } from './modules/carriers/shippo/shippo.webhook.routes.ts';
import { channelsRoutes } from './modules/channels/channels.routes.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { exchangeRoutes } from './modules/exchange/exchange.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { uspsZoneChartRoutes } from './modules/geo/usps-zone-chart.routes.ts';
import { zoneRoutes } from './modules/geo/zone.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { installIdempotency } from './modules/idempotency/idempotency.hook.ts';
import { impersonationRoutes } from './modules/impersonation/impersonation.routes.ts';
import { importsRoutes } from './modules/imports/imports.routes.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { labelToolRoutes } from './modules/label-tool/label-tool.routes.ts';
import { ledgerRoutes } from './modules/ledger/ledger.routes.ts';
import { payeeRoutes } from './modules/ledger/payees.routes.ts';
import { rechargeRoutes } from './modules/ledger/recharge.routes.ts';
import { lingxingRoutes } from './modules/lingxing/lingxing.routes.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { messagesAdminRoutes } from './modules/messages/messages.admin.routes.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { batchRoutes } from './modules/orders/batch.routes.ts';
import { batchProcessRoutes } from './modules/orders/batch-process.routes.ts';
import { ordersAdminRoutes } from './modules/orders/orders.admin.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { placementRoutes } from './modules/orders/placement.routes.ts';
import { pricingRoutes } from './modules/pricing/pricing.routes.ts';
import { proxyRoutes } from './modules/proxy/proxy.routes.ts';
import { resourcesRoutes } from './modules/rbac/resources.routes.ts';
import { rolesRoutes } from './modules/rbac/roles.routes.ts';
import { userRolesRoutes } from './modules/rbac/user-roles.routes.ts';
import { registrationRoutes } from './modules/registration/registration.routes.ts';
import { riskRoutes } from './modules/risk/risk.routes.ts';
import { seoPageRenderer } from './modules/seo/seo.renderer.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { shippingRulesRoutes } from './modules/shipping-rules/shipping-rules.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { statisticsRoutes } from './modules/statistics/statistics.routes.ts';
import { shopifyRoutes } from './modules/stores/shopify/shopify.routes.ts';
import { storesRoutes } from './modules/stores/stores.routes.ts';
import { woocommerceRoutes } from './modules/stores/woocommerce/woocommerce.routes.ts';
import { templatesRoutes } from './modules/templates/templates.routes.ts';
import { ticketsAdminRoutes } from './modules/tickets/tickets.admin.routes.ts';
import { ticketsRoutes } from './modules/tickets/tickets.routes.ts';
import { trackingRoutes } from './modules/tracking/tracking.routes.ts';
import { adminUsersRoutes } from './modules/users/admin-users.routes.ts';
import { sellersRoutes } from './modules/users/sellers.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { warehouseUsersRoutes } from './modules/users/warehouse-users.routes.ts';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.ts';

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** Fastify logger options; `false` silences (tests). Defaults to pino at LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
  clock?: Clock;
}

/** Every feature's routes: each declares its access (the guard refuses to register one that does not). */
const API_MODULES = [
  healthRoutes,
  authRoutes,
  usersRoutes,
  // issue 13: sign-up with an e-mail code, and the outbox of outgoing e-mail
  registrationRoutes,
  mailRoutes,
  // issue 13: user management, sellers, overseas-warehouse users
  adminUsersRoutes,
  sellersRoutes,
  warehouseUsersRoutes,
  rolesRoutes,
  userRolesRoutes,
  resourcesRoutes,
  // issue 3: addresses and zones
  addressRoutes,
  addressBookRoutes,
  zoneRoutes,
  uspsZoneChartRoutes,
  // issue 4: money
  filesRoutes,
  ledgerRoutes,
  rechargeRoutes,
  // issue 12: payee details of the payment methods (Add funds)
  payeeRoutes,
  // issue 3: carriers, channels, allotments, estimation and price rules, rate estimates
  channelsRoutes,
  pricingRoutes,
  // issue 13: proxy users (resellers), their sub-accounts, markups and commission
  proxyRoutes,
  // issue 5: orders, labels, tracking, package templates
  ordersRoutes,
  ordersAdminRoutes,
  placementRoutes,
  documentsRoutes,
  trackingRoutes,
  templatesRoutes,
  // issue 16: customer API keys (the public API's second way to authenticate)
  apiKeysRoutes,
  // issue 16: outgoing signed webhooks
  webhooksRoutes,
  // issue 16: online stores (list, sync, disconnect) and Shopify's OAuth connect flow
  storesRoutes,
  shopifyRoutes,
  // issue 16: WooCommerce's wc-auth key exchange (start, the keys' callback, the browser's return)
  woocommerceRoutes,
  // issue 16: shipping rules (service, template, insurance by destination, weight, value, SKU)
  shippingRulesRoutes,
  // issue 6: bulk work
  jobsRoutes,
  importsRoutes,
  batchRoutes,
  bulkDocumentsRoutes,
  batchProcessRoutes,
  apiLogRoutes,
  // issue 13: employees, impersonation, switch roles
  staffRoutes,
  impersonationRoutes,
  switchRoleRoutes,
  // issue 13: the avoid-high-risk list and the user logs
  riskRoutes,
  userLogsRoutes,
  // issue 13: currency exchange, statistics
  exchangeRoutes,
  statisticsRoutes,
  // issue 14: robots.txt and sitemap.xml
  seoRoutes,
  // issue 14: system configuration (business constants, insurance table versions, public contact details)
  configRoutes,
  // issue 14: work orders (support tickets), customer side and back office
  ticketsRoutes,
  ticketsAdminRoutes,
  // issue 14: the public contact form
  contactRoutes,
  // issue 14: system messages (back office) and each user's message centre
  messagesAdminRoutes,
  messagesRoutes,
  // issue 15: aggregators' signed tracking webhooks (public; verified by the carrier's signature)
  easypostWebhookRoutes,
  shippoWebhookRoutes,
  // issue 16: the label tool (crop, turn, scale, stamp and merge carrier labels into one 4x6 PDF)
  labelToolRoutes,
  // issue 16: the LingXing ERP connection (/settings/lxorder): pull orders into drafts, push labels back
  lingxingRoutes,
];

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const deps: AppDeps = { db: options.db, config, clock: options.clock ?? systemClock };
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    genReqId: requestIdFor,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkContract: checkResponseContract() }));
  app.setErrorHandler(errorHandler);
  app.decorateRequest('auth', null);
  app.decorateRequest('errorCode', null);
  app.decorateRequest('auditUserId', null);
  recordRoutes(app);

  // JSON only (anything else is 415). An empty JSON body counts as no body, as many clients send it so.
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });
  await registerMultipart(app);

  installSecurityHeaders(app);
  // NUL and unpaired surrogates in any string of params, query or body: 400 before any schema or query.
  app.addHook('preValidation', rejectBadText);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('access-control-expose-headers', 'token, x-request-id');
  });

  await registerOpenApi(app, (url) => apiRouteOf(url)?.scope ?? null);
  await app.register(async (api) => {
    installAccessGuard(api, deps);
    installAuditHook(api, deps);
    installIdempotency(api, deps);
    for (const routes of API_MODULES) await api.register(routes, { deps });
    // Sections (tags) in the reader's language (Accept-Language), as the rest of the API answers.
    const openApiIn = localizedOpenApi(app);
    api.get('/openapi.json', { config: { access: PUBLIC }, schema: { hide: true } }, async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .header('vary', 'Accept-Language')
        .send(openApiIn(requestLocale(request))),
    );
  });
  await registerApiReference(app);
  await registerWebApp(app, config.webDist, seoPageRenderer(app, deps));
  return app;
}
