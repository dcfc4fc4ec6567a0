import {
  columnOfPath,
  type ImportCell,
  importColumnHeader,
  importRowToOrderInput,
  type Locale,
  orderInputSchema,
} from '@shiplabel/shared';
import type { FieldIssue } from '../../lib/errors.ts';
import { hasMessage, t } from '../../lib/i18n/index.ts';
import type { StreamedRow } from '../../lib/spreadsheet/xlsx-row-reader.ts';
import { zodFieldIssues } from '../../lib/validation.ts';
import { isKnownUsZip } from '../geo/known-zip.ts';
import type { StoredRowIssue } from './imports.table.ts';

/** Checking one data row of an import, and its problems as the caller reads them. */

/** A schema problem of a row's order form as stored: the column it came from instead of the form's path. */
export const storedIssue = (issue: FieldIssue): StoredRowIssue => ({
  column: columnOfPath(issue.field) ?? '',
  key: issue.key,
  params: issue.params as StoredRowIssue['params'],
});

/** A stored problem in the caller's language: the column's header and the reason without it. */
export function rowIssueText(issue: StoredRowIssue, locale: Locale) {
  const field = issue.column ? importColumnHeader(issue.column, locale) : '';
  const key = hasMessage(issue.key) ? issue.key : 'validation.invalid';
  let message = t(locale, key, { ...issue.params, field: field || '-' });
  for (const prefix of [`${field}: `, `${field}：`, '-: '])
    if (message.startsWith(prefix)) message = message.slice(prefix.length);
  // Without its "Field: " the reason starts the sentence.
  return { column: issue.column, field, message: message.charAt(0).toUpperCase() + message.slice(1) };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * One data row: its form, validated by the order schema (the one judge of a valid order). What is kept
 * of a valid row is the form as read (`input`, sparse), not the parsed form with its defaults: drafts
 * are made by parsing it again, which gives the same order.
 */
export function validateRow(row: StreamedRow, keys: (string | null)[], date1904: boolean) {
  const cells: Record<string, ImportCell> = {};
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const cell = row.cells[i];
    if (key && cell !== undefined && cell !== null) cells[key] = cell;
  }
  const { input, issues } = importRowToOrderInput(cells, { date1904 });
  const parsed = orderInputSchema.safeParse(input);
  const errors: StoredRowIssue[] = issues;
  if (!parsed.success) {
    for (const issue of zodFieldIssues(parsed.error).map(storedIssue)) {
      // A cell that could not be read at all already has its problem; the schema's would repeat it.
      if (issue.column && errors.some((e) => e.column === issue.column)) continue;
      if (errors.some((e) => e.column === issue.column && e.key === issue.key)) continue;
      errors.push(issue);
    }
  } else {
    errors.push(...unknownZipIssues(parsed.data));
  }
  return {
    rowNumber: row.rowNumber,
    input: errors.length === 0 && parsed.success ? input : null,
    errors,
    orderNo: text(input.orderNo),
    recipient: text(input.to?.personName),
  };
}

/** A well-formed US ZIP that no area holds (00000) cannot be rated: reported now, not at label creation. */
function unknownZipIssues(order: {
  from: { countryCode: string; zipCode: string };
  to: { countryCode: string; zipCode: string };
}): StoredRowIssue[] {
  const found: StoredRowIssue[] = [];
  for (const [address, column] of [
    [order.from, 'senderZip'],
    [order.to, 'recipientZip'],
  ] as const)
    if (address.countryCode === 'US' && !isKnownUsZip(address.zipCode))
      found.push({ column, key: 'address.zip_unknown', params: { zip: address.zipCode } });
  return found;
}
