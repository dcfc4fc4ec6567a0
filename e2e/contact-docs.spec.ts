import { expect, test } from '@playwright/test';
import { CUSTOMER, type Lang, loginViaUi, useLanguage } from './helpers.ts';

// Issue 14: the contact form, the API documentation page and what a crawler reads, in both languages.
const TEXT = {
  'en-US': {
    contact: 'Contact us',
    docs: 'API documentation',
    required: 'Enter your name',
    topic: 'Shipping rates',
    sent: 'Message sent',
  },
  'zh-CN': {
    contact: '联系我们',
    docs: 'API 文档',
    required: '请输入您的姓名',
    topic: '运费价格',
    sent: '留言已发送',
  },
} as const;

for (const lang of ['en-US', 'zh-CN'] as Lang[]) {
  const text = TEXT[lang];

  test(`contact form sends and the API docs show curl examples (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/home');
    await page.getByTestId('footer-contactUs').click();
    await expect(page).toHaveURL(/\/contactUs$/);
    await expect(page.getByTestId('public-heading')).toHaveText(text.contact);
    await expect(page.getByTestId('contact-details')).toContainText('support@shiplabel.example');
    // Each language has its own address (as the server's prerendered head and sitemap say).
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      lang === 'en-US' ? /\/contactUs$/ : /\/contactUs\?lang=zh-CN$/,
    );

    // Empty form: the shared schema's messages, in the chosen language; nothing is sent.
    await page.getByTestId('contact-submit').click();
    await expect(page.getByText(text.required)).toBeVisible();

    await page.getByTestId('contact-name').fill('Ann Lee');
    await page.getByTestId('contact-email').fill(`ann-${lang}@example.com`);
    await page.getByTestId('contact-topic').click();
    await page.getByTitle(text.topic).click();
    await page.getByTestId('contact-message').fill('What does a 2 lb parcel to Texas cost?');
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-sent')).toContainText(text.sent);
    await expect(page.getByTestId('contact-ticket-link')).toHaveCount(0);

    await page.getByTestId('footer-wordView').click();
    await expect(page).toHaveURL(/\/wordView$/);
    await expect(page.getByTestId('public-heading')).toHaveText(text.docs);
    await expect(page.getByTestId('api-intro')).toContainText('Idempotency-Key');
    await page.getByTestId('api-search').locator('input').fill('/public/contact');
    await page.getByTestId('api-op-post-public-contact').click();
    await expect(page.getByTestId('body-post-public-contact')).toContainText('email');
    await expect(page.getByTestId('curl-post-public-contact')).toContainText('curl -X POST');
    await expect(page.getByTestId('curl-post-public-contact')).toContainText('/public/contact');
    await expect(page.getByTestId('api-group-work orders')).toHaveCount(0);
    await expect(page).toHaveTitle(lang === 'en-US' ? /API documentation/ : /API/);
  });

  test(`a crawler reads the public pages without JavaScript (${lang})`, async ({ request }) => {
    const res = await request.get(`/contactUs?lang=${lang}`, { headers: { accept: 'text/html' } });
    const html = await res.text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`<h1>${text.contact}</h1>`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toContain('rel="canonical"');
    const docs = await (await request.get(`/wordView?lang=${lang}`)).text();
    expect(docs).toContain(`<h1>${text.docs}</h1>`);
    expect(docs).toContain('<code>POST /public/contact</code>');
  });
}

test('a signed-in customer’s message becomes a work order the page links to', async ({ page, request }) => {
  await loginViaUi(page, CUSTOMER);
  await page.goto('/contactUs');
  await page.getByTestId('contact-name').fill('Demo Customer');
  await page.getByTestId('contact-email').fill(CUSTOMER);
  await page.getByTestId('contact-topic').click();
  await page.getByTitle('Something else').click();
  await page.getByTestId('contact-message').fill('Please call me about overseas warehousing.');
  await page.getByTestId('contact-submit').click();
  await expect(page.getByTestId('contact-sent')).toContainText(/WO\d+/);
  await page.getByTestId('contact-ticket-link').click();
  await expect(page).toHaveURL(/\/settings\/reply\?id=[0-9a-f-]{36}$/);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: ');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/wordView?lang=zh-CN</loc>');
});
