import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { readMultipartFile } from '../../lib/uploads/read-upload.ts';
import { removeUspsZoneChart, uploadUspsZoneChart, uspsZoneChartStatus } from './usps-zone-chart.usecases.ts';

/** Zones are managed with channels in the back office: the same resource. */
const ADMIN_CHANNEL = ['adminChannel'];
const tags = ['zones'];
/** The whole matrix is ~2 MB (999 records of 2,001 characters). */
const CHART_MAX_BYTES = 8 * 1024 * 1024;

const statusSchema = z.object({
  origins: z.number().int(),
  uploadedAt: z.string().nullable(),
  filename: z.string(),
});

export const uspsZoneChartRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/zone/uspsChart',
    {
      config: { access: ADMIN_CHANNEL },
      schema: {
        tags,
        summary: 'The official USPS 3-digit zone chart in use: origins covered and latest upload',
        response: okSchema(statusSchema),
      },
    },
    async (request) => ok(request, await uspsZoneChartStatus(deps)),
  );

  app.post(
    '/admin/zone/uspsChart',
    {
      config: { access: ADMIN_CHANNEL },
      schema: {
        tags,
        summary:
          'Upload the official USPS zone chart (field file, max 8MB): the National Zone Charts Matrix text file (replaces the chart) or the Domestic Zone Chart JSON of one origin (field origin, or a file named 123.json; replaces that origin). It becomes the default for distance zones.',
        consumes: ['multipart/form-data'],
        response: okSchema(statusSchema),
      },
    },
    async (request) => {
      const upload = await readMultipartFile(request, { maxBytes: CHART_MAX_BYTES, maxFields: 5 });
      const status = await uploadUspsZoneChart({
        ...deps,
        bytes: upload.bytes,
        filename: upload.filename,
        origin: upload.fields.origin?.trim(),
      });
      return ok(request, status, 'zone.chart_saved');
    },
  );

  app.post(
    '/admin/zone/uspsChart/delete',
    {
      config: { access: ADMIN_CHANNEL },
      schema: {
        tags,
        summary: 'Remove the official USPS zone chart: distance zones apply again',
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      await removeUspsZoneChart(deps);
      return ok(request, null, 'zone.chart_removed');
    },
  );
};
