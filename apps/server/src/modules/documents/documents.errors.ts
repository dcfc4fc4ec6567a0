import { unprocessable } from '../../lib/errors.ts';

/** The order has no carrier label yet (draft, placing, refused, voided before a label). */
export const noLabel = () => unprocessable('documents.no_label');
/** A commercial invoice is for shipments that cross a border. */
export const notInternational = () => unprocessable('documents.not_international');
