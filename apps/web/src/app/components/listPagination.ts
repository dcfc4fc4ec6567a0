import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@shiplabel/shared';

type Translate = (key: string, options: { total: number }) => string;

/**
 * The list's total as shown: "Total: {0}", or "Total: more than {0}" when the server counted only that far
 * (`totalCapped` of an order list page, docs/decisions.md "Order lists at scale").
 */
export const totalLabel = (t: Translate, total: number, capped = false) =>
  t(capped ? 'common:totalCapped' : 'common:total', { total });

/**
 * The spec's page sizes (50 to 1000) and the total label, shared by every list table. With a capped total
 * the pager offers the pages up to it; asking for the last one makes the server count ten pages further.
 */
export function listPagination(t: Translate, totalCapped = false) {
  return {
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    defaultPageSize: DEFAULT_PAGE_SIZE,
    showTotal: (total: number) => totalLabel(t, total, totalCapped),
  };
}
