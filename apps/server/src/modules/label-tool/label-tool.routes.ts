import { labelSourceSchema } from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { sendDownload } from '../../lib/spreadsheet/send-file.ts';
import { composeUpload, inspectUpload } from './label-tool.usecases.ts';

const tags = ['label tool'];
const BASE = '/app/labelTool';
/** Spec section 2: /settings/pdfptu needs the ptuOne resource; the server enforces it. */
const access = ['ptuOne'];

/**
 * The label tool (issue 16): stateless. Both routes take the label files (multipart, field `files`, one to
 * ten PDF, PNG or JPEG files, each within the configured upload limit); compose also takes the field
 * `operations` (JSON of labelOperationsSchema). Neither stores anything, so neither needs an idempotency key:
 * a repeated call computes the same answer again.
 */
export const labelToolRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    `${BASE}/inspect`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'The pages (size in points, own rotation) of each uploaded label file; nothing is stored',
        consumes: ['multipart/form-data'],
        response: okSchema(z.array(labelSourceSchema)),
      },
    },
    async (request) => ok(request, await inspectUpload({ ...deps, request })),
  );

  app.post(
    `${BASE}/compose`,
    {
      config: { access },
      schema: {
        tags,
        summary:
          'One 4x6 PDF (288 x 432 pt per page) of the uploaded labels, each page cropped, turned, scaled and stamped as `operations` says; nothing is stored',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const pdf = await composeUpload({ ...deps, request });
      return sendDownload(reply, Buffer.from(pdf), 'labels-4x6.pdf', 'application/pdf');
    },
  );
};
