import type { AxiosResponse } from 'axios';
import { httpClient } from '../../../app/http/client.ts';
import { jobsRoot } from '../../jobs/jobs.api.ts';
import type { OrderSource } from '../orders.api.ts';
import { type DownloadTarget, filenameOf, type LabelNaming, skippedOrdersOf } from './downloads.ts';

/** A file saved now (and the orders it left out), or a job that builds it on the server. */
export type DownloadOutcome =
  | {
      kind: 'saved';
      filename: string;
      skippedOrders: string[];
      skippedCount: number;
      /** Of the skipped ones, those whose label file is gone from the file storage (not a status). */
      missingLabelOrders: string[];
    }
  | { kind: 'job'; jobId: string; total: number };

/** What a finished download job leaves: the file built (GET .../jobs/:id/download). */
export interface DownloadJobResult {
  blobId?: string;
  filename?: string;
}

const root = (source: OrderSource) => (source === 'admin' ? '/admin' : '/app');

/** Saves a downloaded blob under its server-given name. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const withoutEmpty = (params: object) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));

/**
 * Selected ids go in a POST body (thousands of ids do not fit in a URL); the list's filters in a GET
 * query. A 202 answer is a job: its JSON envelope arrives as a blob like every download body.
 */
async function request(
  url: string,
  target: DownloadTarget,
  extra: object,
  fallback: string,
): Promise<DownloadOutcome> {
  const res: AxiosResponse<Blob> =
    'orderIds' in target
      ? await httpClient.post(url, { ...extra, orderIds: target.orderIds }, { download: true })
      : await httpClient.get(url, { params: withoutEmpty({ ...target.filters, ...extra }), download: true });
  if (res.status === 202) {
    const body = JSON.parse(await res.data.text()) as { data: { jobId: string; total: number } };
    return { kind: 'job', ...body.data };
  }
  const filename = filenameOf(res.headers['content-disposition'] as string | undefined, fallback);
  saveBlob(res.data, filename);
  return {
    kind: 'saved',
    filename,
    skippedOrders: skippedOrdersOf(res.headers['x-skipped-orders'] as string | undefined),
    skippedCount: Number(res.headers['x-skipped-count'] ?? 0),
    missingLabelOrders: skippedOrdersOf(res.headers['x-missing-label-orders'] as string | undefined),
  };
}

export const downloadsApi = {
  labelsPdf: (source: OrderSource, target: DownloadTarget) =>
    request(`${root(source)}/order/label/down`, target, {}, 'labels.pdf'),
  labelsZip: (source: OrderSource, target: DownloadTarget, naming: LabelNaming) =>
    request(`${root(source)}/order/label/downZip`, target, { naming }, 'labels.zip'),
  exportOrders: (source: OrderSource, target: DownloadTarget) =>
    request(`${root(source)}/order/order/down`, target, {}, 'orders.xlsx'),
  drafts: (target: DownloadTarget) => request('/app/order/label/downSaveOrderTo', target, {}, 'drafts.xlsx'),
  /** The selected orders (with their channel), or every order of the list's filters. */
  manifest: (target: DownloadTarget, channelId?: string) =>
    request('/app/order/createManifest', target, channelId ? { channelId } : {}, 'manifest.pdf'),

  async jobFile(source: OrderSource, id: string, fallback: string) {
    const res: AxiosResponse<Blob> = await httpClient.get(`${jobsRoot(source)}/${id}/download`, {
      download: true,
    });
    saveBlob(res.data, filenameOf(res.headers['content-disposition'] as string | undefined, fallback));
  },
};
