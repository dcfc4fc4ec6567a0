import type { packageTemplateInputSchema } from '@shiplabel/shared';
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { likePattern } from '../../lib/pagination.ts';
import { packageTemplates as templates } from './templates.table.ts';

export type TemplateRow = typeof templates.$inferSelect;
export type TemplateValues = z.output<typeof packageTemplateInputSchema>;

const mine = (userId: string, id: string) => and(eq(templates.userId, userId), eq(templates.id, id));

export async function listTemplates(
  db: Database,
  userId: string,
  keyword: string | undefined,
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(templates.userId, userId),
    keyword ? ilike(templates.name, likePattern(keyword)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(templates)
      .where(where)
      .orderBy(desc(templates.createdAt), desc(templates.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(templates).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function insertTemplate(db: Database, userId: string, values: TemplateValues, now: Date) {
  const [row] = await db
    .insert(templates)
    .values({ ...values, userId, createdAt: now })
    .returning();
  return row!;
}

export async function updateTemplate(db: Database, userId: string, id: string, values: TemplateValues) {
  const [row] = await db.update(templates).set(values).where(mine(userId, id)).returning();
  return row ?? null;
}

export async function deleteTemplate(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(templates).where(mine(userId, id)).returning({ id: templates.id });
  return rows.length > 0;
}
