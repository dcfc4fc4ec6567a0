import { describe, expect, it } from 'vitest';
import { applyDocumentLanguage, i18n, menuLabel, readStoredLocale } from './i18n.ts';

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

  it('keeps the document language equal to the chosen one (WCAG 3.1.1), on every switch', async () => {
    const doc = { documentElement: { lang: 'en-US' } } as unknown as Document;
    applyDocumentLanguage('zh-CN', doc);
    expect(doc.documentElement.lang).toBe('zh-CN');
    applyDocumentLanguage('fr-FR', doc);
    expect(doc.documentElement.lang).toBe('en-US');
    // A switch through i18next, as the language menu does, updates the page's own document.
    const global = globalThis as { document?: Document };
    global.document = doc;
    try {
      await i18n.changeLanguage('zh-CN');
      expect(doc.documentElement.lang).toBe('zh-CN');
      await i18n.changeLanguage('en-US');
      expect(doc.documentElement.lang).toBe('en-US');
    } finally {
      delete global.document;
    }
  });
});
