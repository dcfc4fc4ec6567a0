import { expect, type Page, test } from '@playwright/test';
import { buildMenu, type MenuNode } from '@shiplabel/shared';
import { api, apiLogin, CUSTOMER, STAFF } from './helpers.ts';
import { signedIn } from './orders-helpers.ts';

/**
 * No page may call what its viewer's role cannot (issue 12): every 403 answer a page receives is
 * recorded, with the page it came from.
 */
function forbiddenCalls(page: Page): { at: string; call: string }[] {
  const seen: { at: string; call: string }[] = [];
  page.on('response', (res) => {
    if (res.status() === 403)
      seen.push({ at: new URL(page.url()).pathname, call: `${res.request().method()} ${res.url()}` });
  });
  return seen;
}

const leaves = (nodes: readonly MenuNode[]): string[] =>
  nodes.flatMap((n) => (n.children?.length ? leaves(n.children) : [n.path]));

test('staff open Express waybill management and search it without one 403 (no customer or channel filter)', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'en-US', STAFF);
  const forbidden = forbiddenCalls(page);
  await page.goto('/adminSettings/allWaybills');
  await expect(page.getByTestId('order-table')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('order-user-filter')).toHaveCount(0);
  await expect(page.getByTestId('order-channel-filter')).toHaveCount(0);
  await page.getByTestId('order-keyword').locator('input').first().pressSequentially('SL26', { delay: 50 });
  await page.keyboard.press('Enter');
  await page.waitForLoadState('networkidle');
  expect(forbidden).toEqual([]);
});

for (const user of [STAFF, CUSTOMER]) {
  test(`every menu page of ${user} loads without a 403 answer`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const token = await apiLogin(request, user);
    const info = await api<{ role: string[] }>(request, token, 'GET', '/user/info');
    const paths = leaves(buildMenu(info.body.data.role, (key) => key)).filter((p) => p.startsWith('/'));
    expect(paths.length).toBeGreaterThan(3);
    const page = await signedIn(browser, 'en-US', user);
    const forbidden = forbiddenCalls(page);
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(forbidden).toEqual([]);
  });
}
