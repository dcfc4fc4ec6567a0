import type { Database } from '../../db/client.ts';
import { hashPassword } from '../auth/password.ts';
import { emailInUse, insertRegisteredCustomer } from '../registration/registration.repository.ts';
import { DEMO_PASSWORD } from './accounts.seed.ts';

/** A demo sign-up waiting for activation, so user management has an inactive account to activate. */
export const PENDING_REGISTRATION_EMAIL = 'pending@example.com';

/** Once: a self-registered customer (status inactive, Customer role) as /user/register creates one. */
export async function seedPendingRegistration(db: Database, now = new Date()): Promise<boolean> {
  if (await emailInUse(db, PENDING_REGISTRATION_EMAIL)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction((tx) =>
    insertRegisteredCustomer(tx, {
      email: PENDING_REGISTRATION_EMAIL,
      passwordHash,
      phone: '+1 626 555 0142',
      nickName: 'Pending Parcel Co',
      realName: 'Wei Zhang',
      company: 'Pending Parcel Co',
      sellerId: null,
      firstName: 'Wei',
      lastName: 'Zhang',
      wechatId: 'pending_parcel',
      invitationCode: '',
      smsConsent: false,
      ip: '',
      now,
    }),
  );
  return true;
}
