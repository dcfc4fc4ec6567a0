import { expect, type Page, test } from '@playwright/test';
import { CUSTOMER, STAFF } from './helpers.ts';
import { signedIn } from './orders-helpers.ts';

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function pickOption(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-item-option', { hasText: text }).first().click();
}

test('work order: customer opens with an attachment (zh-CN), staff notes and replies (en-US), customer sees the unread badge, reads, closes and reopens', async ({
  browser,
}) => {
  // Two signed-in sessions and a dozen page loads: past the default 60 s on a loaded machine (measured 90 s).
  test.setTimeout(150_000);
  const subject = `E2E 包裹延误 ${Date.now()}`;
  const customer = await signedIn(browser, 'zh-CN', CUSTOMER);
  // The navbar bell's unread count (the demo data leaves some unread messages of its own).
  const badge = customer.getByTestId('message-badge').locator('.ant-badge-count');
  const unread = async () => Number((await badge.count()) ? await badge.getAttribute('title') : 0);
  // The count the ticket page's bell loads. An answer to the page left behind (signing in lands on the
  // workplace, whose bell asks too) has no body any more once we navigate: skip it, read the next one.
  let before = -1;
  const firstCount = customer.waitForResponse(async (r) => {
    if (!r.url().includes('/app/sysMessage/unread')) return false;
    try {
      before = (await r.json()).data.total;
      return true;
    } catch {
      return false;
    }
  });
  await customer.goto('/settings/management');
  await firstCount;
  expect(before).toBeGreaterThanOrEqual(0);
  await customer.getByTestId('ticket-create').click();
  await pickOption(customer, 'ticket-type', '物流状态');
  await customer.getByTestId('ticket-subject').fill(subject);
  await customer.getByTestId('ticket-description').fill('三天没有扫描记录');
  await customer
    .locator('.ant-modal .ant-upload input[type=file]')
    .setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(customer.locator('.ant-modal .ant-upload-list-item-done')).toHaveCount(1);
  await customer.getByTestId('ticket-submit').click();
  await expect(customer).toHaveURL(/\/settings\/reply\?id=/);
  const number = (await customer.getByTestId('ticket-number').innerText()).trim();
  expect(number).toMatch(/^WO\d{12}$/);
  await expect(customer.getByTestId('ticket-status')).toHaveText('处理中');
  await expect(customer.getByTestId('ticket-attachment')).toContainText('screenshot.png');

  const staff = await signedIn(browser, 'en-US', STAFF);
  await staff.goto('/adminSettings/serviceManagement');
  await staff.getByTestId(`ticket-view-${number}`).click();
  await expect(staff.getByTestId('ticket-attachment')).toContainText('screenshot.png');
  await staff.getByTestId('ticket-internal-toggle').click();
  await staff.getByTestId('ticket-reply-content').fill('Internal: asked the carrier hub');
  await staff.getByTestId('ticket-reply-send').click();
  await expect(staff.getByTestId('ticket-note')).toContainText('Internal: asked the carrier hub');
  await staff.getByTestId('ticket-internal-toggle').click();
  await staff.getByTestId('ticket-reply-content').fill('Your parcel left the hub today.');
  await staff.getByTestId('ticket-reply-send').click();
  await expect(staff.getByTestId('ticket-reply-staff')).toContainText('Your parcel left the hub today.');

  // The customer learns of the reply in the message centre: one more unread, opened from the bell.
  await customer.goto('/dashboard/workplace');
  await expect.poll(unread).toBe(before + 1);
  await customer.getByTestId('message-bell').click();
  await customer.getByTestId('message-popover-tab-message').click();
  await customer
    .getByTestId('message-popover')
    .locator('[data-testid="message-item-unread"]', { hasText: `客服回复了您的工单 ${number}` })
    .click();
  await customer.getByTestId('message-open-link').click();
  await expect(customer).toHaveURL(/\/settings\/reply\?id=/);
  await expect(customer.getByTestId('ticket-reply-staff')).toContainText('Your parcel left the hub today.');
  await expect.poll(unread).toBe(before);
  await expect(customer.getByText('Internal: asked the carrier hub')).toHaveCount(0);
  await expect(customer.getByTestId('ticket-note')).toHaveCount(0);

  await customer.getByTestId('ticket-close').click();
  await customer.getByTestId('ticket-close-confirm').click();
  await expect(customer.getByTestId('ticket-status')).toHaveText('已关闭');
  await expect(customer.getByTestId('ticket-reply-content')).toHaveCount(0);
  await customer.getByTestId('ticket-reopen').click();
  await expect(customer.getByTestId('ticket-status')).toHaveText('处理中');
  await expect(customer.getByTestId('ticket-reply-content')).toBeVisible();

  await customer.goto('/settings/management');
  await expect(customer.getByTestId(`ticket-row-${number}`)).toContainText('客服');

  // An unknown or malformed id is a "not found" page, not an error toast.
  for (const id of ['00000000-0000-4000-8000-000000000000', 'garbage']) {
    await customer.goto(`/settings/reply?id=${id}`);
    await expect(customer.getByTestId('ticket-not-found')).toContainText('工单不存在');
    await expect(customer.locator('.ant-message-error')).toHaveCount(0);
  }
});
