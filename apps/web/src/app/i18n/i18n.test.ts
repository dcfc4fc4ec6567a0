import { describe, expect, it } from 'vitest';
import { i18n, menuLabel, readStoredLocale } from './i18n.ts';

describe('i18n setup', () => {
  it('means en-US when nothing valid is stored', () => {
    expect(readStoredLocale()).toBe('en-US');
    expect(i18n.language).toBe('en-US');
  });

  it('finds the shared menu titles, whose keys contain dots, in both languages', async () => {
    expect(menuLabel('menu.dashboard.workplace')).toBe('Workplace');
    expect(menuLabel('menu.dashboard')).toBe('Dashboard');
    await i18n.changeLanguage('zh-CN');
    expect(menuLabel('menu.roleSettings.roleManagement')).toBe('角色管理');
    expect(i18n.t('common:languageSwitched')).toBe('语言切换成功');
    await i18n.changeLanguage('en-US');
    expect(menuLabel('menu.unknown', 'Server title')).toBe('Server title');
  });
});
