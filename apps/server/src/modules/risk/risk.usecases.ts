import {
  BACK_OFFICE_KINDS,
  declaredTotalMinor,
  type Locale,
  type Page,
  type RiskExemption,
  type RiskExemptionQuery,
  type RiskHoldReason,
  type UserKind,
} from '@shiplabel/shared';
import { businessDay } from '../../lib/business-time.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { t } from '../../lib/i18n/index.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import { exemptionNotFound, riskUserNotCustomer, riskUserNotFound } from './risk.errors.ts';
import {
  deleteExemption,
  type ExemptionListRow,
  exemptionsByIds,
  holdsOf,
  insertExemptions,
  listExemptions,
  riskFactsOf,
  saveHold,
  usersByIds,
} from './risk.repository.ts';
import { evaluateRisk } from './risk-rules.ts';

function toExemption(row: ExemptionListRow): RiskExemption {
  return {
    id: row.id!,
    userId: row.userId!,
    email: row.email ?? '',
    nickName: row.nickName ?? '',
    realName: row.realName ?? '',
    kind: row.kind ?? '',
    note: row.note ?? '',
    addedBy: row.adderId
      ? { id: row.adderId, email: row.adderEmail ?? '', nickName: row.adderNickName ?? '' }
      : null,
    createdAt: (row.createdAt as Date).toISOString(),
  };
}

/** The avoid-high-risk list, newest first. */
export async function exemptionsPage(
  deps: AppDeps & { query: RiskExemptionQuery },
): Promise<Page<RiskExemption>> {
  const { rows, total } = await listExemptions(deps.db, deps.query.keyword || undefined, {
    limit: deps.query.pageSize,
    offset: pageOffset(deps.query),
  });
  return toPage(rows.map(toExemption), total, deps.query);
}

/**
 * Puts customers on the list (their orders skip every risk rule from now on). Unknown ids are 404 and
 * back-office people 422, before anything is written; users listed already are answered as such.
 */
export async function addExemptions(deps: AppDeps & { actorId: string; userIds: string[]; note: string }) {
  const wanted = [...new Set(deps.userIds.map((id) => id.toLowerCase()))];
  const found = await usersByIds(deps.db, wanted);
  if (found.length !== wanted.length) throw riskUserNotFound();
  if (found.some((u) => BACK_OFFICE_KINDS.includes(u.kind as UserKind))) throw riskUserNotCustomer();
  const now = deps.clock();
  const inserted = await insertExemptions(
    deps.db,
    wanted.map((userId) => ({ userId, addedBy: deps.actorId, note: deps.note, createdAt: now })),
  );
  const added = await exemptionsByIds(
    deps.db,
    inserted.map((r) => r.id),
  );
  const insertedUsers = new Set(inserted.map((r) => r.userId));
  return {
    added: added.map(toExemption),
    alreadyListed: wanted.filter((id) => !insertedUsers.has(id)),
  };
}

/** Takes an entry off the list: the customer's next placements meet the rules again. */
export async function removeExemption(deps: AppDeps & { id: string }) {
  if (!(await deleteExemption(deps.db, deps.id))) throw exemptionNotFound();
}

/**
 * Called by placement once the money is held: whether a risk rule sends this order to order review
 * instead of the carrier. When one does, the reasons are kept for the reviewer. Costs one query.
 */
export async function holdsForRisk(deps: AppDeps, order: OrderRow): Promise<boolean> {
  const rules = deps.config.riskRules;
  if (!rules.enabled) return false;
  const now = deps.clock();
  const facts = await riskFactsOf(deps.db, {
    userId: order.userId,
    orderId: order.id,
    day: businessDay(now, deps.config.businessTz),
    timeZone: deps.config.businessTz,
    windowDays: rules.volumeWindowDays,
    newAccountOrders: rules.newAccountOrders,
    youngSince: new Date(now.getTime() - rules.newAccountDays * 86_400_000),
  });
  if (!facts) return false;
  const reasons = evaluateRisk(
    {
      exempt: facts.exempt,
      accountAgeMs: now.getTime() - facts.userCreatedAt.getTime(),
      priorPlacedOrders: facts.priorPlaced,
      declaredMinor: declaredTotalMinor(order.parcels),
      todayPlaced: facts.todayPlaced,
      windowPlaced: facts.windowPlaced,
    },
    rules,
  );
  if (reasons.length === 0) return false;
  await saveHold(deps.db, { orderId: order.id, userId: order.userId, reasons, createdAt: now });
  return true;
}

/** Why the rules held these orders, in the reader's language (orders they did not hold are left out). */
export async function holdReasons(
  deps: AppDeps & { orderIds: string[]; locale: Locale },
): Promise<RiskHoldReason[]> {
  const holds = await holdsOf(deps.db, [...new Set(deps.orderIds.map((id) => id.toLowerCase()))]);
  return holds.map((hold) => ({
    orderId: hold.orderId,
    reasons: hold.reasons.map((r) => ({
      rule: r.rule,
      text: t(deps.locale, `risk.rule.${r.rule}`, r.params),
    })),
  }));
}
