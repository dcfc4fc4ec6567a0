import { expect, test } from '@playwright/test';
import { ADMIN, apiLogin, fillLogin, type Lang, loginViaUi, useLanguage } from './helpers.ts';

const TEXT = {
  'en-US': {
    sendCode: 'Send code',
    mismatch: 'Passwords do not match',
    pending: 'An administrator must activate your account',
    inactive: 'must be activated by an administrator',
  },
  'zh-CN': {
    sendCode: '发送验证码',
    mismatch: '两次输入的密码不一致',
    pending: '需管理员激活您的账户',
    inactive: '须经管理员激活',
  },
} as const;

const PASSWORD = 'Signup2026';

for (const lang of ['en-US', 'zh-CN'] as const satisfies readonly Lang[]) {
  test(`${lang}: sign up with the e-mail code from the outbox, an administrator activates, the customer signs in`, async ({
    browser,
    request,
  }) => {
    const email = `e2e-signup-${lang.toLowerCase()}-${Date.now()}@example.com`;
    const visitor = await (await browser.newContext()).newPage();
    await useLanguage(visitor, lang);

    // From the home page to the sign-up form.
    // The spec's /register still leads to the login page.
    await visitor.goto('/register');
    await expect(visitor).toHaveURL(/\/login$/);
    await visitor.goto('/home');
    await visitor.getByTestId('home-register').click();
    await expect(visitor).toHaveURL(/\/registerForm$/);
    await visitor.getByTestId('register-email').fill(email);
    await expect(visitor.getByTestId('register-send-code')).toContainText(TEXT[lang].sendCode);
    await visitor.getByTestId('register-send-code').click();
    // The 60-second countdown holds the button.
    await expect(visitor.getByTestId('register-send-code')).toBeDisabled();
    await expect(visitor.getByTestId('register-send-code')).toContainText(/\d+/);

    // The administrator reads the code in the outbox (no SMTP server here: the mail went to the log).
    const admin = await (await browser.newContext()).newPage();
    await useLanguage(admin, lang);
    await loginViaUi(admin, ADMIN);
    await admin.goto('/maintenance/mailOutbox');
    await admin.getByTestId('mail-email-filter').locator('input').fill(email);
    await admin.getByTestId('mail-email-filter').locator('input').press('Enter');
    const row = admin.getByTestId(`mail-row-${email}`);
    await expect(row).toBeVisible();
    const code = (await row.innerText()).match(/\b(\d{6})\b/)?.[1];
    expect(code, 'a 6-digit code in the mail').toBeTruthy();
    await admin.screenshot({ path: `test-results/register-outbox-${lang}.png` });

    // Every field; the password confirmation is checked first.
    await visitor.getByTestId('register-code').fill(code!);
    await visitor.getByTestId('register-first-name').fill('Mei');
    await visitor.getByTestId('register-last-name').fill('Chen');
    await visitor.getByTestId('register-phone').fill('+1 626 555 0199');
    await visitor.getByTestId('register-company').fill('Chen Parcel Co');
    await visitor.getByTestId('register-nickname').fill('Mei');
    await visitor.getByTestId('register-wechat').fill('mei_parcel');
    await visitor.getByTestId('register-password').fill(PASSWORD);
    await visitor.getByTestId('register-confirm').fill(`${PASSWORD}x`);
    await visitor.getByTestId('register-sms').check();
    await visitor.getByTestId('register-privacy').check();
    await expect(visitor.getByTestId('register-terms-link')).toHaveAttribute('href', '/termsOfUse');
    await expect(visitor.getByTestId('register-privacy-link')).toHaveAttribute('href', '/privacyPolicy');
    await visitor.getByTestId('register-submit').click();
    await expect(visitor.getByText(TEXT[lang].mismatch)).toBeVisible();
    await visitor.getByTestId('register-confirm').fill(PASSWORD);
    await visitor.screenshot({ path: `test-results/register-form-${lang}.png`, fullPage: true });
    await visitor.getByTestId('register-submit').click();
    await expect(visitor.getByTestId('register-result')).toContainText(TEXT[lang].pending);
    await visitor.screenshot({ path: `test-results/register-done-${lang}.png` });

    // Not before activation.
    await visitor.getByTestId('register-back-to-login').click();
    await expect(visitor).toHaveURL(/\/login/);
    await expect(visitor.getByTestId('login-register')).toHaveAttribute('href', '/registerForm');
    await fillLogin(visitor, email, PASSWORD);
    await expect(visitor.locator('.ant-message')).toContainText(TEXT[lang].inactive);
    await expect(visitor).toHaveURL(/\/login/);

    // The administrator activates it (user management's status endpoint, form field status).
    const token = await apiLogin(request, ADMIN);
    const found = await request.get(`/admin/list?keyword=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const user = (await found.json()).data.list[0];
    expect(user).toMatchObject({ email, status: 0, kind: 'customer' });
    const activated = await request.post(`/admin/updateStatus/${user.id}`, {
      headers: { authorization: `Bearer ${token}` },
      form: { status: '1' },
    });
    expect(activated.status()).toBe(200);

    // Now the new customer signs in.
    await fillLogin(visitor, email, PASSWORD);
    await expect(visitor).toHaveURL(/\/dashboard\/workplace/);
  });
}
