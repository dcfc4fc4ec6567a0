import {
  type AdminUser,
  type adminRegisterSchema,
  type adminUpdateSchema,
  CUSTOMER_KINDS,
  formatMinor,
  type Page,
  parseMinor,
  type UserListQuery,
} from '@shiplabel/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { isUniqueViolation } from '../../lib/errors.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { revokeOtherSessions } from '../auth/auth.repository.ts';
import { hashPassword } from '../auth/password.ts';
import type { AuthContext } from '../auth/sessions.usecases.ts';
import { setUserRoles } from '../rbac/role-members.usecases.ts';
import {
  accountsWithMoney,
  countOtherActiveAdministrators,
  customerCount,
  findLiveUser,
  holdsBuiltinRole,
  emailTaken as isEmailTaken,
  type ListedUser,
  listedUser,
  listUsers,
  lockAdministratorChanges,
  lockUser,
  openOrderCount,
  roleIdByName,
  setStatus,
  softDelete,
  updateUser,
} from './admin-users.repository.ts';
import { newInvitationCode } from './invitation-code.ts';
import { accountIdOf } from './user-info.ts';
import {
  cannotChangeSelf,
  emailTaken,
  hasMoney,
  hasOpenOrders,
  lastAdministrator,
  sellerHasCustomers,
  sellerInvalid,
  userNotFound,
  warehouseOnly,
  warehouseRequired,
} from './users.errors.ts';
import { insertUser } from './users.repository.ts';
import type { UserRow } from './users.table.ts';
import { saveWarehouse } from './warehouse-users.usecases.ts';

const isCustomerKind = (kind: string) => (CUSTOMER_KINDS as readonly string[]).includes(kind);

/** Whom a caller may see: every user with adminList, a seller (sellerCustomers only) their own customers. */
export const sellerScopeOf = (auth: AuthContext): string | null =>
  auth.codes.includes('adminList') ? null : auth.user.id;

export function toAdminUser(r: ListedUser): AdminUser {
  const u = r.user;
  return {
    id: u.id,
    accountId: accountIdOf(u.id),
    email: u.email,
    nickName: u.nickName,
    realName: u.realName,
    phone: u.phone,
    company: u.company,
    kind: u.kind as AdminUser['kind'],
    status: u.status,
    sellerId: u.sellerId,
    sellerEmail: r.sellerEmail ?? '',
    parentId: u.parentId,
    invitationCode: u.invitationCode,
    registeredAt: u.createdAt.toISOString(),
    balanceUSD: formatMinor(BigInt(r.balanceUSD)),
    balanceCNY: formatMinor(BigInt(r.balanceCNY)),
    warehouseName: r.warehouseName ?? '',
    warehouseCode: r.warehouseCode ?? '',
    warehouseAddress: r.warehouseAddress ?? '',
  };
}

type Filter = Omit<UserListQuery, 'pageNum' | 'pageSize'>;

function scopeOf(deps: AppDeps & { auth: AuthContext }, filter: Partial<Filter>) {
  return {
    timeZone: deps.config.businessTz,
    sellerScope: sellerScopeOf(deps.auth),
    balanceMinMinor: filter.balanceMin ? (parseMinor(filter.balanceMin) ?? undefined) : undefined,
    balanceMaxMinor: filter.balanceMax ? (parseMinor(filter.balanceMax) ?? undefined) : undefined,
  };
}

/** GET /admin/list: a page of users, filtered and sorted; a seller sees only their own customers. */
export async function usersPage(
  deps: AppDeps & { auth: AuthContext; query: UserListQuery },
): Promise<Page<AdminUser>> {
  const { rows, total } = await listUsers(deps.db, deps.query, scopeOf(deps, deps.query), {
    limit: deps.query.pageSize,
    offset: pageOffset(deps.query),
  });
  return toPage(rows.map(toAdminUser), total, deps.query);
}

/** The whole filtered list up to `limit` rows (pickers, exports). */
export async function allUsers(
  deps: AppDeps & { auth: AuthContext; filter: Partial<Filter>; limit: number },
) {
  const { rows, total } = await listUsers(deps.db, deps.filter, scopeOf(deps, deps.filter), {
    limit: deps.limit,
    offset: 0,
  });
  return { list: rows.map(toAdminUser), total };
}

/** The seller a customer is given must be a live seller account. */
async function requireSeller(db: Database, sellerId: string) {
  const seller = await findLiveUser(db, sellerId);
  if (seller?.kind !== 'seller') throw sellerInvalid();
  return seller;
}

async function checkKindFields(
  db: Database,
  kind: string,
  input: { sellerId: string | null; warehouse?: unknown },
) {
  if (input.sellerId) {
    if (!isCustomerKind(kind)) throw sellerInvalid();
    await requireSeller(db, input.sellerId);
  }
  if (input.warehouse !== undefined && kind !== 'warehouse') throw warehouseOnly();
}

/** The role a new account of each kind starts with (the seeded role of that name, when it still exists). */
const DEFAULT_ROLE: Record<string, string> = {
  admin: 'Administrator',
  seller: 'Seller',
  customer: 'Customer',
  proxy: 'Customer',
  warehouse: 'Customer',
};

