import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@shiplabel/shared';

/** The spec's page sizes (50 to 1000) and the "Total: {0}" label, shared by every list table. */
export function listPagination(t: (key: string, options: { total: number }) => string) {
  return {
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    defaultPageSize: DEFAULT_PAGE_SIZE,
    showTotal: (total: number) => t('common:total', { total }),
  };
}
