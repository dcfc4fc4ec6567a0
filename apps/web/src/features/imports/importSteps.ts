import type { ImportSummary } from '@shiplabel/shared';

/** Which step of the import the page shows: 0 template, 1 upload, 2 check the rows, 3 drafts created. */
export function currentStep(summary: ImportSummary | null): number {
  if (!summary) return 1;
  if (summary.status === 'created') return 3;
  return 2;
}

/** The server is still working on it (the page polls). */
export const isBusy = (summary: ImportSummary | null) =>
  summary?.status === 'validating' || summary?.status === 'creating';

/** Progress of the running step, 0-100. */
export function progressPercent(summary: ImportSummary): number {
  if (summary.status === 'validating')
    return summary.total > 0 ? Math.min(99, Math.floor((summary.processed / summary.total) * 100)) : 0;
  if (summary.status === 'creating')
    return summary.valid > 0 ? Math.min(99, Math.floor((summary.draftsCreated / summary.valid) * 100)) : 0;
  return 100;
}

/** Valid rows that have no draft yet: what the "create drafts" button creates. */
export const draftsToCreate = (summary: ImportSummary) => Math.max(0, summary.valid - summary.draftsCreated);

/** Only .xlsx and .csv are offered; the server decides by content anyway. */
export const ACCEPTED_FILES =
  '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';
