import { CarrierError } from '../carrier-adapter.ts';
import type { RemoteLabelFile } from '../easypost/label-files.ts';
import type { ShippoMessage } from './shippo.mappers.ts';
import { shippoTextCode } from './shippo.mappers.ts';

/** The parts of a Transaction (a bought label) we read (Transaction schema of public-api.yaml). */
export interface ShippoTransaction {
  object_id: string;
  status?: string;
  rate?: string | { object_id?: string } | null;
  tracking_number?: string;
  label_url?: string;
  metadata?: string;
  messages?: ShippoMessage[];
  object_created?: string;
}

export const rateIdOf = (t: ShippoTransaction): string | undefined =>
  typeof t.rate === 'string' ? t.rate : (t.rate?.object_id ?? undefined);

/** Still being made: Shippo answers QUEUED or WAITING when the carrier works asynchronously. */
export const isPending = (t: ShippoTransaction) => t.status === 'QUEUED' || t.status === 'WAITING';

/** A transaction that ended in ERROR as our code with the carrier's messages. */
export function transactionError(t: ShippoTransaction): CarrierError {
  const text = (t.messages ?? []).map((m) => [m.source, m.text].filter(Boolean).join(': ')).join(' | ');
  return new CarrierError(
    shippoTextCode(text),
    text || `transaction ${t.status ?? 'without status'}`,
    t.messages?.[0]?.code || undefined,
  );
}

/** The label files and tracking numbers of a purchase's transactions (one per parcel), oldest first. */
export function purchasedLabels(
  transactions: readonly ShippoTransaction[],
  format: RemoteLabelFile['format'],
) {
  const done = transactions
    .filter((t) => t.status === 'SUCCESS')
    .sort((a, b) => (a.object_created ?? '').localeCompare(b.object_created ?? ''));
  if (done.length === 0) throw new CarrierError('carrier.bad_response', 'no successful transaction');
  for (const t of done)
    if (!t.tracking_number || !t.label_url)
      throw new CarrierError('carrier.bad_response', `transaction ${t.object_id} without label or number`);
  return {
    carrierRef: done[0]!.object_id,
    trackingNumbers: done.map((t) => t.tracking_number!),
    files: done.map((t) => ({ url: t.label_url!, format })),
  };
}

/** The file format a label_file_type makes. */
export const formatOfFileType = (type: string): RemoteLabelFile['format'] =>
  type === 'PNG' ? 'png' : type === 'ZPLII' ? 'zpl' : 'pdf';
