import {
  importCreateDraftsResultSchema,
  importRowSchema,
  importRowsQuerySchema,
  importSummarySchema,
  LOCALES,
  pageQuerySchema,
  pageSchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, SIGNED_IN } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { sendDownload } from '../../lib/spreadsheet/send-file.ts';
import './imports.jobs.ts';
import { importTemplate } from './imports.template.ts';
import { readImportUpload } from './imports.upload.ts';
import {
  createImportDrafts,
  importRows,
  requireImport,
  toSummary,
  uploadImport,
} from './imports.usecases.ts';

const tags = ['orders (import)'];
const idParams = z.object({ id: z.string().max(64) });

/** Bulk work (issue 6): spreadsheet import of orders; every import is its caller's only. */
export const importsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/app/order/import/template',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          "The import template (.xlsx): headers in the caller's language (or `locale`), an example row and a notes sheet",
        querystring: z.object({ locale: z.enum(LOCALES).optional() }),
      },
    },
    async (request, reply) => {
      const locale = request.query.locale ?? requestLocale(request);
      const bytes = await importTemplate(locale);
      return sendDownload(
        reply,
        bytes,
        locale === 'zh-CN' ? '订单导入模板.xlsx' : 'order-import-template.xlsx',
      );
    },
  );

  app.post(
    '/app/order/import/upload',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          'Upload an .xlsx or .csv (multipart field `file`): every row is validated, nothing is created. Small files answer `validated` with the counts; large ones `validating` (a job; poll GET /app/order/import/{id})',
        consumes: ['multipart/form-data'],
        response: okSchema(importSummarySchema),
      },
    },
    async (request) => {
      const file = await readImportUpload(request);
      const summary = await uploadImport({
        ...deps,
        userId: authOf(request).user.id,
        locale: requestLocale(request),
        filename: file.filename,
        bytes: file.bytes,
      });
      return ok(request, summary);
    },
  );

  app.get(
    '/app/order/import/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "One of the caller's imports: status, progress and counts",
        params: idParams,
        response: okSchema(importSummarySchema),
      },
    },
    async (request) => {
      const row = await requireImport(deps, { id: request.params.id, userId: authOf(request).user.id });
      return ok(request, toSummary(row, requestLocale(request)));
    },
  );

  app.get(
    '/app/order/import/:id/rows',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          "The rows of an import with each problem (row, column header, reason) in the caller's language",
        params: idParams,
        querystring: pageQuerySchema.extend(importRowsQuerySchema.shape),
        response: okSchema(pageSchema(importRowSchema)),
      },
    },
    async (request) => {
      const { filter, pageNum, pageSize } = request.query;
      return ok(
        request,
        await importRows(deps, {
          id: request.params.id,
          userId: authOf(request).user.id,
          filter,
          page: { pageNum, pageSize },
          locale: requestLocale(request),
        }),
      );
    },
  );

  app.post(
    '/app/order/import/:id/createDrafts',
    {
      config: { access: SIGNED_IN, idempotent: true },
      schema: {
        tags,
        summary:
          'Create drafts from the valid rows not created yet (a second call creates nothing more); many rows run as a job',
        params: idParams,
        response: okSchema(importCreateDraftsResultSchema),
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      return ok(
        request,
        await createImportDrafts({
          ...deps,
          id: request.params.id,
          userId,
          actorId: userId,
          locale: requestLocale(request),
        }),
      );
    },
  );
};
