import { expect, type Page, test } from '@playwright/test';
import { ADMIN, CUSTOMER, loginViaUi, useLanguage } from './helpers.ts';

/** Collects every Content-Security-Policy violation the page reports (events and console messages). */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text())) violations.push(message.text());
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return violations;
}

test.describe('security headers in a real browser', () => {
  test('the app runs under its CSP: sign in and open pages without a single violation', async ({ page }) => {
    const violations = watchCsp(page);
    await useLanguage(page, 'en-US');
    const login = await page.goto('/login');
    const headers = login!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await loginViaUi(page, ADMIN);
    for (const path of ['/roleSettings/roleManagement', '/adminSettings/priceRules', '/maintenance/apiLog']) {
      await page.goto(path);
      await expect(page.getByTestId('side-menu')).toBeVisible();
    }
    expect(violations).toEqual([]);
  });

  test('a customer works on the order form under the CSP', async ({ page }) => {
    const violations = watchCsp(page);
    await loginViaUi(page, CUSTOMER);
    await page.goto('/orderManager/newOrder');
    await expect(page.getByTestId('side-menu')).toBeVisible();
    await page.goto('/settings/account');
    await expect(page.getByTestId('side-menu')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('/api-docs renders the API reference under its own CSP', async ({ page }) => {
    const violations = watchCsp(page);
    await page.goto('/api-docs');
    await expect(page.getByText('ShipLabel API').first()).toBeVisible();
    await expect(page.getByText('/admin/login').first()).toBeAttached();
    // Scalar's bundle probes once whether eval is allowed and works without it: only that probe is tolerated.
    expect(violations.filter((v) => !v.includes('script-src eval'))).toEqual([]);
  });
});
