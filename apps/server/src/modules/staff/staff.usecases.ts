import {
  type EmployeeKind,
  type Locale,
  type Page,
  type StaffListQuery,
  type StaffRegisterInput,
  type StaffRow,
  type StaffUpdateInput,
  USER_STATUS,
} from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { isUniqueViolation } from '../../lib/errors.ts';
import { t } from '../../lib/i18n/index.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { writeXlsx } from '../../lib/spreadsheet/write-xlsx.ts';
import { revokeAllSessionsOfUser } from '../auth/auth.repository.ts';
import { hashPassword } from '../auth/password.ts';
import type { AuthContext } from '../auth/sessions.usecases.ts';
import { accountIdOf } from '../users/user-info.ts';
import type { UserRow } from '../users/users.table.ts';
import {
  adminReadOnly,
  cannotChangeOwnStatus,
  cannotDeleteSelf,
  staffEmailTaken,
  staffNotFound,
} from './staff.errors.ts';
import {
  type EmployeeChanges,
  insertEmployee,
  listStaff,
  lockEmployee,
  rolesOfUsers,
  updateEmployee,
} from './staff.repository.ts';

/** The most rows one export writes (the list's filters narrow it). */
export const STAFF_EXPORT_LIMIT = 10_000;

function toStaffRow(user: UserRow, roles: { id: string; name: string }[]): StaffRow {
  return {
    id: user.id,
    accountId: accountIdOf(user.id),
    email: user.email,
    kind: user.kind as EmployeeKind,
    status: user.status,
    nickName: user.nickName,
    realName: user.realName,
    phone: user.phone,
    job: user.job,
    createdAt: user.createdAt.toISOString(),
    roles,
    editable: user.kind === 'staff',
  };
}

async function withRoles(deps: AppDeps, users: UserRow[]): Promise<StaffRow[]> {
  const roles = await rolesOfUsers(
    deps.db,
    users.map((u) => u.id),
  );
  return users.map((u) => toStaffRow(u, roles.get(u.id) ?? []));
}

/** GET /staff/list: employees (staff, and administrators read-only), newest first. */
export async function staffPage(deps: AppDeps & { query: StaffListQuery }): Promise<Page<StaffRow>> {
  const { rows, total } = await listStaff(deps.db, deps.query, deps.query.pageSize, pageOffset(deps.query));
  return toPage(await withRoles(deps, rows), total, deps.query);
}

/** GET /staff/down: the filtered employees as an .xlsx file with headers in the caller's language. */
export async function exportStaff(deps: AppDeps & { query: StaffListQuery; locale: Locale }) {
  const { rows } = await listStaff(deps.db, deps.query, STAFF_EXPORT_LIMIT, 0);
  const list = await withRoles(deps, rows);
  const h = (key: string) => t(deps.locale, `staff.column.${key}`);
  return writeXlsx([
    {
      name: h('sheet'),
      columns: [
        { header: h('accountId'), value: (r: StaffRow) => r.accountId },
        { header: h('email'), width: 28, value: (r: StaffRow) => r.email },
        { header: h('nickName'), value: (r: StaffRow) => r.nickName },
        { header: h('realName'), value: (r: StaffRow) => r.realName },
        { header: h('phone'), value: (r: StaffRow) => r.phone },
        { header: h('job'), value: (r: StaffRow) => r.job },
        { header: h('kind'), value: (r: StaffRow) => t(deps.locale, `staff.kind.${r.kind}`) },
        { header: h('status'), value: (r: StaffRow) => t(deps.locale, `staff.status.${r.status}`) },
        { header: h('roles'), width: 30, value: (r: StaffRow) => r.roles.map((x) => x.name).join(', ') },
        { header: h('createdAt'), type: 'date', width: 20, value: (r: StaffRow) => new Date(r.createdAt) },
      ],
      rows: list,
    },
  ]);
}

/** The database decides e-mail uniqueness (two concurrent sign-ups of one address cannot both pass). */
async function uniqueEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw staffEmailTaken();
    throw error;
  }
}

/** POST /staff/register: a new, active staff account; roles are given next with /staff/role/update. */
export async function registerStaff(deps: AppDeps & { input: StaffRegisterInput }): Promise<StaffRow> {
  const { input } = deps;
  const passwordHash = await hashPassword(input.password);
  const user = await uniqueEmail(() =>
    insertEmployee(
      deps.db,
      {
        email: input.email,
        passwordHash,
        nickName: input.nickName,
        realName: input.realName ?? '',
        phone: input.phone ?? '',
        job: input.job ?? '',
      },
      'staff',
    ),
  );
  return toStaffRow(user, []);
}

/**
 * Locks the employee a change targets; refuses unknown ids and administrators (read-only here). Runs
 * inside the caller's transaction.
 */
async function editableEmployee(db: AppDeps['db'], id: string): Promise<UserRow> {
  const user = await lockEmployee(db, id);
  if (!user) throw staffNotFound();
  if (user.kind !== 'staff') throw adminReadOnly();
  return user;
}

/** POST /staff/update/{id}: profile fields; a new password signs the employee out everywhere. */
export async function updateStaff(
  deps: AppDeps & { id: string; input: StaffUpdateInput },
): Promise<StaffRow> {
  const { password, ...fields } = deps.input;
  const passwordHash = password ? await hashPassword(password) : undefined;
  const now = deps.clock();
  const user = await uniqueEmail(() =>
    deps.db.transaction(async (tx) => {
      await editableEmployee(tx, deps.id);
      const changes: EmployeeChanges = { ...fields };
      if (passwordHash) changes.passwordHash = passwordHash;
      const updated = await updateEmployee(tx, deps.id, changes, now);
      if (passwordHash) await revokeAllSessionsOfUser(tx, deps.id, now);
      return updated;
    }),
  );
  return (await withRoles(deps, [user]))[0]!;
}

/** POST /staff/updateStatus/{id}: activate or disable; anything but active revokes the sessions at once. */
export async function changeStaffStatus(
  deps: AppDeps & { auth: AuthContext; id: string; status: number },
): Promise<StaffRow> {
  if (deps.id === deps.auth.user.id) throw cannotChangeOwnStatus();
  const now = deps.clock();
  const user = await deps.db.transaction(async (tx) => {
    await editableEmployee(tx, deps.id);
    const updated = await updateEmployee(tx, deps.id, { status: deps.status }, now);
    if (deps.status !== USER_STATUS.active) await revokeAllSessionsOfUser(tx, deps.id, now);
    return updated;
  });
  return (await withRoles(deps, [user]))[0]!;
}

/**
 * POST /staff/delete/{id}: soft delete. The row stays (audit rows and allotments keep their person), the
 * account is disabled, hidden from every list and signed out; its e-mail stays taken.
 */
export async function deleteStaff(deps: AppDeps & { auth: AuthContext; id: string }): Promise<void> {
  if (deps.id === deps.auth.user.id) throw cannotDeleteSelf();
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await editableEmployee(tx, deps.id);
    await updateEmployee(tx, deps.id, { status: USER_STATUS.disabled, deletedAt: now }, now);
    await revokeAllSessionsOfUser(tx, deps.id, now);
  });
}
