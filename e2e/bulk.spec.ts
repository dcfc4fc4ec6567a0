import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { apiLogin, CUSTOMER, type Lang } from './helpers.ts';
import {
  call,
  checkLabelPdf,
  orderBody,
  orderOf,
  placeByApi,
  placingSandboxService,
  search,
  signedIn,
  unique,
} from './orders-helpers.ts';

/** Texts of the import and batch screens, per language. */
const T = {
  'en-US': {
    weight: 'Weight',
    notNumber: '"heavy" is not a number',
    orderCenter: 'Order center',
    importOrders: 'Import orders',
  },
  'zh-CN': {
    weight: '重量',
    notNumber: '“heavy”不是数字',
    orderCenter: '订单中心',
    importOrders: '导入订单',
  },
} as const;

const HEADERS = {
  'en-US': [
    'Order No',
    'Sender Name',
    'Sender Address 1',
    'Sender City',
    'Sender State',
    'Sender ZIP',
    'Recipient Name',
    'Recipient Address 1',
    'Recipient City',
    'Recipient State',
    'Recipient ZIP',
    'Weight',
    'Length',
    'Width',
    'Height',
  ],
  // The Chinese template's headers, as a Chinese user's spreadsheet has them.
  'zh-CN': [
    '订单号',
    '发件人姓名',
    '发件人地址1',
    '发件人城市',
    '发件人州',
    '发件人邮编',
    '收件人姓名',
    '收件人地址1',
    '收件人城市',
    '收件人州',
    '收件人邮编',
    '重量',
    '长',
    '宽',
    '高',
  ],
} as const;

const row = (orderNo: string, weight: string) =>
  [orderNo, 'Ana Li', '1200 S Central Ave', 'Los Angeles', 'CA', '90001']
    .concat(['Bo Chen', '350 5th Ave', 'New York', 'NY', '10001', weight, '10', '8', '6'])
    .join(',');

const ROWS = 4;

function csv(lang: Lang, prefix: string, badWeightOnRow?: number) {
  const lines = [HEADERS[lang].join(',')];
  for (let i = 1; i <= ROWS; i++)
    lines.push(row(`${prefix}-${i}`, i === badWeightOnRow ? 'heavy' : `${i + 1}`));
  return `${lines.join('\n')}\n`;
}

