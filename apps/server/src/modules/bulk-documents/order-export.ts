import { displayStatus, type Locale } from '@shiplabel/shared';
import { inArray } from 'drizzle-orm';
import { wallClock } from '../../lib/business-time.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { t } from '../../lib/i18n/index.ts';
import { XlsxStreamWriter } from '../../lib/spreadsheet/stream-xlsx.ts';
import type { Column } from '../../lib/spreadsheet/write-xlsx.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import { users } from '../users/users.table.ts';
import { ordersInPages } from './order-selection.ts';

type ExportRow = OrderRow & { userEmail?: string };
type Address = OrderRow['toAddress'];

const oneLine = (a: Address) =>
  [a.addressLine1, a.addressLine2, a.city, a.stateCode, a.countryCode].filter(Boolean).join(', ');

/**
 * The order list's columns (spec section 3) with headers in the caller's language; the back office adds
 * the customer's e-mail. Money cells are numbers shown with 2 decimals, made from the minor units.
 */
export function orderExportColumns(locale: Locale, timeZone: string, admin: boolean): Column<ExportRow>[] {
  const h = (key: string) => t(locale, `bulkdocs.column.${key}`);
  const when = (d: Date | null) => (d ? wallClock(d, timeZone) : null);
  const columns: (Column<ExportRow> | false)[] = [
    { header: h('orderNo'), value: (o) => o.orderNo, width: 18 },
    admin && { header: h('userEmail'), value: (o) => o.userEmail ?? '', width: 24 },
    { header: h('trackingNo'), value: (o) => o.trackingNo, width: 22 },
    { header: h('serviceName'), value: (o) => o.serviceName, width: 18 },
    { header: h('currency'), value: (o) => o.currency, width: 8 },
    { header: h('rate'), type: 'money', value: (o) => o.rateMinor },
    { header: h('deposit'), type: 'money', value: (o) => o.depositMinor },
    { header: h('toName'), value: (o) => o.toAddress.personName, width: 18 },
    { header: h('toZip'), value: (o) => o.toAddress.zipCode },
    { header: h('toAddress'), value: (o) => oneLine(o.toAddress), width: 36 },
    { header: h('fromName'), value: (o) => o.fromAddress.personName, width: 18 },
    { header: h('fromZip'), value: (o) => o.fromAddress.zipCode },
    { header: h('fromAddress'), value: (o) => oneLine(o.fromAddress), width: 36 },
    { header: h('reference'), value: (o) => o.reference },
    { header: h('reference2'), value: (o) => o.reference2 },
    { header: h('auditInfo'), value: (o) => o.auditInfo, width: 20 },
    { header: h('batchNo'), value: (o) => o.batchNo },
    { header: h('labelCreatedAt'), type: 'date', value: (o) => when(o.labelCreatedAt), width: 20 },
    { header: h('createdAt'), type: 'date', value: (o) => when(o.createdAt), width: 20 },
    // Legacy codes 1, 2 and 7 read as placed, as in the lists.
    { header: h('status'), value: (o) => t(locale, `bulkdocs.status.${displayStatus(o.status)}`), width: 16 },
  ];
  return columns.filter((c): c is Column<ExportRow> => c !== false);
}

export interface ExportInput {
  deps: Pick<AppDeps, 'db' | 'config'>;
  ids: readonly string[];
  locale: Locale;
  admin: boolean;
  /** After each page of `EXPORT_PAGE_ROWS` orders: its index and how many rows it gave (job progress). */
  onPage?: (page: number, rows: number) => void | Promise<void>;
  shouldStop?: () => boolean;
}

/** Orders read and written per round trip (also the export job's item). */
export const EXPORT_PAGE_ROWS = 1_000;

/** The orders of `ids` as an .xlsx sheet, written a page of rows at a time. */
export async function exportOrdersXlsx(input: ExportInput): Promise<{ bytes: Buffer; rows: number } | null> {
  const columns = orderExportColumns(input.locale, input.deps.config.businessTz, input.admin);
  const writer = new XlsxStreamWriter<ExportRow>(t(input.locale, 'bulkdocs.sheet.orders'), columns);
  let written = 0;
  let index = 0;
  for await (const page of ordersInPages(input.deps, input.ids, EXPORT_PAGE_ROWS)) {
    if (input.shouldStop?.()) return null;
    writer.add(input.admin ? await withEmails(input.deps, page) : page);
    written += page.length;
    await input.onPage?.(index++, page.length);
  }
  return { bytes: await writer.finish(), rows: written };
}

async function withEmails(deps: Pick<AppDeps, 'db'>, page: OrderRow[]): Promise<ExportRow[]> {
  const ids = [...new Set(page.map((o) => o.userId))];
  const rows = ids.length
    ? await deps.db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids))
    : [];
  const emails = new Map(rows.map((r) => [r.id, r.email]));
  return page.map((o) => ({ ...o, userEmail: emails.get(o.userId) ?? '' }));
}
