import { expect, type Page, test } from '@playwright/test';
import { ADMIN, type Lang, loginViaUi, useLanguage } from './helpers.ts';

// Polish: tab titles on every kind of route, SEO links after client-side navigation, the API reference's
// sections and the create dialogs' verb, in both languages.
const TEXT = {
  'en-US': {
    product: 'ShipLabel',
    notFound: 'Page not found - ShipLabel',
    roles: 'Role management - ShipLabel',
    ordersSection: 'Orders',
    create: /^Create$/,
    switchTo: 'zh-CN',
    switched: '角色管理 - ShipLabel 物流面单平台',
  },
  'zh-CN': {
    product: 'ShipLabel 物流面单平台',
    notFound: '页面不存在 - ShipLabel 物流面单平台',
    roles: '角色管理 - ShipLabel 物流面单平台',
    ordersSection: '订单',
    // antd spaces out a two-character Chinese button label.
    create: /^创\s?建$/,
    switchTo: 'en-US',
    switched: 'Role management - ShipLabel',
  },
} as const;

const alternates = (page: Page) =>
  page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map(
        (l) =>
          `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href') ?? '').pathname}${new URL(l.getAttribute('href') ?? '').search}`,
      ),
    );

for (const lang of ['en-US', 'zh-CN'] as Lang[]) {
  const text = TEXT[lang];

  test(`titles, SEO links, API sections and the Create verb follow the route and language (${lang})`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // Client-side navigation: the alternates and canonical name the page shown, not the first one.
    await page.getByTestId('footer-contactUs').click();
    await expect(page).toHaveURL(/\/contactUs$/);
    await expect
      .poll(() => alternates(page))
      .toEqual(['en-US /contactUs', 'zh-CN /contactUs?lang=zh-CN', 'x-default /contactUs']);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      lang === 'en-US' ? /\/contactUs$/ : /\/contactUs\?lang=zh-CN$/,
    );
    await expect(page).toHaveTitle(new RegExp(text.product));

    // The API reference's sections are titled in the reader's language.
    await page.getByTestId('footer-wordView').click();
    await expect(page.getByTestId('api-group-orders').getByRole('heading', { level: 3 })).toHaveText(
      text.ordersSection,
    );

    // The 404 page has its own title.
    await page.goto('/no-such-page');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page).toHaveTitle(text.notFound);

    // A signed-in page: no alternates, its own title; the create dialog says Create.
    await loginViaUi(page, ADMIN);
    await page.goto('/roleSettings/roleManagement');
    await expect(page).toHaveTitle(text.roles);
    await expect.poll(() => alternates(page)).toEqual([]);
    await page.getByTestId('role-create').click();
    await expect(page.getByTestId('role-save')).toHaveText(text.create);
    await page.keyboard.press('Escape');

    // Switching the language retitles the tab at once.
    await page.getByTestId('lang-switch').click();
    await page.getByTestId(`lang-${text.switchTo}`).click();
    await expect(page).toHaveTitle(text.switched);
    await expect(page.locator('html')).toHaveAttribute('lang', text.switchTo);
  });
}