for (const lang of ['en-US', 'zh-CN'] as const) {
  test.describe(`working in bulk (${lang})`, () => {
    test('the import page is reached from the order center menu and from the draft list', async ({
      browser,
    }) => {
      const text = T[lang];
      const page = await signedIn(browser, lang, CUSTOMER);
      await page.goto('/orderManager/draft');
      const button = page.getByTestId('import-orders');
      await expect(button).toHaveText(text.importOrders);
      await button.click();
      await expect(page).toHaveURL(/\/orderManager\/importOrders$/);
      await expect(page.getByTestId('import-page')).toBeVisible();

      await page.goto('/dashboard/workplace');
      const menu = page.getByTestId('side-menu');
      const group = menu.getByText(text.orderCenter, { exact: true });
      await expect(group).toBeVisible();
      const item = menu.getByText(text.importOrders, { exact: true });
      // The order center may be open already (it is where the last page was); open it when it is not.
      if (!(await item.isVisible())) await group.click();
      await item.click();
      await expect(page).toHaveURL(/\/orderManager\/importOrders$/);
      await expect(page.getByTestId('import-page')).toBeVisible();
    });

    test('import with a bad row, fix it, create drafts, place them as a batch, download the PDF and the zip', async ({
      browser,
      request,
    }, testInfo) => {
      test.setTimeout(180_000);
      const text = T[lang];
      const { serviceId, restore } = await placingSandboxService(request);
      const customer = await apiLogin(request, CUSTOMER);
      const services = await call<{ id: string; name: string; channelName: string }[]>(
        request,
        customer,
        'GET',
        '/user/user-channel',
      );
      const service = services.body.data.find((s) => s.id === serviceId)!;
      const prefix = unique('BLK').toUpperCase();
      const page = await signedIn(browser, lang, CUSTOMER);

      // 1. The file with a bad weight on its third data row (spreadsheet row 4): nothing is created yet.
      const bad = testInfo.outputPath('orders-bad.csv');
      writeFileSync(bad, csv(lang, prefix, 3));
      await page.goto('/orderManager/importOrders');
      await page.getByTestId('import-upload').setInputFiles(bad);
      const summary = page.getByTestId('import-summary');
      await expect(summary).toContainText(String(ROWS));
      const errors = page.getByTestId('import-errors');
      await expect(errors).toContainText(text.weight);
      await expect(errors).toContainText(text.notNumber);
      // The row number as the spreadsheet shows it: the header is row 1.
      await expect(errors.locator('.ant-table-row', { hasText: text.notNumber }).first()).toContainText('4');
      const draftsOf = async () => {
        const q = new URLSearchParams({ view: 'draft', keyword: prefix, pageNum: '1', pageSize: '50' });
        const res = await call<{ list: { id: string; orderNo: string }[] }>(
          request,
          customer,
          'GET',
          `/app/order/orders?${q}`,
        );
        return res.body.data.list;
      };
      expect(await draftsOf()).toHaveLength(0);

      // 2. The fixed file: every row valid; drafts from them.
      const good = testInfo.outputPath('orders-good.csv');
      writeFileSync(good, csv(lang, prefix));
      await page.getByTestId('import-upload').setInputFiles(good);
      await expect(summary).toContainText('orders-good.csv');
      await expect(page.getByTestId('import-create-drafts')).toBeEnabled();
      await page.getByTestId('import-create-drafts').click();
      await expect(page.getByTestId('import-draft-link')).toBeVisible();
      const drafts = await draftsOf();
      expect(drafts.map((d) => d.orderNo).sort()).toEqual(
        Array.from({ length: ROWS }, (_, i) => `${prefix}-${i + 1}`).sort(),
      );

      // 3. The drafts placed as one batch, with its progress until every order has its label.
      await page.getByTestId('import-draft-link').click();
      await expect(page).toHaveURL(/\/orderManager\/draft/);
      await search(page, 'order-keyword', prefix);
      for (const d of drafts) await expect(page.getByTestId(`order-row-${d.orderNo}`)).toBeVisible();
      await page.locator('.ant-table-thead .ant-checkbox-input').first().check();
      await page.getByTestId('batch-create').click();
      const choose = page.getByTestId('batch-create-service');
      await choose.click();
      await page.keyboard.type(service.name);
      // The filtered option is the active one: Enter picks it (a click can land while the list re-renders).
      await expect(
        page.locator('.ant-select-item-option-active', {
          hasText: `${service.channelName} / ${service.name}`,
        }),
      ).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('batch-create-start')).toBeEnabled();
      await page.getByTestId('batch-create-start').click();
      const job = page.getByTestId('batch-job');
      await expect(job).toBeVisible();
      await expect(page.getByTestId('batch-job-counts')).toContainText(`${ROWS} / ${ROWS}`, {
        timeout: 60_000,
      });
      await expect(page.getByTestId('batch-job-progress')).toContainText('100%');
      for (const d of drafts) expect((await orderOf(request, customer, d.id)).status).toBe(8);
      await page.getByTestId('batch-job-close').click();

      // 4. The in-transit list: the four labels as one merged PDF, then as a zip named by order number.
      await page.goto('/orderManager/transported');
      await search(page, 'order-keyword', prefix);
      for (const d of drafts) await expect(page.getByTestId(`order-row-${d.orderNo}`)).toBeVisible();
      await page.locator('.ant-table-thead .ant-checkbox-input').first().check();
      const pdfDownload = page.waitForEvent('download');
      await page.getByTestId('download-labels-pdf').click();
      const pdf = testInfo.outputPath('labels.pdf');
      await (await pdfDownload).saveAs(pdf);
      const placed = await Promise.all(drafts.map((d) => orderOf(request, customer, d.id)));
      const tracking = placed.flatMap((o) => o.trackingNumbers);
      checkLabelPdf(pdf, prefix, tracking);

      const zipDownload = page.waitForEvent('download');
      await page.getByTestId('download-labels-zip').click();
      const zip = testInfo.outputPath('labels.zip');
      await (await zipDownload).saveAs(zip);
      const entries: string[] = [];
      unzipSync(readFileSync(zip), {
        filter: (file) => {
          entries.push(file.name);
          return false;
        },
      });
      entries.sort();
      expect(entries).toEqual(placed.map((o) => `${o.orderNo}.pdf`).sort());
      await restore(request);
    });
  });
}

test.describe('drafts for editing and the manifest of a filter', () => {
  test('downloads the filtered drafts for editing and imports the file back; creates the manifest of the filtered in-transit list', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const customer = await apiLogin(request, CUSTOMER);
    const { serviceId, restore } = await placingSandboxService(request);
    const reference = unique('DFE').toUpperCase();
    for (let i = 0; i < 2; i++) {
      const saved = await call(request, customer, 'POST', '/app/order/draft', {
        data: orderBody(serviceId, reference),
        headers: { 'idempotency-key': unique('e2e') },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    const page = await signedIn(browser, 'en-US', CUSTOMER);
    await page.goto('/orderManager/draft');
    await search(page, 'order-keyword', reference);
    await expect(page.locator('.ant-table-row')).toHaveCount(2);
    // Nothing selected: the whole filtered list, as the button says.
    const download = page.waitForEvent('download');
    await page.getByTestId('download-drafts').click();
    const file = testInfo.outputPath('drafts-for-editing.xlsx');
    await (await download).saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    expect(workbook.worksheets[0]!.rowCount).toBe(3);

    await page.getByTestId('import-orders').click();
    await page.getByTestId('import-upload').setInputFiles(file);
    await expect(page.getByTestId('import-summary')).toContainText('drafts-for-editing.xlsx');
    await expect(page.getByTestId('import-create-drafts')).toBeEnabled();

    // The in-transit list filtered to one order: "Create manifest (all)" makes its manifest.
    const placed = await placeByApi(request, serviceId, unique('MFT'));
    await page.goto('/orderManager/transported');
    await search(page, 'order-keyword', placed.orderNo);
    await expect(page.getByTestId(`order-row-${placed.orderNo}`)).toBeVisible();
    const pdf = page.waitForEvent('download');
    await page.getByTestId('create-manifest').click();
    expect((await pdf).suggestedFilename()).toMatch(/^MF\d{8}[A-Z2-9]{6}\.pdf$/);
    await restore(request);
  });
});
