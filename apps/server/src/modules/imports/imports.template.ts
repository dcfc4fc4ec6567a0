import { IMPORT_COLUMNS, type ImportColumn, type Locale } from '@shiplabel/shared';
import ExcelJS from 'exceljs';
import { t } from '../../lib/i18n/index.ts';

const TEXT_COLUMNS = new Set([
  'orderNo',
  'senderPhone',
  'senderZip',
  'recipientPhone',
  'recipientZip',
  'hsCode',
]);

/**
 * The import template in the caller's language: the orders sheet (headers, required ones marked in
 * red, one example row to replace; ZIP, phone, order number and HS code columns formatted as text so
 * leading zeros stay) and a notes sheet that explains every column and the rules.
 */
export async function importTemplate(locale: Locale): Promise<Buffer> {
  const { workbook, sheet } = ordersWorkbook(locale, (c) => TEXT_COLUMNS.has(c.key));
  const header = sheet.getRow(1);
  IMPORT_COLUMNS.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.font = { bold: true, color: { argb: c.required ? 'FFCF1322' : 'FF1D2129' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F3FF' } };
  });
  sheet.addRow(
    Object.fromEntries(
      IMPORT_COLUMNS.map((c) => [c.key, TEXT_COLUMNS.has(c.key) ? String(c.example) : c.example]),
    ),
  );

  const notes = workbook.addWorksheet(t(locale, 'imports.template.notes_sheet'));
  notes.columns = [
    { header: t(locale, 'imports.template.column'), key: 'column', width: 26 },
    { header: t(locale, 'imports.template.required'), key: 'required', width: 12 },
    { header: t(locale, 'imports.template.description'), key: 'description', width: 90 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const c of IMPORT_COLUMNS)
    notes.addRow({
      column: c.header[locale],
      required: t(locale, c.required ? 'imports.template.yes' : 'imports.template.no'),
      description: t(locale, `imports.column.${c.key}`),
    });
  notes.addRow({});
  for (const rule of ['rule1', 'rule2', 'rule3', 'rule4', 'rule5'])
    notes.addRow({ column: t(locale, `imports.template.${rule}`) });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A workbook whose first sheet has the import template's columns in `locale` (bold header, frozen; the
 * columns `isText` picks formatted as text): the template, and the drafts downloaded to edit and import again.
 */
export function ordersWorkbook(locale: Locale, isText: (c: ImportColumn) => boolean) {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ShipLabel';
  const sheet = workbook.addWorksheet(t(locale, 'imports.template.sheet'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = IMPORT_COLUMNS.map((c) => ({
    header: c.header[locale],
    key: c.key,
    width: Math.max(12, c.header[locale].length * (locale === 'zh-CN' ? 2.2 : 1.2) + 2),
    style: isText(c) ? { numFmt: '@' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  return { workbook, sheet };
}
