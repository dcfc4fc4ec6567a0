import { describe, expect, it } from 'vitest';
import enHead from '../../locales/en-US/head.json';
import zhHead from '../../locales/zh-CN/head.json';
import { buildHead, headElements, PAGES_WITH_OWN_HEAD } from './headTags.ts';

/** A minimal translator over the real head dictionaries, with {{var}} interpolation. */
function translator(dictionary: unknown) {
  return (key: string, vars: Record<string, string> = {}) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], dictionary);
    if (typeof value !== 'string') return key;
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
  };
}

const base = { origin: 'https://ship.example', fullPath: '/dashboard/workplace?tab=1' };

describe('buildHead', () => {
  it('uses the page-specific title and description where they exist, in both languages', () => {
    for (const name of PAGES_WITH_OWN_HEAD) {
      const en = buildHead({ ...base, routeName: name, t: translator(enHead) });
      const zh = buildHead({ ...base, routeName: name, t: translator(zhHead) });
      expect(en.title).not.toMatch(/^pages\./);
      expect(zh.description).not.toMatch(/^pages\./);
      expect(en.title).not.toBe(zh.title);
    }
    expect(buildHead({ ...base, routeName: 'login', t: translator(enHead) }).title).toMatch(/Sign in/);
  });

  it('uses the route title with the product name elsewhere', () => {
    expect(
      buildHead({ ...base, routeName: 'Workplace', routeTitle: 'Workplace', t: translator(enHead) }).title,
    ).toBe('Workplace - ShipLabel');
    expect(
      buildHead({ ...base, routeName: 'Workplace', routeTitle: '工作台', t: translator(zhHead) }).title,
    ).toBe('工作台 - ShipLabel 物流面单平台');
    const notFound = buildHead({
      ...base,
      routeName: 'notFound',
      routeTitle: 'Page not found',
      t: translator(enHead),
    });
    expect(notFound.title).toBe('Page not found - ShipLabel');
    const fallback = buildHead({ ...base, routeName: '', t: translator(enHead) });
    expect(fallback.title).toBe('ShipLabel');
    expect(fallback.description).toBe(enHead.defaultDescription);
  });

  it('links the canonical URL to the origin plus the full path', () => {
    const head = buildHead({ ...base, routeName: 'home', t: translator(enHead) });
    expect(head.canonical).toBe('https://ship.example/dashboard/workplace?tab=1');
  });

  it('lists every social-sharing tag', () => {
    const head = buildHead({ ...base, routeName: 'home', t: translator(enHead) });
    const ids = headElements(head).map((e) => e.id);
    expect(ids).toEqual([
      'description',
      'og:title',
      'og:description',
      'og:url',
      'og:type',
      'twitter:card',
      'twitter:title',
      'twitter:description',
      'canonical',
    ]);
    expect(headElements(head).find((e) => e.id === 'og:url')?.value).toBe(head.canonical);
  });
});
