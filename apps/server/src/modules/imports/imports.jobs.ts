import { registerJobHandler } from '../jobs/queue.ts';
import {
  createDraftsJob,
  IMPORT_DRAFTS_JOB,
  IMPORT_VALIDATE_JOB,
  validateImportJob,
} from './imports.usecases.ts';

/** Large imports: validation and draft creation run here; the import row carries their progress. */
registerJobHandler(IMPORT_VALIDATE_JOB, async (ctx) => {
  const importId = String(ctx.job.payload.importId);
  return validateImportJob(ctx.deps, { importId, locale: ctx.locale, shouldStop: ctx.shouldStop });
});

registerJobHandler(IMPORT_DRAFTS_JOB, async (ctx) =>
  createDraftsJob(ctx.deps, {
    importId: String(ctx.job.payload.importId),
    actorId: String(ctx.job.payload.actorId),
    shouldStop: ctx.shouldStop,
  }),
);
