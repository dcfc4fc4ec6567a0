import type { Page, PageQuery } from '@shiplabel/shared';

export const pageOffset = (q: PageQuery) => (q.pageNum - 1) * q.pageSize;

export const toPage = <T>(list: T[], total: number, q: PageQuery): Page<T> => ({
  list,
  total,
  pageNum: q.pageNum,
  pageSize: q.pageSize,
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Escapes LIKE wildcards so a keyword matches literally. */
export const likePattern = (keyword: string) => `%${escapeLike(keyword)}%`;

/** A LIKE pattern for values starting with `keyword` (matched literally). */
export const prefixPattern = (keyword: string) => `${escapeLike(keyword)}%`;
