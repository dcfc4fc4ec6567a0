import { type AppRoute, flattenRoutes, ROLE_SEEDS, WHITELIST_ROUTE_NAMES } from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import {
  decideGuard,
  firstPermittedPath,
  type GuardState,
  type GuardTarget,
  loginUrlFor,
  redirectAfterLogin,
} from './decide.ts';

const codesOf = (key: string) => [...ROLE_SEEDS.find((r) => r.key === key)!.codes];

function appTarget(name: string, query: [string, string][] = []): GuardTarget {
  const entry = flattenRoutes().find((r) => r.route.name === name)!;
  return { name, query, requiresAuth: true, chain: entry.chain };
}

const signedIn = (codes: string[], extra: Partial<GuardState> = {}): GuardState => ({
  hasToken: true,
  userCodes: codes,
  menuFromServer: false,
  serverMenuStatus: 'idle',
  serverMenuNames: [],
  ...extra,
});
const anonymous: GuardState = { ...signedIn([]), hasToken: false, userCodes: null };

describe('whitelist and public routes', () => {
  it('lets every whitelisted name through without a session', () => {
    for (const name of WHITELIST_ROUTE_NAMES) {
      expect(decideGuard({ name, query: [], requiresAuth: true, chain: [] }, anonymous)).toEqual({
        type: 'allow',
      });
    }
  });

  it('lets routes needing no auth through (e.g. the / and /register redirects)', () => {
    expect(decideGuard({ name: '', query: [], requiresAuth: false, chain: [] }, anonymous)).toEqual({
      type: 'allow',
    });
  });

  it('skips the server-menu rule for whitelisted names too', () => {
    const state = signedIn([], { menuFromServer: true, serverMenuStatus: 'loaded' });
    expect(decideGuard({ name: 'home', query: [], requiresAuth: false, chain: [] }, state)).toEqual({
      type: 'allow',
    });
  });
});

describe('login check', () => {
  it('sends a route without a token to login with its name and query', () => {
    const target = appTarget('roleManagement', [['keyword', 'ops']]);
    expect(decideGuard(target, anonymous)).toEqual({
      type: 'login',
      to: '/login?redirect=roleManagement&keyword=ops',
    });
  });

  it('builds the redirect query in order, encoded, without a nested redirect', () => {
    expect(
      loginUrlFor({
        name: 'account',
        query: [
          ['a', '1 2'],
          ['redirect', 'x'],
          ['b', '&'],
        ],
      }),
    ).toBe('/login?redirect=account&a=1+2&b=%26');
    expect(loginUrlFor({ name: '', query: [] })).toBe('/login');
  });

  it('asks for the user info when a token exists but no roles are loaded', () => {
    expect(decideGuard(appTarget('account'), { ...signedIn([]), userCodes: null })).toEqual({
      type: 'loadUser',
    });
  });
});

describe('permissions', () => {
  it('allows routes listing no roles, "*", or a role the user holds', () => {
    expect(decideGuard(appTarget('Workplace'), signedIn([]))).toEqual({ type: 'allow' });
    expect(decideGuard(appTarget('account'), signedIn([]))).toEqual({ type: 'allow' });
    const noRoles: GuardTarget = {
      name: 'x',
      query: [],
      requiresAuth: true,
      chain: [{ path: '/x', name: 'x', titleKey: 'x' }],
    };
    expect(decideGuard(noRoles, signedIn([]))).toEqual({ type: 'allow' });
    expect(decideGuard(appTarget('roleManagement'), signedIn(codesOf('administrator')))).toEqual({
      type: 'allow',
    });
  });

  it('checks every level of the chain', () => {
    expect(decideGuard(appTarget('roleManagement'), signedIn(['adminRoleList']))).toEqual({
      type: 'redirect',
      to: '/dashboard/workplace',
    });
    expect(
      decideGuard(appTarget('roleManagement'), signedIn(['adminRoleList', 'resourceManagement'])),
    ).toEqual({
      type: 'allow',
    });
  });

  it('sends a refused route to the first permitted route in table order', () => {
    expect(decideGuard(appTarget('resourceCategory'), signedIn(codesOf('customer')))).toEqual({
      type: 'redirect',
      to: '/dashboard/workplace',
    });
  });

  it('shows not-found when nothing is permitted', () => {
    const routes: AppRoute[] = [
      { path: '/a', name: 'a', titleKey: 'a', roles: ['x'] },
      { path: '/b', name: 'b', titleKey: 'b', roles: ['y'] },
    ];
    const target: GuardTarget = { name: 'a', query: [], requiresAuth: true, chain: [routes[0]!] };
    expect(decideGuard(target, signedIn(['z']), routes)).toEqual({ type: 'notFound' });
    expect(firstPermittedPath(['y'], routes)).toBe('/b');
  });
});

describe('menu from the server', () => {
  const state = (extra: Partial<GuardState>) =>
    signedIn(codesOf('administrator'), { menuFromServer: true, ...extra });

  it('loads the server menu when it has not been loaded', () => {
    expect(decideGuard(appTarget('roleManagement'), state({ serverMenuStatus: 'idle' }))).toEqual({
      type: 'loadServerMenu',
    });
  });

  it('allows routes in the server menu and refuses the others', () => {
    const loaded = state({ serverMenuStatus: 'loaded', serverMenuNames: ['Dashboard', 'Workplace'] });
    expect(decideGuard(appTarget('Workplace'), loaded)).toEqual({ type: 'allow' });
    expect(decideGuard(appTarget('roleManagement'), loaded)).toEqual({ type: 'notFound' });
  });

  it('does not loop when loading failed', () => {
    expect(decideGuard(appTarget('Workplace'), state({ serverMenuStatus: 'failed' }))).toEqual({
      type: 'notFound',
    });
  });

  it('exempts helper routes that are never in a menu (Redirect)', () => {
    const redirect: GuardTarget = {
      name: 'Redirect',
      query: [],
      requiresAuth: true,
      chain: [],
      skipServerMenu: true,
    };
    expect(decideGuard(redirect, state({ serverMenuStatus: 'loaded' }))).toEqual({ type: 'allow' });
  });

  it('still applies the role check first', () => {
    const customer = signedIn(codesOf('customer'), { menuFromServer: true, serverMenuStatus: 'loaded' });
    expect(decideGuard(appTarget('roleManagement'), customer)).toEqual({
      type: 'redirect',
      to: '/dashboard/workplace',
    });
  });
});

describe('redirectAfterLogin', () => {
  const pathOf = (name: string) => flattenRoutes().find((r) => r.route.name === name)?.route.path;

  it('goes to the named route with the remaining query', () => {
    expect(redirectAfterLogin('?redirect=roleManagement&keyword=ops', pathOf, '/home')).toBe(
      '/roleSettings/roleManagement?keyword=ops',
    );
    expect(redirectAfterLogin('?redirect=account', pathOf, '/home')).toBe('/settings/account');
  });

  it('falls back to the default route without a known redirect', () => {
    expect(redirectAfterLogin('', pathOf, '/dashboard/workplace')).toBe('/dashboard/workplace');
    expect(redirectAfterLogin('?redirect=nope', pathOf, '/dashboard/workplace')).toBe('/dashboard/workplace');
    expect(redirectAfterLogin('?redirect=login', pathOf, '/dashboard/workplace')).toBe(
      '/dashboard/workplace',
    );
  });
});
