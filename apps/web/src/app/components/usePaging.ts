import { DEFAULT_PAGE_SIZE } from '@shiplabel/shared';
import { type Dispatch, type SetStateAction, useState } from 'react';

export interface Paging {
  pageNum: number;
  pageSize: number;
}

export type SetPaging = Dispatch<SetStateAction<Paging>>;

/** A list's page state, starting on page 1 at the spec's default page size. */
export function usePaging() {
  return useState<Paging>({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
}

/** Back to page 1 with the same page size: a new filter makes the old page number meaningless. */
export const toFirstPage = (setPaging: SetPaging) => setPaging((p) => ({ ...p, pageNum: 1 }));
