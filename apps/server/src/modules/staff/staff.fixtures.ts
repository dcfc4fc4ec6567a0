import { call, login, type SeededUser, seedUser, signInAdmin } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';

export interface EmployeeManagerWorld {
  t: TestApp;
  admin: SeededUser;
  adminToken: string;
  /** A staff member whose only role holds staffList (an employee manager), signed in. */
  hr: SeededUser;
  hrToken: string;
}

/** A fresh app with a signed-in administrator and an employee manager (role "Employee managers"). */
export async function employeeManagerWorld(): Promise<EmployeeManagerWorld> {
  const t = await createTestApp();
  const { admin, adminToken } = await signInAdmin(t.app, t.db);
  await call(t.app, 'POST', '/role/create', {
    token: adminToken,
    body: { name: 'Employee managers', resourceCodes: ['staffList'] },
  });
  const hr = await seedUser(t.db, { kind: 'staff', roles: ['Employee managers'], nickName: 'Hanna HR' });
  return { t, admin, adminToken, hr, hrToken: await login(t.app, hr.email) };
}
