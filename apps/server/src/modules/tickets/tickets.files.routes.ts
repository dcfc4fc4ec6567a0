import { ticketAttachmentSchema } from '@shiplabel/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { sendDownload } from '../../lib/spreadsheet/send-file.ts';
import { ticketFile, uploadTicketFile } from './tickets.files.ts';

export interface TicketFileRoutesOptions {
  deps: AppDeps;
  base: string;
  tags: string[];
  access: string[];
  downloadSummary: string;
  /** The customer whose tickets bound the download; undefined lets the back office read any ticket's file. */
  customerOf: (request: FastifyRequest) => string | undefined;
}

/**
 * `<base>/attachment/upload` and `<base>/attachment/:id`, the same on the customer and back-office sides:
 * only who may read which file differs (`customerOf`).
 */
export const ticketFileRoutes: FastifyPluginAsyncZod<TicketFileRoutesOptions> = async (app, options) => {
  const { deps, base, tags, access } = options;
  app.post(
    `${base}/attachment/upload`,
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Upload a work-order file: png, jpeg, gif, webp or PDF by content, at most the configured upload limit (500KB unless an operator changed it)',
        consumes: ['multipart/form-data'],
        response: okSchema(ticketAttachmentSchema),
      },
    },
    async (request) =>
      ok(request, await uploadTicketFile({ ...deps, request, auth: authOf(request) }), 'upload.success'),
  );

  app.get(
    `${base}/attachment/:id`,
    {
      config: { access },
      schema: {
        tags,
        summary: options.downloadSummary,
        params: z.object({ id: z.uuid({ error: 'tickets.attachment_not_found' }) }),
      },
    },
    async (request, reply) => {
      const blob = await ticketFile({
        ...deps,
        blobId: request.params.id,
        customerId: options.customerOf(request),
      });
      return sendDownload(
        reply.header('x-content-type-options', 'nosniff'),
        blob.bytes,
        blob.filename,
        blob.mimeType,
      );
    },
  );
};
