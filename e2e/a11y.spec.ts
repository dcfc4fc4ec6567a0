import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { APP_ROUTES, flattenRoutes, isRouteChainAllowed } from '@shiplabel/shared/routes';
import {
  ADMIN,
  api,
  CUSTOMER,
  type Lang,
  loginViaUi,
  PUBLIC_PAGE_PATHS,
  STAFF,
  useLanguage,
} from './helpers.ts';

// Issue 17: WCAG 2.1 AA. axe-core scans every route of the route table as each demo role, and the
// public pages; a serious or critical violation fails the test, listed with its rule and elements.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const ROLES = [CUSTOMER, ADMIN, STAFF] as const;
const PUBLIC_PATHS = [...PUBLIC_PAGE_PATHS, '/authAccepted', '/no/such/page'];

/** Waits until the page's data has arrived: no spinner or skeleton is left. */
async function settled(page: Page, main: string) {
  await expect(page.locator(main).first()).toBeVisible();
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

/** Scans one page; every finding prefixed with its path (all pages first, then one assertion). */
async function scan(page: Page, path: string, found: string[]) {
  // Exactly one level-one heading per page (WCAG 1.3.1 / 2.4.6: the page title as a heading).
  const headings = await page.locator('h1').count();
  if (headings !== 1) found.push(`${path}: ${headings} level-one headings`);
  for (const line of await violations(page)) found.push(`${path}: ${line}`);
}

/**
 * Opens an application route inside the running app, as the menu does (the router follows the history),
 * so the scan does not boot the app and sign in again for every route; waits for the route's heading.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settled(page, `main[data-path="${path}"] h1`);
}

for (const lang of ['en-US', 'zh-CN'] as Lang[]) {
  test(`public pages have no serious accessibility violations (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    const found: string[] = [];
    for (const path of PUBLIC_PATHS) {
      await page.goto(path);
      await settled(page, '#root main, #root h1');
      await scan(page, path, found);
    }
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
    test.setTimeout(600_000);
    await loginViaUi(page, user);
    const token = (await page.evaluate(() => sessionStorage.getItem('token'))) as string;
    const info = await api<{ role: string[] }>(request, token, 'GET', '/user/info');
    const paths = flattenRoutes(APP_ROUTES)
      .filter(({ chain }) => isRouteChainAllowed(chain, info.body.data.role))
      .map(({ route }) => route.path);
    expect(paths.length).toBeGreaterThan(5);
    const found: string[] = [];
    for (const path of paths) {
      await openInApp(page, path);
      await scan(page, path, found);
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}

/** Presses Tab until the element (or a control inside it) has focus: it is reachable by keyboard. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)))
      return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached by ${max} presses of Tab: ${target}`);
}

async function typeInto(page: Page, testId: string, text: string) {
  await tabTo(page, page.getByTestId(testId));
  // Replaces what is there (the sender starts as the account's default address).
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

for (const lang of ['en-US', 'zh-CN'] as Lang[]) {
  test(`by keyboard alone: a new order saved, its list row opened, a batch dialog opened and closed (${lang})`, async ({
    page,
    request,
  }) => {
    await useLanguage(page, lang);
    await loginViaUi(page, CUSTOMER);
    await page.goto('/orderManager/newOrder');
    await expect(page.getByTestId('page-title')).toBeVisible();
    await expect(page.getByTestId('sender-personName')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    // The first tab stop skips the navbar and the menu to the page itself.
    await page.keyboard.press('Tab');
    const skip = page.getByTestId('skip-link');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();

    // The form, field after field with Tab; the ZIP fills in city and state.
    const reference = `kbd-${lang}-${Date.now().toString(36)}`;
    for (const [prefix, name, line1, zip] of [
      ['sender', 'Ana Li', '1200 S Central Ave', '90001'],
      ['recipient', 'Bo Chen', '350 5th Ave', '10001'],
    ] as const) {
      await typeInto(page, `${prefix}-personName`, name);
      await typeInto(page, `${prefix}-addressLine1`, line1);
      await typeInto(page, `${prefix}-zipCode`, zip);
      await expect(page.getByTestId(`${prefix}-city`)).not.toHaveValue('');
    }
    await typeInto(page, 'order-reference', reference);
    for (const [field, value] of [
      ['weight', '2'],
      ['length', '10'],
      ['width', '8'],
      ['height', '6'],
    ] as const)
      await typeInto(page, `parcel-0-${field}`, value);
    await tabTo(page, page.getByTestId('order-save-draft'));
    await expect(page.getByTestId('order-save-draft')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/orderManager\/draft/);

    // The draft's row: searched and opened with the keyboard.
    const token = (await page.evaluate(() => sessionStorage.getItem('token'))) as string;
    const q = new URLSearchParams({ view: 'draft', keyword: reference, pageNum: '1', pageSize: '50' });
    const drafts = await api<{ list: { orderNo: string }[] }>(
      request,
      token,
      'GET',
      `/app/order/orders?${q}`,
    );
    expect(drafts.status, JSON.stringify(drafts.body)).toBe(200);
    const orderNo = drafts.body.data.list[0]!.orderNo;
    await typeInto(page, 'order-keyword', reference);
    await page.keyboard.press('Enter');
    const detail = page.getByTestId(`order-action-detail-${orderNo}`);
    await expect(detail).toBeVisible();
    await tabTo(page, detail);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/orderManager\/orderDetail\?id=/);
    await expect(page.getByText(orderNo).first()).toBeVisible();

    // Back in the list: the row selected with Space, the batch dialog opened with Enter; focus stays in
    // the dialog while it is open, and Escape closes it and gives focus back to its button.
    await page.goBack();
    await expect(page).toHaveURL(/\/orderManager\/draft/);
    const select = page.getByTestId(`order-select-${orderNo}`);
    await expect(select).toBeVisible();
    await tabTo(page, select);
    await page.keyboard.press('Space');
    const trigger = page.getByTestId('batch-validate');
    await expect(trigger).toBeEnabled();
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Tab and Shift+Tab never reach the page behind the dialog (the browser's own bar aside).
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      const behind = await page.evaluate(() =>
        document.getElementById('root')?.contains(document.activeElement),
      );
      expect(behind, `${key} left the dialog`).toBe(false);
    }
    await tabTo(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
}
