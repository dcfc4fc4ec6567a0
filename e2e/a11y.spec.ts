import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { APP_ROUTES, flattenRoutes, isRouteChainAllowed } from '@shiplabel/shared/routes';
import { ADMIN, api, CUSTOMER, type Lang, loginViaUi, STAFF, useLanguage } from './helpers.ts';

// Issue 17: WCAG 2.1 AA. axe-core scans every route of the route table as each demo role, and the
// public pages; a serious or critical violation fails the test, listed with its rule and elements.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const ROLES = [
  CUSTOMER,
  ADMIN,
  STAFF,
  'seller@example.com',
  'proxy@example.com',
  'warehouse@example.com',
] as const;
const PUBLIC_PATHS = [
  '/home',
  '/login',
  '/registerForm',
  '/privacyPolicy',
  '/termsOfUse',
  '/helpCenter',
  '/contactUs',
  '/wordView',
  '/ExpertGuides',
  '/authAccepted',
  '/no/such/page',
];

/** Waits until the page's data has arrived: no spinner or skeleton is left. */
async function settled(page: Page) {
  await expect(page.locator('#root main, #root h1').first()).toBeVisible();
  await expect(page.locator('.boot-screen, .ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
}

/** The serious and critical violations of the page, one line each: rule, impact, elements. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/** Scans the paths in one page; returns every finding prefixed with its path (all pages, then one assert). */
async function scanAll(page: Page, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settled(page);
    // Exactly one level-one heading per page (WCAG 1.3.1 / 2.4.6: the page title as a heading).
    const headings = await page.locator('h1').count();
    if (headings !== 1) found.push(`${path}: ${headings} level-one headings`);
    for (const line of await violations(page)) found.push(`${path}: ${line}`);
  }
  return found;
}

for (const lang of ['en-US', 'zh-CN'] as Lang[]) {
  test(`public pages have no serious accessibility violations (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    const found = await scanAll(page, PUBLIC_PATHS);
    expect(found, found.join('\n')).toEqual([]);
    // The document language follows the chosen language (WCAG 3.1.1).
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  });
}

// Every route once per role, in English (the layout and components are the same in both languages;
// the public pages and the keyboard journey cover Chinese).
for (const user of ROLES) {
  test(`every route of the route table as ${user} has no serious accessibility violations`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await loginViaUi(page, user);
    const token = (await page.evaluate(() => sessionStorage.getItem('token'))) as string;
    const info = await api<{ role: string[] }>(request, token, 'GET', '/user/info');
    const paths = flattenRoutes(APP_ROUTES)
      .filter(({ chain }) => isRouteChainAllowed(chain, info.body.data.role))
      .map(({ route }) => route.path);
    expect(paths.length).toBeGreaterThan(5);
    const found = await scanAll(page, paths);
    expect(found, found.join('\n')).toEqual([]);
  });
}
