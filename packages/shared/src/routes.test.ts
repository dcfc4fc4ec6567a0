import { describe, expect, it } from 'vitest';
import { menuTitle } from './i18n/menu.ts';
import { RESOURCE_CODES, ROLE_SEEDS } from './rbac/resources.ts';
import { APP_ROUTES, buildMenu, flattenRoutes, isRoleAllowed, isRouteChainAllowed } from './routes.ts';

const codesOf = (key: string) => ROLE_SEEDS.find((r) => r.key === key)!.codes;

describe('route permissions', () => {
  it('follows the spec rule: no roles, "*", or one held role', () => {
    expect(isRoleAllowed(undefined, [])).toBe(true);
    expect(isRoleAllowed([], [])).toBe(true);
    expect(isRoleAllowed(['*'], [])).toBe(true);
    expect(isRoleAllowed(['a', 'b'], ['b'])).toBe(true);
    expect(isRoleAllowed(['a'], ['b'])).toBe(false);
  });

  it('requires every level of the chain', () => {
    const leaf = flattenRoutes().find((r) => r.route.name === 'roleManagement')!;
    expect(isRouteChainAllowed(leaf.chain, ['adminRoleList'])).toBe(false);
    expect(isRouteChainAllowed(leaf.chain, ['adminRoleList', 'resourceManagement'])).toBe(true);
  });

  it('names unique routes and only known resource codes', () => {
    const all = flattenRoutes();
    expect(new Set(all.map((r) => r.route.name)).size).toBe(all.length);
    for (const { chain } of all)
      for (const route of chain)
        for (const code of route.roles ?? [])
          expect(code === '*' || RESOURCE_CODES.includes(code)).toBe(true);
  });
});

describe('menu', () => {
  const en = (key: string) => menuTitle('en-US', key);

  it('gives the administrator role settings and the customer none', () => {
    const admin = buildMenu(codesOf('administrator'), en);
    expect(admin.map((n) => n.name)).toEqual([
      'Dashboard',
      'orderManager',
      'roleSettings',
      'settings',
      'adminSettings',
      'maintenance',
    ]);
    expect(admin.find((n) => n.name === 'roleSettings')!.children!.map((n) => n.title)).toEqual([
      'Role management',
      'Resource categories',
      'Resource management',
    ]);
    const customer = buildMenu(codesOf('customer'), en);
    expect(customer.map((n) => n.name)).toEqual(['Dashboard', 'orderManager', 'postage', 'settings']);
  });

  it('drops a group whose children are all refused, and translates titles', () => {
    const menu = buildMenu(['resourceManagement'], (k) => menuTitle('zh-CN', k));
    expect(menu.find((n) => n.name === 'roleSettings')).toBeUndefined();
    expect(menu[0]!.title).toBe('仪表盘');
  });

  it('has a title for every route in both languages', () => {
    const keys = (routes: typeof APP_ROUTES): string[] =>
      routes.flatMap((r) => [r.titleKey, ...keys(r.children ?? [])]);
    for (const key of keys(APP_ROUTES)) {
      expect(menuTitle('en-US', key)).not.toBe(key);
      expect(menuTitle('zh-CN', key)).not.toBe(key);
    }
  });
});
