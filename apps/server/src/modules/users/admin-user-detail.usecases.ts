import { type AdminUserDetail, type Locale, orderListQuerySchema } from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
// The audit module has no use cases yet: its repository is the read path (append-only rows).
import { listAuditLogs } from '../audit/audit.repository.ts';
import type { AuthContext } from '../auth/sessions.usecases.ts';
import { allotmentsOf } from '../channels/channel-queries.ts';
import { balanceInfo } from '../ledger/funds.usecases.ts';
import { orderListPage } from '../orders/order-list.usecases.ts';
import { loadCatalog } from '../pricing/catalog.ts';
import { roleSummaries } from '../rbac/roles.usecases.ts';
import { signUpDetails } from '../registration/registration.usecases.ts';
import { customerCount, listedUser, roleIdsOf } from './admin-users.repository.ts';
import { sellerScopeOf, toAdminUser } from './admin-users.usecases.ts';
import { userNotFound } from './users.errors.ts';
import { warehouseOf } from './warehouse-users.usecases.ts';

export const RECENT_ORDERS = 10;
export const RECENT_AUDIT_ENTRIES = 20;

/** The price rule that prices this user: their own, else the default rule (null when neither exists). */
async function priceRuleOf(deps: AppDeps, userId: string) {
  const catalog = await loadCatalog(deps.db);
  const own = catalog.userPriceRule.get(userId) ?? null;
  const id = own ?? catalog.defaultPriceRuleId;
  if (!id) return null;
  return { id, name: catalog.priceRules.get(id)?.row.name ?? '', isDefault: own === null };
}

/**
 * GET /admin/{id}: profile, every wallet, allotted services, price rule, roles, recent orders and audit
 * entries. A seller asking for someone who is not their customer gets "user not found", like an unknown id.
 */
export async function userDetail(
  deps: AppDeps & { auth: AuthContext; id: string; locale: Locale },
): Promise<AdminUserDetail> {
  const row = await listedUser(deps.db, deps.id, sellerScopeOf(deps.auth));
  if (!row) throw userNotFound();
  const userId = row.user.id;
  const [wallets, allotment, priceRule, roleIds, orders, audit, warehouse, customers, registration] =
    await Promise.all([
      balanceInfo({ db: deps.db, userId }),
      allotmentsOf({ db: deps.db, userId, locale: deps.locale }),
      priceRuleOf(deps, userId),
      roleIdsOf(deps.db, userId),
      orderListPage({
        ...deps,
        ownerId: userId,
        query: { ...orderListQuerySchema.parse({}), pageNum: 1, pageSize: 50 },
      }),
      listAuditLogs(deps.db, { userId, limit: RECENT_AUDIT_ENTRIES }),
      warehouseOf(deps.db, userId),
      row.user.kind === 'seller' ? customerCount(deps.db, userId) : Promise.resolve(0),
      signUpDetails(deps, userId),
    ]);
  return {
    user: toAdminUser(row),
    wallets: wallets.wallets,
    channels: allotment.services.map((s) => ({
      id: s.id,
      code: s.code,
      name: s.name,
      channelName: s.channelName,
    })),
    priceRule,
    roles: (await roleSummaries({ db: deps.db, ids: roleIds })).map(({ id, name, description }) => ({
      id,
      name,
      description,
    })),
    recentOrders: orders.list.slice(0, RECENT_ORDERS).map((o) => ({
      id: o.id,
      orderNo: o.orderNo,
      status: o.status,
      serviceName: o.serviceName,
      rate: o.rate,
      currency: o.currency,
      createdAt: o.createdAt,
    })),
    auditEntries: audit.map((a) => ({
      at: a.at.toISOString(),
      method: a.method,
      route: a.route ?? a.url,
      statusCode: a.statusCode,
      errorCode: a.errorCode ?? '',
      impersonatorId: a.impersonatorId,
    })),
    warehouse,
    customerCount: customers,
    registration,
  };
}
