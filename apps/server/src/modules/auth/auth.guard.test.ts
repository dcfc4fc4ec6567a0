import { ROLE_SEEDS } from '@shiplabel/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser } from '../../db/testing/fixtures.ts';
import { countStatements } from '../../db/testing/statements.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { getTestDb } from '../../db/testing/test-db.ts';
import { roles, userRoles } from '../rbac/rbac.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const codesOf = (key: string) => [...ROLE_SEEDS.find((r) => r.key === key)!.codes].sort();

describe('access guard', () => {
  it('authenticates a request with one statement: session, user, roles and codes together', async () => {
    const user = await seedUser(t.db, { kind: 'customer', roles: ['Customer'] });
    const token = await login(t.app, user.email);
    await call(t.app, 'POST', '/api/user/menu', { token });
    // The menu is built from the codes alone: every statement of this request but the audit record (a
    // POST) is the guard's.
    const menu = await countStatements(await getTestDb(), () =>
      call(t.app, 'POST', '/api/user/menu', { token }),
    );
    expect(menu.result.status).toBe(200);
    const guard = menu.texts.filter((text) => !text.startsWith('insert into "audit_logs"'));
    expect(guard).toHaveLength(1);
    expect(guard[0]).toContain('"sessions"."token_hash" = $1');
    expect(menu.transactions).toBe(0);
  });

  it('role changes and revocations apply to the very next request (nothing cached)', async () => {
    const user = await seedUser(t.db, { kind: 'customer', roles: ['Customer'] });
    const token = await login(t.app, user.email);
    const info = async () => (await call(t.app, 'GET', '/user/info', { token })).body.data;
    expect((await info()).role).toEqual(codesOf('customer'));
    await t.db.delete(userRoles).where(eq(userRoles.userId, user.id));
    expect((await info()).role).toEqual([]);
    expect((await info()).roles).toEqual([]);
    const [role] = await t.db.select().from(roles).where(sql`lower(${roles.name}) = 'customer'`);
    await t.db.insert(userRoles).values({ userId: user.id, roleId: role!.id });
    expect((await info()).role).toEqual(codesOf('customer'));
    await call(t.app, 'POST', '/admin/logout', { token });
    expect((await call(t.app, 'GET', '/user/info', { token })).status).toBe(401);
  });
});
