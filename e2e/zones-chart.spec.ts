import { expect, test } from '@playwright/test';
import { ADMIN, loginViaUi, useLanguage } from './helpers.ts';

/**
 * One record of the USPS National Zone Charts Matrix: origin 100, then a 2-character field (zone and
 * indicator) for each destination 001-999; 100 -> 900 is zone 3 here (distance bands would say 8).
 */
const record =
  '100' +
  Array.from(
    { length: 999 },
    (_, i) => `${i + 1 === 900 ? '3' : i + 1 >= 100 && i + 1 <= 119 ? '1' : '5'}*`,
  ).join('');

test('an administrator uploads the official USPS zone chart; lookups use it; removing it restores distance zones', async ({
  page,
}) => {
  await useLanguage(page, 'en-US');
  await loginViaUi(page, ADMIN);
  await page.goto('/adminSettings/permission/carrierService');
  const card = page.getByTestId('usps-zone-chart');
  await expect(card).toContainText('Official USPS zone chart');
  await expect(page.getByTestId('usps-zone-chart-status')).toContainText('No official chart');

  await card.locator('input[type=file]').setInputFiles({
    name: 'Format2.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(`${record}\r\n`),
  });
  await expect(page.getByTestId('usps-zone-chart-status')).toContainText('1 origins from Format2.txt');

  await page.goto('/orderManager/findZone');
  await page.getByTestId('zone-fromZip').fill('10001');
  await page.getByTestId('zone-toZip').fill('90001');
  await page.getByTestId('zone-submit').click();
  const usps = page.getByTestId('zone-row-USPS');
  await expect(usps).toContainText('3');
  await expect(usps).toContainText('official chart');

  await page.goto('/adminSettings/permission/carrierService');
  await card.getByRole('button', { name: 'Remove' }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /OK|Yes/ })
    .click();
  await expect(page.getByTestId('usps-zone-chart-status')).toContainText('No official chart');
});
