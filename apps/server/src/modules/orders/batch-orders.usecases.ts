import {
  estimateRequestOf,
  type Locale,
  type OrderAddressCheck,
  type OrderEstimate,
} from '@shiplabel/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import { validateAddress } from '../address/validate-address.ts';
import { ratingSettings } from '../config/config.usecases.ts';
import { loadCatalog } from '../pricing/catalog.ts';
import { quoteAll } from '../pricing/rate-engine.ts';
import { refusalOf } from './batch.errors.ts';
import { orderNotFound } from './orders.errors.ts';
import { orders } from './orders.table.ts';

/**
 * Estimates and address checks of selected orders (issue 6): small enough to answer at once, each order on
 * its own. `ownerId` scopes a customer to their orders (another customer's id reads as not found, exactly
 * like an unknown one); null is the back office (any order, priced for its own customer).
 */
interface Scope extends AppDeps {
  ownerId: string | null;
  locale: Locale;
  orderIds: string[];
}

const ESTIMATE_CONCURRENCY = 10;

async function selectedOrders(deps: Scope) {
  const conditions: SQL[] = [inArray(orders.id, [...new Set(deps.orderIds)])];
  if (deps.ownerId) conditions.push(eq(orders.userId, deps.ownerId));
  const rows = await deps.db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      userId: orders.userId,
      fromAddress: orders.fromAddress,
      toAddress: orders.toAddress,
      parcels: orders.parcels,
      options: orders.options,
      insuranceTableId: sql<string | null>`${orders.baseInfo}->>'insuranceTableId'`,
    })
    .from(orders)
    .where(and(...conditions));
  return new Map(rows.map((row) => [row.id, row]));
}

type Selected = Awaited<ReturnType<typeof selectedOrders>> extends Map<string, infer R> ? R : never;

const notFound = (locale: Locale, orderId: string) => refusalOf(locale, orderId, null, orderNotFound());

/** Every service's quote for each order (cheapest first, and why the others are unavailable). */
export async function estimateOrders(deps: Scope): Promise<OrderEstimate[]> {
  const [found, catalog] = await Promise.all([selectedOrders(deps), loadCatalog(deps.db)]);
  const now = deps.clock();
  const one = async (orderId: string): Promise<OrderEstimate> => {
    const order = found.get(orderId);
    if (!order) return notFound(deps.locale, orderId);
    try {
      const result = await quoteAll({
        catalog,
        // An order priced before keeps the insurance table version of its quote.
        settings: await ratingSettings(deps, order.insuranceTableId ?? undefined),
        userId: order.userId,
        request: estimateRequestOf({
          from: order.fromAddress,
          to: order.toAddress,
          parcels: order.parcels,
          options: order.options,
        }),
        locale: deps.locale,
        now,
      });
      return { orderId, orderNo: order.orderNo, ok: true, result };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return refusalOf(deps.locale, orderId, order.orderNo, error);
    }
  };
  // A few orders at a time: carriers that quote over the network overlap without being flooded.
  const results: OrderEstimate[] = [];
  for (let start = 0; start < deps.orderIds.length; start += ESTIMATE_CONCURRENCY) {
    const chunk = deps.orderIds.slice(start, start + ESTIMATE_CONCURRENCY);
    results.push(...(await Promise.all(chunk.map(one))));
  }
  return results;
}

/** The address module's validation of each order's sender and recipient (a local directory: no I/O). */
export async function validateOrderAddresses(deps: Scope): Promise<OrderAddressCheck[]> {
  const found = await selectedOrders(deps);
  const check = (order: Selected): OrderAddressCheck => ({
    orderId: order.id,
    orderNo: order.orderNo,
    ok: true,
    result: {
      from: validateAddress(order.fromAddress, deps.locale),
      to: validateAddress(order.toAddress, deps.locale),
    },
  });
  return deps.orderIds.map((orderId) => {
    const order = found.get(orderId);
    return order ? check(order) : notFound(deps.locale, orderId);
  });
}
