import type { PackageTemplate, Page, PageQuery } from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { templateNotFound } from './templates.errors.ts';
import {
  deleteTemplate,
  insertTemplate,
  listTemplates,
  type TemplateRow,
  type TemplateValues,
  updateTemplate,
} from './templates.repository.ts';

export function toTemplate(row: TemplateRow): PackageTemplate {
  const { userId: _owner, createdAt, unit, ...fields } = row;
  return { ...fields, unit: unit as PackageTemplate['unit'], createdAt: createdAt.toISOString() };
}

type Mine = Pick<AppDeps, 'db'> & { userId: string };

/** The caller's templates, newest first; `keyword` matches the name. */
export async function templatesPage(
  deps: Mine & { query: PageQuery & { keyword?: string | undefined } },
): Promise<Page<PackageTemplate>> {
  const { rows, total } = await listTemplates(deps.db, deps.userId, deps.query.keyword || undefined, {
    limit: deps.query.pageSize,
    offset: pageOffset(deps.query),
  });
  return toPage(rows.map(toTemplate), total, deps.query);
}

export async function createTemplate(deps: AppDeps & { userId: string; input: TemplateValues }) {
  return toTemplate(await insertTemplate(deps.db, deps.userId, deps.input, deps.clock()));
}

export async function changeTemplate(deps: Mine & { id: string; input: TemplateValues }) {
  const row = await updateTemplate(deps.db, deps.userId, deps.id, deps.input);
  if (!row) throw templateNotFound();
  return toTemplate(row);
}

export async function removeTemplate(deps: Mine & { id: string }) {
  if (!(await deleteTemplate(deps.db, deps.userId, deps.id))) throw templateNotFound();
}