/** POST /admin/register: an account of any kind an administrator creates, active unless told otherwise. */
export async function registerUser(
  deps: AppDeps & { auth: AuthContext; input: z.output<typeof adminRegisterSchema> },
): Promise<AdminUser> {
  const { input } = deps;
  if (input.kind === 'warehouse' && !input.warehouse) throw warehouseRequired();
  const passwordHash = await hashPassword(input.password);
  const id = await deps.db
    .transaction(async (tx) => {
      await checkKindFields(tx, input.kind, input);
      if (await isEmailTaken(tx, input.email)) throw emailTaken();
      const user = await insertUser(tx, {
        email: input.email,
        passwordHash,
        kind: input.kind,
        status: input.status,
        nickName: input.nickName,
        realName: input.realName,
        phone: input.phone,
        company: input.company,
        sellerId: input.sellerId,
        invitationCode: input.kind === 'seller' ? newInvitationCode() : '',
        createdAt: deps.clock(),
        updatedAt: deps.clock(),
      });
      if (input.warehouse) await saveWarehouse({ ...deps, db: tx, userId: user.id, input: input.warehouse });
      const roleId = await roleIdByName(tx, DEFAULT_ROLE[input.kind]!);
      if (roleId)
        await setUserRoles({ ...deps, db: tx, userId: user.id, roleIds: [roleId], backOfficeOnly: false });
      return user.id;
    })
    .catch((error) => {
      // A concurrent registration of the same e-mail (or a seller code clash, practically never).
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    });
  return oneUser(deps, id);
}

/** One user as the lists show it (after a change), or "user not found". */
export async function oneUser(deps: AppDeps & { auth: AuthContext }, id: string): Promise<AdminUser> {
  const row = await listedUser(deps.db, id, sellerScopeOf(deps.auth));
  if (!row) throw userNotFound();
  return toAdminUser(row);
}

/** POST /admin/update/{id}: profile, seller, warehouse and (optionally) a new password. */
export async function updateAccount(
  deps: AppDeps & { auth: AuthContext; id: string; input: z.output<typeof adminUpdateSchema> },
): Promise<AdminUser> {
  const { input } = deps;
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await deps.db
    .transaction(async (tx) => {
      const user = await lockUser(tx, deps.id);
      if (!user) throw userNotFound();
      await checkKindFields(tx, user.kind, input);
      if (await isEmailTaken(tx, input.email, user.id)) throw emailTaken();
      await updateUser(
        tx,
        user.id,
        {
          email: input.email,
          nickName: input.nickName,
          realName: input.realName,
          phone: input.phone,
          company: input.company,
          sellerId: isCustomerKind(user.kind) ? input.sellerId : null,
          ...(passwordHash ? { passwordHash } : {}),
        },
        deps.clock(),
      );
      if (input.warehouse) await saveWarehouse({ ...deps, db: tx, userId: user.id, input: input.warehouse });
      // A password set by an operator ends the user's sessions, as their own change does.
      if (passwordHash) await revokeOtherSessions(tx, user.id, [], deps.clock());
    })
    .catch((error) => {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    });
  return oneUser(deps, deps.id);
}

/** Refuses changes that would leave the platform without an active administrator, or act on oneself. */
async function guardRemoval(db: Database, auth: AuthContext, user: UserRow) {
  if (user.id === auth.user.id) throw cannotChangeSelf();
  await lockAdministratorChanges(db);
  if (user.status === 1 && (await holdsBuiltinRole(db, user.id))) {
    if ((await countOtherActiveAdministrators(db, user.id)) === 0) throw lastAdministrator();
  }
}

/**
 * POST /admin/updateStatus/{id}: 0 inactive, 1 active, 2 disabled. Anything but active signs the user
 * out everywhere at once (sessions are revoked, not only refused).
 */
export async function changeStatus(deps: AppDeps & { auth: AuthContext; id: string; status: 0 | 1 | 2 }) {
  await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, deps.id);
    if (!user) throw userNotFound();
    if (deps.status !== 1) {
      await guardRemoval(tx, deps.auth, user);
      await revokeOtherSessions(tx, user.id, [], deps.clock());
    }
    await setStatus(tx, user.id, deps.status, deps.clock());
  });
  return oneUser(deps, deps.id);
}

/**
 * POST /admin/delete/{id}: a soft delete (status disabled, deleted_at set) so ledger entries, orders and
 * audit rows keep their user. Refused while any wallet holds money (in any category) or orders are open.
 */
export async function deleteAccount(deps: AppDeps & { auth: AuthContext; id: string }) {
  await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, deps.id);
    if (!user) throw userNotFound();
    await guardRemoval(tx, deps.auth, user);
    if ((await accountsWithMoney(tx, user.id)) > 0) throw hasMoney();
    const open = await openOrderCount(tx, user.id);
    if (open > 0) throw hasOpenOrders(open);
    const owned = await customerCount(tx, user.id);
    if (owned > 0) throw sellerHasCustomers(owned);
    await softDelete(tx, user.id, deps.clock());
    await revokeOtherSessions(tx, user.id, [], deps.clock());
  });
}
