import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, normalizeLocale } from './locale.ts';

describe('locale', () => {
  it('keeps the two supported locales and maps anything else to en-US', () => {
    expect(normalizeLocale('zh-CN')).toBe('zh-CN');
    expect(normalizeLocale('en-US')).toBe('en-US');
    for (const other of [undefined, null, '', 'zh', 'fr-FR', 'ZH-CN', 42])
      expect(normalizeLocale(other)).toBe('en-US');
  });

  it('reads the caller language from Accept-Language', () => {
    expect(localeFromAcceptLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh-CN');
    expect(localeFromAcceptLanguage('zh-TW')).toBe('zh-CN');
    expect(localeFromAcceptLanguage('en-GB,zh;q=0.5')).toBe('en-US');
    expect(localeFromAcceptLanguage('fr-FR,de')).toBe('en-US');
    expect(localeFromAcceptLanguage(undefined)).toBe('en-US');
  });
});
