import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { IMAGE_KINDS } from '../../lib/uploads/file-kind.ts';
import { readUpload } from '../../lib/uploads/read-upload.ts';
import { getSysConfig } from '../config/config.usecases.ts';
import { readFile, storeUpload } from './files.usecases.ts';

const uploadedSchema = z.object({
  id: z.string(),
  url: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  filename: z.string(),
});

export const filesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/app/attachment/upload/image',
    {
      config: { access: ['rechargePage'] },
      schema: {
        tags: ['files'],
        summary:
          'Upload an image (recharge voucher): png, jpeg, gif or webp by content, at most the configured upload limit (default 500KB)',
        consumes: ['multipart/form-data'],
        response: okSchema(uploadedSchema),
      },
    },
    async (request) => {
      // The upload limit is the system configuration's (spec section 9: 500KB; issue 14).
      const maxBytes = (await getSysConfig(deps)).uploadLimitBytes;
      const upload = await readUpload(request, { maxBytes, kinds: IMAGE_KINDS });
      const blob = await storeUpload({ ...deps, auth: authOf(request), upload, kind: 'voucher' });
      return ok(
        request,
        {
          id: blob.id,
          url: `/app/attachment/${blob.id}`,
          mimeType: blob.mimeType,
          size: blob.size,
          filename: blob.filename,
        },
        'upload.success',
      );
    },
  );

  app.get(
    '/app/attachment/:id',
    {
      config: { access: ['*'] },
      schema: {
        tags: ['files'],
        summary: 'An uploaded file, for its owner and staff allowed to read it (others: 404)',
        params: z.object({ id: z.uuid({ error: 'files.not_found' }) }),
      },
    },
    async (request, reply) => {
      const blob = await readFile({ ...deps, auth: authOf(request), id: request.params.id });
      return reply
        .header('content-type', blob.mimeType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(blob.bytes);
    },
  );
};
