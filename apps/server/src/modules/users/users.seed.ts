import { USER_STATUS } from '@shiplabel/shared';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { systemClock } from '../../lib/clock.ts';
import { hashPassword } from '../auth/password.ts';
import { userRoles } from '../rbac/rbac.table.ts';
import { roleIdByName } from './admin-users.repository.ts';
import { insertUser } from './users.repository.ts';
import { users } from './users.table.ts';
import { saveWarehouse } from './warehouse-users.usecases.ts';

export const DEMO_SELLER_EMAIL = 'seller@example.com';
export const DEMO_SELLER_CODE = 'DEMOSELL';
export const DEMO_BUYER_EMAIL = 'buyer@example.com';
export const DEMO_WAREHOUSE_EMAIL = 'warehouse@example.com';

/**
 * Demo data (issue 13): a seller (seller@example.com, invitation code DEMOSELL) who owns the demo customer
 * and a second customer (buyer@example.com), and an overseas-warehouse user (warehouse@example.com) whose
 * Los Angeles warehouse is its default sender. Once: nothing happens when the seller exists.
 */
export async function seedDemoSellerAndWarehouse(db: Database, password: string): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SELLER_EMAIL));
  if (existing) return false;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const account = async (values: Parameters<typeof insertUser>[1], roleName: string) => {
      const user = await insertUser(tx, values);
      const roleId = await roleIdByName(tx, roleName);
      if (roleId) await tx.insert(userRoles).values({ userId: user.id, roleId });
      return user;
    };
    const active = { passwordHash, status: USER_STATUS.active };
    const seller = await account(
      {
        ...active,
        email: DEMO_SELLER_EMAIL,
        kind: 'seller',
        nickName: 'Demo Seller',
        invitationCode: DEMO_SELLER_CODE,
      },
      'Seller',
    );
    await account(
      {
        ...active,
        email: DEMO_BUYER_EMAIL,
        kind: 'customer',
        nickName: 'Demo Buyer',
        company: 'Harbor Goods Inc',
        sellerId: seller.id,
      },
      'Customer',
    );
    await tx.update(users).set({ sellerId: seller.id }).where(eq(users.email, 'customer@example.com'));
    const warehouse = await account(
      {
        ...active,
        email: DEMO_WAREHOUSE_EMAIL,
        kind: 'warehouse',
        nickName: 'LA Warehouse',
        company: 'Pacific Fulfilment LLC',
      },
      'Customer',
    );
    await saveWarehouse({
      db: tx,
      clock: systemClock,
      // The warehouse and address-book use cases read only the database and the clock.
      config: {} as Config,
      userId: warehouse.id,
      input: {
        name: 'Los Angeles Warehouse',
        code: 'LAX1',
        address: {
          personName: 'Receiving Desk',
          company: 'Pacific Fulfilment LLC',
          phone: '+1 310 555 0142',
          email: '',
          addressLine1: '2401 E Pacific Coast Hwy',
          addressLine2: '',
          city: 'Long Beach',
          stateCode: 'CA',
          zipCode: '90804',
          countryCode: 'US',
          isResidential: false,
        },
      },
    });
  });
  return true;
}
