import { z } from 'zod';

export const PAGE_SIZES = [50, 100, 200, 500, 1000] as const;
export const DEFAULT_PAGE_SIZE = 50;

export const pageQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: 'pagination.invalid_page_size' })
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  });
}
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}
