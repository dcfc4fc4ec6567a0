import { expect, test } from '@playwright/test';
import { type Lang, useLanguage } from './helpers.ts';

// Issue 14: the public content pages open without a session in both languages, each with its own head.
const PAGES = [
  { path: '/privacyPolicy', heading: { 'en-US': 'Privacy policy', 'zh-CN': '隐私政策' } },
  { path: '/termsOfUse', heading: { 'en-US': 'Terms of use', 'zh-CN': '使用条款' } },
  { path: '/helpCenter', heading: { 'en-US': 'Help center', 'zh-CN': '帮助中心' } },
  { path: '/ExpertGuides', heading: { 'en-US': 'Expert guides', 'zh-CN': '专家指南' } },
  { path: '/warehousing', heading: { 'en-US': 'Expert guides', 'zh-CN': '专家指南' } },
  { path: '/authAccepted', heading: { 'en-US': 'Authorization accepted', 'zh-CN': '授权已接受' } },
  { path: '/authDeclined', heading: { 'en-US': 'Authorization declined', 'zh-CN': '授权被拒绝' } },
  { path: '/authSuccess', heading: { 'en-US': 'Store connected', 'zh-CN': '店铺已连接' } },
];

for (const lang of ['en-US', 'zh-CN'] as Lang[]) {
  test(`public pages open without login, with their own title and canonical link (${lang})`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    const titles = new Set<string>();
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByTestId('public-heading')).toContainText(heading[lang]);
      // The Chinese version of an indexed page has its own address (?lang=zh-CN), as the server writes it.
      const canonical = lang === 'zh-CN' ? `${path}(\\?lang=zh-CN)?$` : `${path}$`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(canonical));
      await expect(page).not.toHaveTitle(/^ShipLabel$/);
      titles.add(await page.title());
    }
    // /ExpertGuides and /warehousing share the page but not the title.
    expect(titles.size).toBe(PAGES.length);

    await page.goto('/termsOfUse');
    await expect(page.getByTestId('public-version')).toContainText('2026-11-01');
    await expect(page.getByText('5 USD').or(page.getByText('5 美元')).first()).toBeVisible();

    await page.goto('/helpCenter');
    await page
      .getByTestId('help-search')
      .locator('input')
      .fill(lang === 'en-US' ? 'IMEI' : '保险');
    await expect(page.getByTestId('help-article-insurance')).toBeVisible();
    await expect(page.getByTestId('help-article-imports')).toHaveCount(0);
    await page.getByTestId('help-article-insurance').click();
    await expect(
      page.getByText(lang === 'en-US' ? '50,000 USD per package' : '每个包裹 50,000 美元'),
    ).toBeVisible();

    // The registration form's consent links open the texts in a new tab.
    await page.goto('/registerForm');
    for (const [testId, heading] of [
      ['register-terms-link', PAGES[1]!.heading[lang]],
      ['register-privacy-link', PAGES[0]!.heading[lang]],
    ] as const) {
      const popup = page.waitForEvent('popup');
      await page.getByTestId(testId).click();
      const opened = await popup;
      await expect(opened.getByTestId('public-heading')).toContainText(heading);
      await opened.close();
    }

    await page.goto('/home');
    await page.getByTestId('footer-privacyPolicy').click();
    await expect(page).toHaveURL(/\/privacyPolicy$/);
    await page.getByTestId('footer-warehousing').click();
    await expect(page).toHaveURL(/\/warehousing$/);
    await page.getByTestId('footer-helpCenter').click();
    await expect(page).toHaveURL(/\/helpCenter$/);
  });
}
