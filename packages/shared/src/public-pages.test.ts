import { describe, expect, it } from 'vitest';
import { FOOTER_PAGES, PUBLIC_PAGES } from './public-pages.ts';
import { WHITELIST_ROUTE_NAMES } from './routes.ts';

describe('public pages', () => {
  it('are all reachable without signing in (the guard whitelist) and listed once', () => {
    for (const page of PUBLIC_PAGES) expect(WHITELIST_ROUTE_NAMES).toContain(page.name);
    expect(new Set(PUBLIC_PAGES.map((page) => page.path)).size).toBe(PUBLIC_PAGES.length);
  });

  it('link every content page from the footer, never the sign-in forms or the home page itself', () => {
    expect(FOOTER_PAGES.map((page) => page.path)).toEqual([
      '/helpCenter',
      '/wordView',
      '/contactUs',
      '/ExpertGuides',
      '/warehousing',
      '/termsOfUse',
      '/privacyPolicy',
    ]);
  });
});
