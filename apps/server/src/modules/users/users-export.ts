import { type AdminUser, type Locale, parseMinor } from '@shiplabel/shared';
import { t } from '../../lib/i18n/index.ts';
import { writeXlsx } from '../../lib/spreadsheet/write-xlsx.ts';

/** At most this many rows per export; the filters narrow a larger list. */
export const USERS_EXPORT_LIMIT = 50_000;

/** The user list (or the warehouse-user list) as .xlsx, headers and labels in the caller's language. */
export function usersWorkbook(list: AdminUser[], locale: Locale, opts: { warehouse: boolean }) {
  const h = (key: string) => t(locale, `users.export.${key}`);
  const money = (text: string) => parseMinor(text) ?? 0n;
  return writeXlsx([
    {
      name: h(opts.warehouse ? 'sheet_warehouse' : 'sheet'),
      columns: [
        { header: h('account'), width: 14, value: (u: AdminUser) => u.accountId },
        { header: h('email'), width: 30, value: (u: AdminUser) => u.email },
        { header: h('name'), width: 20, value: (u: AdminUser) => u.nickName || u.realName },
        { header: h('company'), width: 24, value: (u: AdminUser) => u.company },
        { header: h('phone'), width: 16, value: (u: AdminUser) => u.phone },
        { header: h('kind'), width: 16, value: (u: AdminUser) => t(locale, `users.kind.${u.kind}`) },
        { header: h('status'), value: (u: AdminUser) => t(locale, `users.status.${u.status}`) },
        ...(opts.warehouse
          ? [
              { header: h('warehouse_name'), width: 24, value: (u: AdminUser) => u.warehouseName },
              { header: h('warehouse_code'), value: (u: AdminUser) => u.warehouseCode },
              { header: h('warehouse_address'), width: 48, value: (u: AdminUser) => u.warehouseAddress },
            ]
          : [{ header: h('seller'), width: 28, value: (u: AdminUser) => u.sellerEmail }]),
        { header: h('balance_usd'), type: 'money' as const, value: (u: AdminUser) => money(u.balanceUSD) },
        { header: h('balance_cny'), type: 'money' as const, value: (u: AdminUser) => money(u.balanceCNY) },
        {
          header: h('registered'),
          type: 'date' as const,
          width: 20,
          value: (u: AdminUser) => new Date(u.registeredAt),
        },
      ],
      rows: list,
    },
  ]);
}
