import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { seedUser } from '../../db/testing/fixtures.ts';
import { getTestDb } from '../../db/testing/test-db.ts';
import { addressBookEntries } from './address-book.table.ts';
import { defaultSenderOf } from './address-book.usecases.ts';

/** Issue 16: store and ERP pulls ship their drafts from one sender, chosen by one function. */
let db: Database;
beforeAll(async () => {
  db = (await getTestDb()).db;
});

const entry = (userId: string, city: string, minutesAgo: number, isDefaultSender = false) => ({
  userId,
  title: city,
  personName: `Sender ${city}`,
  phone: '2135550100',
  addressLine1: '1 Main St',
  city,
  stateCode: 'CA',
  zipCode: '90001',
  isDefaultSender,
  createdAt: new Date(Date.now() - minutesAgo * 60_000),
});

describe('defaultSenderOf', () => {
  it('is null while the address book is empty', async () => {
    const user = await seedUser(db, { roles: ['Customer'] });
    expect(await defaultSenderOf(db, user.id)).toBeNull();
  });

  it('takes the newest entry when there is no default sender, as an order address', async () => {
    const user = await seedUser(db, { roles: ['Customer'] });
    await db.insert(addressBookEntries).values([entry(user.id, 'Older', 10), entry(user.id, 'Newer', 1)]);
    const sender = await defaultSenderOf(db, user.id);
    expect(sender).toMatchObject({ personName: 'Sender Newer', city: 'Newer', countryCode: 'US' });
    expect(Object.keys(sender!)).not.toContain('title');
  });

  it('prefers the default sender over newer entries, and never reads another user', async () => {
    const user = await seedUser(db, { roles: ['Customer'] });
    const other = await seedUser(db, { roles: ['Customer'] });
    await db
      .insert(addressBookEntries)
      .values([
        entry(user.id, 'Default', 30, true),
        entry(user.id, 'Newest', 0),
        entry(other.id, 'Theirs', 0),
      ]);
    expect((await defaultSenderOf(db, user.id))?.city).toBe('Default');
    expect((await defaultSenderOf(db, other.id))?.city).toBe('Theirs');
  });
});
