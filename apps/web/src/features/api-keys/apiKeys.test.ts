import { ANY_ROLE, API_KEY_SCOPES } from '@shiplabel/shared';
import { flattenRoutes } from '@shiplabel/shared/routes';
import { describe, expect, it } from 'vitest';
import { APP_PAGES } from '../../app/router/pages.ts';
import en from '../../locales/en-US/apiKeys.json' with { type: 'json' };
import zh from '../../locales/zh-CN/apiKeys.json' with { type: 'json' };
import { keyStatus, maskedKey, modeColor, renamedTo } from './apiKeyView.ts';

describe('API settings page (issue 16)', () => {
  it('is the /settings/api route, open to any signed-in role, with its page module', () => {
    const found = flattenRoutes().find(({ route }) => route.path === '/settings/api');
    expect(found?.route).toMatchObject({ name: 'api', roles: [ANY_ROLE] });
    expect(found?.chain.every((r) => !r.roles || r.roles.includes(ANY_ROLE))).toBe(true);
    expect(typeof APP_PAGES.api).toBe('function');
  });

  it('shows a key by prefix and last four only, its status and mode', () => {
    const key = { prefix: 'sl_test_Ab12Cd34', last4: 'wXyZ', revokedAt: null };
    expect(maskedKey(key)).toBe('sl_test_Ab12Cd34…wXyZ');
    expect(keyStatus(key)).toBe('active');
    expect(keyStatus({ revokedAt: '2026-11-24T00:00:00.000Z' })).toBe('revoked');
    expect(modeColor('live')).toBe('green');
    expect(modeColor('test')).toBe('orange');
  });

  it('renames only to a new, non-blank name', () => {
    expect(renamedTo({ name: 'Shop' }, '  Shop ')).toBeNull();
    expect(renamedTo({ name: 'Shop' }, '   ')).toBeNull();
    expect(renamedTo({ name: 'Shop' }, ' Warehouse ')).toBe('Warehouse');
  });

  it('names every scope and mode in both languages', () => {
    for (const dict of [en, zh]) {
      for (const scope of API_KEY_SCOPES) expect(dict.scope[scope]).toBeTruthy();
      expect(dict.mode.test && dict.mode.live).toBeTruthy();
    }
    expect(zh.secret.once).not.toBe(en.secret.once);
  });
});
