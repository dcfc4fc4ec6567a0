import type { Page, PageQuery } from '@shiplabel/shared';

export const pageOffset = (q: PageQuery) => (q.pageNum - 1) * q.pageSize;

export const toPage = <T>(list: T[], total: number, q: PageQuery): Page<T> => ({
  list,
  total,
  pageNum: q.pageNum,
  pageSize: q.pageSize,
});

/** Escapes LIKE wildcards so a keyword matches literally. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
