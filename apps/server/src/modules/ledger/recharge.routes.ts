import { amountSchema, approveRechargeSchema, pageSchema, submitRechargeSchema } from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { t } from '../../lib/i18n/index.ts';
import { toPage } from '../../lib/pagination.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { sendDownload } from '../../lib/spreadsheet/send-file.ts';
import { writeXlsx } from '../../lib/spreadsheet/write-xlsx.ts';
import { paymentMethodLabel, rechargeStatusLabel } from './export-labels.ts';
import { rechargeJson } from './funds.serialize.ts';
import { EXPORT_LIMIT } from './funds.usecases.ts';
import { rechargeListQuery, rechargeSchema, rechargeWarningsSchema } from './money.schemas.ts';
import type { RechargeListRow } from './recharge.repository.ts';
import { listRechargesPage, rechargeWarnings, reviewRecharge, submitRecharge } from './recharge.usecases.ts';

export const rechargeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/app/user/recharge',
    {
      config: { access: ['rechargePage'] },
      schema: {
        tags: ['money'],
        summary: 'Submit a recharge (wallet, payment method, forecast amount, uploaded voucher, remark)',
        body: submitRechargeSchema,
        response: okSchema(rechargeSchema),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const row = await submitRecharge({ ...deps, auth, input: request.body });
      return ok(request, rechargeJson({ ...row, email: auth.user.email }), 'ledger.recharge_submitted');
    },
  );

  app.get(
    '/app/user/recharge/list',
    {
      config: { access: ['appRechargeList'] },
      schema: {
        tags: ['money'],
        summary: "The caller's recharge records",
        querystring: rechargeListQuery,
        response: okSchema(pageSchema(rechargeSchema)),
      },
    },
    async (request) => {
      const { pageNum, pageSize, status, currency } = request.query;
      const { rows, total } = await listRechargesPage({
        ...deps,
        filter: { userId: authOf(request).user.id, status, currency },
        pageNum,
        pageSize,
      });
      return ok(request, toPage(rows.map(rechargeJson), total, request.query));
    },
  );

  app.get(
    '/app/user/recharge/down',
    {
      config: { access: ['appRechargeList'] },
      schema: {
        tags: ['money'],
        summary: "The caller's recharge records as xlsx",
        querystring: rechargeListQuery,
      },
    },
    async (request, reply) => {
      const { status, currency } = request.query;
      const { rows } = await listRechargesPage({
        ...deps,
        filter: { userId: authOf(request).user.id, status, currency },
        pageNum: 1,
        pageSize: EXPORT_LIMIT,
      });
      const locale = requestLocale(request);
      const h = (key: string) => t(locale, `export.recharge.${key}`);
      const bytes = await writeXlsx([
        {
          name: h('sheet'),
          columns: [
            { header: h('financeNo'), width: 22, value: (r: RechargeListRow) => r.financeNo },
            { header: h('wallet'), value: (r: RechargeListRow) => r.currency },
            {
              header: h('paymentMethod'),
              width: 24,
              value: (r: RechargeListRow) => paymentMethodLabel(locale, r.paymentMethod),
            },
            { header: h('forecastAmount'), type: 'money', value: (r: RechargeListRow) => r.forecastAmount },
            { header: h('actualAmount'), type: 'money', value: (r: RechargeListRow) => r.actualAmount },
            { header: h('status'), value: (r: RechargeListRow) => rechargeStatusLabel(locale, r.status) },
            { header: h('remark'), width: 30, value: (r: RechargeListRow) => r.remark },
            { header: h('auditRemark'), width: 30, value: (r: RechargeListRow) => r.auditRemark },
            { header: h('createdAt'), type: 'date', width: 20, value: (r: RechargeListRow) => r.createdAt },
            { header: h('arrivedAt'), type: 'date', width: 20, value: (r: RechargeListRow) => r.arrivedAt },
            { header: h('auditedAt'), type: 'date', width: 20, value: (r: RechargeListRow) => r.auditedAt },
          ],
          rows,
        },
      ]);
      return sendDownload(reply, bytes, 'recharge-records.xlsx');
    },
  );

  app.get(
    '/admin/recharge/list',
    {
      config: { access: ['adminRechargeList'] },
      schema: {
        tags: ['money'],
        summary: "Every user's recharges (filter by status, wallet, e-mail keyword)",
        querystring: rechargeListQuery,
        response: okSchema(pageSchema(rechargeSchema)),
      },
    },
    async (request) => {
      const { pageNum, pageSize, status, currency, keyword } = request.query;
      const { rows, total } = await listRechargesPage({
        ...deps,
        filter: { status, currency, keyword },
        pageNum,
        pageSize,
      });
      return ok(request, toPage(rows.map(rechargeJson), total, request.query));
    },
  );

  app.get(
    '/admin/recharge/:id/warnings',
    {
      config: { access: ['adminRechargeList'] },
      schema: {
        tags: ['money'],
        summary:
          'Before approving: other recharges with the same voucher image, and whether an actual amount differs from the forecast by more than the set share',
        params: z.object({ id: z.uuid({ error: 'ledger.recharge_not_found' }) }),
        querystring: z.object({ actualAmount: amountSchema.optional() }),
        response: okSchema(rechargeWarningsSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await rechargeWarnings({ ...deps, id: request.params.id, actualAmount: request.query.actualAmount }),
      ),
  );

  app.post(
    '/admin/recharge/approve',
    {
      config: { access: ['adminRechargeList'] },
      schema: {
        tags: ['money'],
        summary: 'Approve a pending recharge with the actual incoming amount, or reject it with a reason',
        body: approveRechargeSchema,
        response: okSchema(rechargeSchema.omit({ email: true })),
      },
    },
    async (request) => {
      const row = await reviewRecharge({ ...deps, auth: authOf(request), input: request.body });
      const { email: _email, ...json } = rechargeJson({ ...row, email: '' });
      return ok(
        request,
        json,
        request.body.approve ? 'ledger.recharge_approved' : 'ledger.recharge_rejected',
      );
    },
  );
};
