import { expect, test } from '@playwright/test';
import { CUSTOMER, type Lang, loginViaUi, useLanguage } from './helpers.ts';

const TEXT = {
  'en-US': {
    dialog: 'Address validation',
    valid: 'The address is valid.',
    validated: 'Validated',
    notValidated: 'Not validated',
    uk: 'United Kingdom',
    ukSearch: 'united king',
    newYork: 'NY - New York',
    zoneTitle: 'Zone lookup',
    fee: 'Each lookup costs 0.10 USD',
    miles: 'miles',
  },
  'zh-CN': {
    dialog: '地址校验',
    valid: '地址有效。',
    validated: '已校验',
    notValidated: '未校验',
    uk: '英国',
    ukSearch: '英国',
    newYork: 'NY - 纽约州',
    zoneTitle: '分区查询',
    fee: '每次查询收费 0.10 USD',
    miles: '英里',
  },
} as const;

for (const lang of ['en-US', 'zh-CN'] as Lang[]) {
  const text = TEXT[lang];

  test.describe(`addresses (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
      await loginViaUi(page, CUSTOMER);
    });

    test('validates an address, accepts the suggestion and saves it to the address book', async ({
      page,
    }) => {
      const title = `E2E office ${lang}`;
      await page.goto('/settings/addressbook');
      await page.getByTestId('addressbook-create').click();
      await page.getByTestId('addressbook-title').fill(title);
      await page.getByTestId('addressbook-personName').fill('Ann Lee');
      await page.getByTestId('addressbook-phone').fill('212-555-0100');
      await page.getByTestId('addressbook-addressLine1').fill('350 fifth avenue suite 3300');
      await page.getByTestId('addressbook-zipCode').fill('10118');
      // The ZIP fills in city and state; the user could still change them.
      await expect(page.getByTestId('addressbook-city')).toHaveValue('New York');
      await expect(page.getByTestId('addressbook-stateCode')).toContainText('NY');

      await page.getByTestId('addressbook-validate').click();
      const dialog = page.getByRole('dialog', { name: text.dialog });
      await expect(dialog).toBeVisible();
      await expect(page.getByTestId('address-validation-verdict')).toHaveText(text.valid);
      await expect(page.getByTestId('address-compare-addressLine1')).toContainText(
        '350 fifth avenue suite 3300',
      );
      await expect(page.getByTestId('address-compare-addressLine1')).toContainText('350 FIFTH AVE STE 3300');
      await page.getByTestId('address-use-suggestion').click();
      await expect(dialog).toBeHidden();
      // Nothing was rewritten until the user chose the suggestion; now the form holds it.
      await expect(page.getByTestId('addressbook-addressLine1')).toHaveValue('350 FIFTH AVE STE 3300');
      await expect(page.getByTestId('addressbook-city')).toHaveValue('NEW YORK');

      await page.getByTestId('addressbook-save').click();
      const row = page.getByTestId(`addressbook-row-${title}`);
      await expect(row).toContainText('350 FIFTH AVE STE 3300');
      await expect(row.getByTestId('addressbook-valid-tag')).toHaveText(text.validated);

      // "Use in order" opens the new-order route with the entry id (read by the orders screen).
      await row.getByTestId('addressbook-use-from').click();
      await expect(page).toHaveURL(/\/orderManager\/newOrder\?fromAddress=[0-9a-f-]{36}$/);
    });

    test('an edit the validation has not confirmed clears the badge; countries are picked by name', async ({
      page,
    }) => {
      const title = `E2E badge ${lang}`;
      await page.goto('/settings/addressbook');
      await page.getByTestId('addressbook-create').click();
      await page.getByTestId('addressbook-title').fill(title);
      await page.getByTestId('addressbook-personName').fill('Ann Lee');
      await page.getByTestId('addressbook-phone').fill('212-555-0100');
      await page.getByTestId('addressbook-addressLine1').fill('350 FIFTH AVE');
      await page.getByTestId('addressbook-zipCode').fill('10118');
      await expect(page.getByTestId('addressbook-city')).toHaveValue('New York');
      await page.getByTestId('addressbook-city').fill('NEW YORK');
      await page.getByTestId('addressbook-save').click();
      const row = page.getByTestId(`addressbook-row-${title}`);
      await expect(row.getByTestId('addressbook-valid-tag')).toHaveText(text.validated);

      await row.getByTestId('addressbook-edit').click();
      await page.getByTestId('addressbook-addressLine1').fill('12 unverified road');
      await page.getByTestId('addressbook-save').click();
      await expect(row).toContainText('12 unverified road');
      await expect(row.getByTestId('addressbook-not-valid-tag')).toHaveText(text.notValidated);

      // The country picker finds a country by name in either language; the list shows its name.
      await row.getByTestId('addressbook-edit').click();
      await page.getByTestId('addressbook-zipCode').fill('SW1A 1AA');
      await page.getByTestId('addressbook-city').fill('London');
      await page.getByTestId('addressbook-countryCode').click();
      await page.keyboard.type(text.ukSearch);
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('addressbook-countryCode')).toContainText(`${text.uk}`);
      await expect(page.getByTestId('addressbook-stateCode')).toContainText(text.newYork);
      await page.getByTestId('addressbook-save').click();
      await expect(row).toContainText(`London, NY SW1A 1AA ${text.uk}`);
      await expect(row.getByTestId('addressbook-not-valid-tag')).toBeVisible();
    });

    test('keeps the typed address when the user refuses the suggestion', async ({ page }) => {
      await page.goto('/settings/addressbook');
      await page.getByTestId('addressbook-create').click();
      await page.getByTestId('addressbook-addressLine1').fill('1 main street');
      await page.getByTestId('addressbook-personName').fill('Bo');
      await page.getByTestId('addressbook-zipCode').fill('90210');
      await expect(page.getByTestId('addressbook-city')).toHaveValue('Beverly Hills');
      await page.getByTestId('addressbook-city').fill('Chicago');
      await page.getByTestId('addressbook-validate').click();
      await expect(page.getByTestId('address-validation-issues')).toBeVisible();
      await expect(page.getByTestId('address-compare-city')).toContainText('BEVERLY HILLS');
      await page.getByTestId('address-keep-mine').click();
      await expect(page.getByTestId('addressbook-city')).toHaveValue('Chicago');
      await expect(page.getByTestId('addressbook-addressLine1')).toHaveValue('1 main street');
    });

    test('looks up the zones between two ZIP codes and lists the query', async ({ page }) => {
      await page.goto('/orderManager/findZone');
      // The page's own card title (the layout's level-one heading carries the same words for screen readers).
      await expect(page.locator('.ant-card-head-title').filter({ hasText: text.zoneTitle })).toBeVisible();
      await expect(page.getByTestId('zone-fee')).toContainText(text.fee);
      await page.getByTestId('zone-fromZip').fill('10001');
      await page.getByTestId('zone-toZip').fill('90001');
      await page.getByTestId('zone-submit').click();
      await expect(page.getByTestId('zone-from')).toContainText('10001 New York, NY');
      await expect(page.getByTestId('zone-to')).toContainText('90001 Los Angeles, CA');
      await expect(page.getByTestId('zone-miles')).toContainText(text.miles);
      await expect(page.getByTestId('zone-row-USPS')).toContainText('8');
      await expect(page.getByTestId('zone-row-UPS')).toContainText('8');
      await expect(page.getByTestId('zone-history')).toContainText('90001 Los Angeles, CA');

      // A malformed ZIP is refused in the form and no query is made.
      await page.getByTestId('zone-toZip').fill('9000');
      await page.getByTestId('zone-submit').click();
      await expect(page.locator('.ant-form-item-explain-error')).toBeVisible();
    });
  });
}
