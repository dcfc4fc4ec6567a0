import { expect, test } from '@playwright/test';
import { CUSTOMER, type Lang, loginViaUi, useLanguage } from './helpers.ts';

const TEXT = {
  'en-US': { help: 'Help and FAQ', docs: 'API documentation', book: 'Address book' },
  'zh-CN': { help: '帮助中心与常见问题', docs: 'API 文档', book: '地址簿' },
} as const;

for (const lang of ['en-US', 'zh-CN'] as Lang[]) {
  const text = TEXT[lang];
  test.describe(`navigation (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
      await loginViaUi(page, CUSTOMER);
    });

    test('the breadcrumb home icon links to the workplace', async ({ page }) => {
      await page.goto('/settings/addressbook');
      await page.getByTestId('breadcrumb-home').click();
      await expect(page).toHaveURL(/\/dashboard\/workplace$/);
    });

    test('/redirect/<path> opens the path, written out or encoded, with its query', async ({ page }) => {
      await page.goto('/redirect/settings/addressbook');
      await expect(page).toHaveURL(/\/settings\/addressbook$/);
      await expect(page.getByTestId('not-found')).toHaveCount(0);
      await page.goto(`/redirect/${encodeURIComponent('/orderManager/findZone?x=1')}`);
      await expect(page).toHaveURL(/\/orderManager\/findZone\?x=1$/);
      await expect(page.getByTestId('not-found')).toHaveCount(0);
    });

    test('the menu holds the help and documentation links, opening in a new tab', async ({ page }) => {
      const menu = page.getByTestId('side-menu');
      for (const [id, label, href] of [
        ['help', text.help, '/helpCenter'],
        ['docs', text.docs, '/wordView'],
      ] as const) {
        const link = menu.getByTestId(`menu-external-${id}`);
        await expect(link).toHaveText(label);
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
      const [docs] = await Promise.all([
        page.context().waitForEvent('page'),
        menu.getByTestId('menu-external-docs').click(),
      ]);
      await expect(docs).toHaveURL(/\/wordView/);
      // The menu's own page did not move.
      await expect(page).not.toHaveURL(/external/);
    });
  });
}
