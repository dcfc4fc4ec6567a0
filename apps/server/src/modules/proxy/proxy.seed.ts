import { operations, USER_STATUS } from '@shiplabel/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hashPassword } from '../auth/password.ts';
import { serviceAllotments } from '../channels/channels.table.ts';
import { postTransaction } from '../ledger/ledger.post.ts';
import { bumpCatalog } from '../pricing/catalog.ts';
import { roles, userRoles } from '../rbac/rbac.table.ts';
import { seedDemoRiskExemption } from '../risk/risk.seed.ts';
import { insertUser } from '../users/users.repository.ts';
import { users } from '../users/users.table.ts';
import { proxyMarkups } from './proxy.table.ts';

export const DEMO_PROXY_EMAIL = 'proxy@example.com';
export const DEMO_SUB_EMAIL = 'sub@example.com';
const DEMO_SUB_FUNDS_MINOR = 300_00n;

/**
 * Demo data (issue 13): a proxy user (proxy@example.com) reselling the demo customer's channels, with one
 * sub-account (sub@example.com, 300.00 USD, on the avoid-high-risk list so its labels go straight to the
 * carrier) and a default markup of 10 % + 0.50 USD per parcel. Once: nothing happens when the proxy exists.
 */
export async function seedDemoProxy(db: Database, password: string): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PROXY_EMAIL));
  if (existing) return false;
  const roleRows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(sql`lower(${roles.name})`, ['proxy', 'customer']));
  const roleOf = (name: string) => roleRows.find((r) => r.name.toLowerCase() === name)?.id;
  const [customer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'customer@example.com'));
  const passwordHash = await hashPassword(password);
  const { sub } = await db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const proxy = await insertUser(tx, {
      email: DEMO_PROXY_EMAIL,
      kind: 'proxy',
      status: USER_STATUS.active,
      passwordHash,
      nickName: 'Demo Reseller',
      company: 'Demo Reseller Ltd',
    });
    const sub = await insertUser(tx, {
      email: DEMO_SUB_EMAIL,
      kind: 'customer',
      status: USER_STATUS.active,
      passwordHash,
      nickName: 'Demo Sub-account',
      company: 'Demo Shop of the Reseller',
      parentId: proxy.id,
    });
    const grants = [
      { userId: proxy.id, roleId: roleOf('proxy') },
      { userId: sub.id, roleId: roleOf('customer') },
    ].filter((g): g is { userId: string; roleId: string } => Boolean(g.roleId));
    if (grants.length) await tx.insert(userRoles).values(grants);
    // The proxy resells the services the demo customer has (its sub-accounts use the proxy's).
    if (customer) {
      const services = await tx
        .select({ serviceId: serviceAllotments.serviceId })
        .from(serviceAllotments)
        .where(eq(serviceAllotments.userId, customer.id));
      if (services.length)
        await tx.insert(serviceAllotments).values(services.map((s) => ({ userId: proxy.id, ...s })));
    }
    await tx
      .insert(proxyMarkups)
      .values({ proxyId: proxy.id, currency: 'USD', percentBp: 1000, fixedMinor: 50n });
    await bumpCatalog(tx);
    return { proxy, sub };
  });
  await postTransaction(db, {
    userId: sub.id,
    type: 'recharge',
    legs: operations.recharge('USD', DEMO_SUB_FUNDS_MINOR),
    idempotencyKey: `demo-recharge:${DEMO_SUB_EMAIL}`,
    reference: 'Demo data',
  });
  await seedDemoRiskExemption(db, DEMO_SUB_EMAIL, 'admin@example.com');
  return true;
}
