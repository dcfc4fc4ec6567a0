import type { LabelOperations, LabelSource } from '@shiplabel/shared';
import type { AxiosResponse } from 'axios';
import { httpClient } from '../../app/http/client.ts';

const BASE = '/app/labelTool';

/** The label files as the form the server reads: field `files`, one entry per file, in this order. */
function formOf(files: readonly File[], operations?: LabelOperations) {
  const form = new FormData();
  if (operations) form.append('operations', JSON.stringify(operations));
  for (const file of files) form.append('files', file, file.name);
  return form;
}

/**
 * Stateless on the server: the files travel with every call and nothing is stored there, so a preview
 * and the download are the same call (and need no idempotency key: they create nothing).
 */
export const labelToolApi = {
  /** Each file's pages (size in points as displayed). */
  inspect: (files: readonly File[]) =>
    httpClient.post(`${BASE}/inspect`, formOf(files)) as unknown as Promise<LabelSource[]>,
  /** The merged 4x6 PDF; `quiet`: the caller shows the error (the live preview does, beside the frame). */
  compose: async (files: readonly File[], operations: LabelOperations, quiet = false): Promise<Blob> => {
    const res: AxiosResponse<Blob> = await httpClient.post(`${BASE}/compose`, formOf(files, operations), {
      download: true,
      hideMessage: quiet,
    });
    return res.data;
  },
};
