import { CUSTOMER_KINDS, type Page, type PageQuery, type SellerRow } from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { findLiveUser } from './admin-users.repository.ts';
import { assignSeller, listSellers, liveKinds } from './sellers.repository.ts';
import { notCustomer, sellerInvalid, userNotFound } from './users.errors.ts';

/** GET /admin/list/seller: sellers with their invitation codes and how many customers they own. */
export async function sellersPage(
  deps: AppDeps & { query: PageQuery & { keyword?: string | undefined } },
): Promise<Page<SellerRow>> {
  const { rows, total } = await listSellers(deps.db, deps.query.keyword || undefined, {
    limit: deps.query.pageSize,
    offset: pageOffset(deps.query),
  });
  const list = rows.map(({ user, customerCount }) => ({
    id: user.id,
    email: user.email,
    nickName: user.nickName,
    realName: user.realName,
    status: user.status,
    invitationCode: user.invitationCode,
    customerCount,
    registeredAt: user.createdAt.toISOString(),
  }));
  return toPage(list, total, deps.query);
}

/**
 * POST /admin/update/seller: gives customers to a seller (or to none). All or nothing: an unknown or
 * deleted id, or an account that is not a customer, refuses the whole request.
 */
export async function reassignCustomers(
  deps: AppDeps & { userIds: string[]; sellerId: string | null },
): Promise<{ updated: number }> {
  const ids = [...new Set(deps.userIds)];
  return deps.db.transaction(async (tx) => {
    if (deps.sellerId) {
      const seller = await findLiveUser(tx, deps.sellerId);
      if (seller?.kind !== 'seller') throw sellerInvalid();
    }
    const found = await liveKinds(tx, ids);
    if (found.length !== ids.length) throw userNotFound();
    if (found.some((u) => !(CUSTOMER_KINDS as readonly string[]).includes(u.kind))) throw notCustomer();
    await assignSeller(tx, ids, deps.sellerId, deps.clock());
    return { updated: ids.length };
  });
}
