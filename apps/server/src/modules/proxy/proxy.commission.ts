import { type Currency, operations } from '@shiplabel/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import { postTransaction } from '../ledger/ledger.post.ts';
import { loadCatalog } from '../pricing/catalog.ts';
import type { CatalogFreshness } from '../pricing/for-orders.ts';
import type { QuoteCommission } from '../pricing/proxy-pricing.ts';
import { proxyCommissions } from './proxy.table.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
interface OrderRef {
  id: string;
  orderNo: string;
  placementKey: string | null;
}

/** The ledger key of a placement's commission: one per placement, so a retried capture never pays twice. */
export const commissionKeyOf = (placementKey: string) => `proxy-commission:${placementKey}`;
const reversalKeyOf = (placementKey: string) => `proxy-commission-reversal:${placementKey}`;

/**
 * Placement of a sub-account's order (before its money is held): the prices it was quoted with and the
 * proxy's commission, pending until the label is bought. A zero commission (no markup) is not recorded.
 */
export async function recordCommission(
  db: Database,
  input: { order: OrderRef; placementKey: string; commission: QuoteCommission | undefined },
): Promise<void> {
  const c = input.commission;
  if (!c || c.commissionMinor <= 0n) return;
  await db
    .insert(proxyCommissions)
    .values({
      orderId: input.order.id,
      placementKey: input.placementKey,
      proxyId: c.proxyId,
      subAccountId: c.subAccountId,
      currency: c.currency,
      proxyPriceMinor: c.proxyPriceMinor,
      subPriceMinor: c.subPriceMinor,
      commissionMinor: c.commissionMinor,
    })
    .onConflictDoNothing({ target: proxyCommissions.placementKey });
}

/**
 * The label was bought (capture): the pending commission of this placement moves from postage revenue to
 * the proxy's wallet in ONE ledger transaction, which also marks it paid. Keyed by the placement key, so a
 * repeat (recovery, a retried approval) pays nothing more. Orders of customers who are no proxy's
 * sub-account stop at the rating catalogue (batch placement reads it from memory: no statement added);
 * a sub-account cannot be detached while an order of it is between placement and label.
 */
export async function payCommission(
  deps: Deps & CatalogFreshness,
  order: OrderRef & { userId: string },
): Promise<void> {
  if (!order.placementKey) return;
  const catalog = await loadCatalog(deps.db, deps.catalogMaxAgeMs);
  if (!catalog.proxyOf.has(order.userId)) return;
  const [row] = await deps.db
    .select()
    .from(proxyCommissions)
    .where(
      and(eq(proxyCommissions.placementKey, order.placementKey), eq(proxyCommissions.status, 'pending')),
    );
  if (!row) return;
  await postTransaction(
    deps.db,
    {
      userId: row.proxyId,
      type: 'proxyCommission',
      legs: operations.proxyCommission(row.currency as Currency, row.commissionMinor),
      idempotencyKey: commissionKeyOf(row.placementKey),
      reference: order.orderNo,
      orderNo: order.orderNo,
    },
    sql`update proxy_commissions c set status = 'paid', paid_at = now()
      from t where c.id = ${row.id}::uuid and c.status = 'pending' returning c.id`,
  );
}

/**
 * The sub-account's order was refunded (cancel approved): the paid commission goes back from the proxy's
 * wallet to postage revenue, once per placement. When the proxy's funds and credit do not cover it, the
 * commission is marked reversal_due (shown to administrators) and the refund of the sub-account still
 * stands: the sub-account is never held hostage by its proxy's balance.
 */
export async function reverseCommission(deps: Deps, order: OrderRef): Promise<void> {
  if (!order.placementKey) return;
  const [row] = await deps.db
    .select()
    .from(proxyCommissions)
    .where(eq(proxyCommissions.placementKey, order.placementKey));
  if (!row || (row.status !== 'paid' && row.status !== 'reversal_due')) return;
  try {
    await postTransaction(
      deps.db,
      {
        userId: row.proxyId,
        type: 'proxyCommissionReversal',
        legs: operations.proxyCommissionReversal(row.currency as Currency, row.commissionMinor),
        idempotencyKey: reversalKeyOf(row.placementKey),
        reference: order.orderNo,
        orderNo: order.orderNo,
      },
      sql`update proxy_commissions c set status = 'reversed', reversed_at = now()
        from t where c.id = ${row.id}::uuid and c.status in ('paid', 'reversal_due') returning c.id`,
    );
  } catch (error) {
    if (!(error instanceof AppError) || error.errorCode !== 'ledger.insufficient_funds') throw error;
    await deps.db
      .update(proxyCommissions)
      .set({ status: 'reversal_due' })
      .where(and(eq(proxyCommissions.id, row.id), eq(proxyCommissions.status, 'paid')));
  }
}
