import { MENU_TITLES } from '@shiplabel/shared/i18n/menu';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import enHead from '../../locales/en-US/head.json';
import zhHead from '../../locales/zh-CN/head.json';
import { isRouteHandle, type RouteHandle } from '../router/handle.ts';
import { routes } from '../router/routes.tsx';
import { headRoute, SHOWN_INSTEAD_TITLE_KEYS } from './headRoute.ts';
import { buildHead } from './headTags.ts';

const HEADS = { 'en-US': enHead, 'zh-CN': zhHead } as const;

function translator(dictionary: unknown) {
  return (key: string, vars: Record<string, string> = {}) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], dictionary);
    if (typeof value !== 'string') return key;
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
  };
}

/** The tab title of a route in a language, as useHeadTags builds it. */
function tabTitle(
  handle: RouteHandle | undefined,
  language: keyof typeof HEADS,
  shown?: 'notFound' | 'forbidden' | 'error',
) {
  const { routeName, titleKey, isAppRoute } = headRoute(handle, shown);
  const t = translator(HEADS[language]);
  const routeTitle = titleKey ? (isAppRoute ? MENU_TITLES[language][titleKey] : t(titleKey)) : undefined;
  return buildHead({
    routeName,
    ...(routeTitle ? { routeTitle } : {}),
    origin: 'https://ship.example',
    fullPath: '/x',
    language,
    t,
  }).title;
}

/** Every route that renders a page (not the redirects), with its handle. */
function pageRoutes(list: RouteObject[]): { path: string; handle: RouteHandle }[] {
  return list.flatMap((route) => [
    ...((route.lazy || route.Component) && isRouteHandle(route.handle) && route.path !== '/'
      ? [{ path: route.path ?? '', handle: route.handle }]
      : []),
    ...pageRoutes(route.children ?? []),
  ]);
}

// /redirect/* only bounces back to the page it names (a reload of the current tab), within one frame.
const pages = pageRoutes(routes).filter((page) => page.handle.name !== 'Redirect');

describe('tab title of every route', () => {
  it('is "<page title> - ShipLabel" (or the page’s own) in both languages, never the bare product name', () => {
    expect(pages.length).toBeGreaterThan(40);
    for (const { path, handle } of pages) {
      for (const language of ['en-US', 'zh-CN'] as const) {
        const title = tabTitle(handle, language);
        expect(title, `${path} ${language}`).not.toBe(HEADS[language].defaultTitle);
        expect(title, `${path} ${language}`).not.toMatch(/routeTitles\.|menu\.|pages\./);
      }
      expect(tabTitle(handle, 'en-US'), path).not.toBe(tabTitle(handle, 'zh-CN'));
    }
  });

  it('names the 404 / 403 / error page shown in place of a refused route, not the route', () => {
    const workplace = pages.find((page) => page.handle.name === 'Workplace')!.handle;
    expect(tabTitle(workplace, 'en-US')).toBe('Workplace - ShipLabel');
    expect(tabTitle(workplace, 'en-US', 'forbidden')).toBe('No access - ShipLabel');
    expect(tabTitle(workplace, 'zh-CN', 'forbidden')).toBe('无权访问 - ShipLabel 物流面单平台');
    expect(tabTitle(workplace, 'en-US', 'notFound')).toBe('Page not found - ShipLabel');
    expect(tabTitle(workplace, 'zh-CN', 'error')).toBe('页面出错 - ShipLabel 物流面单平台');
    for (const key of Object.values(SHOWN_INSTEAD_TITLE_KEYS)) {
      expect(translator(enHead)(key)).not.toBe(key);
      expect(translator(zhHead)(key)).not.toBe(key);
    }
  });
});
