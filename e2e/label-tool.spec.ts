import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { CUSTOMER, type Lang } from './helpers.ts';
import { signedIn } from './orders-helpers.ts';

/** A letter page as a carrier prints a 4x6 label on office paper: the label in the top-left quarter. */
async function letterLabel(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  page.drawRectangle({ x: 20, y: 420, width: 266, height: 352, borderColor: rgb(0, 0, 0), borderWidth: 2 });
  page.drawText('SHIP TO E2E', { x: 40, y: 730, size: 16, font });
  page.drawText('RECEIPT', { x: 40, y: 200, size: 16, font });
  return Buffer.from(await doc.save());
}

/** Text and page sizes of a PDF, read by poppler (independent of the code that wrote it). */
function readPdf(bytes: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-labeltool-'));
  try {
    const file = join(dir, 'out.pdf');
    writeFileSync(file, bytes);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return { info, text: execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const TEXTS: Record<Lang, { title: string; crop: string; download: string }> = {
  'en-US': { title: 'Label tool', crop: 'Top-left quarter', download: 'Download PDF' },
  'zh-CN': { title: '面单工具', crop: '左上四分之一', download: '下载 PDF' },
};

async function cropStampDownload(page: Page, lang: Lang, stamp: string) {
  const texts = TEXTS[lang];
  // The preview frames a blob: URL: the app's CSP must allow exactly that (frame-src 'self' blob:).
  const blocked: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) blocked.push(m.text());
  });
  await page.goto('/settings/pdfptu');
  await expect(page.getByText(texts.title).first()).toBeVisible();
  await page
    .getByTestId('labeltool-upload')
    .locator('input[type=file]')
    .setInputFiles({ name: 'carrier-letter.pdf', mimeType: 'application/pdf', buffer: await letterLabel() });
  const card = page.getByTestId('labeltool-page-0');
  await expect(card).toContainText('carrier-letter.pdf');
  await expect(card).toContainText('Letter');
  await card.getByTestId('labeltool-page-0-crop').click();
  await page.locator('.ant-select-item-option', { hasText: texts.crop }).click();
  await card.getByTestId('labeltool-page-0-stamp').fill(stamp);
  // The live preview follows the settings: the last compose call carries the stamp.
  await expect(page.getByTestId('labeltool-preview')).toBeVisible();
  const downloadButton = page.getByTestId('labeltool-download');
  await expect(downloadButton).toHaveText(texts.download);
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toBe('labels-4x6.pdf');
  const pdf = readPdf(readFileSync(await download.path()));
  expect(pdf.info).toMatch(/Pages:\s+1\b/);
  expect(pdf.info).toMatch(/Page size:\s+288 x 432 pts/);
  expect(pdf.text).toContain('SHIP TO E2E');
  expect(pdf.text).not.toContain('RECEIPT');
  expect(blocked).toEqual([]);
  return pdf.text;
}

test('label tool: a letter label cropped to 4x6, stamped and downloaded, in both languages', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const en = await signedIn(browser, 'en-US', CUSTOMER);
  expect(await cropStampDownload(en, 'en-US', 'SKU-42 box {n} of {N}')).toContain('SKU-42 box 1 of 1');
  const zh = await signedIn(browser, 'zh-CN', CUSTOMER);
  // Chinese stamps print in the CJK font's subset, Latin runs of the same line in Helvetica.
  expect(await cropStampDownload(zh, 'zh-CN', '订单 1001 第{n}箱')).toContain('订单 1001 第1箱');
});
