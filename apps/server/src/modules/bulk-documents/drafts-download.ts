import { type Locale, ORDER_STATUS } from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { unprocessable } from '../../lib/errors.ts';
import { ordersWorkbook } from '../imports/imports.template.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import type { Selection } from './bulk.schemas.ts';
import { downloadName } from './bulk-downloads.usecases.ts';
import { ordersInPages, selectedOrderIds } from './order-selection.ts';

/** The most drafts one file holds: the import reads 10,000 rows at once without a job (spec: imports). */
export const DRAFTS_MAX = 10_000;

type Cell = string | number | null;

/** Columns the import reads as text: kept as text in Excel so ZIP codes and phones keep leading zeros. */
const TEXT_TYPES = new Set(['text', 'zip', 'date']);

const amount = (decimal: string): Cell => (decimal === '' ? null : Number(decimal));

type Address = OrderRow['toAddress'];

/** An address as the template's `sender…` or `recipient…` cells (the e-mail is the recipient's alone). */
const addressCells = (prefix: 'sender' | 'recipient', a: Address): Record<string, Cell> => ({
  [`${prefix}Name`]: a.personName,
  [`${prefix}Company`]: a.company ?? '',
  [`${prefix}Phone`]: a.phone ?? '',
  [`${prefix}Address1`]: a.addressLine1,
  [`${prefix}Address2`]: a.addressLine2 ?? '',
  [`${prefix}City`]: a.city,
  [`${prefix}State`]: a.stateCode,
  [`${prefix}Zip`]: a.zipCode,
  [`${prefix}Country`]: a.countryCode,
});

/**
 * One draft as a row of the import template, by column key: the first parcel line (with its package
 * count) and the first customs line, as the template holds one of each. The order number is left empty:
 * the original draft keeps it, and the import numbers the edited drafts anew (docs/decisions.md).
 */
export function draftCells(o: OrderRow, locale: Locale): Record<string, Cell> {
  const p = o.parcels[0];
  const item = o.items[0];
  const yesNo = (v: boolean) => (locale === 'zh-CN' ? (v ? '是' : '否') : v ? 'yes' : 'no');
  const to = o.toAddress;
  return {
    orderNo: '',
    shipDate: o.shipDate ?? '',
    reference: o.reference,
    reference2: o.reference2,
    remark: o.remark,
    ...addressCells('sender', o.fromAddress),
    ...addressCells('recipient', to),
    recipientEmail: to.email ?? '',
    residential: yesNo(Boolean(to.isResidential)),
    weight: p?.weight ?? null,
    weightUnit: p?.massUnit ?? '',
    length: p?.length || null,
    width: p?.width || null,
    height: p?.height || null,
    dimensionUnit: p?.distanceUnit ?? '',
    packageCount: p?.packageNum ?? null,
    declaredValue: amount(p?.declaredValue ?? ''),
    itemDescription: item?.description ?? '',
    itemQuantity: item?.quantity ?? null,
    itemValue: amount(item?.declaredValue ?? ''),
    hsCode: item?.hsCode ?? '',
    originCountry: item?.countryOfOrigin ?? '',
  };
}

/**
 * The chosen drafts (ids, or the draft list's filters) as an .xlsx in the import template's columns and
 * the caller's language, to edit and import again (spec section 7: downSaveOrderTo). Only drafts: a chosen
 * order in any other status is refused (422) rather than silently left out.
 */
export async function downloadDraftsForEditing(input: {
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>;
  ownerId: string;
  locale: Locale;
  query: Selection;
}): Promise<{ bytes: Buffer; filename: string }> {
  const { deps, locale } = input;
  const selection = input.query.orderIds ? input.query : { ...input.query, view: 'draft' as const };
  const ids = await selectedOrderIds({ deps, ownerId: input.ownerId, selection, max: DRAFTS_MAX });
  if (ids.length === 0) throw unprocessable('bulkdocs.no_drafts');
  const { workbook, sheet } = ordersWorkbook(locale, (c) => TEXT_TYPES.has(c.type));
  for await (const page of ordersInPages(deps, ids, 500)) {
    const wrong = page.find((o) => o.status !== ORDER_STATUS.draft);
    if (wrong) throw unprocessable('bulkdocs.not_a_draft', { orderNo: wrong.orderNo });
    for (const order of page) sheet.addRow(draftCells(order, locale));
  }
  const filename = downloadName('drafts', 'xlsx', deps.clock(), deps.config.businessTz);
  return { bytes: Buffer.from(await workbook.xlsx.writeBuffer()), filename };
}
