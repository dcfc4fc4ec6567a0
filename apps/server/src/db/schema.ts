// Every feature's tables, for drizzle-kit (migrations) and the test reset.
// issue 16: customer API keys and their rate-limit buckets

export * from '../modules/address-book/address-book.table.ts';
export * from '../modules/api-keys/api-keys.table.ts';
// issue 6: the durable job queue, manifests, the carrier API log
export * from '../modules/api-log/api-log.table.ts';
export * from '../modules/audit/audit.table.ts';
export * from '../modules/auth/auth.table.ts';
// Orders (issue 5): orders, timeline, tracking events, supplementary bills, package templates.
export * from '../modules/carriers/carrier-memory.table.ts';
// issue 15: real carriers' OAuth tokens, shared by every instance
export * from '../modules/carriers/carrier-tokens.table.ts';
// Rates (issue 3): channels, services, allotments, rate cards, zone charts, estimation and price rules.
export * from '../modules/channels/channels.table.ts';
// issue 14: system configuration, its change history and the insurance table versions
export * from '../modules/config/config.table.ts';
// issue 14: messages sent with the public contact form
export * from '../modules/contact/contact.table.ts';
// issue 13: exchange rates of the customers' USD <-> CNY exchange
export * from '../modules/exchange/exchange.table.ts';
export * from '../modules/files/blobs.table.ts';
export * from '../modules/geo/usps-zone-chart.table.ts';
export * from '../modules/geo/zone-queries.table.ts';
// issue 12: requests sent with an Idempotency-Key
export * from '../modules/idempotency/idempotency.table.ts';
// issue 6: spreadsheet imports of orders
export * from '../modules/imports/imports.table.ts';
export * from '../modules/jobs/jobs.table.ts';
export * from '../modules/ledger/ledger.table.ts';
// issue 12: payee details of the offline payment methods (Add funds)
export * from '../modules/ledger/payees.table.ts';
// issue 16: the LingXing ERP connection (/settings/lxorder) and the orders pulled from it
export * from '../modules/lingxing/lingxing.table.ts';
// issue 13: outgoing e-mail (the outbox the sender job works through)
export * from '../modules/mail/mail.table.ts';
export * from '../modules/manifests/manifests.table.ts';
// issue 14: system messages and their recipients' read state (the message centre)
export * from '../modules/messages/messages.table.ts';
export * from '../modules/orders/orders.table.ts';
export * from '../modules/pricing/pricing.table.ts';
// issue 13: proxy users' markups for their sub-accounts and the commissions paid to them
export * from '../modules/proxy/proxy.table.ts';
export * from '../modules/rbac/rbac.table.ts';
// issue 13: sign-up e-mail codes and what a self-registered customer gave
export * from '../modules/registration/registration.table.ts';
// issue 13: the avoid-high-risk list and why risk rules held orders for review
export * from '../modules/risk/risk.table.ts';
// issue 16: shipping rules
export * from '../modules/shipping-rules/shipping-rules.table.ts';
// issue 16: online-store connections, connect flows in progress and the store orders imported as drafts
export * from '../modules/stores/stores.table.ts';
export * from '../modules/templates/templates.table.ts';
// issue 14: work orders (support tickets), their threads and attachments
export * from '../modules/tickets/tickets.table.ts';
export * from '../modules/users/users.table.ts';
// issue 13: the warehouse of an overseas-warehouse user
export * from '../modules/users/warehouse-users.table.ts';
// issue 16: outgoing webhooks: customers' endpoints and each event's deliveries
export * from '../modules/webhooks/webhooks.table.ts';
