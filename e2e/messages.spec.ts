import { expect, type Page, test } from '@playwright/test';
import { ADMIN, CUSTOMER } from './helpers.ts';
import { signedIn } from './orders-helpers.ts';

/** The unread count the navbar's bell shows ('' when nothing is unread). */
const badge = (page: Page) => page.getByTestId('message-bell').locator('.ant-badge-count');

async function unreadCount(page: Page): Promise<number> {
  await expect(page.getByTestId('message-bell')).toBeVisible();
  if ((await badge(page).count()) === 0) return 0;
  return Number(await badge(page).getAttribute('title'));
}

test('an administrator publishes a notice to all customers (en-US); the customer (zh-CN) sees the badge, reads it, the count drops', async ({
  browser,
}) => {
  const title = `E2E notice ${Date.now()}`;
  const customer = await signedIn(browser, 'zh-CN', CUSTOMER);
  // The seeded welcome notice and to-do are unread: the badge shows from the start.
  // The count arrives after the page: poll until it shows (reading at once raced it and saw 0).
  await expect.poll(() => unreadCount(customer)).toBeGreaterThan(0);
  const before = await unreadCount(customer);

  const admin = await signedIn(browser, 'en-US', ADMIN);
  await admin.goto('/adminSettings/msgConfig');
  await admin.getByTestId('message-create').click();
  await admin.getByTestId('message-title').fill(title);
  await admin.getByTestId('message-subtitle').fill('Holiday schedule');
  await admin.getByTestId('message-content').fill('Carriers pick up **one day later** next week.');
  await admin.getByTestId('message-publish').click();
  await expect(admin.getByText('Message published')).toBeVisible();
  await expect(admin.locator('tr', { hasText: title })).toContainText('All customers');
  await admin.screenshot({ path: 'test-results/shots/messages-admin-en.png', fullPage: true });

  await customer.reload();
  await expect(badge(customer)).toHaveAttribute('title', String(before + 1));
  await customer.getByTestId('message-bell').click();
  await customer.getByTestId('message-popover-tab-notice').click();
  await expect(customer.getByTestId('message-popover')).toContainText(title);
  await customer.screenshot({ path: 'test-results/shots/messages-bell-zh.png' });
  await customer.getByTestId('message-view-all').click();
  await expect(customer).toHaveURL(/\/sys\/center$/);
  await expect(customer.getByTestId('message-tab-notice')).toContainText('通知');
  await customer.screenshot({ path: 'test-results/shots/messages-centre-zh.png', fullPage: true });
  await customer.getByTestId('message-centre').getByText(title).click();
  const dialog = customer.getByTestId('message-dialog');
  await expect(dialog).toContainText('one day later');
  await expect(dialog.locator('.sys-message-body strong')).toHaveText('one day later');
  await customer.screenshot({ path: 'test-results/shots/messages-dialog-zh.png' });
  await expect(badge(customer)).toHaveAttribute('title', String(before));
});
