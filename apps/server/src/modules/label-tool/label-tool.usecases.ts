import { type LabelOperations, type LabelSource, labelOperationsSchema } from '@shiplabel/shared';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { validationFailed } from '../../lib/errors.ts';
import { zodFieldIssues } from '../../lib/validation.ts';
import { getSysConfig } from '../config/config.usecases.ts';
import { composeLabels, inspectLabels } from './label-compose.ts';
import { badOperations } from './label-tool.errors.ts';
import { readLabelUpload } from './label-tool.upload.ts';

type Deps = AppDeps & { request: FastifyRequest };

/** Each file within the upload limit the operators configured (the one tickets use, 500KB by default). */
async function upload(deps: Deps) {
  const maxBytes = (await getSysConfig(deps)).uploadLimitBytes;
  return readLabelUpload(deps.request, maxBytes);
}

/** The form field `operations` (JSON) checked by the shared schema; its problems named operations.<path>. */
function parseOperations(raw: string | undefined): LabelOperations {
  let json: unknown;
  try {
    json = JSON.parse(raw ?? '');
  } catch {
    throw badOperations();
  }
  const result = labelOperationsSchema.safeParse(json);
  if (!result.success) {
    throw validationFailed(
      zodFieldIssues(result.error, 'operations').map((i) => ({ ...i, field: `operations.${i.field}` })),
    );
  }
  return result.data;
}

/** The pages of each uploaded label, for the page list and its controls. Nothing is kept. */
export async function inspectUpload(deps: Deps): Promise<LabelSource[]> {
  const { inputs } = await upload(deps);
  return inspectLabels(inputs);
}

/**
 * The uploaded labels cropped, turned, scaled, stamped and merged into one 4x6 PDF. The files come with
 * every call (preview and download alike) and live only in this request's memory: nothing to clean up,
 * nothing another user could reach.
 */
export async function composeUpload(deps: Deps): Promise<Uint8Array> {
  const { inputs, fields } = await upload(deps);
  return composeLabels(inputs, parseOperations(fields.operations));
}
