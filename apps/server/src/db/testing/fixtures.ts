import { randomUUID } from 'node:crypto';
import { encryptPayload, USER_STATUS, type UserKind } from '@shiplabel/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { hashPassword } from '../../modules/auth/password.ts';
import { roles, userRoles } from '../../modules/rbac/rbac.table.ts';
import { insertUser } from '../../modules/users/users.repository.ts';
import type { Database } from '../client.ts';
import { clockOf, type TestApp } from './test-app.ts';

export const PASSWORD = 'Demo@123456';

const hashes = new Map<string, Promise<string>>();
/** scrypt costs ~120 ms: one hash per distinct password is plenty for tests. */
const hashOf = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

export interface SeededUser {
  id: string;
  email: string;
  password: string;
}

/** A user with the given kind, status and roles (role names, e.g. 'Administrator', 'Customer'). */
export async function seedUser(
  db: Database,
  opts: {
    email?: string;
    kind?: UserKind;
    roles?: string[];
    password?: string;
    status?: keyof typeof USER_STATUS;
    nickName?: string;
  } = {},
): Promise<SeededUser> {
  const password = opts.password ?? PASSWORD;
  const email = (opts.email ?? `user-${randomUUID().slice(0, 8)}@test.example`).toLowerCase();
  const user = await insertUser(db, {
    email,
    kind: opts.kind ?? 'customer',
    status: USER_STATUS[opts.status ?? 'active'],
    passwordHash: await hashOf(password),
    nickName: opts.nickName ?? '',
  });
  for (const name of opts.roles ?? []) {
    const [role] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(sql`lower(${roles.name}) = lower(${name})`);
    if (!role) throw new Error(`no role named ${name}`);
    await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  }
  return { id: user.id, email, password };
}

export type Lang = 'en-US' | 'zh-CN';

/** Seals `payload` like the web app, stamped (ts, nonce) with the app's test clock when it has one. */
export async function encryptFor(app: FastifyInstance, payload: unknown): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/admin/publicKey' });
  return encryptPayload(res.json().data.publicKey, payload, { now: clockOf(app)?.().getTime() });
}

/** Raw login response, encrypting like the web app does. */
export async function postLogin(
  app: FastifyInstance,
  username: string,
  password: string,
  opts: { lang?: Lang; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/admin/login',
    headers: { 'accept-language': opts.lang ?? 'en-US' },
    remoteAddress: opts.ip,
    payload: { encryptData: await encryptFor(app, { username, password }) },
  });
}

/** Signs in and returns the session token (fails the test if sign-in fails). */
export async function login(app: FastifyInstance, email: string, password = PASSWORD): Promise<string> {
  const res = await postLogin(app, email, password);
  const body = res.json();
  if (body.code !== 200) throw new Error(`login failed for ${email}: ${res.body}`);
  return body.data.token as string;
}

/** A new administrator, signed in: the token. */
export async function adminLogin(t: Pick<TestApp, 'app' | 'db'>): Promise<string> {
  return login(t.app, (await seedUser(t.db, { kind: 'admin', roles: ['Administrator'] })).email);
}

/** A new customer (with `opts` for the seed), signed in. */
export async function customerLogin(
  t: Pick<TestApp, 'app' | 'db'>,
  opts: Parameters<typeof seedUser>[1] = {},
): Promise<SeededUser & { token: string }> {
  const user = await seedUser(t.db, { roles: ['Customer'], ...opts });
  return { ...user, token: await login(t.app, user.email) };
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  lang?: Lang;
  headers?: Record<string, string>;
}

/** A request with an optional bearer token and language; the raw answer (files: PDFs, zips, sheets). */
export function request(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  opts: CallOptions = {},
) {
  return app.inject({
    method,
    url,
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.lang ? { 'accept-language': opts.lang } : {}),
      ...opts.headers,
    },
    ...(opts.body === undefined ? {} : { payload: opts.body as InjectOptions['payload'] }),
  });
}

/** A JSON call with an optional bearer token and language; returns status, parsed body and headers. */
export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  opts: CallOptions = {},
) {
  const res = await request(app, method, url, opts);
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

export interface AdminSession {
  admin: SeededUser;
  adminToken: string;
  /** Role ids by role name, as listed after the seed. */
  roleIds: Record<string, string>;
}

/** Seeds an administrator, signs in and reads the seeded roles' ids. */
export async function signInAdmin(app: FastifyInstance, db: Database): Promise<AdminSession> {
  const admin = await seedUser(db, {
    kind: 'admin',
    roles: ['Administrator'],
    email: 'first-admin@test.example',
  });
  const adminToken = await login(app, admin.email);
  const res = await call(app, 'GET', '/role/list', { token: adminToken });
  const roleIds: Record<string, string> = {};
  for (const role of res.body.data.list) roleIds[role.name] = role.id;
  return { admin, adminToken, roleIds };
}
